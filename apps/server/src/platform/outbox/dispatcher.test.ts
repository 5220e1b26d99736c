import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/test-app.ts';
import { queryRows } from '../db/database.ts';
import { OutboxDispatcher, type StoredEvent } from './dispatcher.ts';
import { appendEvents } from './outbox.ts';

describe('transactional outbox', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    app = await startTestApp();
    await app.db.execute(sql`create table if not exists outbox_test_seen (event_id bigint primary key, run text)`);
  });
  afterAll(() => app.close());

  it('writes events only when the surrounding transaction commits', async () => {
    const topic = `test.rollback.${crypto.randomUUID()}`;
    await expect(
      app.db.transaction(async (tx) => {
        await appendEvents(tx, [{ topic, aggregateId: 'a', payload: {} }]);
        throw new Error('state change failed');
      }),
    ).rejects.toThrow('state change failed');
    const rows = await queryRows(app.db, sql`select count(*)::int as n from outbox_events where topic = ${topic}`);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('delivers every event exactly once to an idempotent consumer across a stop mid-batch and a restart', async () => {
    const topic = `test.exactly-once.${crypto.randomUUID()}`;
    const subscriber = `exactly-once-${crypto.randomUUID()}`;
    const total = 40;
    for (let i = 0; i < total; i += 8) {
      await app.db.transaction((tx) =>
        appendEvents(
          tx,
          Array.from({ length: 8 }, (_, k) => ({ topic, aggregateId: `p${i + k}`, payload: { n: i + k } })),
        ),
      );
    }

    const handledBy = { first: 0, second: 0 };
    const consumer =
      (run: 'first' | 'second', dispatcher: () => OutboxDispatcher) =>
      async (event: StoredEvent, tx: Parameters<Parameters<typeof app.db.transaction>[0]>[0]) => {
        await tx.execute(sql`insert into outbox_test_seen (event_id, run) values (${event.id}, ${run})`);
        handledBy[run] += 1;
        // Stop the first dispatcher in the middle of its batch.
        if (run === 'first' && handledBy.first === 13) void dispatcher().stop();
      };

    const first: OutboxDispatcher = new OutboxDispatcher(app.db, app.app.log, { pollMs: 10 });
    first.subscribe(
      subscriber,
      [topic],
      consumer('first', () => first),
    );
    first.start();
    await expect.poll(() => handledBy.first, { timeout: 10_000 }).toBeGreaterThanOrEqual(13);
    await first.stop();
    expect(handledBy.first).toBeLessThan(total);

    const second = new OutboxDispatcher(app.db, app.app.log, { pollMs: 10 });
    second.subscribe(
      subscriber,
      [topic],
      consumer('second', () => second),
    );
    second.start();
    await expect.poll(() => handledBy.first + handledBy.second, { timeout: 10_000 }).toBe(total);
    await second.stop();

    const seen = await queryRows(
      app.db,
      sql`
      select count(*)::int as n, count(distinct e.aggregate_id)::int as distinct_events
      from outbox_test_seen s join outbox_events e on e.id = s.event_id where e.topic = ${topic}`,
    );
    expect(seen[0]).toEqual({ n: total, distinct_events: total });
    expect(handledBy.second).toBeGreaterThan(0);
  });

  it('hands a subscriber of several topics its events in commit order across topics, and none of the others', async () => {
    const run = crypto.randomUUID();
    const [a, b, noise] = ['a', 'b', 'noise'].map((name) => `test.merge.${name}.${run}`) as [string, string, string];
    const written = [a, noise, b, a, noise, noise, b, b, a];
    for (const [n, topic] of written.entries()) {
      await app.db.transaction((tx) => appendEvents(tx, [{ topic, aggregateId: `e${n}`, payload: { n } }]));
    }
    const seen: string[] = [];
    const dispatcher = new OutboxDispatcher(app.db, app.app.log, { pollMs: 10 });
    dispatcher.subscribeExternal(`merge-${run}`, [b, a], async (event) => {
      seen.push(event.aggregateId);
    });
    // On PostgreSQL another test file's open transaction can hold the events back for a moment (the outbox
    // hands out only what commits before it can no longer change), so drain until they come.
    await expect
      .poll(async () => {
        await dispatcher.drain();
        return seen;
      })
      .toEqual(['e0', 'e2', 'e3', 'e6', 'e7', 'e8']);
  });

  it('retries a failed event with backoff, rolling back the failed attempt, without advancing past it', async () => {
    const topic = `test.retry.${crypto.randomUUID()}`;
    await app.db.transaction((tx) => appendEvents(tx, [{ topic, aggregateId: 'x', payload: { n: 1 } }]));
    let attempts = 0;
    const dispatcher = new OutboxDispatcher(app.db, app.app.log, { pollMs: 10, retryBaseMs: 50 });
    dispatcher.subscribe(`retry-${crypto.randomUUID()}`, [topic], async (event, tx) => {
      attempts++;
      await tx.execute(
        sql`insert into outbox_test_seen (event_id, run) values (${event.id}, ${`attempt-${attempts}`})`,
      );
      if (attempts < 3) throw new Error('consumer temporarily down');
    });
    expect(await dispatcher.drain()).toBe(0);
    // Backing off: an immediate second try does not happen.
    expect(await dispatcher.drain()).toBe(0);
    expect(attempts).toBe(1);
    dispatcher.start();
    await expect.poll(() => attempts, { timeout: 5_000 }).toBe(3);
    await dispatcher.stop();
    const seen = await queryRows(
      app.db,
      sql`select s.run from outbox_test_seen s join outbox_events e on e.id = s.event_id where e.topic = ${topic}`,
    );
    // The two failed attempts' writes were rolled back with their savepoint; only the third remains.
    expect(seen).toEqual([{ run: 'attempt-3' }]);
  });

  it('moves an event that keeps failing to the dead letters and delivers the ones behind it (a subscriber outside the database)', async () => {
    const topic = `test.poison.${crypto.randomUUID()}`;
    const subscriber = `poison-${crypto.randomUUID()}`;
    await app.db.transaction((tx) =>
      appendEvents(tx, [
        { topic, aggregateId: 'poison', payload: {} },
        { topic, aggregateId: 'healthy', payload: {} },
      ]),
    );
    const delivered: string[] = [];
    const dispatcher = new OutboxDispatcher(app.db, app.app.log, { pollMs: 10, maxAttempts: 3, retryBaseMs: 20 });
    dispatcher.subscribeExternal(subscriber, [topic], async (event) => {
      if (event.aggregateId === 'poison') throw new Error('recipient refused by the gateway');
      delivered.push(event.aggregateId);
    });
    dispatcher.start();
    await expect.poll(() => delivered, { timeout: 5_000 }).toEqual(['healthy']);
    await dispatcher.stop();
    const dead = await queryRows(
      app.db,
      sql`select d.attempts, d.last_error, e.aggregate_id from outbox_dead_letters d
          join outbox_events e on e.id = d.event_id where d.subscriber = ${subscriber}`,
    );
    expect(dead).toEqual([{ attempts: 3, last_error: 'recipient refused by the gateway', aggregate_id: 'poison' }]);
  });

  it('hands a batch subscriber its events in one call, and one at a time when a batch fails, so only the bad one is dead-lettered', async () => {
    const topic = `test.batch-fold.${crypto.randomUUID()}`;
    const subscriber = `batch-fold-${crypto.randomUUID()}`;
    await app.db.transaction((tx) =>
      appendEvents(
        tx,
        ['a', 'b', 'poison', 'c'].map((name) => ({ topic, aggregateId: name, payload: {} })),
      ),
    );
    const calls: string[][] = [];
    const dispatcher = new OutboxDispatcher(app.db, app.app.log, { pollMs: 10, maxAttempts: 2, retryBaseMs: 20 });
    dispatcher.subscribeBatch(subscriber, [topic], async (events, tx) => {
      calls.push(events.map((e) => e.aggregateId));
      for (const event of events) {
        await tx.execute(sql`insert into outbox_test_seen (event_id, run) values (${event.id}, 'batch')`);
      }
      if (events.some((e) => e.aggregateId === 'poison')) throw new Error('cannot fold this one');
    });
    dispatcher.start();
    await expect.poll(() => calls.some((c) => c.length === 1 && c[0] === 'c'), { timeout: 5_000 }).toBe(true);
    await dispatcher.stop();
    // The whole batch first; it failed, so the same events one at a time: its writes were rolled back.
    expect(calls[0]).toEqual(['a', 'b', 'poison', 'c']);
    expect(calls[1]).toEqual(['a']);
    const seen = await queryRows<{ aggregate_id: string }>(
      app.db,
      sql`select e.aggregate_id from outbox_test_seen s join outbox_events e on e.id = s.event_id
        where e.topic = ${topic} order by e.id`,
    );
    expect(seen.map((r) => r.aggregate_id)).toEqual(['a', 'b', 'c']);
    const dead = await queryRows<{ aggregate_id: string }>(
      app.db,
      sql`select e.aggregate_id from outbox_dead_letters d join outbox_events e on e.id = d.event_id
        where d.subscriber = ${subscriber}`,
    );
    expect(dead).toEqual([{ aggregate_id: 'poison' }]);
  });

  it('hands a subscriber outside the database up to 500 events per transaction, one in the database 50', async () => {
    const topic = `test.batch.${crypto.randomUUID()}`;
    await app.db.transaction((tx) =>
      appendEvents(
        tx,
        Array.from({ length: 120 }, (_, n) => ({ topic, aggregateId: `e${n}`, payload: { n } })),
      ),
    );
    const dispatcher = new OutboxDispatcher(app.db, app.app.log, { pollMs: 10 });
    let external = 0;
    let writing = 0;
    dispatcher.subscribeExternal(`batch-external-${crypto.randomUUID()}`, [topic], async () => {
      external += 1;
    });
    dispatcher.subscribe(`batch-writing-${crypto.randomUUID()}`, [topic], async () => {
      writing += 1;
    });
    // One step per subscriber: each step is one transaction.
    expect(await dispatcher.drain(1)).toBe(1);
    expect([external, writing]).toEqual([120, 0]);
    expect(await dispatcher.drain()).toBe(3);
    expect(writing).toBe(120);
  });

  it('hands a batch subscriber up to 500 events per call, or the smaller limit it asked for', async () => {
    const topic = `test.batch-limit.${crypto.randomUUID()}`;
    await app.db.transaction((tx) =>
      appendEvents(
        tx,
        Array.from({ length: 120 }, (_, n) => ({ topic, aggregateId: `e${n}`, payload: { n } })),
      ),
    );
    const dispatcher = new OutboxDispatcher(app.db, app.app.log, { pollMs: 10 });
    const whole: number[] = [];
    const capped: number[] = [];
    dispatcher.subscribeBatch(`batch-whole-${crypto.randomUUID()}`, [topic], async (events) => {
      whole.push(events.length);
    });
    dispatcher.subscribeBatch(
      `batch-capped-${crypto.randomUUID()}`,
      [topic],
      async (events) => {
        capped.push(events.length);
      },
      { limit: 50 },
    );
    await dispatcher.drain();
    expect(whole).toEqual([120]);
    expect(capped).toEqual([50, 50, 20]);
  });

  it('tells a batch subscriber when its handled events have committed, with its writes visible to others', async () => {
    const topic = `test.batch-committed.${crypto.randomUUID()}`;
    await app.db.transaction((tx) =>
      appendEvents(
        tx,
        Array.from({ length: 3 }, (_, n) => ({ topic, aggregateId: `e${n}`, payload: { n } })),
      ),
    );
    const dispatcher = new OutboxDispatcher(app.db, app.app.log, { pollMs: 10 });
    const seenAtCommit: number[] = [];
    let ids: number[] = [];
    dispatcher.subscribeBatch(
      `batch-committed-${crypto.randomUUID()}`,
      [topic],
      async (events, tx) => {
        ids = events.map((e) => e.id);
        for (const event of events) {
          await tx.execute(sql`insert into outbox_test_seen (event_id, run) values (${event.id}, 'committed')`);
        }
      },
      {
        committed: () => {
          // Read through the pool, outside the subscriber's transaction: the rows are there once it committed.
          void queryRows<{ n: number }>(
            app.db,
            sql`select count(*)::int as n from outbox_test_seen where event_id = any(${`{${ids.join(',')}}`}::bigint[])`,
          ).then(([row]) => seenAtCommit.push(row?.n ?? 0));
        },
      },
    );
    await dispatcher.drain();
    await expect.poll(() => seenAtCommit, { timeout: 5_000 }).toEqual([3]);
  });

  it('lets a subscriber that caught up gather events for a fifth of the poll interval, not a whole one', async () => {
    const topic = `test.gather.${crypto.randomUUID()}`;
    const dispatcher = new OutboxDispatcher(app.db, app.app.log, { pollMs: 2000 });
    const handledAt: number[] = [];
    dispatcher.subscribeExternal(`gather-${crypto.randomUUID()}`, [topic], async () => {
      handledAt.push(Date.now());
    });
    const append = (n: number) =>
      app.db.transaction((tx) => appendEvents(tx, [{ topic, aggregateId: `e${n}`, payload: { n } }]));
    const handled = async (count: number) => {
      while (handledAt.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await append(1);
    dispatcher.start();
    try {
      await handled(1);
      await append(2);
      await handled(2);
    } finally {
      await dispatcher.stop();
    }
    const [first = 0, second = 0] = handledAt;
    // Decision 0045: the second event waited for the gathering window (400 ms), and not for the poll (2 s).
    expect(second - first).toBeGreaterThanOrEqual(390);
    expect(second - first).toBeLessThan(2000);
  });

  it('lets a batch subscriber that asked for it gather longer after catching up', async () => {
    const topic = `test.gather-long.${crypto.randomUUID()}`;
    const dispatcher = new OutboxDispatcher(app.db, app.app.log, { pollMs: 2000 });
    const batches: { at: number; size: number }[] = [];
    dispatcher.subscribeBatch(
      `gather-long-${crypto.randomUUID()}`,
      [topic],
      async (events) => {
        batches.push({ at: Date.now(), size: events.length });
      },
      { gatherMs: 1200 },
    );
    const append = (n: number) =>
      app.db.transaction((tx) => appendEvents(tx, [{ topic, aggregateId: `e${n}`, payload: { n } }]));
    const handled = async (count: number) => {
      while (batches.reduce((sum, b) => sum + b.size, 0) < count) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    await append(1);
    dispatcher.start();
    try {
      await handled(1);
      await append(2);
      await append(3);
      await handled(3);
    } finally {
      await dispatcher.stop();
    }
    // Decision 0148: the next batch waited its own 1.2 s (not the default 400 ms) and took both events at once.
    const [first, second] = batches;
    expect(batches.map((b) => b.size)).toEqual([1, 2]);
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(1190);
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeLessThan(2000);
  });
});
