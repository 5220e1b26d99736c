import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, queryRows, type Transaction } from '../db/database.ts';
import { outboxCursors, outboxDeadLetters, outboxEvents } from './tables.ts';

export interface StoredEvent {
  id: number;
  txId: number;
  topic: string;
  aggregateId: string;
  payload: unknown;
  createdAt: Date;
}

/**
 * Runs inside the transaction that advances the subscriber's cursor: write your effects with `tx` and
 * they commit exactly once together with the cursor. Effects outside the database (a realtime push)
 * are at-least-once and should be deduplicated by `event.id`.
 */
export type EventHandler = (event: StoredEvent, tx: Transaction) => Promise<void>;

/** A batch of events in one call, in the cursor's transaction (see `subscribeBatch`). */
export type BatchHandler = (events: StoredEvent[], tx: Transaction) => Promise<void>;

/** Effects outside the database only (a realtime push): no savepoint is opened for them. */
export type ExternalEventHandler = (event: StoredEvent) => Promise<void>;

interface Subscription {
  name: string;
  topics: readonly string[];
  handle: EventHandler;
  /** The handler writes with `tx`, so a failure must roll its writes back. */
  writes: boolean;
  /** Handles a whole batch in one call and one savepoint; `handle` is it on a batch of one. */
  handleBatch?: BatchHandler;
  /** Events per batch at most, when not the kind's default (`batchSize`). */
  limit?: number;
  /** Called once a transaction that handled some of its events has committed (see `subscribeBatch`). */
  committed?: () => void;
  /** How long it waits after catching up, when not the default (a fifth of the poll interval). */
  gatherMs?: number;
}

/** handled: a full batch (more may be waiting); caught-up: fewer, so everything committed was handled. */
type StepResult = 'handled' | 'caught-up' | 'idle' | 'busy';

/**
 * Events one subscriber handles in one transaction at most. An external subscriber's events cost no savepoint
 * each, so under load its larger batches save whole transactions (decision 0043).
 */
const batchSize = { writes: 50, external: 500, batch: 500 };

/**
 * A subscriber that has caught up under load waits this long (a fifth of the poll interval) before its next
 * step, so that step finds a batch rather than the few events of the last round trip (decision 0045).
 */
const gatherShare = 5;

/**
 * Hands every outbox event to every subscriber exactly once per subscriber, in commit-safe order, across
 * any number of processes (a subscriber's cursor row is locked while one process works on it).
 */
export class OutboxDispatcher {
  readonly #db: Database;
  readonly #log: FastifyBaseLogger;
  readonly #pollMs: number;
  readonly #subscriptions: Subscription[] = [];
  #running = false;
  #loop: Promise<void> | undefined;
  /** Each loop's way to cut its sleep short (stop). */
  readonly #wakes = new Set<() => void>();

  readonly #maxAttempts: number;
  readonly #retryBaseMs: number;

  constructor(
    db: Database,
    log: FastifyBaseLogger,
    options: { pollMs: number; maxAttempts?: number; retryBaseMs?: number },
  ) {
    this.#db = db;
    this.#log = log;
    this.#pollMs = options.pollMs;
    this.#maxAttempts = options.maxAttempts ?? 20;
    this.#retryBaseMs = options.retryBaseMs ?? 1000;
  }

  subscribe(name: string, topics: readonly string[], handle: EventHandler): void {
    this.#add({ name, topics, handle, writes: true });
  }

  /**
   * A subscriber whose effects are all outside the database. It is handed events as `subscribe` hands them,
   * without a savepoint around each: a batch of 50 is then 50 round trips to the database fewer, and its
   * batches can be larger.
   */
  subscribeExternal(name: string, topics: readonly string[], handle: ExternalEventHandler): void {
    this.#add({ name, topics, handle, writes: false });
  }

