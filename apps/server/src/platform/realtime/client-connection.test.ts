import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ClientConnection } from './client-connection.ts';
import type { Disconnect } from './codes.ts';
import { RealtimeGateway } from './gateway.ts';
import { createMemoryBroker } from './memory-broker.ts';

const silentLog = {
  info: () => {},
  warn: () => {},
  error: () => {},
  debug: () => {},
  trace: () => {},
  fatal: () => {},
  child: () => silentLog,
  level: 'silent',
  silent: () => {},
} as unknown as ConstructorParameters<typeof RealtimeGateway>[0]['log'];

function gateway(options: Partial<ConstructorParameters<typeof RealtimeGateway>[0]> = {}) {
  return new RealtimeGateway({
    broker: createMemoryBroker(),
    log: silentLog,
    version: 'test',
    maxMessageBytes: 65_536,
    commandsPerSecond: 10_000,
    authenticate: async (token) =>
      token === 'good'
        ? { ok: true, playerId: 'p1', sessionId: 's1', expiresAt: Date.now() + 60_000 }
        : token === 'short'
          ? { ok: true, playerId: 'p2', sessionId: 's2', expiresAt: Date.now() + 100 }
          : { ok: false, reason: token === 'old' ? 'expired' : 'invalid' },
    ...options,
  });
}

