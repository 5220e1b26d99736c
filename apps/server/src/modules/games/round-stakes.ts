import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { gameRounds, games } from './tables.ts';

export interface RoundStake {
  playerId: string;
  currency: string;
  /** 1 open, 2 won, 3 lost, 4 refunded (contracts/constants betStatus). */
  status: number;
  /** The game's type (slots, roulette, live, …): what loyalty weighs points by. */
  gameType: string | null;
  /** The stake less what came from the bonus balance (decision 0071): only real money earns loyalty points. */
  realStakeMinor: bigint;
  /** What tournaments count (docs/decisions/0093): the game, the whole stake and win, when it ended, the masked name. */
  gameId: string;
  stakeMinor: bigint;
  winMinor: bigint;
  settledAt: Date | null;
  playerAlias: string | null;
}

/** A round's real-money stake and game type, for loyalty points (docs/decisions/0084) and tournament scores. */
export async function roundStake(executor: Executor, roundId: string): Promise<RoundStake | undefined> {
  return (await roundStakes(executor, [roundId])).get(roundId);
}

/** Many rounds' stakes in one query (a subscriber folding a batch of settled rounds), by round id. */
export async function roundStakes(executor: Executor, roundIds: readonly string[]): Promise<Map<string, RoundStake>> {
  const found = new Map<string, RoundStake>();
  if (roundIds.length === 0) return found;
  const rows = await executor
    .select({
      id: gameRounds.id,
      playerId: gameRounds.playerId,
      currency: gameRounds.currency,
      status: gameRounds.status,
      gameType: games.type,
      stakeMinor: gameRounds.stakeMinor,
      bonusStakeMinor: gameRounds.bonusStakeMinor,
      gameId: gameRounds.gameId,
      winMinor: gameRounds.winMinor,
      settledAt: gameRounds.settledAt,
      playerAlias: gameRounds.playerAlias,
    })
    .from(gameRounds)
    .leftJoin(games, eq(games.id, gameRounds.gameId))
    .where(inArray(gameRounds.id, [...roundIds]));
  for (const row of rows) {
    found.set(row.id, {
      playerId: row.playerId,
      currency: row.currency,
      status: row.status,
      gameType: row.gameType,
      realStakeMinor: row.stakeMinor - row.bonusStakeMinor,
      gameId: row.gameId,
      stakeMinor: row.stakeMinor,
      winMinor: row.winMinor,
      settledAt: row.settledAt,
      playerAlias: row.playerAlias,
    });
  }
  return found;
}