  /**
   * A subscriber that writes, handed each batch in one call: it can fold many events into a few statements (a
   * scorer adding up a batch of rounds) instead of a savepoint and its statements per event. The batch runs in one
   * savepoint; if it fails, the same events are handed over again one at a time, so only the failing event is
   * retried and dead-lettered, as with `subscribe`. `options.limit` caps a batch below the default 500: a handler
   * whose cost still grows with each event holds the writers' loop (and every other writer) for its whole batch.
   * `options.committed` is called after each transaction that handled events has committed: work that reads what
   * the handler wrote (a push of what changed) can start then instead of at its next tick. `options.gatherMs`
   * lets a subscriber with no one waiting on it wait longer after catching up, so that under load each of its
   * transactions (and the fixed statements each costs) carries more events (decision 0148).
   */
  subscribeBatch(
    name: string,
    topics: readonly string[],
    handleBatch: BatchHandler,
    options: { limit?: number; committed?: () => void; gatherMs?: number } = {},
  ): void {
    this.#add({
      name,
      topics,
      handle: (event, tx) => handleBatch([event], tx),
      writes: true,
      handleBatch,
      ...(options.limit ? { limit: options.limit } : {}),
      ...(options.committed ? { committed: options.committed } : {}),
      ...(options.gatherMs ? { gatherMs: options.gatherMs } : {}),
    });
  }

  #add(subscription: Subscription): void {
    if (this.#subscriptions.some((s) => s.name === subscription.name)) {
      throw new Error(`duplicate outbox subscriber ${subscription.name}`);
    }
    this.#subscriptions.push(subscription);
  }

  /**
   * Two loops: subscribers that write, and subscribers outside the database (the realtime publisher). A push then
   * never waits behind a writer's batch: a writer that lags (thousands of rounds behind under load) used to delay
   * every publication by its batches (decision 0098).
   */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#loop = Promise.all([this.#run((s) => s.writes), this.#run((s) => !s.writes)]).then(() => undefined);
  }

  /** Finishes the event in hand, then stops; unhandled events stay in the outbox for the next start. */
  async stop(): Promise<void> {
    this.#running = false;
    for (const wake of [...this.#wakes]) wake();
    await this.#loop;
    this.#loop = undefined;
  }

  /** Processes everything currently dispatchable (answers the batches handled); for tests and for draining at shutdown. */
  async drain(limit = Number.POSITIVE_INFINITY): Promise<number> {
    let handled = 0;
    for (const subscription of this.#subscriptions) {
      while (handled < limit) {
        const result = await this.#step(subscription);
        if (result === 'handled' || result === 'caught-up') handled++;
        if (result !== 'handled') break;
      }
    }
    return handled;
  }

  async #run(mine: (subscription: Subscription) => boolean): Promise<void> {
    // While others are busy, a subscriber that found nothing is looked at again only after a poll interval,
    // and one that caught up after a fifth of it.
    const idleUntil = new Map<string, number>();
    const subscriptions = () => this.#subscriptions.filter(mine);
    while (this.#running) {
      let looked = false;
      let progressed = false;
      for (const subscription of subscriptions()) {
        if (!this.#running) break;
        if ((idleUntil.get(subscription.name) ?? 0) > Date.now()) continue;
        looked = true;
        try {
          const result = await this.#step(subscription);
          if (result === 'handled' || result === 'caught-up') progressed = true;
          if (result === 'caught-up') {
            idleUntil.set(subscription.name, Date.now() + (subscription.gatherMs ?? this.#pollMs / gatherShare));
          } else if (result !== 'handled') idleUntil.set(subscription.name, Date.now() + this.#pollMs);
          else idleUntil.delete(subscription.name);
        } catch (err) {
          this.#log.error({ err, subscriber: subscription.name }, 'outbox subscriber failed; will retry');
        }
      }
      if (!this.#running) break;
      if (!looked && idleUntil.size > 0) {
        // Every subscriber waits its turn: sleep until the first may go.
        await this.#sleep(Math.min(...idleUntil.values()) - Date.now());
      } else if (!progressed) {
        // After the sleep every subscriber is looked at again.
        idleUntil.clear();
        await this.#sleep(this.#pollMs);
      }
    }
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.#wakes.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, Math.max(0, ms));
      this.#wakes.add(wake);
    });
  }

  /**
   * The events a subscriber has not seen, oldest first; only those whose transactions all have ended. Each
   * topic is read from its own stretch of the (topic, txId, id) index and the stretches are merged, so the
   * cost is the events returned, not every event written since the subscriber's last.
   */
  async #pending(
    executor: Database | Transaction,
    subscription: Subscription,
    after: { lastTxId: number; lastEventId: number },
    limit: number,
  ): Promise<StoredEvent[]> {
    const topics = sql.join(
      subscription.topics.map((topic) => sql`${topic}`),
      sql`, `,
    );
    const rows = await queryRows<{
      id: number | string;
      topic: string;
      tx_id: number | string;
      aggregate_id: string;
      payload: unknown;
      created_at: Date | string;
    }>(
      executor,
      sql`select e.id, e.topic, e.tx_id, e.aggregate_id, e.payload, e.created_at
        from unnest(array[${topics}]::text[]) as t(topic)
        cross join lateral (
          select * from ${outboxEvents} o
          where o.topic = t.topic and (o.tx_id, o.id) > (${after.lastTxId}, ${after.lastEventId})
            and o.tx_id < (pg_snapshot_xmin(pg_current_snapshot())::text)::bigint
          order by o.tx_id, o.id limit ${limit}
        ) e
        order by e.tx_id, e.id limit ${limit}`,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      topic: row.topic,
      txId: Number(row.tx_id),
      aggregateId: row.aggregate_id,
      payload: row.payload,
      createdAt: new Date(row.created_at),
    }));
  }

  async #step(subscription: Subscription): Promise<StepResult> {
    const result = await this.#stepInTransaction(subscription);
    if (result === 'handled' || result === 'caught-up') subscription.committed?.();
    return result;
  }

  async #stepInTransaction(subscription: Subscription): Promise<StepResult> {
    // A look without locks or writes first: an idle subscriber then costs no transaction that has to reach
    // the disk. (Locking the cursor row writes to it, so every poll of every subscriber used to be a commit.)
    const [peek] = await this.#db
      .select({
        lastTxId: outboxCursors.lastTxId,
        lastEventId: outboxCursors.lastEventId,
        retryAt: outboxCursors.retryAt,
      })
      .from(outboxCursors)
      .where(eq(outboxCursors.subscriber, subscription.name));
    if (peek) {
      if (peek.retryAt && peek.retryAt.getTime() > Date.now()) return 'idle';
      if ((await this.#pending(this.#db, subscription, peek, 1)).length === 0) return 'idle';
    }
    return this.#db.transaction(async (tx) => {
      if (!peek) await tx.insert(outboxCursors).values({ subscriber: subscription.name }).onConflictDoNothing();
      const [cursor] = await tx
        .select({
          lastTxId: outboxCursors.lastTxId,
          lastEventId: outboxCursors.lastEventId,
          attempts: outboxCursors.attempts,
          retryAt: outboxCursors.retryAt,
        })
        .from(outboxCursors)
        .where(eq(outboxCursors.subscriber, subscription.name))
        .for('update', { skipLocked: true });
      if (!cursor) return 'busy';
      if (cursor.retryAt && cursor.retryAt.getTime() > Date.now()) return 'idle';

      // A batch per transaction: one commit for many events, each handled in a savepoint of its own.
      const limit = subscription.limit
        ? subscription.limit
        : subscription.handleBatch
          ? batchSize.batch
          : subscription.writes
            ? batchSize.writes
            : batchSize.external;
      const events = await this.#pending(tx, subscription, cursor, limit);
      if (events.length === 0) return 'idle';
      const { handleBatch } = subscription;
      const last = events.at(-1);
      if (handleBatch && last && events.length > 1) {
        try {
          await tx.transaction((savepoint) => handleBatch(events, savepoint));
          await this.#advance(tx, subscription.name, last);
          return events.length === limit ? 'handled' : 'caught-up';
        } catch {
          // One at a time below: the event that fails is found, retried and dead-lettered on its own.
        }
      }
      let handled: StoredEvent | undefined;
      for (const event of events) {
        try {
          // A savepoint: a failing handler's writes roll back, the failure count below still commits.
          if (subscription.writes) await tx.transaction((savepoint) => subscription.handle(event, savepoint));
          else await subscription.handle(event, tx);
        } catch (err) {
          if (handled) await this.#advance(tx, subscription.name, handled);
          return this.#recordFailure(tx, subscription.name, event, cursor.attempts + 1, err);
        }
        handled = event;
        if (!this.#running && this.#loop) break;
      }
      await this.#advance(tx, subscription.name, handled as StoredEvent);
      return events.length === limit ? 'handled' : 'caught-up';
    });
  }

  async #advance(tx: Transaction, subscriber: string, event: StoredEvent): Promise<void> {
    await tx
      .update(outboxCursors)
      .set({
        lastTxId: event.txId,
        lastEventId: event.id,
        attempts: 0,
        retryAt: null,
        lastError: null,
        updatedAt: new Date(),
      })
      .where(eq(outboxCursors.subscriber, subscriber));
  }

  /** Backs off 1 s, 2 s, 4 s … up to 5 min; after the last attempt the event goes to the dead letters. */
  async #recordFailure(
    tx: Transaction,
    subscriber: string,
    event: StoredEvent,
    attempts: number,
    err: unknown,
  ): Promise<StepResult> {
    const lastError = err instanceof Error ? err.message : String(err);
    if (attempts >= this.#maxAttempts) {
      this.#log.error({ err, subscriber, eventId: event.id, attempts }, 'outbox event dead-lettered');
      await tx.insert(outboxDeadLetters).values({ subscriber, eventId: event.id, attempts, lastError });
      await this.#advance(tx, subscriber, event);
      return 'handled';
    }
    this.#log.warn({ err, subscriber, eventId: event.id, attempts }, 'outbox subscriber failed; will retry');
    const delayMs = Math.min(this.#retryBaseMs * 2 ** (attempts - 1), 300_000);
    await tx
      .update(outboxCursors)
      .set({ attempts, retryAt: new Date(Date.now() + delayMs), lastError, updatedAt: new Date() })
      .where(eq(outboxCursors.subscriber, subscriber));
    return 'idle';
  }
}