/** A connection on a recording transport, as the websocket would drive it. */
function connection(hub: RealtimeGateway) {
  const frames: string[] = [];
  const closes: Disconnect[] = [];
  const conn = new ClientConnection(hub, { send: (f) => frames.push(f), close: (d) => closes.push(d) });
  return { conn, frames, closes };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const command = fc.oneof(
  fc.record({
    id: fc.oneof(fc.nat(), fc.constant(-1), fc.string()),
    connect: fc.record(
      { token: fc.oneof(fc.constant('good'), fc.constant('old'), fc.string()) },
      {
        requiredKeys: [],
      },
    ),
  }),
  fc.record({
    id: fc.nat(),
    subscribe: fc.record(
      { channel: fc.string(), recover: fc.boolean(), offset: fc.integer(), epoch: fc.string() },
      { requiredKeys: [] },
    ),
  }),
  fc.record({
    id: fc.nat(),
    history: fc.record(
      { channel: fc.string(), limit: fc.integer(), reverse: fc.boolean(), since: fc.anything() },
      { requiredKeys: [] },
    ),
  }),
  fc.record({ id: fc.nat(), rpc: fc.record({ method: fc.string(), data: fc.anything() }, { requiredKeys: [] }) }),
  fc.dictionary(fc.string(), fc.anything()),
);

const frame = fc.oneof(
  fc.array(command, { maxLength: 5 }).map((commands) => commands.map((c) => JSON.stringify(c)).join('\n')),
  fc.string(),
  fc.constantFrom('{}', '[]', 'null', '\n\n', '{"id":1,"connect":', '{"id":1e400}', '"text"'),
);

describe('protocol handler under fuzzed frames', () => {
  it('never throws, answers or disconnects, and leaves another connection working', async () => {
    const hub = gateway();
    await hub.start();
    await fc.assert(
      fc.asyncProperty(fc.array(frame, { minLength: 1, maxLength: 6 }), async (frames) => {
        const victim = connection(hub);
        for (const f of frames) expect(() => victim.conn.receive(f)).not.toThrow();
        await settle();
        await settle();
        for (const f of victim.frames) expect(() => JSON.parse(f)).not.toThrow();
        for (const close of victim.closes) expect(close.code).toBeGreaterThanOrEqual(3000);

        const bystander = connection(hub);
        bystander.conn.receive(JSON.stringify({ id: 1, connect: { token: 'good' } }));
        bystander.conn.receive(JSON.stringify({ id: 2, subscribe: { channel: 'player:profile#p1' } }));
        await settle();
        await settle();
        expect(bystander.closes).toEqual([]);
        expect(bystander.frames.map((f) => Object.keys(JSON.parse(f)).sort().join(','))).toEqual([
          'connect,id',
          'id,subscribe',
        ]);
        bystander.conn.disconnect({ code: 3000, reason: 'done' });
        victim.conn.disconnect({ code: 3000, reason: 'done' });
      }),
      { numRuns: 300 },
    );
    await hub.close();
  });
});

describe('liveness and limits', () => {
  it('pings with {} every interval, cuts a client that never answered (3012) and one whose token ran out (3005)', async () => {
    const hub = gateway({ pingIntervalSeconds: 0.2 });
    await hub.start();
    const open = () => {
      const frames: string[] = [];
      const closes: Disconnect[] = [];
      const conn = hub.open({ send: (f) => frames.push(f), close: (d) => closes.push(d) });
      return { conn, frames, closes };
    };
    const answering = open();
    const silent = open();
    const expiring = open();
    answering.conn.receive(JSON.stringify({ id: 1, connect: { token: 'good' } }));
    silent.conn.receive(JSON.stringify({ id: 1, connect: { token: 'good' } }));
    expiring.conn.receive(JSON.stringify({ id: 1, connect: { token: 'short' } }));
    await settle();
    expect(JSON.parse(answering.frames[0] ?? '{}')).toMatchObject({ connect: { ping: 0.2, pong: true } });

    const deadline = Date.now() + 2000;
    while (Date.now() < deadline && silent.closes.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (answering.frames.at(-1) === '{}') answering.conn.receive('{}');
    }
    expect(silent.frames).toContain('{}');
    expect(silent.closes).toEqual([{ code: 3012, reason: 'no pong' }]);
    expect(expiring.closes.map((c) => c.code)).toEqual([3005]);
    expect(answering.closes).toEqual([]);
    expect(answering.frames.filter((f) => f === '{}').length).toBeGreaterThanOrEqual(2);
    await hub.close();
  });

  it('answers commands over the per-connection rate with 111 and keeps serving within it', async () => {
    const hub = gateway({ commandsPerSecond: 5 });
    await hub.start();
    const { conn, frames, closes } = connection(hub);
    const batch = [{ id: 1, connect: { token: 'good' } }];
    for (let id = 2; id <= 8; id++) batch.push({ id, rpc: { method: 'none' } } as never);
    conn.receive(batch.map((c) => JSON.stringify(c)).join('\n'));
    await settle();
    await settle();
    const codes = frames.map((f) => (JSON.parse(f) as { error?: { code: number } }).error?.code ?? 0);
    expect(codes).toEqual([0, 104, 104, 104, 104, 111, 111, 111]);
    expect(closes).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 250));
    conn.receive(JSON.stringify({ id: 9, rpc: { method: 'none' } }));
    await settle();
    expect(JSON.parse(frames.at(-1) ?? '{}')).toMatchObject({ id: 9, error: { code: 104 } });
    await hub.close();
  });
});

describe('a token check that fails', () => {
  it('answers connect and refresh with the temporary internal error, never the terminal invalid token', async () => {
    let down = false;
    const hub = gateway({
      authenticate: async () => {
        if (down) throw new Error('database unavailable');
        return { ok: true, playerId: 'p1', sessionId: 's1', expiresAt: Date.now() + 60_000 };
      },
    });
    await hub.start();
    const refreshing = connection(hub);
    refreshing.conn.receive(JSON.stringify({ id: 1, connect: { token: 'good' } }));
    await settle();
    down = true;
    refreshing.conn.receive(JSON.stringify({ id: 2, refresh: { token: 'good' } }));
    const connecting = connection(hub);
    connecting.conn.receive(JSON.stringify({ id: 1, connect: { token: 'good' } }));
    await settle();
    await settle();
    const internal = { code: 100, message: 'internal server error', temporary: true };
    expect(JSON.parse(refreshing.frames.at(-1) ?? '{}')).toEqual({ id: 2, error: internal });
    expect(JSON.parse(connecting.frames.at(-1) ?? '{}')).toEqual({ id: 1, error: internal });
    expect([...refreshing.closes, ...connecting.closes]).toEqual([]);
    expect(refreshing.conn.connected).toBe(true);
    await hub.close();
  });
});
