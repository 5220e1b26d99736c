import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './support/browser.ts';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { type RunningSite, startSite } from './support/site.ts';

const password = 'Fresh-Token3';
const ttlSeconds = 60;

describe.skipIf(!hasChromium())('access token refresh at expiry', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite({ NODE_ENV: 'test', ACCESS_TOKEN_TTL_SECONDS: String(ttlSeconds) });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('[S1.4-18] [S1.4-19] [S2.4-137] [S2.4-138] [S1.9-07] [S2.9-44] refreshes once, 10 s before expiry, and the session goes on', async () => {
    const token = await createPlayer(site.url, uniqueEmail('refresh'), password);
    const issued = Date.now();
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    let refreshes = 0;
    context.on('request', (request) => {
      if (request.url().endsWith('/api/player/sessions/refresh')) refreshes++;
    });
    const page = await context.newPage();
    // The page's clock starts at the login and stands still until moved: a slow machine's seconds between
    // the login and these steps do not count towards the token's minute.
    await page.clock.install({ time: issued });
    await page.clock.pauseAt(issued + 1000);
    await page.goto(`${site.url}/profile/dashboard`);
    await page.clock.fastForward((ttlSeconds - 13) * 1000);
    expect(refreshes).toBe(0);

    // Just past the margin: exp is 60 s after login, and the client treats the token as expired 10 s early.
    await page.clock.fastForward(3000);
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'access_token')?.value, { timeout: 10_000 })
      .not.toBe(token);
    await page.clock.resume();
    // This device's clock now runs ahead of the server's; the fresh token must not look expired too.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(refreshes).toBe(1);

    await page.goto(`${site.url}/profile/dashboard`);
    expect(new URL(page.url()).pathname).toBe('/profile/dashboard');
    await context.close();
  });

  it("[S1.4-19] [S1.4-20] [S2.4-138] [S2.4-139] two tabs share one refresh: the second waits on the flag and takes the first one's token", async () => {
    const token = await createPlayer(site.url, uniqueEmail('two-tabs'), password);
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    // The refresh answer is held back, so the second tab's timer fires while the first is still refreshing;
    // without the shared flag it would send a refresh of its own.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route('**/api/player/sessions/refresh', async (route) => {
      await held;
      await route.continue();
    });
    // One clock for the whole context (page.clock is the context's), so both tabs reach expiry together. It
    // stands still unless the test moves it: the waiting tab's polls then happen when the test says, however
    // slowly a loaded machine serves the held refresh.
    const start = Date.now();
    await context.clock.install({ time: start });
    await context.clock.pauseAt(start + 1000);
    const pages = [await context.newPage(), await context.newPage()];
    const refreshesBy = [0, 0];
    const refreshes = () => refreshesBy.reduce((sum, count) => sum + count, 0);
    for (const [index, page] of pages.entries()) {
      page.on('request', (request) => {
        if (request.url().endsWith('/api/player/sessions/refresh')) refreshesBy[index] = (refreshesBy[index] ?? 0) + 1;
      });
      await page.goto(`${site.url}/profile/dashboard`);
    }

    await context.clock.fastForward((ttlSeconds - 9) * 1000);
    await expect.poll(refreshes, { timeout: 5000 }).toBe(1);
    const waiting = (refreshesBy[0] === 0 ? pages[0] : pages[1]) as Page;
    const flag = await waiting.evaluate(() => localStorage.getItem('croupier:token-refresh'));
    expect(Number(flag)).toBeGreaterThan(0);
    // A couple of the waiting tab's 500 ms polls, well inside its ten.
    await context.clock.runFor(1000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(refreshes()).toBe(1);

    release();
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'access_token')?.value, { timeout: 10_000 })
      .not.toBe(token);
    await expect
      .poll(() => pages[0]?.evaluate(() => localStorage.getItem('croupier:token-refresh')), { timeout: 5000 })
      .toBeNull();
    // The waiting tab sees the flag clear at its next poll and takes the new cookie; no refresh of its own.
    await context.clock.runFor(1000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(refreshes()).toBe(1);
    await context.clock.resume();

    // Both tabs go on with the new token, neither is sent to the login page.
    for (const page of pages) {
      await page.reload();
      expect(new URL(page.url()).pathname).toBe('/profile/dashboard');
    }
    expect(refreshes()).toBe(1);
    await context.close();
  });

  it('[S1.8-04] [S2.8-20] a failed refresh ends the session: the cookie goes and the next page is a guest’s', async () => {
    const token = await createPlayer(site.url, uniqueEmail('refresh-fails'), password);
    const issued = Date.now();
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    let refreshes = 0;
    await context.route('**/api/player/sessions/refresh', (route) => {
      refreshes++;
      return route.fulfill({ status: 401, json: { error: { code: 'unauthorized', message: 'Session expired' } } });
    });
    const page = await context.newPage();
    await page.clock.install({ time: issued });
    await page.clock.pauseAt(issued + 1000);
    await page.goto(`${site.url}/profile/dashboard`);
    await page.clock.fastForward((ttlSeconds - 9) * 1000);
    await expect
      .poll(async () => (await context.cookies()).some((c) => c.name === 'access_token'), { timeout: 10_000 })
      .toBe(false);
    expect(refreshes).toBe(1);
    // A fresh tab of the same browser is a guest's: the player page sends it to the login.
    const next = await context.newPage();
    await next.goto(`${site.url}/profile/dashboard`);
    await next.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });

  it('[S2.9-45] [S2.9-46] a flag left by a tab closed mid-refresh is polled every 500 ms, 10 times, then the tab refreshes itself', async () => {
    const token = await createPlayer(site.url, uniqueEmail('flag-polls'), password);
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    // Each tab notes when it reads the flag (the page's own clock, the fake one below).
    await context.addInitScript(() => {
      const reads: number[] = [];
      (window as unknown as { flagReads: number[] }).flagReads = reads;
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        if (key === 'croupier:token-refresh') reads.push(Date.now());
        return getItem.call(this, key);
      };
    });
    // The first refresh never answers: its tab is closed while it waits, leaving its flag behind.
    let first = true;
    await context.route('**/api/player/sessions/refresh', async (route) => {
      if (!first) return route.continue();
      first = false;
      await new Promise(() => {});
    });
    const start = Date.now();
    await context.clock.install({ time: start });
    await context.clock.pauseAt(start + 1000);
    const pages = [await context.newPage(), await context.newPage()];
    const refreshesBy = [0, 0];
    for (const [index, page] of pages.entries()) {
      page.on('request', (request) => {
        if (request.url().endsWith('/api/player/sessions/refresh')) refreshesBy[index] = (refreshesBy[index] ?? 0) + 1;
      });
      await page.goto(`${site.url}/profile/dashboard`);
    }
    await context.clock.fastForward((ttlSeconds - 9) * 1000);
    await expect.poll(() => refreshesBy.reduce((sum, count) => sum + count, 0), { timeout: 5000 }).toBe(1);
    const closing = refreshesBy[0] === 1 ? 0 : 1;
    const waiting = pages[1 - closing] as Page;
    const flagReads = () => waiting.evaluate(() => (window as unknown as { flagReads: number[] }).flagReads.length);
    const before = await flagReads();
    await pages[closing]?.close();
    // The closed tab's lock is free now; its flag is still fresh, so the waiting tab polls it.
    await expect.poll(flagReads, { timeout: 5000 }).toBeGreaterThan(before);
    for (let poll = 1; poll < 10; poll++) {
      await context.clock.runFor(500);
      await expect.poll(flagReads, { timeout: 5000 }).toBe(before + 1 + poll);
    }
    expect(refreshesBy[1 - closing]).toBe(0);
    // The tenth poll still finds the flag: no more waiting, the tab refreshes by itself.
    await context.clock.runFor(500);
    await expect.poll(() => refreshesBy[1 - closing], { timeout: 5000 }).toBe(1);
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'access_token')?.value, { timeout: 10_000 })
      .not.toBe(token);
    const reads = await waiting.evaluate(() => (window as unknown as { flagReads: number[] }).flagReads);
    const polls = reads.slice(before);
    expect(polls).toHaveLength(11);
    expect(polls.slice(1).map((at, i) => at - (polls[i] ?? 0))).toEqual(new Array(10).fill(500));
    await context.close();
  });
});
