import type {
  AdminBonusPackage,
  AdminFreeSpinGame,
  adminBonusOfferBodySchema,
  adminBonusPackageBodySchema,
} from '@croupier/contracts/admin-bonus-offers';
import type { AdminBonusOffer } from '@croupier/contracts/admin-bonuses';
import { bonusCodeMode } from '@croupier/contracts/constants';
import { asc, count, eq, max, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { offerView } from './admin.ts';
import { cashbackOfferSlug } from './cashback-bonus.ts';
import { standardContributions } from './contributions.ts';
import { offerErrors } from './offer-rules.ts';
import { multiplierText } from './rules.ts';
import type { BonusService } from './service.ts';
import { loadOffers } from './store.ts';
import { bonusContributions, bonuses, bonusOfferAmounts, bonusOffers, bonusPackages, bonusTerms } from './tables.ts';

type PackageInput = z.output<typeof adminBonusPackageBodySchema>;
export type OfferInput = z.output<typeof adminBonusOfferBodySchema>;
type Fields = Record<string, string[]>;

/** A slot free spins may be given on, as the games module lists them (with the id an award records). */
export type FreeSpinGame = AdminFreeSpinGame & { id: string };

/** What the games module said about the free-spins games of an offer: read before the caller's transaction. */
export interface CheckedGames {
  fields: Fields;
}

const invalid = (fields: Fields) => new AppError(400, 'validation_failed', 'Some fields are invalid', fields);
const minor = (text: string | null) => (text === null ? null : BigInt(text));
const hundredthsOf = (n: number) => multiplierText(BigInt(Math.round(n * 100)));

/** An English name as a slug: ASCII letters and digits joined by dashes (accents dropped), never empty. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'package';
}

/**
 * Creating bonus packages and offers from the back office (issue 22 §7; docs/decisions/0133), in the caller's
 * transaction so the back office's audit row commits with them. A new offer starts disabled: marketing reviews
 * it in the list and switches it on (`admin.setOfferEnabled`). Slugs are made here, not typed: the package's
 * from its English name, an offer's from its package's, each the first free one (`-2`, `-3` …), decided by the
 * unique index, not by a read before the insert.
 */
export function createBonusOffersAdmin(deps: {
  db: Database;
  clock: () => Date;
  bonus: BonusService;
  /** The games module's slots free spins may be given on; read with its own handle, so never inside a transaction. */
  freeSpinGames(): Promise<FreeSpinGame[]>;
  /** Tells the issuing side a new free-spins game's id (it resolves identities once, not per grant). */
  rememberGame(game: FreeSpinGame): void;
}) {
  const { db, clock } = deps;

  async function packageView(executor: Executor, where?: ReturnType<typeof eq>): Promise<AdminBonusPackage[]> {
    const rows = await executor
      .select({ pkg: bonusPackages, offers: count(bonusOffers.id) })
      .from(bonusPackages)
      .leftJoin(bonusOffers, eq(bonusOffers.packageId, bonusPackages.id))
      // The cashback job's package bears its offer's slug (cashback-bonus.ts).
      .where(where ?? ne(bonusPackages.slug, cashbackOfferSlug))
      .groupBy(bonusPackages.id)
      .orderBy(asc(bonusPackages.slug));
    return rows.map(({ pkg, offers }) => ({ id: pkg.id, slug: pkg.slug, names: pkg.names, offers }));
  }

  /** Inserts `values` under the first free slug of `base`, `base-2`, … (the unique index decides). */
  async function firstFree<T>(base: string, from: number, insert: (slug: string) => Promise<T | undefined>) {
    for (let n = from; n < from + 1000; n += 1) {
      const created = await insert(n === 1 ? base : `${base}-${n}`);
      if (created) return created;
    }
    throw new Error(`no free slug for ${base}`);
  }

  return {
    /** Every package marketing may add offers to (the cashback job's own is not one). */
    packages: (executor: Executor = db) => packageView(executor),

    async freeSpinGames(): Promise<AdminFreeSpinGame[]> {
      return (await deps.freeSpinGames()).map(({ identity, name, provider }) => ({ identity, name, provider }));
    },

    async createPackage(tx: Executor, input: PackageInput): Promise<AdminBonusPackage> {
      const now = clock();
      const created = await firstFree(slugOf(input.names.en), 1, async (slug) => {
        const [row] = await tx
          .insert(bonusPackages)
          .values({ slug, names: input.names, createdAt: now, updatedAt: now })
          .onConflictDoNothing()
          .returning();
        return row;
      });
      const [view] = await packageView(tx, eq(bonusPackages.id, created.id));
      if (!view) throw new Error('bonus package not written');
      return view;
    },

    /**
     * The free-spins games an offer names, checked against the games module before the caller's transaction
     * (on PGlite another handle's query inside it would wait for it forever). A game found is remembered.
     */
    async checkGames(input: OfferInput): Promise<CheckedGames> {
      const fields: Fields = {};
      if (!input.bonuses.some((b) => b.freeSpinsGame)) return { fields };
      const games = new Map((await deps.freeSpinGames()).map((game) => [game.identity, game]));
      input.bonuses.forEach((bonus, index) => {
        if (!bonus.freeSpinsGame || bonus.type !== 3) return;
        const game = games.get(bonus.freeSpinsGame);
        if (game) deps.rememberGame(game);
        else fields[`bonuses.${index}.freeSpinsGame`] = ['Not a slot free spins can be given on'];
      });
      return { fields };
    },

    /** A new offer in a package, disabled, with its bonuses, their money per currency and the standard contributions. */
    async createOffer(tx: Executor, input: OfferInput, games: CheckedGames): Promise<AdminBonusOffer> {
      const [pkg] = await tx.select().from(bonusPackages).where(eq(bonusPackages.id, input.packageId)).for('update');
      const book = await deps.bonus.book(tx);
      const fields = offerErrors(input, book);
      for (const [name, messages] of Object.entries(games.fields))
        fields[name] = [...(fields[name] ?? []), ...messages];
      if (!pkg || pkg.slug === cashbackOfferSlug) fields.packageId = ['No such package'];
      if (Object.keys(fields).length > 0 || !pkg) throw invalid(fields);

      const now = clock();
      const [last] = await tx
        .select({ position: max(bonusOffers.position) })
        .from(bonusOffers)
        .where(ne(bonusOffers.slug, cashbackOfferSlug));
      const [{ n: inPackage } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(bonusOffers)
        .where(eq(bonusOffers.packageId, pkg.id));
      const codeOnly = input.trigger === bonusCodeMode.check;
      const offer = await firstFree(pkg.slug, inPackage + 1, async (slug) => {
        const [row] = await tx
          .insert(bonusOffers)
          .values({
            slug,
            packageId: pkg.id,
            trigger: input.trigger,
            invoiceNumberFrom: input.invoiceNumberFrom,
            invoiceNumberTo: input.invoiceNumberTo,
            baseAmountFromMinor: minor(input.baseMinDepositMinor),
            // A code-only offer is reached through its code alone (decision 0068), whatever the body said.
            requiresCode: codeOnly || input.requiresCode,
            perPlayerLimit: input.perPlayerLimit,
            availableFrom: input.availableFrom ? new Date(input.availableFrom) : null,
            availableUntil: input.availableUntil ? new Date(input.availableUntil) : null,
            position: (last?.position ?? 0) + 10,
            isEnabled: false,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning();
        return row;
      });
      if (input.minDeposits.length > 0) {
        await tx.insert(bonusOfferAmounts).values(
          input.minDeposits.map((row) => ({
            offerId: offer.id,
            currency: row.currency,
            amountFromMinor: BigInt(row.amountMinor),
          })),
        );
      }
      for (const [index, bonus] of input.bonuses.entries()) {
        const [row] = await tx
          .insert(bonuses)
          .values({
            slug: `${offer.slug}-${index + 1}`,
            offerId: offer.id,
            names: bonus.names,
            type: bonus.type,
            depositPercentage: bonus.depositPercentage,
            freeSpinsCount: bonus.freeSpinsCount,
            freeSpinsGame: bonus.type === 3 ? bonus.freeSpinsGame : null,
            wagerCasino: hundredthsOf(bonus.wagerCasino),
            wagerSportsbook: hundredthsOf(bonus.wagerSportsbook),
            wagerBase: bonus.wagerBase,
            baseAmountMinor: minor(bonus.baseAmountMinor),
            baseMaxAmountMinor: minor(bonus.baseMaxAmountMinor),
            claimDays: bonus.claimDays,
            activeDays: bonus.activeDays,
            locksDeposit: bonus.locksDeposit,
            position: (index + 1) * 10,
            createdAt: now,
            updatedAt: now,
          })
          // An offer's slug is new, so its bonuses' are too, unless an older bonus took one by hand.
          .onConflictDoNothing()
          .returning();
        if (!row) throw new AppError(409, 'conflict', `A bonus ${offer.slug}-${index + 1} exists already`);
        if (bonus.currencies.length > 0) {
          await tx.insert(bonusTerms).values(
            bonus.currencies.map((terms) => ({
              bonusId: row.id,
              currency: terms.currency,
              amountMinor: minor(terms.amountMinor),
              maxAmountMinor: minor(terms.maxAmountMinor),
              betValueMinor: minor(terms.betValueMinor),
              maxBetMinor: minor(terms.maxBetMinor),
              maxConversionMinor: minor(terms.maxConversionMinor),
            })),
          );
        }
        await tx.insert(bonusContributions).values(standardContributions.map((c) => ({ bonusId: row.id, ...c })));
      }
      const [bundle] = await loadOffers(tx, { offerIds: [offer.id], includeDisabled: true });
      if (!bundle) throw new Error('bonus offer not written');
      return offerView(bundle, book);
    },
  };
}

export type BonusOffersAdmin = ReturnType<typeof createBonusOffersAdmin>;
