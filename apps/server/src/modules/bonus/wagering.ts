import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../platform/db/database.ts';

/**
 * The wagering engine's calls outside the stake's and the win's own functions (decision 0071). Progress moves
 * inside `game_wallet_debit` and a win's share of bonus money inside `game_wallet_credit`; these run the same
 * database functions for the other ways a bonus's state changes: a rollback, an activation. Every caller holds
 * the player's wallet account lock, the lock every change of an active bonus's progress is made under.
 */

/** Ends the account's active bonus if it is met or spent and nothing it funded is still at stake. */
export async function settleBonus(executor: Executor, accountId: string, now: Date): Promise<void> {
  await queryRows(executor, sql`select bonus_settle(${accountId}::uuid, ${now.toISOString()}::timestamptz)`);
}

/**
 * Takes a rolled-back stake's wagering back from the bonus it counted towards: its casino wagering, or for a
 * sportsbook stake its sportsbook wagering (decision 0136).
 */
export async function unwager(
  executor: Executor,
  playerBonusId: string,
  wagerMinor: bigint,
  product: 'casino' | 'sportsbook' = 'casino',
): Promise<void> {
  const wager = wagerMinor.toString();
  await queryRows(
    executor,
    product === 'sportsbook'
      ? sql`select bonus_unwager_sportsbook(${playerBonusId}::uuid, ${wager}::numeric)`
      : sql`select bonus_unwager(${playerBonusId}::uuid, ${wager}::numeric)`,
  );
}

/** Whether rounds staked with this bonus's money are still open: cancelling it then waits for them. */
export async function hasUnsettledRounds(executor: Executor, playerBonusId: string): Promise<boolean> {
  const rows = await queryRows<{ open: boolean }>(
    executor,
    sql`select exists (select 1 from game_rounds where player_bonus_id = ${playerBonusId}::uuid and status = 1
      and bonus_stake_minor > 0) as open`,
  );
  return rows[0]?.open === true;
}
