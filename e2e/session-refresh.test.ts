import type { Browser } from 'playwright-core';
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

  it('[S1.4-18] [S1.4-19] [S2.4-137] [S2.4-138] refreshes once, 10 s before expiry, and the session goes on', async () => {
    const token = await createPlayer(site.url, uniqueEmail('refresh'), password);
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    let refreshes = 0;
    context.on('request', (request) => {
      if (request.url().endsWith('/api/player/sessions/refresh')) refreshes++;
    });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${site.url}/profile/dashboard`);
    await page.clock.fastForward((ttlSeconds - 12) * 1000);
    expect(refreshes).toBe(0);

    // Just past the margin: exp is 60 s after login, and the client treats the token as expired 10 s early.
    await page.clock.fastForward(3000);
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'access_token')?.value, { timeout: 10_000 })
      .not.toBe(token);
    // This device's clock now runs ahead of the server's; the fresh token must not look expired too.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(refreshes).toBe(1);

    await page.goto(`${site.url}/profile/dashboard`);
    expect(new URL(page.url()).pathname).toBe('/profile/dashboard');
    await context.close();
  });
});
