/**
 * The bonus rules, free of any database (docs/decisions/0066): what an offer gives in a currency, what must
 * be wagered, and whether an offer is open to a player now. The service reads rows and applies these.
 */

/** A ×N multiplier as stored (numeric(6,2) text, '35' or '7.50') in hundredths: exact arithmetic on bigints. */
export function hundredths(multiplier: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(multiplier.trim());
  if (!match) throw new Error(`not a multiplier: ${multiplier}`);
  return BigInt(match[1] as string) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

export const multiplierText = (value: bigint): string =>
  value % 100n === 0n ? (value / 100n).toString() : `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;

/** The offer's ×N, never above the player's jurisdiction's cap (the UKGC's 10×). */
export function cappedMultiplier(multiplier: string, cap: string | null): string {
  if (cap === null) return multiplierText(hundredths(multiplier));
  return multiplierText(smaller(hundredths(multiplier), hundredths(cap)));
}

/** The smaller of two bigints (Math.min takes numbers only). */
function smaller(a: bigint, b: bigint): bigint {
  if (a < b) return a;
  return b;
}

/** ⌈base × N⌉: what must be wagered, in minor units. */
export function requiredWager(baseMinor: bigint, multiplier: string): bigint {
  const product = baseMinor * hundredths(multiplier);
  return (product + 99n) / 100n;
}

/**
 * What must be wagered under a jurisdiction's cap (decision 0082): the offer's requirement on its base, but
 * never more than cap × the bonus itself. The UKGC's 10× counts the bonus only, so a bonus wagered on bonus
 * plus deposit is held to 10 × the bonus too.
 */
export function cappedRequirement(baseMinor: bigint, bonusMinor: bigint, multiplier: string, cap: string | null) {
  const need = requiredWager(baseMinor, multiplier);
  return cap === null ? need : smaller(need, requiredWager(bonusMinor, cap));
}

/** Progress towards the larger requirement, 0–100 with two decimals; 100 when nothing is required. */
export function wagerPercentage(current: { casino: bigint; sportsbook: bigint }, required: typeof current): number {
  const parts = [
    [current.casino, required.casino],
    [current.sportsbook, required.sportsbook],
  ].filter(([, need]) => (need as bigint) > 0n) as [bigint, bigint][];
  if (parts.length === 0) return 100;
  const best = parts.reduce((acc, [done, need]) => {
    return Math.max(acc, Number((smaller(done, need) * 10_000n) / need) / 100);
  }, 0);
  return best;
}

/**
 * An amount configured in the base currency, in another currency's minor units: base minor × rate of the
 * base / rate of the currency (rates are one unit in the base currency), rounded down.
 */
export function fromBaseCurrency(
  baseMinor: bigint,
  base: { subunit: number },
  target: { subunit: number; rate: string },
): bigint | null {
  const rate = Number(target.rate);
  if (!(rate > 0)) return null;
  // Scaled to 10^6 so rates like 0.0092 stay exact enough; amounts are offers, not ledger postings.
  const scaledRate = BigInt(Math.round(rate * 1_000_000));
  if (scaledRate === 0n) return null;
  return (baseMinor * BigInt(target.subunit) * 1_000_000n) / (BigInt(base.subunit) * scaledRate);
}

/** min(deposit × percent / 100, cap): spec 02 §5 (S2.5-35), rounded down to the minor unit. */
export function percentageAmount(depositMinor: bigint, percent: number, capMinor: bigint | null): bigint {
  const amount = (depositMinor * BigInt(percent)) / 100n;
  return capMinor !== null && amount > capMinor ? capMinor : amount;
}

export interface OfferWindow {
  availableFrom: Date | null;
  availableUntil: Date | null;
}

export interface OfferConditions extends OfferWindow {
  invoiceNumberFrom: number | null;
  invoiceNumberTo: number | null;
  perPlayerLimit: number | null;
}

export interface PlayerFacts {
  /** Successful deposits so far in the currency: the next one is number depositsCount + 1. */
  depositsCount: number;
  /** How often the player has received this offer already. */
  receivedCount: number;
}

/**
 * `invoiceNumber` and `availability` (not started yet) are what `skipCondition` 1 and 2 leave unchecked;
 * an offer that has ended or that the player has received as often as allowed is never listed.
 */
export type OfferCondition = 'invoiceNumber' | 'availability' | 'ended' | 'perPlayer';

/** The conditions an offer fails for this player now (empty: open). */
export function unmetConditions(offer: OfferConditions, facts: PlayerFacts, now: Date): OfferCondition[] {
  const unmet: OfferCondition[] = [];
  const next = facts.depositsCount + 1;
  if (
    (offer.invoiceNumberFrom !== null && next < offer.invoiceNumberFrom) ||
    (offer.invoiceNumberTo !== null && next > offer.invoiceNumberTo)
  ) {
    unmet.push('invoiceNumber');
  }
  if (offer.availableFrom && now < offer.availableFrom) unmet.push('availability');
  if (offer.availableUntil && now >= offer.availableUntil) unmet.push('ended');
  if (offer.perPlayerLimit !== null && facts.receivedCount >= offer.perPlayerLimit) unmet.push('perPlayer');
  return unmet;
}

export function withinWindow(window: OfferWindow, now: Date): boolean {
  if (window.availableFrom && now < window.availableFrom) return false;
  if (window.availableUntil && now >= window.availableUntil) return false;
  return true;
}

/** When a bonus waiting for activation, or an active one, runs out. */
export const daysAfter = (from: Date, days: number): Date => new Date(from.getTime() + days * 86_400_000);
