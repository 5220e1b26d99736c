import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, hasChromium, launchChromium } from './support/browser.ts';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { realtimeLive } from './support/realtime.ts';
import { type RunningSite, startSite } from './support/site.ts';
import { createDeposit } from './support/wallet.ts';

const password = 'Live-Wire8';

describe.skipIf(!hasChromium())('live updates through the realtime connection', () => {
  let site: RunningSite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    site = await startSite({ NODE_ENV: 'test', OUTBOX_POLL_MS: '50' });
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
  async function stoppedLivePage(token: string, path: string) {
    const page = await playerPage(token);
    const frames: string[] = [];
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => frames.push(String(frame.payload))));
    await page.clock.install();
    await page.goto(`${site.url}${path}`);
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
    const { page, received, asked } = await stoppedLivePage(token, '/');
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
    const { page, received, asked } = await stoppedLivePage(token, '/?wallet=history');
    await page.getByRole('dialog', { name: 'Wallet', exact: true }).waitFor();
    const reads = () =>
      asked((url) => url.pathname === '/api/payment/invoices' && url.searchParams.get('perPage') === '10');
    // The dialog's own first read may start after the counting did (a slow machine): it is not a live one.
    await page.getByTestId('history-empty').waitFor();
    const firstReads = reads();
    const listReads = () => reads() - firstReads;
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
    const { page, received, asked } = await stoppedLivePage(token, '/profile/bonuses');
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

  it('[S2.4-136] [S2.4-174] sends the tab to the login page within seconds when its session is closed from another device', async () => {
    const email = uniqueEmail('closed');
    const token = await createPlayer(site.url, email, password);
    const page = await playerPage(token);
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
  });
});
