import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import {
  applyDelta,
  type Bucket,
  checkPosting,
  isPlayerTarget,
  type Posting,
  playerDeltas,
  type SubBalances,
} from './posting.ts';
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
 * Posts one balanced transaction: claims the idempotency key, moves the cached sub-balances under their
 * row locks (refusing any that would go below zero) and writes the immutable entries, all in the
 * caller's transaction (a savepoint, so a refusal leaves the caller's transaction usable).
 */
export function createLedger() {
  /**
   * Counter accounts never change once created, so their ids are kept per process, but only ids known to
   * be committed: an id this process inserted may belong to a transaction still open (or rolled back
   * later), and another transaction posting against it would break the foreign key. Those are looked up
   * each time; `prepareCounterAccounts` creates the usual ones, committed, before the server takes traffic.
   */
  const counterIds = new Map<string, string>();
  const insertedHere = new Set<string>();

  async function findCounter(tx: Executor, code: string, currency: string): Promise<string | undefined> {
    const [row] = await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.code, code),
          eq(ledgerAccounts.currency, currency),
          isNull(ledgerAccounts.walletAccountId),
        ),
      );
    return row?.id;
  }

  async function counterAccountId(tx: Executor, code: string, currency: string): Promise<string> {
    const cacheKey = `${code}|${currency}`;
    const cached = counterIds.get(cacheKey);
    if (cached) return cached;
    let id = await findCounter(tx, code, currency);
    if (!id) {
      const [created] = await tx
        .insert(ledgerAccounts)
        .values({ code, currency })
        .onConflictDoNothing()
        .returning({ id: ledgerAccounts.id });
      if (created) {
        insertedHere.add(created.id);
        return created.id;
      }
      // Another transaction created it and has committed (the insert waited for it).
      id = await findCounter(tx, code, currency);
    }
    if (!id) throw new Error(`ledger account ${code} ${currency} could not be created`);
    if (!insertedHere.has(id)) counterIds.set(cacheKey, id);
    return id;
  }

  /** Creates (each in its own committed statement) and remembers counter accounts before traffic comes. */
  async function prepareCounterAccounts(db: Executor, codes: readonly string[], currencies: readonly string[]) {
    for (const code of codes) {
      for (const currency of currencies) {
        await db.insert(ledgerAccounts).values({ code, currency }).onConflictDoNothing();
        const id = await findCounter(db, code, currency);
        if (id) counterIds.set(`${code}|${currency}`, id);
      }
    }
  }

  async function bucketIds(tx: Executor, walletAccountIds: string[]): Promise<Map<string, string>> {
    if (walletAccountIds.length === 0) return new Map();
    const rows = await tx
      .select({ id: ledgerAccounts.id, walletAccountId: ledgerAccounts.walletAccountId, bucket: ledgerAccounts.bucket })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.walletAccountId, walletAccountIds));
    return new Map(rows.map((r) => [`${r.walletAccountId}|${r.bucket}`, r.id]));
  }

  async function moveBalances(tx: Executor, currency: string, accountId: string, delta: SubBalances) {
    // One statement: the row lock is taken, the guard re-checked on the locked row (READ COMMITTED
    // re-evaluates it after waiting), so two concurrent debits can never both pass on the same money.
    const [row] = await tx
      .update(walletAccounts)
      .set({
        realMinor: sql`${walletAccounts.realMinor} + ${delta.real}`,
        lockedMinor: sql`${walletAccounts.lockedMinor} + ${delta.locked}`,
        bonusMinor: sql`${walletAccounts.bonusMinor} + ${delta.bonus}`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(walletAccounts.id, accountId),
          eq(walletAccounts.currency, currency),
          sql`${walletAccounts.realMinor} + ${delta.real} >= 0`,
          sql`${walletAccounts.lockedMinor} + ${delta.locked} >= 0`,
          sql`${walletAccounts.bonusMinor} + ${delta.bonus} >= 0`,
        ),
      )
      .returning({
        real: walletAccounts.realMinor,
        locked: walletAccounts.lockedMinor,
        bonus: walletAccounts.bonusMinor,
      });
    if (row) return row;
    const [current] = await tx
      .select({
        real: walletAccounts.realMinor,
        locked: walletAccounts.lockedMinor,
        bonus: walletAccounts.bonusMinor,
        currency: walletAccounts.currency,
      })
      .from(walletAccounts)
      .where(eq(walletAccounts.id, accountId));
    if (!current || current.currency !== currency) {
      throw new Error(`wallet account ${accountId} does not exist in ${currency}`);
    }
    // Throws the refusal with the bucket that would have gone negative.
    return applyDelta(accountId, current, delta);
  }

  async function post(executor: Executor, posting: Posting): Promise<PostedTransaction> {
    checkPosting(posting);
    return executor.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(ledgerTransactions)
        .values({
          idempotencyKey: posting.idempotencyKey,
          kind: posting.kind,
          reference: posting.reference ?? null,
          metadata: posting.metadata ?? {},
        })
        .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
        .returning({ id: ledgerTransactions.id });
      if (!claimed) {
        const [first] = await tx
          .select({ id: ledgerTransactions.id, kind: ledgerTransactions.kind })
          .from(ledgerTransactions)
          .where(eq(ledgerTransactions.idempotencyKey, posting.idempotencyKey));
        if (!first) throw new Error(`ledger transaction ${posting.idempotencyKey} vanished`);
        return {
          id: first.id,
          idempotencyKey: posting.idempotencyKey,
          kind: first.kind,
          replayed: true,
          balances: new Map(),
        };
      }

      const balances = new Map<string, SubBalances>();
      for (const [accountId, delta] of playerDeltas(posting)) {
        balances.set(accountId, await moveBalances(tx, posting.currency, accountId, delta));
      }

      const buckets = await bucketIds(tx, [...balances.keys()]);
      const entries = [];
      for (const leg of posting.legs) {
        const ledgerAccountId = isPlayerTarget(leg.target)
          ? buckets.get(`${leg.target.walletAccountId}|${leg.target.bucket}`)
          : await counterAccountId(tx, leg.target.code, posting.currency);
        if (!ledgerAccountId) throw new Error('ledger account of a player bucket is missing');
        entries.push({
          transactionId: claimed.id,
          ledgerAccountId,
          currency: posting.currency,
          amountMinor: leg.amountMinor,
        });
      }
      await tx.insert(ledgerEntries).values(entries);
      return { id: claimed.id, idempotencyKey: posting.idempotencyKey, kind: posting.kind, replayed: false, balances };
    });
  }

  return { post, prepareCounterAccounts };
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
