import {
  type AdminBonus,
  type AdminBonusCode,
  type AdminBonusOffer,
  type adminBonusCodeBodySchema,
  adminBonusErrorCodes,
} from '@croupier/contracts/admin-bonuses';
import { toMajorUnits } from '@croupier/contracts/minor-units';
import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { cashbackOfferSlug } from './cashback-bonus.ts';
import { hundredths } from './rules.ts';
import type { BonusService } from './service.ts';
import { type CodeRecord, loadOffers, type OfferBundle, type OfferRecord } from './store.ts';
import { bonusCodes, bonusOffers, bonusPackages } from './tables.ts';
import { amountIn, type CurrencyBook } from './views.ts';

type CodeInput = z.output<typeof adminBonusCodeBodySchema>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const multiplier = (text: string) => Number(hundredths(text)) / 100;
const notFound = (what: string) => new AppError(404, 'not_found', `No such ${what}`);

/** A bonus's money in the base currency: what the back office lists (each currency converts from it). */
function baseAmount(own: bigint | null | undefined, baseMinor: bigint | null, book: CurrencyBook) {
  if (!book.base) return null;
  const minor = amountIn(own, baseMinor, book.base.code, book);
  return minor === null ? null : { currency: book.base.code, amount: toMajorUnits(minor, book.base.subunit) };
}

/** An offer as the back office lists it (offers-admin.ts answers a new one the same way). */
export function offerView(bundle: OfferBundle, book: CurrencyBook): AdminBonusOffer {
  const { offer } = bundle;
  return {
    id: offer.id,
    slug: offer.slug,
    packageNames: bundle.package.names,
    trigger: offer.trigger,
    invoiceNumberFrom: offer.invoiceNumberFrom,
    invoiceNumberTo: offer.invoiceNumberTo,
    requiresCode: offer.requiresCode,
    perPlayerLimit: offer.perPlayerLimit,
    availableFrom: iso(offer.availableFrom),
    availableUntil: iso(offer.availableUntil),
    isEnabled: offer.isEnabled,
    bonuses: bundle.bonuses.map(({ bonus, terms }): AdminBonus => {
      const own = terms.find((t) => t.currency === book.base?.code);
      return {
        id: bonus.id,
        names: bonus.names,
        type: bonus.type,
        amount: bonus.type === 1 ? baseAmount(own?.amountMinor, bonus.baseAmountMinor, book) : null,
        maxAmount: bonus.type === 2 ? baseAmount(own?.maxAmountMinor, bonus.baseMaxAmountMinor, book) : null,
        depositPercentage: bonus.depositPercentage,
        freeSpinsCount: bonus.freeSpinsCount,
        wagerCasino: multiplier(bonus.wagerCasino),
        wagerSportsbook: multiplier(bonus.wagerSportsbook),
      };
    }),
  };
}

function codeView(code: CodeRecord, offer: Pick<OfferRecord, 'slug'>, names: AdminBonusCode['offerNames']) {
  return {
    id: code.id,
    code: code.code,
    offerId: code.offerId,
    offerSlug: offer.slug,
    offerNames: names,
    usedCount: code.usedCount,
    usageLimit: code.usageLimit,
    perPlayerLimit: code.perPlayerLimit,
    availableFrom: iso(code.availableFrom),
    availableUntil: iso(code.availableUntil),
    isEnabled: code.isEnabled,
    createdAt: code.createdAt.toISOString(),
  } satisfies AdminBonusCode;
}

/**
 * The operator's side of bonuses (issue 22 §7; docs/decisions/0115): list offers and switch them on or off,
 * list, create and disable bonus codes. The back office calls these in its own transaction (`tx`) so the
 * change and its audit row commit together; it never writes the bonus tables itself. A disabled offer is left
 * out of every player list and its codes answer "not available"; a disabled code answers "not available".
 */
