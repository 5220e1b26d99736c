import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../platform/db/database.ts';
import { sqlErrorOf } from '../../platform/db/sql-errors.ts';
import { type Bucket, checkPosting, type Posting, PostingError, type SubBalances } from './posting.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, walletAccounts } from './tables.ts';

export interface PostedTransaction {
  id: string;
  idempotencyKey: string;
  kind: string;
  /** True when the key was posted before: nothing changed this time. */
  replayed: boolean;
  /** Sub-balances after the posting, per player account it touched (empty on a replay). */
  balances: Map<string, SubBalances>;
}

/**
 * Posts one balanced transaction through the database's `ledger_post` (`sql/functions/ledger_post.sql`, decision 0039): it
 * claims the idempotency key, moves the cached sub-balances under their row locks (refusing any that would
 * go below zero) and writes the immutable entries, all in the caller's transaction (a savepoint, so a
 * refusal leaves the caller's transaction usable). The game wallet's debit and credit call the same
 * function from inside their own.
 */
export function createLedger() {
  async function post(executor: Executor, posting: Posting): Promise<PostedTransaction> {
    checkPosting(posting);
    const [row] = await executor
      .transaction((tx) =>
        queryRows<{ posted: PostedRow }>(
          tx,
          sql`select ledger_post(${JSON.stringify(postingParameter(posting))}::jsonb) as posted`,
        ),
      )
      .catch((error: unknown) => {
        throw postingRefusal(error) ?? error;
      });
    if (!row) throw new Error(`ledger_post answered nothing for ${posting.idempotencyKey}`);
    return postedTransaction(posting.idempotencyKey, row.posted);
  }

  /** Creates the usual counter accounts, each committed on its own, before the server takes traffic. */
  async function prepareCounterAccounts(db: Executor, codes: readonly string[], currencies: readonly string[]) {
    for (const code of codes) {
      for (const currency of currencies) await db.execute(sql`select ledger_counter_account(${code}, ${currency})`);
    }
  }

  return { post, prepareCounterAccounts };
}

/** What `ledger_post` answers: minor units as text. */
export interface PostedRow {
  id: string;
  kind: string;
  replayed: boolean;
  balances: Record<string, Record<Bucket, string>>;
}

/** A posting as `ledger_post` reads it (minor units as text: JSON has no bigint). */
export function postingParameter(posting: Posting) {
  return {
    key: posting.idempotencyKey,
    kind: posting.kind,
    currency: posting.currency,
    reference: posting.reference ?? null,
    metadata: posting.metadata ?? {},
    legs: posting.legs.map((leg) => ({ ...leg.target, amount: leg.amountMinor.toString() })),
  };
}

export function postedTransaction(idempotencyKey: string, row: PostedRow): PostedTransaction {
  const balances = new Map<string, SubBalances>();
  for (const [accountId, after] of Object.entries(row.balances)) {
    balances.set(accountId, { real: BigInt(after.real), locked: BigInt(after.locked), bonus: BigInt(after.bonus) });
  }
  return { id: row.id, idempotencyKey, kind: row.kind, replayed: row.replayed, balances };
}

/** A balance that would go below zero (SQLSTATE CR001, the account in DETAIL) as the posting rules word it. */
export function postingRefusal(error: unknown): PostingError | undefined {
  const failure = sqlErrorOf(error);
  if (failure?.code !== 'CR001') return undefined;
  return new PostingError('insufficient_funds', failure.message, failure.detail);
}

export type Ledger = ReturnType<typeof createLedger>;

/** The three bucket accounts a new wallet account needs, written in the same transaction. */
export async function createBucketAccounts(tx: Executor, walletAccountId: string, currency: string): Promise<void> {
  const all: Bucket[] = ['real', 'locked', 'bonus'];
  await tx
    .insert(ledgerAccounts)
    .values(all.map((bucket) => ({ code: 'player', currency, walletAccountId, bucket })))
    .onConflictDoNothing();
}

