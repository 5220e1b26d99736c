import type { HouseFreeRoundState } from '@croupier/contracts/free-rounds';
import { freeRoundErrorCodes } from '@croupier/contracts/free-rounds';

/**
 * A casino's free-spin award as the slot page plays it (docs/decisions/0075): the fixed stake of each spin,
 * the spins left and what they have won so far. Pure, so the page's rules are tested without a browser.
 */
export interface FreeSpinsState {
  awardId: string;
  stakeMinor: bigint;
  remaining: number;
  totalWinMinor: bigint;
  finished: boolean;
  /** The player bonus the winnings became, once the last spin is played (null when they won nothing). */
  bonusId: string | null;
}

/** `POST slots/free-spin/award`'s answer. */
export type FreeSpinsAward = HouseFreeRoundState & { stakeMinor: string; currency: string };

export function awardState(award: FreeSpinsAward): FreeSpinsState {
  return {
    awardId: award.awardId,
    stakeMinor: BigInt(award.stakeMinor),
    remaining: award.remaining,
    totalWinMinor: BigInt(award.totalWinMinor),
    // An award with nothing left is over even if the casino has not said so yet.
    finished: award.finished || award.remaining <= 0,
    bonusId: award.bonusId,
  };
}

/**
 * The award after a spin. `freeRound` is null when the casino has not confirmed the spin yet (recovery
 * reports it later): the page then counts the spin itself so the player sees it played.
 */
export function afterSpin(
  state: FreeSpinsState,
  freeRound: HouseFreeRoundState | null,
  winMinor: bigint,
): FreeSpinsState {
  if (!freeRound) {
    const remaining = Math.max(0, state.remaining - 1);
    return { ...state, remaining, totalWinMinor: state.totalWinMinor + winMinor, finished: remaining === 0 };
  }
  return {
    ...state,
    remaining: freeRound.remaining,
    totalWinMinor: BigInt(freeRound.totalWinMinor),
    finished: freeRound.finished || freeRound.remaining <= 0,
    bonusId: freeRound.bonusId,
  };
}

/** A refused spin that means the award is played out (or no longer playable): the page shows its end. */
export function endsAward(reason: string): boolean {
  return reason === freeRoundErrorCodes.noRoundsLeft || reason === freeRoundErrorCodes.awardNotActive;
}

/**
 * How the award ended: its winnings became a bonus, or it won nothing; `over` when the page was opened on
 * an award already played out (its answer is a refusal, so what it won is not known here).
 */
export function endingOf(
  state: FreeSpinsState | undefined,
  problem: string | undefined,
): 'bonus' | 'nothing' | 'over' | undefined {
  if (!state) return problem !== undefined && endsAward(problem) ? 'over' : undefined;
  if (!state.finished) return undefined;
  return state.totalWinMinor > 0n ? 'bonus' : 'nothing';
}
