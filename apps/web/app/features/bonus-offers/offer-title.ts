import type { DepositBonus } from '@croupier/contracts/bonus-offers';
import { bonusType } from '@croupier/contracts/constants';

/**
 * How the site states a deposit offer ("100% up to $500 + 50 free spins"), from its real terms in one
 * currency: the wallet's bonus cards and exit promo, and the banners that advertise the welcome offer
 * (issue 21: every banner names a real, claimable offer in the visitor's currency). Pure, so the wallet and
 * the sign-up page share it without importing each other.
 */

export interface OfferHeadline {
  percent?: number;
  /** The caps of its percentage bonuses in the currency, added up. */
  upTo?: number;
  cash?: number;
  spins: number;
}

const itemIn = (items: readonly { currency: string; amount: number }[], currency: string) =>
  items.find((item) => item.currency === currency)?.amount;

/** The best an offer gives in `currency`: its percentage and cap, cash and free spins. */
export function offerHeadline(offer: DepositBonus, currency: string): OfferHeadline {
  const headline: OfferHeadline = { spins: 0 };
  for (const bonus of offer.package.bonuses) {
    const conditions = bonus.assignConditions;
    if (bonus.type === bonusType.depositPercentage && conditions.depositPercentage !== null) {
      headline.percent = Math.max(headline.percent ?? 0, conditions.depositPercentage);
      const cap = itemIn(conditions.maxAmountItems, currency);
      if (cap !== undefined) headline.upTo = (headline.upTo ?? 0) + cap;
    } else if (bonus.type === bonusType.cash) {
      const cash = itemIn(conditions.amountItems, currency);
      if (cash !== undefined) headline.cash = (headline.cash ?? 0) + cash;
    } else if (bonus.type === bonusType.freeSpins) {
      headline.spins += conditions.presets.reduce((sum, preset) => sum + preset.quantity, 0);
    }
  }
  return headline;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The headline in words (walletBonus.offer.* messages); the package name when nothing is stated. In `short`
 * mode, for tight places, free spins that come with another bonus read as 'FS' (spec 02 §9).
 */
export function offerTitle(
  t: Translate,
  money: (amount: number) => string,
  offer: DepositBonus,
  currency: string,
  options: { short?: boolean } = {},
) {
  const headline = offerHeadline(offer, currency);
  const parts: string[] = [];
  if (headline.percent !== undefined) {
    parts.push(
      headline.upTo === undefined
        ? t('walletBonus.offer.percent', { percent: headline.percent })
        : t('walletBonus.offer.percentUpTo', { percent: headline.percent, amount: money(headline.upTo) }),
    );
  }
  if (headline.cash !== undefined) parts.push(money(headline.cash));
  if (headline.spins > 0) {
    const short = options.short === true && parts.length > 0;
    parts.push(t(short ? 'walletBonus.offer.spinsShort' : 'walletBonus.offer.spins', { count: headline.spins }));
  }
  return parts.join(' + ') || offer.package.name;
}

/** The welcome offer: the first open deposit offer of a player's first deposit (or the first open one). */
export function welcomeOffer(offers: readonly DepositBonus[]): DepositBonus | undefined {
  return (
    offers.find((offer) => offer.isAvailable && offer.triggerConditions.invoiceNumberFrom === 1) ??
    offers.find((offer) => offer.isAvailable)
  );
}
