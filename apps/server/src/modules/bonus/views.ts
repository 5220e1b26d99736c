import type { PlayerBonus, PlayerFreespin } from '@croupier/contracts/bonus';
import type { Bonus, DepositBonus } from '@croupier/contracts/bonus-offers';
import { toMajorUnits } from '@croupier/contracts/minor-units';
import { defaultLocale, type Locale } from '@croupier/i18n/locales';
import { localName } from './names.ts';
import { fromBaseCurrency, hundredths, wagerPercentage } from './rules.ts';
import type { BonusRecord, OfferBundle, PlayerBonusRecord, PlayerFreespinRecord } from './store.ts';

/** Currencies as the views need them: subunit, rate (one unit in the base currency) and which is the base. */
export interface CurrencyBook {
  base: { code: string; subunit: number } | undefined;
  byCode: Map<string, { subunit: number; rate: string }>;
}

export function currencyBook(
  rows: { code: string; subunitToUnit: bigint | string | number; rate: string; isBase: boolean }[],
): CurrencyBook {
  const byCode = new Map(rows.map((r) => [r.code, { subunit: Number(r.subunitToUnit), rate: r.rate }]));
  const base = rows.find((r) => r.isBase);
  return { base: base ? { code: base.code, subunit: Number(base.subunitToUnit) } : undefined, byCode };
}

export function subunitIn(book: CurrencyBook, currency: string): number {
  const found = book.byCode.get(currency);
  if (!found) throw new Error(`currency ${currency} is not configured`);
  return found.subunit;
}

const major = (minor: bigint | null, subunit: number) => (minor === null ? null : toMajorUnits(minor, subunit));
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const multiplier = (text: string) => Number(hundredths(text)) / 100;

/**
 * Views name things in `locale`; events, which go to whichever page is open, carry the default locale's name
 * and only prompt the site to read again (decision 0087).
 */
export function playerBonusView(
  row: PlayerBonusRecord,
  bonus: BonusRecord,
  subunit: number,
  locale: Locale = defaultLocale,
): PlayerBonus {
  const current = { casino: row.currentWagerCasinoMinor, sportsbook: row.currentWagerSportsbookMinor };
  const required = { casino: row.requiredWagerCasinoMinor, sportsbook: row.requiredWagerSportsbookMinor };
  return {
    id: row.id,
    bonusId: row.bonusId,
    name: localName(bonus.names, locale),
    type: bonus.type,
    status: row.status,
    result: row.result,
    currency: row.currency,
    amount: toMajorUnits(row.amountMinor, subunit),
    activatedAt: iso(row.activatedAt),
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    wagerCasino: multiplier(row.wagerCasino),
    wagerSportsbook: multiplier(row.wagerSportsbook),
    currentWagerCasinoAmount: toMajorUnits(current.casino, subunit),
    requiredWagerCasinoAmount: toMajorUnits(required.casino, subunit),
    currentWagerSportsbookAmount: toMajorUnits(current.sportsbook, subunit),
    requiredWagerSportsbookAmount: toMajorUnits(required.sportsbook, subunit),
    currentWagerPercentage: wagerPercentage(current, required),
    maxBetAmount: major(row.maxBetMinor, subunit),
    maxConversionAmount: major(row.maxConversionMinor, subunit),
  };
}

export function playerFreespinView(
  row: PlayerFreespinRecord,
  bonus: BonusRecord,
  subunit: number,
  locale: Locale = defaultLocale,
): PlayerFreespin {
  return {
    id: row.id,
    bonusId: row.bonusId,
    name: localName(bonus.names, locale),
    count: row.count,
    playedCount: row.playedCount,
    currency: row.currency,
    gameId: row.gameId,
    gameIdentity: row.gameIdentity,
    betValue: toMajorUnits(row.betValueMinor, subunit),
    winAmount: toMajorUnits(row.winMinor, subunit),
    status: row.status,
    result: row.result,
    activatedAt: iso(row.activatedAt),
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: iso(row.expiresAt),
  };
}

type BonusBundle = OfferBundle['bonuses'][number];

/** A per-currency amount: the currency's own, else the base currency's converted at today's rate. */
export function amountIn(
  own: bigint | null | undefined,
  baseMinor: bigint | null,
  currency: string,
  book: CurrencyBook,
): bigint | null {
  if (own !== null && own !== undefined) return own;
  const target = book.byCode.get(currency);
  if (baseMinor === null || !book.base || !target) return null;
  return fromBaseCurrency(baseMinor, book.base, target);
}

