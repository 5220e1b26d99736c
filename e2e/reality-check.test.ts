import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { hasChromium, launchChromium } from './support/browser.ts';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { type RunningSite, startSite } from './support/site.ts';

const password = 'Steady-Pace4';
const minute = 60_000;

describe.skipIf(!hasChromium())('reality check', () => {
  let site: RunningSite;
  let browser: Browser;
  // The server's clock for responsible-gaming rules; the browser's is moved with Playwright's clock.
  let serverNow = Date.now();

  beforeAll(async () => {
    // Tokens are signed on the real clock, which the test does not move: a day-long token is never refreshed
    // here, so the site does not learn a "server clock" 16 minutes behind the limits clock it is tested against.
    site = await startSite(
      { NODE_ENV: 'test', ACCESS_TOKEN_TTL_SECONDS: '86400' },
      { clock: () => new Date(serverNow) },
    );
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const api = async (method: string, path: string, token: string, body?: unknown) => {
    const response = await fetch(`${site.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return (await response.json()) as { data: { dueAt: string | null; sessionMinutes: number } };
  };

  it('shows session time when the chosen interval has passed and holds the page until it is acknowledged', async () => {
    const token = await createPlayer(site.url, uniqueEmail('reality'), password);
    const set = await api('PUT', '/api/player/limits/reality-check', token, { intervalMinutes: 15 });
    const firstDue = Date.parse(set.data.dueAt ?? '');
    expect(firstDue).toBeGreaterThan(Date.now());

    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    const page = await context.newPage();
    await page.clock.install({ time: new Date(serverNow) });
    await page.goto(`${site.url}/`);
    const dialog = page.getByRole('dialog', { name: 'Reality check' });
    expect(await dialog.isVisible()).toBe(false);

    serverNow += 16 * minute;
    await page.clock.fastForward(16 * minute);
    await dialog.waitFor();
    // The session began a moment after this test read the clock, so 15 or 16 whole minutes have passed.
    expect(await dialog.textContent()).toMatch(/You have been playing for 1[56] minutes this session\./);
    expect(await axeViolations(page)).toEqual([]);
    // Escape does not dismiss it, not even twice (Chromium then closes a dialog regardless); only an answer does.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(200);
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByRole('button', { name: 'Continue playing' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const after = await api('GET', '/api/player/limits/reality-check', token);
    expect(Date.parse(after.data.dueAt ?? '')).toBe(serverNow + 15 * minute);
    await context.close();
  });

  it('is answered by keyboard: the limits page and logging out both acknowledge it first', async () => {
    // Sessions are stamped with the real time; a new player starts the limits clock from it again.
    serverNow = Date.now();
    const token = await createPlayer(site.url, uniqueEmail('reality-keys'), password);
    await api('PUT', '/api/player/limits/reality-check', token, { intervalMinutes: 15 });
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    const page = await context.newPage();
    await page.clock.install({ time: new Date(serverNow) });
    await page.goto(`${site.url}/`);
    const dialog = page.getByRole('dialog', { name: 'Reality check' });

    serverNow += 16 * minute;
    await page.clock.fastForward(16 * minute);
    await dialog.waitFor();
    // Focus starts inside the dialog, on its first answer; the page behind it is inert.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Continue playing');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Review my limits');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}/profile/limits`);
    const acknowledged = await api('GET', '/api/player/limits/reality-check', token);
    expect(Date.parse(acknowledged.data.dueAt ?? '')).toBe(serverNow + 15 * minute);

    // The next one, 15 minutes later, on the limits page: log out from it.
    serverNow += 16 * minute;
    await page.clock.fastForward(16 * minute);
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/playing for 3[12] minutes this session/);
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && path.startsWith('/api/player/')) calls.push(path);
    });
    await dialog.getByRole('button', { name: 'Log out' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}/`);
    expect(calls).toEqual(['/api/player/limits/reality-check/acknowledge', '/api/player/sessions/logout']);
    const gone = await fetch(`${site.url}/api/player/limits/reality-check`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(gone.status).toBe(401);
    expect(await dialog.count()).toBe(0);
    await context.close();
  });

  it('answered in one tab, closes in the other tabs of the session', async () => {
    serverNow = Date.now();
    const token = await createPlayer(site.url, uniqueEmail('reality-tabs'), password);
    await api('PUT', '/api/player/limits/reality-check', token, { intervalMinutes: 15 });
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    await context.clock.install({ time: new Date(serverNow) });
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(`${site.url}/`);
    await second.goto(`${site.url}/profile/limits`);

    serverNow += 16 * minute;
    await context.clock.fastForward(16 * minute);
    const dialogIn = (page: Page) => page.getByRole('dialog', { name: 'Reality check' });
    await dialogIn(first).waitFor();
    await dialogIn(second).waitFor();
    await dialogIn(first).getByRole('button', { name: 'Continue playing' }).click();
    await dialogIn(first).waitFor({ state: 'hidden' });
    await dialogIn(second).waitFor({ state: 'hidden' });
    await context.close();
  });
});
