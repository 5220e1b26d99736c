import { HouseGameError } from './errors.ts';
import { assertStake, type Multiplier, winFor } from './money.ts';
import type { RandomSource } from './random.ts';

/**
 * Crash: the multiplier climbs from 1.00× until the round's crash point; a bet pays its cash-out multiplier
 * if it cashed out at or below the crash point. From a uniform 52-bit r:
 *   crash point (hundredths) = floor(99 × 2^52 / (2^52 − r)), shown as 1.00× when below 100.
 * Then P(crash point ≥ t) = floor(99 × 2^52 / (100 t)) / 2^52 ≈ 0.99 / t for every t ≥ 1.01: about 1% of
 * rounds crash instantly and any cash-out target returns 0.99 of the stake on average.
 */
export const crashConfig = {
  rtp: 0.99,
  /** Lowest cash-out target: 1.01×. */
  minCashOutHundredths: 101,
  /** Highest target and display cap: 1 000 000×. Capping the display does not change any bet's result. */
  maxHundredths: 100_000_000,
} as const;

const TWO_POW_52 = 2n ** 52n;

/** r = the first word's 32 bits followed by the top 20 bits of the second word. */
export function crashPointFromSource(source: RandomSource): number {
  const high = BigInt(source.nextUint32());
  const low = BigInt(source.nextUint32() >>> 12);
  const r = (high << 20n) | low;
  const hundredths = (99n * TWO_POW_52) / (TWO_POW_52 - r);
  if (hundredths < 100n) return 100;
  return hundredths > BigInt(crashConfig.maxHundredths) ? crashConfig.maxHundredths : Number(hundredths);
}

/** Exact win probability of a cash-out target, as [winning values of r, 2^52]. */
export function crashWinOdds(cashOutHundredths: number): [bigint, bigint] {
  return [(99n * TWO_POW_52) / BigInt(cashOutHundredths), TWO_POW_52];
}

export function validateCashOut(cashOutHundredths: number): void {
  if (
    !Number.isInteger(cashOutHundredths) ||
    cashOutHundredths < crashConfig.minCashOutHundredths ||
    cashOutHundredths > crashConfig.maxHundredths
  ) {
    throw new HouseGameError('crash_invalid_cash_out', 'cash out between 1.01× and 1 000 000×, in hundredths');
  }
}

export interface CrashBetResult {
  crashPoint: number;
  cashedOut: boolean;
  multiplier: Multiplier;
  win: bigint;
}

/** Settles a bet whose cash-out (automatic or manual) happened at `cashOutHundredths`. */
export function settleCrashBet(crashPoint: number, stake: bigint, cashOutHundredths: number): CrashBetResult {
  assertStake(stake);
  validateCashOut(cashOutHundredths);
  const cashedOut = crashPoint >= cashOutHundredths;
  const multiplier = cashedOut ? cashOutHundredths * 10_000 : 0;
  return { crashPoint, cashedOut, multiplier, win: winFor(stake, multiplier) };
}
