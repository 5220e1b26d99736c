import type { AdminBonusTerms, adminBonusTermsBodySchema } from '@croupier/contracts/admin-bonus-config';
import { bonusType } from '@croupier/contracts/constants';
import { subunitDecimals } from '@croupier/contracts/minor-units';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { cashbackOfferSlug } from './cashback-bonus.ts';
import { hundredths, multiplierText } from './rules.ts';
import type { BonusService } from './service.ts';
import { bonuses, bonusOffers, bonusTerms } from './tables.ts';
import type { CurrencyBook } from './views.ts';

type TermsInput = z.output<typeof adminBonusTermsBodySchema>;
type BonusRow = typeof bonuses.$inferSelect;
type TermsRow = typeof bonusTerms.$inferSelect;
type Fields = Record<string, string[]>;

const text = (minor: bigint | null) => (minor === null ? null : minor.toString());
const minor = (value: string | null) => (value === null ? null : BigInt(value));

function termsView(bonus: BonusRow, terms: TermsRow[], book: CurrencyBook): AdminBonusTerms {
  return {
    id: bonus.id,
    offerId: bonus.offerId,
    names: bonus.names,
    type: bonus.type,
    depositPercentage: bonus.depositPercentage,
    freeSpinsCount: bonus.freeSpinsCount,
    wagerCasino: Number(hundredths(bonus.wagerCasino)) / 100,
    wagerSportsbook: Number(hundredths(bonus.wagerSportsbook)) / 100,
    claimDays: bonus.claimDays,
    currencies: terms
      .filter((t) => book.byCode.has(t.currency))
      .map((t) => ({
        currency: t.currency,
        decimals: subunitDecimals(book.byCode.get(t.currency)?.subunit ?? 1),
        amountMinor: text(t.amountMinor),
        maxAmountMinor: text(t.maxAmountMinor),
        betValueMinor: text(t.betValueMinor),
        maxBetMinor: text(t.maxBetMinor),
        maxConversionMinor: text(t.maxConversionMinor),
      })),
  };
}

const invalid = (fields: Fields) => new AppError(400, 'validation_failed', 'Some fields are invalid', fields);

/**
 * What a body may not say for this bonus's type (docs/decisions/0122). Only what is copied into a player's
 * bonus when it is granted is editable, so an edit reaches the next grant and never one already made. A
 * free-spins bonus's wagering, stake cap and conversion cap are read when its spins have been played, so
 * editing them would change awards players already hold: they stay as configured.
 */
function typeErrors(bonus: BonusRow, input: TermsInput, book: CurrencyBook): Fields {
  const fields: Fields = {};
  const add = (name: string, message: string) => {
    fields[name] = [...(fields[name] ?? []), message];
  };
  const isType = (type: number) => bonus.type === type;
  if (isType(bonusType.depositPercentage) && input.depositPercentage === null) add('depositPercentage', 'Required');
  if (!isType(bonusType.depositPercentage) && input.depositPercentage !== null)
    add('depositPercentage', 'Not for this kind');
  if (isType(bonusType.freeSpins) && input.freeSpinsCount === null) add('freeSpinsCount', 'Required');
  if (!isType(bonusType.freeSpins) && input.freeSpinsCount !== null) add('freeSpinsCount', 'Not for this kind');
  if (isType(bonusType.freeSpins)) {
    const same = (value: number, stored: string) =>
      hundredths(multiplierText(BigInt(Math.round(value * 100)))) === hundredths(stored);
    if (!same(input.wagerCasino, bonus.wagerCasino)) add('wagerCasino', 'Applies to spins already granted');
    if (!same(input.wagerSportsbook, bonus.wagerSportsbook)) add('wagerSportsbook', 'Applies to spins already granted');
  }
  const seen = new Set<string>();
  input.currencies.forEach((row, index) => {
    const at = (field: string) => `currencies.${index}.${field}`;
    if (!book.byCode.has(row.currency)) add(at('currency'), 'Not a configured currency');
    if (seen.has(row.currency)) add(at('currency'), 'Listed twice');
    seen.add(row.currency);
    const own = {
      amountMinor: isType(bonusType.cash),
      maxAmountMinor: isType(bonusType.depositPercentage),
      betValueMinor: isType(bonusType.freeSpins),
      maxBetMinor: !isType(bonusType.freeSpins),
      maxConversionMinor: !isType(bonusType.freeSpins),
    };
    for (const [field, allowed] of Object.entries(own)) {
      if (!allowed && row[field as keyof typeof own] !== null) add(at(field), 'Not for this kind');
    }
    if (isType(bonusType.cash) && row.amountMinor === null) add(at('amountMinor'), 'Required');
    if (isType(bonusType.freeSpins) && row.betValueMinor === null) add(at('betValueMinor'), 'Required');
  });
  return fields;
}

