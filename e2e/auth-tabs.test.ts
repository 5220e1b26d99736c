import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium, waitForHydration } from './support/browser.ts';
import { closeDepositWallet, createPlayer, logInWithForm, logOutFromHeader, uniqueEmail } from './support/players.ts';
import { type RunningSite, startSite } from './support/site.ts';
import { androidUserAgent, iPhoneUserAgent, provesVisibilityThreshold } from './support/visibility.ts';

describe.skipIf(!hasChromium())('auth: cross-tab session sync', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite({ NODE_ENV: 'test', JWT_SECRET: 'e2e-auth-tabs-secret-at-least-32-characters' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('[S2.4-142][S2.4-143][S1.4-13][S2.4-133] logging in in one tab reloads the other; logging out sends the other home', async () => {
    const email = uniqueEmail('tabs');
    await createPlayer(site.url, email, 'Sunny-Day7');
    // Two pages of one context share cookies and localStorage, as two tabs of one browser do.
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    const first = await context.newPage();
    const second = await context.newPage();

    await second.goto(`${site.url}/promotions`);
    await second.getByRole('link', { name: 'Log in' }).first().waitFor();
    // The storage listener that reloads this tab is attached by the hydrated page, not the server's markup.
    await waitForHydration(second);
    const reloaded = second.waitForEvent('load');
    await logInWithForm(first, site.url, email, 'Sunny-Day7');
    await reloaded;
    await second.getByTestId('user-nav-panel').waitFor();
    await waitForHydration(second);
    expect(new URL(second.url()).pathname).toBe('/promotions');
    // Only the tab that logged in is sent to the deposit wallet; the reloaded one started logged in.
    await closeDepositWallet(first);
    expect(new URL(second.url()).searchParams.has('wallet')).toBe(false);

    // The second tab now follows the first one's logout to the site root.
    await logOutFromHeader(first);
    await second.waitForURL(`${site.url}/`);
    await second.getByRole('link', { name: 'Log in' }).first().waitFor();
    expect(await second.getByTestId('user-nav-panel').count()).toBe(0);
    await context.close();
    // Four page loads, a login and a logout across two tabs: 18 s on a quiet machine, over 60 s on a loaded one.
  }, 120_000);

  it('[S2.4-144] [S1.9-15] [S2.9-63] on an iPhone a tab hidden over 30 s reloads the profile and accounts on return', async () => {
    await provesVisibilityThreshold(site.url, 30_000, iPhoneUserAgent);
  });

  it('[S2.4-144] [S1.9-16] [S2.9-64] on Android a tab hidden over 60 s reloads the profile and accounts on return', async () => {
    await provesVisibilityThreshold(site.url, 60_000, androidUserAgent);
  });

  it('[S2.4-144] [S1.9-17] [S2.9-65] on a computer a tab hidden over 2 hours reloads the profile and accounts on return', async () => {
    await provesVisibilityThreshold(site.url, 2 * 60 * 60 * 1000);
  });

  it('[S2.8-29] a tab ignores marker values it cannot decode', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(`${site.url}/promotions`);
    await second.goto(`${site.url}/promotions`);
    let loads = 0;
    second.on('load', () => {
      loads += 1;
    });
    await first.evaluate("localStorage.setItem('croupier:session-change', 'garbage')");
    await second.waitForTimeout(500);
    expect(loads).toBe(0);
    await context.close();
  });
});