export function createBonusAdmin(deps: { db: Database; clock: () => Date; bonus: BonusService }) {
  const { db, clock } = deps;

  /** An offer the operator manages: the cashback job's own offer is not one (a code for it would give nothing). */
  async function findOffer(tx: Executor, id: string) {
    const [row] = await tx.select().from(bonusOffers).where(eq(bonusOffers.id, id)).for('update');
    return row?.slug === cashbackOfferSlug ? undefined : row;
  }

  async function codeWithOffer(tx: Executor, where: ReturnType<typeof eq> | undefined) {
    return tx
      .select({ code: bonusCodes, offer: bonusOffers, names: bonusPackages.names })
      .from(bonusCodes)
      .innerJoin(bonusOffers, eq(bonusOffers.id, bonusCodes.offerId))
      .innerJoin(bonusPackages, eq(bonusPackages.id, bonusOffers.packageId))
      .where(where)
      .orderBy(desc(bonusCodes.createdAt), asc(bonusCodes.code));
  }

  return {
    async offers(executor: Executor = db): Promise<AdminBonusOffer[]> {
      const book = await deps.bonus.book(executor);
      return (await loadOffers(executor, { includeDisabled: true }))
        .filter((bundle) => bundle.offer.slug !== cashbackOfferSlug)
        .map((bundle) => offerView(bundle, book));
    },

    /** Switches an offer on or off; answers it before and after (the same when nothing changed). */
    async setOfferEnabled(tx: Executor, id: string, isEnabled: boolean) {
      const row = await findOffer(tx, id);
      if (!row) throw notFound('bonus offer');
      if (row.isEnabled !== isEnabled) {
        await tx.update(bonusOffers).set({ isEnabled, updatedAt: clock() }).where(eq(bonusOffers.id, id));
      }
      const book = await deps.bonus.book(tx);
      const [bundle] = await loadOffers(tx, { offerIds: [id], includeDisabled: true });
      if (!bundle) throw notFound('bonus offer');
      return { before: { isEnabled: row.isEnabled }, offer: offerView(bundle, book) };
    },

    async codes(executor: Executor = db): Promise<AdminBonusCode[]> {
      return (await codeWithOffer(executor, undefined)).map((r) => codeView(r.code, r.offer, r.names));
    },

    /** A new code for an existing offer; a code already taken (in any case) is 409 with a field error. */
    async createCode(tx: Executor, input: CodeInput): Promise<AdminBonusCode> {
      const offer = await findOffer(tx, input.offerId);
      if (!offer) {
        throw new AppError(400, 'validation_failed', 'Some fields are invalid', { offerId: ['No such offer'] });
      }
      const now = clock();
      const [created] = await tx
        .insert(bonusCodes)
        .values({
          code: input.code.toUpperCase(),
          offerId: offer.id,
          usageLimit: input.usageLimit,
          perPlayerLimit: input.perPlayerLimit,
          availableFrom: input.availableFrom ? new Date(input.availableFrom) : null,
          availableUntil: input.availableUntil ? new Date(input.availableUntil) : null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: bonusCodes.code })
        .returning();
      if (!created) {
        throw new AppError(409, adminBonusErrorCodes.codeTaken, 'This code is already in use', {
          code: ['Already in use'],
        });
      }
      const [found] = await codeWithOffer(tx, eq(bonusCodes.id, created.id));
      if (!found) throw new Error('bonus code not written');
      return codeView(found.code, found.offer, found.names);
    },

    /** Disables a code: players trying it from now on are told it is not available. */
    async disableCode(tx: Executor, id: string) {
      const [row] = await tx.select().from(bonusCodes).where(eq(bonusCodes.id, id)).for('update');
      if (!row) throw notFound('bonus code');
      if (row.isEnabled) {
        await tx.update(bonusCodes).set({ isEnabled: false, updatedAt: clock() }).where(eq(bonusCodes.id, id));
      }
      const [found] = await codeWithOffer(tx, eq(bonusCodes.id, id));
      if (!found) throw notFound('bonus code');
      return { before: { isEnabled: row.isEnabled }, code: codeView(found.code, found.offer, found.names) };
    },
  };
}

export type BonusAdmin = ReturnType<typeof createBonusAdmin>;
