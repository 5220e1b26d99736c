import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { playerChannels } from '@croupier/contracts/realtime-channels';
import { Centrifuge, type Subscription } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredPlayer, type TestApp } from '../../modules/player/test-helpers.ts';
import { startTestApp } from '../../testing/test-app.ts';

const redisUrl = process.env.REDIS_URL;
const shared = Boolean(redisUrl && process.env.DATABASE_URL);

/** A TCP hop to Redis that the test can cut and restore, as a network partition would. */
async function redisProxy(target: URL): Promise<{ url: string; cut(): void; restore(): Promise<void>; close(): void }> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((inbound) => {
        const outbound = tcpConnect(Number(target.port || 6379), target.hostname);
        for (const s of [inbound, outbound]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        inbound.pipe(outbound).pipe(inbound);
      });
      const listening = server;
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();
  return {
    url: `redis://127.0.0.1:${port}`,
    cut() {
      server?.close();
      for (const s of sockets) s.destroy();
    },
    restore: listen,
    close() {
      server?.close();
      for (const s of sockets) s.destroy();
    },
  };
}

function client(app: TestApp, token: string): Centrifuge {
  return new Centrifuge(`${app.url.replace('http', 'ws')}/api/connection/websocket`, {
    token,
    minReconnectDelay: 50,
    maxReconnectDelay: 300,
  });
}

function collect(sub: Subscription): number[] {
  const seen: number[] = [];
  sub.on('publication', (ctx) => seen.push((ctx.data as { data: { n: number } }).data.n));
  return seen;
}

const nextSubscribed = (sub: Subscription) =>
  new Promise<boolean>((resolve) => sub.once('subscribed', (ctx) => resolve(ctx.recovered)));

describe.skipIf(!shared)('realtime across processes on one Redis', () => {
  const prefix = `cluster-${crypto.randomUUID()}:`;
  let a: TestApp;
  let b: TestApp;
  let proxy: Awaited<ReturnType<typeof redisProxy>>;
  let behindProxy: TestApp;

  beforeAll(async () => {
    // One signing secret, as processes behind one load balancer share it.
    const common = { REALTIME_REDIS_PREFIX: prefix, JWT_SECRET: `cluster-secret-${crypto.randomUUID()}` };
    a = await startTestApp(common);
    b = await startTestApp(common);
    proxy = await redisProxy(new URL(redisUrl as string));
    behindProxy = await startTestApp({ ...common, REDIS_URL: proxy.url });
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close(), behindProxy.close()]);
    proxy.close();
  });

  it('delivers on one process what another published, and recovers across them after a disconnect', async () => {
    const player = await registeredPlayer(a);
    const channel = playerChannels.walletAccounts(player.profile.id);
    const c = client(a, player.accessToken);
    const sub = c.newSubscription(channel);
    const seen = collect(sub);
    const first = nextSubscribed(sub);
    sub.subscribe();
    c.connect();
    await first;

    await b.realtime.publish(channel, { type: 'accountUpdated', data: { n: 1 } });
    await expect.poll(() => seen).toEqual([1]);

    c.disconnect();
    await b.realtime.publish(channel, { type: 'accountUpdated', data: { n: 2 } });
    await b.realtime.publish(channel, { type: 'accountUpdated', data: { n: 3 } });
    const recovered = nextSubscribed(sub);
    c.connect();
    expect(await recovered).toBe(true);
    await expect.poll(() => seen).toEqual([1, 2, 3]);
    c.disconnect();
  });

  it('reconnects and recovers after Redis goes away and comes back', async () => {
    const player = await registeredPlayer(a);
    const channel = playerChannels.paymentInvoices(player.profile.id);
    const c = client(behindProxy, player.accessToken);
    const sub = c.newSubscription(channel);
    const seen = collect(sub);
    const first = nextSubscribed(sub);
    sub.subscribe();
    c.connect();
    await first;
    await a.realtime.publish(channel, { type: 'transactionUpdated', data: { n: 1 } });
    await expect.poll(() => seen).toEqual([1]);

    proxy.cut();
    await a.realtime.publish(channel, { type: 'transactionUpdated', data: { n: 2 } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const back = nextSubscribed(sub);
    await proxy.restore();
    expect(await back).toBe(true);
    await expect.poll(() => seen, { timeout: 10_000 }).toEqual([1, 2]);
    c.disconnect();
  });
});
