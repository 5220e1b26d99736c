import type { TournamentScoring, TournamentStatus } from '@croupier/contracts/tournaments';
import { decimalFraction } from '../rules.ts';

/** Tournament arithmetic, free of the database (docs/decisions/0093). */

/** A stake in another currency as minor units of the base currency, through the currency's rate; rounded down. */
export function toBaseMinor(stake: { minor: bigint; subunit: bigint; rate: string; baseSubunit: bigint }): bigint {
  if (stake.minor <= 0n || stake.subunit <= 0n) return 0n;
  const rate = decimalFraction(stake.rate);
  return (stake.minor * rate.numerator * stake.baseSubunit) / (stake.subunit * rate.denominator);
}

export interface CountedRound {
  /** The real-money stake in base-currency minor units. */
  realStakeBaseMinor: bigint;
  stakeMinor: bigint;
  winMinor: bigint;
}

/**
 * What one round adds under the rule: the real money staked, one bet, or the round's win ÷ stake in hundredths
 * (rounded down). The multiplier rule keeps the best round, the others add up (see `nextScore`).
 */
export function roundPoints(scoring: TournamentScoring, round: CountedRound): bigint {
  if (scoring === 'staked') return round.realStakeBaseMinor;
  if (scoring === 'bets') return 1n;
  if (round.stakeMinor <= 0n) return 0n;
  return (round.winMinor * 100n) / round.stakeMinor;
}

export const isBestOf = (scoring: TournamentScoring) => scoring === 'multiplier';

/** The score a player shows: major units staked, bets played, or the multiplier with 2 decimals. */
export function scoreView(scoring: TournamentScoring, score: bigint, baseSubunit: bigint): number {
  if (scoring === 'bets') return Number(score);
  if (scoring === 'multiplier') return Number(score) / 100;
  return Number(score) / Number(baseSubunit);
}

export function statusAt(t: { startsAt: Date; endsAt: Date; completedAt: Date | null }, now: Date): TournamentStatus {
  if (t.completedAt || now >= t.endsAt) return 'finished';
  return now < t.startsAt ? 'upcoming' : 'running';
}

/** Whether a game counts: listed by id, else by type; an empty list lets every game through. */
export function gameCounts(
  t: { gameIds: readonly string[]; gameTypes: readonly string[] },
  game: { gameId: string; gameType: string | null },
): boolean {
  if (t.gameIds.length > 0 && !t.gameIds.includes(game.gameId)) return false;
  if (t.gameTypes.length > 0 && !(game.gameType && t.gameTypes.includes(game.gameType))) return false;
  return true;
}

/** The ledger's idempotency key of a prize: one posting per tournament and place, whoever pays it. */
export const prizeKey = (tournamentId: string, place: number) => `tournament:${tournamentId}:place:${place}`;

/** The bonus module's source ref of a bonus prize: one issue per tournament and place, whoever runs the job. */
export const bonusPrizeRef = (tournamentId: string, place: number) => `${tournamentId}:place:${place}`;

/** The ledger's idempotency key of a buy-in: one debit per tournament and player, however often they join. */
export const buyInKey = (tournamentId: string, playerId: string) => `tournament:${tournamentId}:buy-in:${playerId}`;
/** One refund per buy-in, whatever retries or second clicks the cancel sees. */
export const buyInRefundKey = (tournamentId: string, playerId: string) =>
  `tournament:${tournamentId}:buy-in-refund:${playerId}`;
