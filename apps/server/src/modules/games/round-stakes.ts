import { eq } from 'drizzle-orm';
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
}

/** A round's real-money stake and game type, for the retention module's loyalty points (docs/decisions/0084). */
export async function roundStake(executor: Executor, roundId: string): Promise<RoundStake | undefined> {
  const [row] = await executor
    .select({
      playerId: gameRounds.playerId,
      currency: gameRounds.currency,
      status: gameRounds.status,
      gameType: games.type,
      stakeMinor: gameRounds.stakeMinor,
      bonusStakeMinor: gameRounds.bonusStakeMinor,
    })
    .from(gameRounds)
    .leftJoin(games, eq(games.id, gameRounds.gameId))
    .where(eq(gameRounds.id, roundId));
  if (!row) return undefined;
  return {
    playerId: row.playerId,
    currency: row.currency,
    status: row.status,
    gameType: row.gameType,
    realStakeMinor: row.stakeMinor - row.bonusStakeMinor,
  };
}