/** Reading and editing a bonus's terms from the back office, in the caller's transaction (audited there). */
export function createBonusTermsAdmin(deps: { db: Database; clock: () => Date; bonus: BonusService }) {
  const { db, clock } = deps;

  /** The bonus with its offer, unless it is the cashback job's own (its terms are the cashback programme's). */
  async function find(tx: Executor, id: string, lock: boolean) {
    const query = tx
      .select({ bonus: bonuses, offerSlug: bonusOffers.slug })
      .from(bonuses)
      .innerJoin(bonusOffers, eq(bonusOffers.id, bonuses.offerId))
      .where(eq(bonuses.id, id));
    const [row] = lock ? await query.for('update', { of: bonuses }) : await query;
    if (!row || row.offerSlug === cashbackOfferSlug) throw new AppError(404, 'not_found', 'No such bonus');
    return row.bonus;
  }

  async function view(tx: Executor, bonus: BonusRow, book: CurrencyBook) {
    const terms = await tx
      .select()
      .from(bonusTerms)
      .where(eq(bonusTerms.bonusId, bonus.id))
      .orderBy(asc(bonusTerms.currency));
    return termsView(bonus, terms, book);
  }

  return {
    async terms(id: string, executor: Executor = db): Promise<AdminBonusTerms> {
      return view(executor, await find(executor, id, false), await deps.bonus.book(executor));
    },

    /**
     * Replaces the editable terms; currencies listed get these terms (a new one becomes eligible), others
     * keep theirs. Answers the terms before and after; `changed` false when the body said what was stored.
     */
    async editTerms(tx: Executor, id: string, input: TermsInput) {
      const bonus = await find(tx, id, true);
      const book = await deps.bonus.book(tx);
      const fields = typeErrors(bonus, input, book);
      if (Object.keys(fields).length > 0) throw invalid(fields);
      const before = await view(tx, bonus, book);
      const isFreeSpins = bonus.type === bonusType.freeSpins;
      await tx
        .update(bonuses)
        .set({
          depositPercentage: input.depositPercentage,
          freeSpinsCount: input.freeSpinsCount,
          wagerCasino: multiplierText(BigInt(Math.round(input.wagerCasino * 100))),
          wagerSportsbook: multiplierText(BigInt(Math.round(input.wagerSportsbook * 100))),
          claimDays: input.claimDays,
          updatedAt: clock(),
        })
        .where(eq(bonuses.id, id));
      for (const row of input.currencies) {
        const values = {
          amountMinor: minor(row.amountMinor),
          maxAmountMinor: minor(row.maxAmountMinor),
          betValueMinor: minor(row.betValueMinor),
          // A free-spins bonus's caps apply to winnings of spins already granted: left as they are.
          ...(isFreeSpins
            ? {}
            : { maxBetMinor: minor(row.maxBetMinor), maxConversionMinor: minor(row.maxConversionMinor) }),
        };
        const [existing] = await tx
          .select()
          .from(bonusTerms)
          .where(and(eq(bonusTerms.bonusId, id), eq(bonusTerms.currency, row.currency)));
        if (existing) {
          await tx
            .update(bonusTerms)
            .set(values)
            .where(and(eq(bonusTerms.bonusId, id), eq(bonusTerms.currency, row.currency)));
        } else {
          await tx.insert(bonusTerms).values({ bonusId: id, currency: row.currency, ...values });
        }
      }
      const [updated] = await tx.select().from(bonuses).where(eq(bonuses.id, id));
      if (!updated) throw new Error('bonus vanished');
      const after = await view(tx, updated, book);
      return { before, after, changed: JSON.stringify(before) !== JSON.stringify(after) };
    },
  };
}

export type BonusTermsAdmin = ReturnType<typeof createBonusTermsAdmin>;
