/**
 * Money never goes through floating point: stakes and wins are integer minor units (bigint) and every
 * payout is a multiplier expressed as an integer numerator over MULTIPLIER_SCALE.
 */

/** One whole stake. A scale of 10^6 is fine enough for 1.01× steps and 3:2 payouts on any stake. */
export const MULTIPLIER_SCALE = 1_000_000;

/** A multiplier numerator: `2_500_000` means 2.5× the stake returned (stake included). */
export type Multiplier = number;

/** The win for a stake at a multiplier, rounded down to whole minor units (the house keeps the fraction). */
export function winFor(stake: bigint, multiplier: Multiplier): bigint {
  return (stake * BigInt(multiplier)) / BigInt(MULTIPLIER_SCALE);
}

export function assertStake(stake: bigint): void {
  if (stake <= 0n) throw new RangeError('stake must be a positive number of minor units');
}
