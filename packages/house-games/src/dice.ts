import { HouseGameError } from './errors.ts';
import { assertStake, type Multiplier, winFor } from './money.ts';
import { type RandomSource, uniformInt } from './random.ts';

/**
 * Dice: a roll from 0.00 to 99.99 (10 000 equally likely hundredths). The player bets the roll lands under
 * or over a target; the payout is the declared RTP divided by the win chance.
 */
export const diceConfig = {
  rtp: 0.99,
  /** Rolls are whole hundredths 0 … 9999. */
  outcomes: 10_000,
  /** Win chance limits in outcomes: 1.00% … 98.00%. */
  minWinningOutcomes: 100,
  maxWinningOutcomes: 9_800,
  /** 0.99 × 10^6 × 10^4: the multiplier numerator times the winning outcomes can never exceed it. */
  rtpNumerator: 9_900_000_000,
} as const;

export interface DiceBet {
  stake: bigint;
  direction: 'under' | 'over';
  /** Hundredths: under 5000 wins on 0.00–49.99; over 5000 wins on 50.01–99.99. */
  target: number;
}

export interface DiceOutcome {
  /** Hundredths, 0 … 9999. */
  roll: number;
  won: boolean;
  multiplier: Multiplier;
  win: bigint;
}

export function diceWinningOutcomes(direction: DiceBet['direction'], target: number): number {
  return direction === 'under' ? target : diceConfig.outcomes - 1 - target;
}

/** The payout on a win, rounded down to the multiplier scale so the RTP never exceeds the declared one. */
export function diceMultiplier(direction: DiceBet['direction'], target: number): Multiplier {
  const winning = diceWinningOutcomes(direction, target);
  if (!Number.isInteger(target) || winning < diceConfig.minWinningOutcomes || winning > diceConfig.maxWinningOutcomes) {
    throw new HouseGameError(
      'dice_invalid_target',
      `target ${target} ${direction} gives a win chance outside 1%–98% (in hundredths)`,
    );
  }
  return Math.floor(diceConfig.rtpNumerator / winning);
}

export function playDice(source: RandomSource, bet: DiceBet): DiceOutcome {
  assertStake(bet.stake);
  const multiplier = diceMultiplier(bet.direction, bet.target);
  const roll = uniformInt(source, diceConfig.outcomes);
  const won = bet.direction === 'under' ? roll < bet.target : roll > bet.target;
  return { roll, won, multiplier: won ? multiplier : 0, win: won ? winFor(bet.stake, multiplier) : 0n };
}
