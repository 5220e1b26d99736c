import { betStatus } from '@croupier/contracts/constants';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../platform/db/database.ts';
import { gameRounds } from './tables.ts';

/**
 * Net losses of real money in one currency over [start, end), per player, from settled rounds (won or lost;
 * refunded and cancelled rounds staked nothing): real stakes − real wins, only where positive. A round staked
 * partly with bonus money (decision 0071) counts its real part: the stake less `bonus_stake_minor`, and the
 * win's share in the same proportion (the bonus's share goes to the bonus balance). Free rounds are not rounds
 * (decision 0075), so their winnings do not lower a loss. The bonus module's cashback job reads it (docs/decisions/0076).
 */
export async function netLosses(
  executor: Executor,
  where: { currency: string; start: Date; end: Date; playerId?: string },
): Promise<{ playerId: string; lossMinor: bigint }[]> {
  const rows = await queryRows<{ player_id: string; loss: string }>(
    executor,
    sql`select player_id, (sum(stake) - sum(win))::text as loss from (
      select ${gameRounds.playerId} as player_id, ${gameRounds.stakeMinor} - ${gameRounds.bonusStakeMinor} as stake,
        ${gameRounds.winMinor} - ceil(${gameRounds.winMinor} * ${gameRounds.bonusStakeMinor}
          / greatest(${gameRounds.stakeMinor}, 1)) as win
      from ${gameRounds}
      where ${gameRounds.currency} = ${where.currency}
        and ${gameRounds.status} in (${betStatus.won}, ${betStatus.lost})
        and ${gameRounds.settledAt} >= ${where.start.toISOString()}::timestamptz
        and ${gameRounds.settledAt} < ${where.end.toISOString()}::timestamptz
        ${where.playerId ? sql`and ${gameRounds.playerId} = ${where.playerId}` : sql``}
      ) real_money
      group by player_id
      having sum(stake) > sum(win)
      order by player_id`,
  );
  return rows.map((r) => ({ playerId: r.player_id, lossMinor: BigInt(r.loss) }));
}
