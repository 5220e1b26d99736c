import { onlineChannel } from '@croupier/contracts/realtime-channels';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, hasChromium, launchChromium } from './support/browser.ts';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { realtimeLive } from './support/realtime.ts';
import { freePort, type RunningSite, startSite } from './support/site.ts';
import { demoRace as race } from './support/tournaments.ts';
import { createDeposit } from './support/wallet.ts';

const password = 'Live-Wire8';

describe.skipIf(!hasChromium())('live updates through the realtime connection', () => {
  let site: RunningSite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  // A port of its own: the gateway-restart test starts the site again at the same address.
  const env: Record<string, string> = { NODE_ENV: 'test', OUTBOX_POLL_MS: '50' };

  beforeAll(async () => {
    env.PORT = String(await freePort());
    site = await startSite(env);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await closeContexts(contexts);
    await browser?.close();
    await site?.close();
  });
  // A test's pages keep their sockets and timers running until closed: left open, they slowed every later test.
  afterEach(() => closeContexts(contexts));

  async function playerPage(token: string): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    return context.newPage();
  }

  const api = async (method: string, path: string, token: string, body?: unknown) => {
    const response = await fetch(`${site.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
  };

  const realtimeState = (page: Page) => page.locator('[data-realtime-state]').getAttribute('data-realtime-state');

  it('[S2.7-85] [S2.4-167] [S2.7-75] connects at mount and shows a profile change made elsewhere without a reload', async () => {
    const email = uniqueEmail('live');
    const token = await createPlayer(site.url, email, password);
    const page = await playerPage(token);
    await page.goto(`${site.url}/`);
    await expect.poll(() => realtimeState(page), { timeout: 10_000 }).toBe('connected');
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });

    const profile = await api('GET', '/api/player/profile', token);
    const changed = await api('PUT', '/api/player/profile', token, { ...profile.body.data, nickname: 'LiveLuca' });
    expect(changed.status).toBe(200);
    await expect.poll(() => page.getByTestId('player-name').textContent(), { timeout: 5000 }).toBe('LiveLuca');
    expect(navigations).toBe(0);
  });

  /**
   * The player's page at `path`, live, then its clock stopped: a debounce's timer runs only as the test moves
   * the clock. `received(type)` counts the realtime messages of that type the server has sent the page, and
   * `asked(test)` the page's requests whose address passes the test, from now on.
   */
  /**
   * A live page whose clock stops once it is live and `shown` (the part under test has read its data): on a
   * slow machine the socket can be live first, and a read left waiting on a stopped timer never comes.
   */
  async function stoppedLivePage(token: string, path: string, shown: (page: Page) => Locator) {
    const page = await playerPage(token);
    const frames: string[] = [];
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => frames.push(String(frame.payload))));
    await page.clock.install();
    await page.goto(`${site.url}${path}`);
    await shown(page).waitFor();
    await expect.poll(() => realtimeLive(page), { timeout: 10_000 }).toBe(true);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const requests: URL[] = [];
    page.on('request', (request) => requests.push(new URL(request.url())));
    return {
      page,
      received: (type: string) => frames.reduce((count, frame) => count + frame.split(`"${type}"`).length - 1, 0),
      asked: (test: (url: URL) => boolean) => requests.filter(test).length,
    };
  }

  /**
   * The end of a burst of live messages: nothing is read again 499 ms after the last one, the one read is at
   * 500 ms, and nothing follows it.
   */
  async function readOnce500msAfter(page: Page, reads: () => number): Promise<void> {
    await page.clock.runFor(499);
    // A read starts as its timer fires: none by now is none at all.
    await page.waitForTimeout(300);
    expect(reads()).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(reads).toBe(1);
    await page.clock.runFor(2000);
    await page.waitForTimeout(300);
    expect(reads()).toBe(1);
  }

  it('[S1.9-14] [S2.9-04] a burst of profile changes made elsewhere reloads the profile once, 500 ms after the last', async () => {
    const token = await createPlayer(site.url, uniqueEmail('burst'), password);
    const { page, received, asked } = await stoppedLivePage(token, '/', (page) => page.getByTestId('header-balance'));
    const profile = (await api('GET', '/api/player/profile', token)).body.data;
    for (const [index, nickname] of ['Burst1', 'Burst2', 'Burst3'].entries()) {
      expect((await api('PUT', '/api/player/profile', token, { ...profile, nickname })).status).toBe(200);
      await expect.poll(() => received('player.updated')).toBe(index + 1);
      // Each change comes 300 ms after the one before, inside its 500 ms: the wait starts again.
      if (index < 2) await page.clock.runFor(300);
    }
    await readOnce500msAfter(page, () => asked((url) => url.pathname.endsWith('.data')));
    await expect.poll(() => page.getByTestId('player-name').textContent()).toBe('Burst3');
  });

  it('[S2.9-02] live transaction updates refresh the wallet history once, 500 ms after the last', async () => {
    const token = await createPlayer(site.url, uniqueEmail('history'), password);
    const { page, received, asked } = await stoppedLivePage(token, '/?wallet=history', (page) =>
      page.getByTestId('history-empty'),
    );
    const listReads = () =>
      asked((url) => url.pathname === '/api/payment/invoices' && url.searchParams.get('perPage') === '10');
    // Two deposits started on another device, 300 ms apart: two updates of invoices the list lacks.
    await createDeposit(site.url, token, 20);
    await expect.poll(() => received('transactionUpdated')).toBe(1);
    await page.clock.runFor(300);
    await createDeposit(site.url, token, 30);
    await expect.poll(() => received('transactionUpdated')).toBe(2);
    await readOnce500msAfter(page, listReads);
  });

  it('[S2.9-03] live bonus updates read the bonus lists again once, 500 ms after the last', async () => {
    const token = await createPlayer(site.url, uniqueEmail('bonus-burst'), password);
    const { page, received, asked } = await stoppedLivePage(token, '/profile/bonuses', (page) =>
      page.getByTestId('bonuses-empty'),
    );
    const listReads = () =>
      asked((url) => url.pathname === '/api/game/player-bonuses' && url.searchParams.get('perPage') !== '1');
    // A code redeemed on another device issues a bonus; 300 ms later that bonus is activated there.
    const redeemed = await api('POST', '/api/game/bonuses/bonuscodes', token, {
      bonusCode: 'NODEPOSIT10',
      trigger: 1,
      currency: 'CAD',
    });
    expect(redeemed.status).toBe(200);
    await expect.poll(() => received('bonus.updated')).toBe(1);
    await page.clock.runFor(300);
    const bonuses = await api('GET', '/api/game/player-bonuses?page=1&perPage=10', token);
    const id = (bonuses.body.data as unknown as { id: string }[])[0]?.id;
    expect((await api('PUT', `/api/game/player-bonuses/${id}/activate`, token)).status).toBe(200);
    await expect.poll(() => received('bonus.updated')).toBe(2);
    await readOnce500msAfter(page, listReads);
  });

  it('[S2.4-136] [S2.4-174] [S2.8-35] sends the tab to the login page within seconds when its session is closed from another device', async () => {
    const email = uniqueEmail('closed');
    const token = await createPlayer(site.url, email, password);
    const page = await playerPage(token);
    const console: string[] = [];
    page.on('console', (message) => console.push(message.text()));
    await page.goto(`${site.url}/`);
    await expect.poll(() => realtimeState(page), { timeout: 10_000 }).toBe('connected');

    const other = await fetch(`${site.url}/api/player/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, fingerprint: `fp-${crypto.randomUUID()}` }),
    });
    const otherToken = ((await other.json()) as { data: { accessToken: string } }).data.accessToken;
    const sessions = await api('GET', '/api/player/sessions?page=1&perPage=10', otherToken);
    const mine = (sessions.body.data as unknown as { id: string; current: boolean }[]).find((s) => !s.current);
    expect(mine).toBeDefined();
    const closed = await api('PUT', `/api/player/sessions/${mine?.id}/close`, otherToken);
    expect(closed.status).toBe(200);

    await page.waitForURL(/\/login$/, { timeout: 5000 });
    await expect
      .poll(() => page.evaluate(() => document.cookie.includes('access_token=')), { timeout: 2000 })
      .toBe(false);
    // The gateway refused the closed session: the page names it and ends the session rather than reconnecting.
    expect(console.filter((line) => line.startsWith('[realtime] unauthorized: session over'))).toHaveLength(1);
  });
  /** The commands or replies of one WebSocket message (the JSON protocol sends them newline-separated). */
  const frames = (message: string | Buffer) =>
    String(message)
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => ({ line, id: (JSON.parse(line) as { id?: number }).id }));

  /** The gateway's failure, as the JSON protocol answers a command with it. */
  interface Failure {
    code: number;
    message: string;
    temporary?: boolean;
  }

  /**
   * Passes the page's commands to the real gateway and its messages back (through `toPage`), except the commands
   * `refuse` answers with a failure for (it is told which of the page's sockets, from 0): the gateway never sees
   * those, and the page gets the failure instead.
   */
  async function refuseCommands(
    page: Page,
    refuse: (line: string, socket: number) => Failure | undefined,
    toPage: (message: string) => string = (message) => message,
  ): Promise<void> {
    let socketCount = 0;
    await page.routeWebSocket(/\/api\/connection\/websocket/, (ws) => {
      const socket = socketCount++;
      const server = ws.connectToServer();
      ws.onMessage((message) => {
        const kept = frames(message).filter(({ line, id }) => {
          const error = refuse(line, socket);
          if (error) ws.send(JSON.stringify({ id, error }));
          return !error;
        });
        if (kept.length) server.send(kept.map(({ line }) => line).join('\n'));
      });
      server.onMessage((message) => ws.send(toPage(String(message))));
    });
  }

  /**
   * Moves a stopped page's clock in small steps until `done`, at most `steps` times: a routed page is handed its
   * frames, and runs what they start, on its own timers.
   */
  async function stepClock(page: Page, done: () => boolean | Promise<boolean>, steps: number, stepMs: number) {
    for (let step = 0; step < steps && !(await done()); step++) {
      await page.clock.runFor(stepMs);
      await page.waitForTimeout(50);
    }
  }

  /** What the page's realtime sockets did, each moment in the page's own (fake) clock. */
  interface SocketEntry {
    opened: number;
    /** When the page closed it (the client gave up on it). */
    closing?: number;
    closed?: number;
    code?: number;
    sent: [number, string][];
    received: number[];
  }

  /**
   * Installed before the page's scripts: every WebSocket the page makes notes its life in `window.sockets`. On a
   * page whose sockets the test routes, these are the sockets to the gateway: `sent` is what the route passed on.
   */
  function noteSockets() {
    const entries: SocketEntry[] = [];
    (window as unknown as { sockets: SocketEntry[] }).sockets = entries;
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      readonly #entry: SocketEntry = { opened: Date.now(), sent: [], received: [] };
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        entries.push(this.#entry);
        this.addEventListener('message', () => this.#entry.received.push(Date.now()));
        this.addEventListener('close', (event) => {
          this.#entry.closed = Date.now();
          this.#entry.code = event.code;
        });
      }
      override send(data: Parameters<WebSocket['send']>[0]) {
        this.#entry.sent.push([Date.now(), String(data)]);
        super.send(data);
      }
      override close(code?: number, reason?: string) {
        this.#entry.closing ??= Date.now();
        super.close(code, reason);
      }
    };
  }

  /**
   * A page whose realtime sockets are noted (see noteSockets), whose console is kept, and whose clock is the
   * test's: it runs until `stop()`, then moves only as the test moves it.
   */
  async function watchedPage(token?: string) {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    if (token) await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    await context.addInitScript(noteSockets);
    const page = await context.newPage();
    const console: string[] = [];
    page.on('console', (message) => console.push(message.text()));
    await page.clock.install();
    const sockets = () => page.evaluate(() => (window as unknown as { sockets: SocketEntry[] }).sockets);
    return {
      page,
      sockets,
      latest: async () => (await sockets()).at(-1) as SocketEntry,
      logged: (line: string) => console.filter((text) => text.includes(line)).length,
      stop: async () => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000),
      now: () => page.evaluate(() => Date.now()),
    };
  }

  it('[S2.8-31] [S2.9-47] [S2.9-48] when the gateway restarts, the page reconnects with backoff from 500 ms up to 20 s and is live again', async () => {
    const { page, sockets, latest, logged, stop } = await watchedPage();
    await page.goto(`${site.url}/`);
    await expect.poll(() => realtimeLive(page), { timeout: 10_000 }).toBe(true);
    await stop();
    // The page's own later parts load first (the chat widget after 4 s, idle-time preloads): one failing to
    // load while the site is down would reload the page (a stale build, to the page), which is not this test.
    await page.clock.runFor(10_000);
    await page.waitForLoadState('networkidle');
    // The backoff's jitter drawn at its highest, so each wait is the longest the backoff allows: it doubles
    // from the 500 ms minimum (500 + up to 500, 1000, 2000…) and never passes the 20 s maximum.
    await page.evaluate(() => {
      Math.random = () => 0.999_999;
    });
    const expected = [1000, 1500, 2500, 4500, 8500, 16_500, 20_000, 20_000];

    // The real gateway goes away: its sockets are cut (3001 shutdown), and while it is down connections fail.
    await site.close();
    for (const wait of expected) {
      await expect.poll(async () => (await latest()).closed, { timeout: 10_000 }).toBeDefined();
      const before = (await sockets()).length;
      await page.clock.runFor(wait);
      await expect.poll(async () => (await sockets()).length, { timeout: 5000 }).toBe(before + 1);
    }
    await expect.poll(async () => (await latest()).closed, { timeout: 10_000 }).toBeDefined();
    const noted = await sockets();
    const waits = noted.slice(1).map((socket, i) => socket.opened - (noted[i]?.closed ?? 0));
    expect(waits).toEqual(expected);
    expect(noted[0]?.code).toBe(3001);
    expect(logged('[realtime] server disconnect: reconnecting (3001 shutdown)')).toBe(1);
    expect(logged('[realtime] transport closed: reconnecting')).toBeGreaterThanOrEqual(expected.length - 1);

    // Back at the same address: the next attempt, at most 20 s on, connects and subscribes again.
    site = await startSite(env);
    await page.clock.runFor(20_000);
    await expect.poll(() => realtimeLive(page), { timeout: 10_000 }).toBe(true);
    expect(((await sockets()).at(-1)?.opened ?? 0) - ((await sockets()).at(-2)?.closed ?? 0)).toBe(20_000);
  });

  it('[S2.8-36] [S2.9-50] a connection the server stops pinging is dropped 10 s after the ping was due and made again', async () => {
    const { page, sockets, latest, logged, stop, now } = await watchedPage();
    await page.goto(`${site.url}/`);
    await expect.poll(() => realtimeLive(page), { timeout: 10_000 }).toBe(true);
    await stop();
    const first = await latest();
    const connectReply = first.received[0] ?? 0;
    // The gateway announced its ping interval in the connect reply.
    expect(connectReply).toBeGreaterThan(0);
    // The page's clock runs ahead while the real gateway, on its own 25 s timer, sends nothing in that moment:
    // to the page, its pings stopped. Any frame it did receive (a real ping) starts the wait again.
    let measured = false;
    for (let tries = 0; tries < 3 && !measured; tries++) {
      const last = Math.max(...(await latest()).received);
      await page.clock.runFor(last + 25_000 + 10_000 - 1 - (await now()));
      if (Math.max(...(await latest()).received) !== last) continue;
      await page.waitForTimeout(200);
      expect((await latest()).closing).toBeUndefined();
      // Due 35 s after the frame was handled, a moment after it was noted when the clock was still running.
      await page.clock.runFor(500);
      await expect.poll(async () => (await latest()).closing, { timeout: 5000 }).toBeDefined();
      expect(((await latest()).closing ?? 0) - last).toBeGreaterThanOrEqual(35_000);
      expect(((await latest()).closing ?? 0) - last).toBeLessThan(35_500);
      measured = true;
    }
    expect(measured).toBe(true);
    expect(logged('[realtime] no ping: reconnecting')).toBe(1);
    const dropped = (await sockets()).length;
    await page.clock.runFor(1000);
    await expect.poll(async () => (await sockets()).length, { timeout: 5000 }).toBe(dropped + 1);
    await expect.poll(() => realtimeLive(page), { timeout: 10_000 }).toBe(true);
  });
  it('[S2.8-33] [S2.9-49] a subscription the server leaves unanswered times out after 5000 ms and the page connects again', async () => {
    const { page, sockets, logged, stop, now } = await watchedPage();
    // The network loses the gateway's answers to the first socket's subscription of the online counter.
    let socketCount = 0;
    await page.routeWebSocket(/\/api\/connection\/websocket/, (ws) => {
      const server = ws.connectToServer();
      const lost = socketCount++ === 0 ? new Set<number>() : undefined;
      ws.onMessage((message) => {
        for (const { line, id } of frames(message)) {
          if (lost && id !== undefined && line.includes(`"channel":"${onlineChannel}"`)) lost.add(id);
        }
        server.send(message);
      });
      server.onMessage((message) => {
        const kept = frames(message).filter(({ id }) => id === undefined || !lost?.has(id));
        if (kept.length) ws.send(kept.map(({ line }) => line).join('\n'));
      });
    });
    // What the page itself sends, and when (the routed socket's, noted before the route passes it on).
    await page.addInitScript(() => {
      const send = WebSocket.prototype.send;
      const sent: [number, string][] = [];
      (window as unknown as { pageSent: typeof sent }).pageSent = sent;
      WebSocket.prototype.send = function (data) {
        sent.push([Date.now(), String(data)]);
        send.call(this, data);
      };
    });
    await page.goto(`${site.url}/`);
    const sentAt = () =>
      page.evaluate(
        (channel) =>
          (window as unknown as { pageSent: [number, string][] }).pageSent.find(([, data]) =>
            data.includes(`"channel":"${channel}"`),
          )?.[0],
        onlineChannel,
      );
    await expect.poll(sentAt, { timeout: 10_000 }).toBeDefined();
    await stop();
    const at = (await sentAt()) ?? 0;
    // The client's timer starts as it queues the command, a moment before it sends it.
    await page.clock.runFor(at + 4950 - (await now()));
    await page.waitForTimeout(200);
    expect((await sockets())[0]?.closing).toBeUndefined();
    // What the timeout starts may wait on the page's timers too: the clock moves on in small steps.
    await stepClock(page, async () => (await sockets())[0]?.closing !== undefined, 20, 10);
    const closing = (await sockets())[0]?.closing ?? 0;
    expect(closing - at).toBeGreaterThan(4950);
    expect(closing - at).toBeLessThanOrEqual(5050);
    expect(logged('[realtime] timeout: reconnecting')).toBe(1);
    // The next connection, after the backoff's first wait (500 ms and up to 500 more), answers in full.
    await page.clock.runFor(1000);
    await expect.poll(() => realtimeLive(page), { timeout: 10_000 }).toBe(true);
    expect((await sockets()).length).toBe(2);
  });

  it('[S2.8-30] a socket lost while the connect command is unanswered: the page names it and connects again', async () => {
    const { page, sockets, logged } = await watchedPage();
    // The network drops the page's first socket the moment it sends its connect command, before the gateway sees it.
    let socketCount = 0;
    await page.routeWebSocket(/\/api\/connection\/websocket/, (ws) => {
      const first = socketCount++ === 0;
      const server = ws.connectToServer();
      ws.onMessage((message) => {
        if (first && String(message).includes('"connect"')) return void ws.close();
        server.send(message);
      });
      server.onMessage((message) => ws.send(message));
    });
    await page.goto(`${site.url}/`);
    await expect.poll(() => logged('[realtime] connection closed: reconnecting'), { timeout: 10_000 }).toBe(1);
    await page.clock.runFor(1000);
    await expect.poll(() => realtimeLive(page), { timeout: 10_000 }).toBe(true);
    expect((await sockets()).length).toBe(2);
  });

  it('[S2.8-37] a socket the gateway closes with 1009 (a frame past its limit) is not made again', async () => {
    const { page, sockets, logged, stop } = await watchedPage();
    let gateway: { send(message: string): void } | undefined;
    await page.routeWebSocket(/\/api\/connection\/websocket/, (ws) => {
      const server = ws.connectToServer();
      gateway ??= server;
      ws.onMessage((message) => server.send(message));
      server.onMessage((message) => ws.send(message));
    });
    await page.goto(`${site.url}/`);
    await expect.poll(() => realtimeLive(page), { timeout: 10_000 }).toBe(true);
    await stop();
    // One frame on the page's socket past the gateway's 64 KiB limit: the real gateway closes it with 1009.
    gateway?.send(`{"id":999,"rpc":{"data":"${'x'.repeat(70_000)}"}}`);
    await expect.poll(async () => (await sockets())[0]?.code, { timeout: 5000 }).toBe(1009);
    expect(logged('[realtime] message size limit exceeded: stopped')).toBe(1);
    // Past the longest reconnect wait (20 s), still the one socket: the page does not connect again.
    await page.clock.runFor(30_000);
    await page.waitForTimeout(300);
    expect((await sockets()).length).toBe(1);
    expect(await realtimeState(page)).toBe('disconnected');
  });

  it('[S2.8-38] an unsubscribe the gateway refuses: the page connects again, without the channel it left', async () => {
    const { page, sockets, logged } = await watchedPage();
    const tournamentChannel = (sent: string) => sent.includes(race);
    // The gateway's answer to the first socket's unsubscribe of the tournament, as when it fails: an internal error.
    await refuseCommands(page, (line, socket) =>
      socket === 0 && line.includes('"unsubscribe"') && tournamentChannel(line)
        ? { code: 100, message: 'internal server error' }
        : undefined,
    );
    await page.goto(`${site.url}/tournaments/${race}`);
    await expect.poll(() => realtimeLive(page), { timeout: 10_000 }).toBe(true);
    expect((await sockets())[0]?.sent.some(([, data]) => data.includes('"subscribe"') && tournamentChannel(data))).toBe(
      true,
    );
    // Leaving the tournament for the casino lobby, in the page: its channel is left.
    await page.getByRole('link', { name: 'Casino', exact: true }).first().click();
    await page.waitForURL(`${site.url}/casino`);
    await expect.poll(() => logged('[realtime] unsubscribe error: reconnecting'), { timeout: 10_000 }).toBe(1);
    await page.clock.runFor(1000);
    await expect.poll(() => realtimeLive(page), { timeout: 10_000 }).toBe(true);
    const again = (await sockets())[1];
    expect(again?.sent.some(([, data]) => tournamentChannel(data))).toBe(false);
  });

  it('[S2.8-21] [S2.8-39] [S2.9-51] a token refresh the gateway fails for a moment is tried again 5–10 s later, on the same socket', async () => {
    const token = await createPlayer(site.url, uniqueEmail('refresh'), password);
    const { page, sockets, logged, stop, now } = await watchedPage(token);
    // The gateway's connect reply asks for a refresh in 20 s rather than at the token's expiry, and it fails the
    // first refresh for a moment (a temporary error).
    const refreshes: string[] = [];
    await refuseCommands(
      page,
      (line) => {
        if (!line.includes('"refresh"')) return undefined;
        refreshes.push(line);
        return refreshes.length === 1 ? { code: 100, message: 'internal server error', temporary: true } : undefined;
      },
      (message) => message.replace(/"ttl":\d+/, '"ttl":20'),
    );
    await page.goto(`${site.url}/`);
    await expect.poll(() => realtimeLive(page), { timeout: 10_000 }).toBe(true);
    await stop();
    const connectReply = (await sockets())[0]?.received[0] ?? 0;
    // The refresh timer starts as the reply is handled, a moment after the socket received it.
    await page.clock.runFor(connectReply + 20_100 - (await now()));
    await expect.poll(() => refreshes.length, { timeout: 5000 }).toBe(1);
    // Frames reach a routed page on its timers: the clock moves in small steps until the failure arrives.
    await stepClock(page, () => logged('[realtime] token refresh error: retrying') > 0, 50, 20);
    expect(logged('[realtime] token refresh error: retrying (100 internal server error)')).toBe(1);
    // The retry's timer started at most one step before the failure was seen.
    const failedBy = await now();
    await page.clock.runFor(4979);
    await page.waitForTimeout(300);
    expect(refreshes.length).toBe(1);
    await page.clock.runFor(failedBy + 10_000 - (await now()));
    await expect.poll(() => refreshes.length, { timeout: 5000 }).toBe(2);
    // The gateway takes the second: the connection lives on, with no reconnect.
    await stepClock(page, () => false, 10, 20);
    expect(logged('[realtime] token refresh error')).toBe(1);
    expect(await realtimeLive(page)).toBe(true);
    expect((await sockets()).length).toBe(1);
    expect(refreshes.length).toBe(2);
  });
});
