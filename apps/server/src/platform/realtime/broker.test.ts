import { afterEach, describe, expect, it } from 'vitest';
import type { Broker, ControlMessage, Publication } from './broker.ts';
import { createMemoryBroker } from './memory-broker.ts';
import { createRedisBroker } from './redis-broker.ts';

const redisUrl = process.env.REDIS_URL;

const engines: [string, () => Broker][] = [
  ['memory', () => createMemoryBroker()],
  ...(redisUrl
    ? [['redis', () => createRedisBroker(redisUrl, `test-${crypto.randomUUID()}:`)] as [string, () => Broker]]
    : []),
];

const history = { historySize: 5, historyTtlSeconds: 60 };

describe.each(engines)('realtime engine: %s', (_name, create) => {
  const open: Broker[] = [];
  async function started(
    onPublication?: (channel: string, p: Publication) => void,
    onControl?: (m: ControlMessage) => void,
  ) {
    const broker = create();
    open.push(broker);
    await broker.start({ onPublication: onPublication ?? (() => {}), onControl: onControl ?? (() => {}) });
    return broker;
  }
  afterEach(async () => {
    for (const broker of open.splice(0)) await broker.close();
  });

  it('gives contiguous offsets under 200 concurrent publications, in one epoch', async () => {
    const broker = await started();
    const channel = `wallet:accounts#${crypto.randomUUID()}`;
    const positions = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        broker.publish(channel, { n }, { historySize: 300, historyTtlSeconds: 60 }),
      ),
    );
    expect(positions.map((p) => p.offset).sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(new Set(positions.map((p) => p.epoch)).size).toBe(1);
  });

  it('keeps the newest publications, reports the first offset held, and pages with since, limit and reverse', async () => {
    const broker = await started();
    const channel = `payment:invoices#${crypto.randomUUID()}`;
    for (let n = 1; n <= 8; n++) await broker.publish(channel, { n }, history);
    const all = await broker.history(channel, { limit: -1 });
    expect(all.publications.map((p) => p.offset)).toEqual([4, 5, 6, 7, 8]);
    expect(all.firstOffset).toBe(4);
    expect(all.position.offset).toBe(8);
    const since = await broker.history(channel, { limit: 2, since: { offset: 5, epoch: all.position.epoch } });
    expect(since.publications.map((p) => p.data)).toEqual([{ n: 6 }, { n: 7 }]);
    const newest = await broker.history(channel, { limit: 2, reverse: true });
    expect(newest.publications.map((p) => p.offset)).toEqual([8, 7]);
    const other = await broker.history(channel, { limit: -1, since: { offset: 5, epoch: 'another' } });
    expect(other.publications).toEqual([]);
    const top = await broker.history(channel, { limit: 0 });
    expect(top.publications).toEqual([]);
    expect(top.position).toEqual(all.position);
  });

  it('starts a new epoch after the history is removed, and returns the first result for a repeated idempotency key', async () => {
    const broker = await started();
    const channel = `player:profile#${crypto.randomUUID()}`;
    const first = await broker.publish(channel, { n: 1 }, { ...history, idempotencyKey: 'event-1' });
    const repeat = await broker.publish(channel, { n: 1 }, { ...history, idempotencyKey: 'event-1' });
    expect(repeat).toEqual(first);
    expect((await broker.history(channel, { limit: -1 })).publications).toHaveLength(1);
    await broker.removeHistory(channel);
    const after = await broker.publish(channel, { n: 2 }, history);
    expect(after.offset).toBe(1);
    expect(after.epoch).not.toBe(first.epoch);
  });

  it('fans publications out only for subscribed channels, and control messages to every engine', async () => {
    const received: [string, Publication][] = [];
    const controls: ControlMessage[] = [];
    const broker = await started(
      (channel, p) => received.push([channel, p]),
      (m) => controls.push(m),
    );
    const wanted = `game:bets#${crypto.randomUUID()}`;
    await broker.subscribe(wanted);
    await broker.publish(wanted, { hit: true }, history);
    await broker.publish(`game:bets#${crypto.randomUUID()}`, { hit: false }, history);
    const sessionId = crypto.randomUUID();
    await broker.publishControl({ type: 'session-ended', sessionId });
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]?.[0]).toBe(wanted);
    expect(received[0]?.[1]).toMatchObject({ data: { hit: true }, offset: 1 });
    await expect.poll(() => controls.some((m) => m.sessionId === sessionId)).toBe(true);
  });

  it('tracks presence with expiry and counts clients and users', async () => {
    const broker = await started();
    const channel = `public:online-${crypto.randomUUID()}`;
    await broker.addPresence(channel, 'c1', { client: 'c1', user: 'u1' }, 60);
    await broker.addPresence(channel, 'c2', { client: 'c2', user: 'u1' }, 60);
    await broker.addPresence(channel, 'c3', { client: 'c3', user: 'u2' }, 1);
    expect(await broker.presenceStats(channel)).toEqual({ numClients: 3, numUsers: 2 });
    await broker.removePresence(channel, 'c2');
    expect(Object.keys(await broker.presence(channel)).sort()).toEqual(['c1', 'c3']);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await broker.presenceStats(channel)).toEqual({ numClients: 1, numUsers: 1 });
  });
});

describe('realtime engine: memory, idempotency keys over time', () => {
  it('answers the first result for a key while it lives and publishes anew once it has expired, whatever its neighbours’ lifetimes', async () => {
    let now = 1_000_000;
    const broker = createMemoryBroker(() => now);
    await broker.start({ onPublication: () => {}, onControl: () => {} });
    const channel = 'wallet:accounts#ttl';
    const publish = (n: number, key: string, ttl: number) =>
      broker.publish(channel, { n }, { ...history, idempotencyKey: key, idempotentResultTtlSeconds: ttl });
    const long = await publish(1, 'long', 60);
    const short = await publish(2, 'short', 10);
    now += 11_000;
    // 'short' sits behind the live 'long' key, so it is not swept yet; it must still count as expired.
    expect((await publish(3, 'short', 10)).offset).toBe(3);
    expect(await publish(4, 'long', 60)).toEqual(long);
    now += 50_000;
    expect((await publish(5, 'long', 60)).offset).toBe(4);
    expect(short.offset).toBe(2);
    await broker.close();
  });
});
