import { betStatus } from '@croupier/contracts/constants';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../platform/db/database.ts';
import { gameRounds } from './tables.ts';

/**
 * Net losses in one currency over [start, end), per player, from settled rounds (won or lost; refunded and
 * cancelled rounds staked nothing): stakes − wins, only where positive. Rounds are the seamless wallet's and
 * the house studio's real-money rounds; free rounds are not rounds (decision 0075), so their winnings do not
 * lower a loss. When the wagering engine splits a stake between real and bonus money, only the real part
 * should count here. The bonus module's cashback job reads it (docs/decisions/0076).
 */
export async function netLosses(
  executor: Executor,
  where: { currency: string; start: Date; end: Date; playerId?: string },
): Promise<{ playerId: string; lossMinor: bigint }[]> {
  const rows = await queryRows<{ player_id: string; loss: string }>(
    executor,
    sql`select ${gameRounds.playerId} as player_id,
        (sum(${gameRounds.stakeMinor}) - sum(${gameRounds.winMinor}))::text as loss
      from ${gameRounds}
      where ${gameRounds.currency} = ${where.currency}
        and ${gameRounds.status} in (${betStatus.won}, ${betStatus.lost})
        and ${gameRounds.settledAt} >= ${where.start.toISOString()}::timestamptz
        and ${gameRounds.settledAt} < ${where.end.toISOString()}::timestamptz
        ${where.playerId ? sql`and ${gameRounds.playerId} = ${where.playerId}` : sql``}
      group by ${gameRounds.playerId}
      having sum(${gameRounds.stakeMinor}) > sum(${gameRounds.winMinor})
      order by ${gameRounds.playerId}`,
  );
  return rows.map((r) => ({ playerId: r.player_id, lossMinor: BigInt(r.loss) }));
}
