import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, hasChromium, launchChromium } from './support/browser.ts';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { type RunningSite, startSite } from './support/site.ts';

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
