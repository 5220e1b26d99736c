import { tournamentFeeKinds, walletCreditKinds } from '@croupier/contracts/payments';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../platform/db/database.ts';
import { ledgerKinds } from './posting.ts';

/**
 * The ledger's figures for the back office's reports (decision 0116): sums of player-bucket entries of one
 * currency by UTC day and transaction kind. Only the players' side is read: each posting's counter leg is
 * its mirror (entries of a transaction sum to zero), so the house's result is the players' movement negated.
 */

/** A half-open range of instants, [from, to). */
export interface ReportRange {
  currency: string;
  from: Date;
  to: Date;
}

/** Per UTC day, in minor units (sums as bigint; counts as numbers). */
export interface LedgerDay {
  day: string;
  /** Real-money stakes net of rolled-back bets. */
  stakes: bigint;
  /** Wins paid to the real balance. */
  wins: bigint;
  /** Bonus money converted to real money (bonus_settle's real leg). */
  bonusConverted: bigint;
  /** Cash rewards and prizes credited to the real balance (quests, tournaments, loyalty). */
  cashCredits: bigint;
  /** Manual adjustments: credits minus debits. */
  adjustments: bigint;
  /** Tournament buy-ins the players paid, less those refunded when a tournament was cancelled. */
  fees: bigint;
  deposits: number;
  depositAmount: bigint;
  withdrawals: number;
  withdrawalAmount: bigint;
  /** Players with a real-money stake that day. */
  activePlayers: number;
}

const gameKinds = [ledgerKinds.bet, ledgerKinds.betRollback, ledgerKinds.win];
const adjustmentKinds = ['adjustment.credit', 'adjustment.debit'];
const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const dayOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The entries of player accounts in the range: `e` the entry, `a` its account, `t` its transaction. */
const playerEntries = (range: ReportRange) => sql`
  from ledger_entries e
  join ledger_accounts a on a.id = e.ledger_account_id
  join ledger_transactions t on t.id = e.transaction_id
  where a.code = 'player' and e.currency = ${range.currency}
    and e.created_at >= ${range.from.toISOString()} and e.created_at < ${range.to.toISOString()}`;

export async function ledgerDays(executor: Executor, range: ReportRange): Promise<LedgerDay[]> {
  const real = (kinds: SQL) => sql`a.bucket = 'real' and t.kind in (${kinds})`;
  const rows = await queryRows<Record<string, string>>(
    executor,
    sql`select ${dayOf(sql`e.created_at`)} as day,
      coalesce(sum(case when ${real(inList([ledgerKinds.bet, ledgerKinds.betRollback]))} then -e.amount_minor end), 0)::text as stakes,
      coalesce(sum(case when ${real(inList([ledgerKinds.win]))} then e.amount_minor end), 0)::text as wins,
      coalesce(sum(case when ${real(inList([ledgerKinds.bonusConvert]))} then e.amount_minor end), 0)::text as converted,
      coalesce(sum(case when ${real(inList(walletCreditKinds))} then e.amount_minor end), 0)::text as credits,
      coalesce(sum(case when ${real(inList(adjustmentKinds))} then e.amount_minor end), 0)::text as adjustments,
      coalesce(sum(case when ${real(inList(tournamentFeeKinds))} then -e.amount_minor end), 0)::text as fees,
      count(distinct case when ${real(inList([ledgerKinds.deposit]))} then t.id end)::text as deposits,
      coalesce(sum(case when ${real(inList([ledgerKinds.deposit]))} then e.amount_minor end), 0)::text as deposit_amount,
      count(distinct case when a.bucket = 'locked' and t.kind = ${ledgerKinds.withdrawalSettle} then t.id end)::text
        as withdrawals,
      coalesce(sum(case when a.bucket = 'locked' and t.kind = ${ledgerKinds.withdrawalSettle} then -e.amount_minor end), 0)::text
        as withdrawal_amount,
      count(distinct case when ${real(inList([ledgerKinds.bet]))} and e.amount_minor < 0 then a.wallet_account_id end)::text
        as active
      ${playerEntries(range)}
    group by 1 order by 1`,
  );
  return rows.map((r) => ({
    day: String(r.day),
    stakes: BigInt(r.stakes ?? 0),
    wins: BigInt(r.wins ?? 0),
    bonusConverted: BigInt(r.converted ?? 0),
    cashCredits: BigInt(r.credits ?? 0),
    adjustments: BigInt(r.adjustments ?? 0),
    fees: BigInt(r.fees ?? 0),
    deposits: Number(r.deposits),
    depositAmount: BigInt(r.deposit_amount ?? 0),
    withdrawals: Number(r.withdrawals),
    withdrawalAmount: BigInt(r.withdrawal_amount ?? 0),
    activePlayers: Number(r.active),
  }));
}

/**
 * Real-money stakes and wins per game round in the range, as a subquery with columns `round_id` (uuid),
 * `stakes` and `wins`: the games module joins it to its rounds for the figures by game and provider. Game
 * postings carry their round's id as the ledger reference.
 */
export function roundMoneyQuery(range: ReportRange): SQL {
  // A reference not shaped as a uuid is no round (CASE keeps the cast from seeing it).
  return sql`select case when t.reference ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        then t.reference::uuid end as round_id,
      sum(case when t.kind = ${ledgerKinds.win} then 0 else -e.amount_minor end) as stakes,
      sum(case when t.kind = ${ledgerKinds.win} then e.amount_minor else 0 end) as wins
    ${playerEntries(range)} and a.bucket = 'real' and t.kind in (${inList(gameKinds)})
    group by t.reference`;
}
