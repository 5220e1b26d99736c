import { questState } from '@croupier/contracts/constants';
import type { QuestTaskKind } from '@croupier/contracts/quests';
import { decimalFraction } from '../rules.ts';

/** Quest arithmetic, free of the database (docs/decisions/0089). */

export interface Rated {
  subunitToUnit: bigint;
  /** Units of the base currency one unit of this currency is worth, as the settings store it ("1.37"). */
  rate: string;
}

/** `minor` of `from` in minor units of `to`, through the rates to the base currency; rounded down. */
export function convertMinor(minor: bigint, from: Rated, to: Rated): bigint {
  if (minor <= 0n) return 0n;
  const a = decimalFraction(from.rate);
  const b = decimalFraction(to.rate);
  const denominator = from.subunitToUnit * a.denominator * b.numerator;
  if (denominator === 0n) return 0n;
  return (minor * a.numerator * to.subunitToUnit * b.denominator) / denominator;
}

/** What one event brings: a settled round, a successful deposit, or a login. */
export type QuestFact =
  | { kind: 'round'; gameId: string; stakeMinor: bigint; winMinor: bigint; realStakeMinor: bigint; currency: string }
  | { kind: 'deposit' }
  | { kind: 'login' };

/** The task kinds a fact can move. */
export const kindsOf = (fact: QuestFact): readonly QuestTaskKind[] =>
  fact.kind === 'round'
    ? ['bets', 'wager', 'win_multiplier', 'games']
    : fact.kind === 'deposit'
      ? ['deposits']
      : ['login_days'];

export interface TaskRule {
  kind: string;
  quantity: bigint;
  multiplier: number | null;
}

/**
 * How much a fact adds to a task. `wagerMinor` is the round's real-money stake in the quest's currency;
 * `newGame` says the round's game had not counted for this quest yet.
 */
export function increment(task: TaskRule, fact: QuestFact, extra: { wagerMinor: bigint; newGame: boolean }): bigint {
  switch (task.kind) {
    case 'bets':
      return fact.kind === 'round' ? 1n : 0n;
    case 'wager':
      return fact.kind === 'round' ? extra.wagerMinor : 0n;
    case 'win_multiplier':
      return fact.kind === 'round' &&
        fact.stakeMinor > 0n &&
        task.multiplier !== null &&
        fact.winMinor >= fact.stakeMinor * BigInt(task.multiplier)
        ? 1n
        : 0n;
    case 'games':
      return fact.kind === 'round' && extra.newGame ? 1n : 0n;
    case 'deposits':
      return fact.kind === 'deposit' ? 1n : 0n;
    case 'login_days':
      return fact.kind === 'login' ? 1n : 0n;
    default:
      return 0n;
  }
}

/** The state a player sees (decision 0090): completed stays completed; past its end an open run has expired. */
export function questStateOf(input: { stored: number | undefined; endsAt: Date; now: Date; started: boolean }): number {
  if (input.stored === questState.completed) return questState.completed;
  if (input.now >= input.endsAt) return input.started ? questState.expired : questState.expiredUnclaimed;
  return questState.active;
}
