import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestApp } from '../../testing/test-app.ts';
import { call, type ErrorBody, type TestApp } from './test-helpers.ts';

/** What a stand-in provider saw: when each request came, and when its client gave up on it. */
interface Seen {
  arrived: number;
  closed?: number;
}

/**
 * A provider's issuer on a local socket: `hang` never answers its discovery document (a provider that
 * accepts the connection and stalls), `fail` answers every request with 500 (a provider that is down).
 */
async function standInProvider(behaviour: 'hang' | 'fail'): Promise<{ server: Server; issuer: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    const entry: Seen = { arrived: Date.now() };
    seen.push(entry);
    request.socket.once('close', () => {
      entry.closed = Date.now();
    });
    if (behaviour === 'fail') response.writeHead(500, { 'content-type': 'text/plain' }).end('down for maintenance');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, issuer: `http://127.0.0.1:${port}/realms/casino`, seen };
}

describe('an identity provider that stalls or is down', () => {
  let app: TestApp;
  let stalled: Awaited<ReturnType<typeof standInProvider>>;
  let down: Awaited<ReturnType<typeof standInProvider>>;

  beforeAll(async () => {
    stalled = await standInProvider('hang');
    down = await standInProvider('fail');
    const provider = (id: string, issuer: string) => ({ id, name: id, issuer, clientId: 'casino', clientSecret: 's3' });
    app = await startTestApp({
      PUBLIC_URL: 'http://casino.test',
      OIDC_PROVIDERS: JSON.stringify([provider('stalled', stalled.issuer), provider('down', down.issuer)]),
    });
  });
  afterAll(async () => {
    await app.close();
    stalled.server.closeAllConnections();
    down.server.closeAllConnections();
    await Promise.all([stalled.server, down.server].map((s) => new Promise((resolve) => s.close(resolve))));
  });

  const start = (provider: string) =>
    call<ErrorBody>(app, 'GET', `/api/player/sessions/social/${provider}/start?returnTo=/`);

  it.concurrent('[S2.9-82] gives up on a provider that does not answer after 10 s and says it is unreachable', async ({
    expect,
  }) => {
    const began = Date.now();
    const answer = await start('stalled');
    const took = Date.now() - began;
    expect(answer.status).toBe(503);
    expect(answer.body.error.code).toBe('social_unavailable');
    // The server, not the test, hung up on the provider: 10 s after it asked, not before.
    expect(stalled.seen).toHaveLength(1);
    const [asked] = stalled.seen;
    await expect.poll(() => asked?.closed, { timeout: 2_000 }).toBeDefined();
    const waited = (asked?.closed ?? 0) - (asked?.arrived ?? 0);
    expect(waited).toBeGreaterThanOrEqual(9_900);
    expect(waited).toBeLessThan(12_000);
    expect(took).toBeGreaterThanOrEqual(9_900);
  });

  it.concurrent('[S2.9-83] leaves a provider whose discovery failed alone for 5 s, then asks it again', async ({
    expect,
  }) => {
    const first = await start('down');
    expect(first.status).toBe(503);
    expect(first.body.error.code).toBe('social_unavailable');
    expect(down.seen).toHaveLength(1);
    const failedAt = Date.now();

    // Within the lock: answered at once, the provider not asked.
    const again = await start('down');
    expect(again.status).toBe(503);
    expect(again.body.error.code).toBe('social_unavailable');
    await new Promise((resolve) => setTimeout(resolve, 3_500 - (Date.now() - failedAt)));
    expect((await start('down')).status).toBe(503);
    expect(down.seen).toHaveLength(1);

    // Past it: the next sign-in asks the provider again.
    await new Promise((resolve) => setTimeout(resolve, 5_200 - (Date.now() - failedAt)));
    const later = await start('down');
    expect(later.status).toBe(503);
    expect(down.seen).toHaveLength(2);
  });
});