/** Sum of a wallet account's entries per bucket: what the cached balances must always equal. */
export async function entryBalances(executor: Executor, walletAccountId: string): Promise<SubBalances> {
  const rows = await executor
    .select({ bucket: ledgerAccounts.bucket, total: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)::text` })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.ledgerAccountId, ledgerAccounts.id))
    .where(eq(ledgerAccounts.walletAccountId, walletAccountId))
    .groupBy(ledgerAccounts.bucket);
  const result: SubBalances = { real: 0n, locked: 0n, bonus: 0n };
  for (const row of rows) if (row.bucket) result[row.bucket] = BigInt(row.total);
  return result;
}

/**
 * Sum of the entries posted to a player's bucket by transactions of the given kinds (deposits credited,
 * stakes taken): what the turnover rule counts.
 */
export async function bucketSumByKinds(
  executor: Executor,
  walletAccountId: string,
  bucket: Bucket,
  kinds: string[],
): Promise<bigint> {
  const [row] = await executor
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.ledgerAccountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerAccounts.walletAccountId, walletAccountId),
        eq(ledgerAccounts.bucket, bucket),
        inArray(ledgerTransactions.kind, kinds),
      ),
    );
  return BigInt(row?.total ?? '0');
}

/** What the entries of transactions with one reference moved, per kind and bucket (null: a counter account). */
export interface ReferenceLegTotal {
  reference: string;
  kind: string;
  bucket: Bucket | null;
  amountMinor: bigint;
}

/**
 * Sums the entries of the transactions of `kinds` referencing each of `references`, per bucket: a history
 * that derives what happened to a bonus's money from the ledger itself (decision 0080) instead of keeping a
 * second record of it. The reference index finds them; a page of a history asks for at most a hundred.
 */
export async function referenceLegTotals(
  executor: Executor,
  references: string[],
  kinds: string[],
): Promise<ReferenceLegTotal[]> {
  if (references.length === 0 || kinds.length === 0) return [];
  const rows = await executor
    .select({
      reference: ledgerTransactions.reference,
      kind: ledgerTransactions.kind,
      bucket: ledgerAccounts.bucket,
      total: sql<string>`sum(${ledgerEntries.amountMinor})::text`,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.ledgerAccountId))
    .where(and(inArray(ledgerTransactions.reference, references), inArray(ledgerTransactions.kind, kinds)))
    .groupBy(ledgerTransactions.reference, ledgerTransactions.kind, ledgerAccounts.bucket);
  return rows.flatMap((row) =>
    row.reference === null
      ? []
      : [{ reference: row.reference, kind: row.kind, bucket: row.bucket, amountMinor: BigInt(row.total) }],
  );
}

/** One entry of a player's account in a transaction: which account and bucket it moved, and by how much. */
export interface PlayerLeg {
  transactionId: string;
  walletAccountId: string;
  currency: string;
  bucket: Bucket;
  amountMinor: bigint;
}

/**
 * The player-account entries of the given transactions, so a reversal (a refunded buy-in) gives back exactly what
 * was taken, from the account and bucket it came from, whatever the settings say now.
 */
export async function playerLegs(executor: Executor, transactionIds: string[]): Promise<PlayerLeg[]> {
  if (transactionIds.length === 0) return [];
  const rows = await executor
    .select({
      transactionId: ledgerEntries.transactionId,
      walletAccountId: ledgerAccounts.walletAccountId,
      currency: ledgerEntries.currency,
      bucket: ledgerAccounts.bucket,
      amountMinor: ledgerEntries.amountMinor,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.ledgerAccountId))
    .where(inArray(ledgerEntries.transactionId, transactionIds));
  return rows.flatMap((row) =>
    row.walletAccountId === null
      ? []
      : [{ ...row, walletAccountId: row.walletAccountId, bucket: row.bucket as Bucket }],
  );
}

/** A transaction of one of the asked kinds that moved the player's money: what their accounts received, net. */
export interface PlayerCredit {
  id: string;
  kind: string;
  currency: string;
  amountMinor: bigint;
  createdAt: Date;
}

/**
 * The newest `limit` transactions of `kinds` that moved money in or out of the player's accounts (in `currency`
 * when given), with what each moved there net (negative for a buy-in), and how many there are: the wallet's history
 * lists such movements (quest rewards, prizes, loyalty bonuses, tournament fees) among the invoices (decision 0102).
 */
export async function playerCredits(
  executor: Executor,
  query: { playerId: string; currency?: string | undefined; kinds: readonly string[]; limit: number },
): Promise<{ rows: PlayerCredit[]; total: number }> {
  if (query.kinds.length === 0) return { rows: [], total: 0 };
  const where = and(
    eq(walletAccounts.playerId, query.playerId),
    query.currency ? eq(walletAccounts.currency, query.currency) : undefined,
    inArray(ledgerTransactions.kind, [...query.kinds]),
  );
  const rows = await executor
    .select({
      id: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      currency: walletAccounts.currency,
      total: sql<string>`sum(${ledgerEntries.amountMinor})::text`,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.ledgerAccountId))
    .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerAccounts.walletAccountId))
    .where(where)
    .groupBy(ledgerTransactions.id, ledgerTransactions.kind, walletAccounts.currency, ledgerTransactions.createdAt)
    .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
    .limit(query.limit);
  const [count] = await executor
    .select({ n: sql<number>`count(distinct ${ledgerTransactions.id})::int` })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.ledgerAccountId))
    .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerAccounts.walletAccountId))
    .where(where);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      currency: r.currency,
      amountMinor: BigInt(r.total),
      createdAt: r.createdAt,
    })),
    total: count?.n ?? 0,
  };
}