/** Whether the bonus can be given in `currency`: terms of its own, or base amounts to convert. */
export function offeredIn(entry: BonusBundle, currency: string): boolean {
  const terms = entry.terms.find((t) => t.currency === currency);
  if (terms) return true;
  const { bonus } = entry;
  return bonus.type === 1
    ? bonus.baseAmountMinor !== null
    : bonus.type === 2
      ? bonus.baseMaxAmountMinor !== null
      : false;
}

export function minDepositIn(bundle: OfferBundle, currency: string, book: CurrencyBook): bigint | null {
  const own = bundle.amounts.find((a) => a.currency === currency)?.amountFromMinor;
  return amountIn(own, bundle.offer.baseAmountFromMinor, currency, book);
}

const items = (
  rows: { currency: string; value: bigint | null }[],
  book: CurrencyBook,
): { currency: string; amount: number }[] =>
  rows.flatMap(({ currency, value }) =>
    value === null || !book.byCode.has(currency)
      ? []
      : [{ currency, amount: toMajorUnits(value, subunitIn(book, currency)) }],
  );

export function bonusView(
  entry: BonusBundle,
  bundle: OfferBundle,
  currency: string,
  book: CurrencyBook,
  locale: Locale = defaultLocale,
): Bonus {
  const { bonus, terms, contributions } = entry;
  const own = terms.find((t) => t.currency === currency);
  const subunit = subunitIn(book, currency);
  const baseSubunit = book.base?.subunit ?? 100;
  const minDeposit = minDepositIn(bundle, currency, book);
  return {
    id: bonus.id,
    name: localName(bonus.names, locale),
    type: bonus.type,
    packageName: localName(bundle.package.names, locale),
    minDeposit: minDeposit === null ? null : { amount: toMajorUnits(minDeposit, subunit), currency },
    assignConditions: {
      amountItems: items(
        terms.map((t) => ({ currency: t.currency, value: t.amountMinor })),
        book,
      ),
      baseCurrencyAmount: major(bonus.baseAmountMinor, baseSubunit),
      maxAmountItems: items(
        terms.map((t) => ({ currency: t.currency, value: t.maxAmountMinor })),
        book,
      ),
      baseCurrencyMaxAmount: major(bonus.baseMaxAmountMinor, baseSubunit),
      depositPercentage: bonus.depositPercentage,
      presets: bonus.freeSpinsCount ? [{ quantity: bonus.freeSpinsCount }] : [],
    },
    wagerCasino: multiplier(bonus.wagerCasino),
    wagerSportsbook: multiplier(bonus.wagerSportsbook),
    wagerBase: bonus.wagerBase,
    maxBetAmount: major(own?.maxBetMinor ?? null, subunit),
    maxConversionAmount: major(own?.maxConversionMinor ?? null, subunit),
    activeDays: bonus.activeDays,
    claimDays: bonus.claimDays,
    locksDeposit: bonus.locksDeposit,
    contributions: contributions
      .map((c) => ({ target: c.target, percent: c.percent, restricted: c.restricted }))
      .sort((a, b) => b.percent - a.percent || a.target.localeCompare(b.target)),
    freeSpins: bonus.freeSpinsGame
      ? { gameIdentity: bonus.freeSpinsGame, betValue: major(own?.betValueMinor ?? null, subunit) }
      : null,
  };
}

export function depositBonusView(
  bundle: OfferBundle,
  currency: string,
  book: CurrencyBook,
  availability: { isAvailable: boolean; now: Date },
  locale: Locale = defaultLocale,
): DepositBonus {
  const { offer } = bundle;
  const from = offer.availableFrom && offer.availableFrom > availability.now ? offer.availableFrom : null;
  return {
    id: offer.id,
    package: {
      id: bundle.package.id,
      name: localName(bundle.package.names, locale),
      bonuses: bundle.bonuses
        .filter((b) => offeredIn(b, currency))
        .map((b) => bonusView(b, bundle, currency, book, locale)),
    },
    triggerConditions: {
      invoiceNumberFrom: offer.invoiceNumberFrom,
      invoiceNumberTo: offer.invoiceNumberTo,
      invoiceAmountItems: items(
        bundle.amounts.map((a) => ({ currency: a.currency, value: a.amountFromMinor })),
        book,
      ).map(({ currency: code, amount }) => ({ currency: code, amountFrom: amount })),
      baseCurrencyInvoiceAmountFrom: major(offer.baseAmountFromMinor, book.base?.subunit ?? 100),
    },
    availabilityAt: iso(from),
    availableUntil: iso(offer.availableUntil),
    isAvailable: availability.isAvailable,
  };
}
