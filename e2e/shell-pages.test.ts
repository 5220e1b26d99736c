import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './support/browser.ts';
import { type RunningSite, startSite } from './support/site.ts';

describe.skipIf(!hasChromium())('site shell: geo restriction, error page, route guards', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function open(path: string, headers: Record<string, string> = {}) {
    const context = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: headers });
    const page = await context.newPage();
    const response = await page.goto(`${site.url}${path}`);
    return { context, page, response };
  }

  it('[S1.2-39][S1.2-40][S2.2-26][S1.1-20] a restricted country (cf-ipcountry: US) gets the geo-restricted layout', async () => {
    const { context, page } = await open('/casino', { 'cf-ipcountry': 'US' });
    await expect(page.getByTestId('geo-restricted').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Not available in your country');
    await expect(page.getByText('Detected country: United States').isVisible()).resolves.toBe(true);
    // No lobby: neither the page nor the shell's log-in controls.
    await expect(page.getByRole('link', { name: 'Log in' }).count()).resolves.toBe(0);
    // The visitor can still change language and reach support.
    await expect(page.getByRole('link', { name: 'Français' }).getAttribute('href')).resolves.toBe('/fr/casino');
    await expect(page.locator('a[href^="mailto:"]').count()).resolves.toBeGreaterThan(0);
    await context.close();
  });

  it('[S1.2-40] an allowed country (DE) sees the normal site', async () => {
    const { context, page } = await open('/casino', { 'cf-ipcountry': 'DE' });
    await expect(page.getByTestId('geo-restricted').count()).resolves.toBe(0);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Casino');
    await context.close();
  });

  it('[S1.2-48][S1.2-50][S1.2-51][S1.2-59][S1.2-60][S1.2-61][S2.2-28][S2.2-29][S2.2-30] an unknown page shows the 404 error page with title, text, path and Homepage button to /', async () => {
    const { context, page, response } = await open('/no-such-page-here');
    expect(response?.status()).toBe(404);
    const error = page.getByTestId('error-page');
    await expect(error.getByText('404', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(error.getByText('Page Not Found').isVisible()).resolves.toBe(true);
    await expect(error.getByText('/no-such-page-here').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Something went wrong');
    await expect(
      error
        .getByText(
          'The page you are trying to access does not exist or has been moved. Try going back to our homepage.',
        )
        .isVisible(),
    ).resolves.toBe(true);
    const home = error.getByRole('link', { name: 'Homepage' });
    await expect(home.getAttribute('href')).resolves.toBe('/');
    await context.close();
  });

  it('[S1.2-62][S1.2-63][S2.2-31] with a locale, the error page is translated and Homepage leads to the locale root', async () => {
    const { context, page, response } = await open('/fr/no-such-page-here');
    expect(response?.status()).toBe(404);
    // The wording is the French error document from content (its defaults live in the messages).
    const content = JSON.parse(
      readFileSync(new URL('../apps/server/content/fr/pages/error.json', import.meta.url), 'utf8'),
    ) as { title: string; text: string; button: string };
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(content.title);
    await expect(page.getByText(content.text).isVisible()).resolves.toBe(true);
    const home = page.getByTestId('error-page').getByRole('link', { name: content.button });
    await expect(home.getAttribute('href')).resolves.toBe('/fr');
    await context.close();
  });

  it('[S1.2-10][S1.2-14][S1.2-22][S1.2-33][S1.4-02][S1.6-02] guests are sent from login-required pages to the localized login', async () => {
    for (const [from, to] of [
      ['/favorites', '/login'],
      ['/bonuses', '/login'],
      ['/recently', '/login'],
      ['/profile/limits', '/login'],
      ['/fr/favorites', '/fr/login'],
    ] as const) {
      const { context, page, response } = await open(from);
      expect(new URL(page.url()).pathname, from).toBe(to);
      expect(response?.request().redirectedFrom()?.url(), from).toBe(`${site.url}${from}`);
      await context.close();
    }
  });

  it('[S1.2-15][S1.2-16][S1.2-17][S1.2-18][S1.6-03] guest-only pages open for guests in their card layout', async () => {
    for (const path of ['/login', '/sign-up', '/forgot-password', '/reset-password']) {
      const { context, page, response } = await open(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('link', { name: 'Back to the lobby' }).isVisible(), path).resolves.toBe(true);
      await context.close();
    }
  });

  it('[S1.2-21][S1.2-32][S1.2-34][S1.6-04][S1.6-05] loyalty, quests and sports answer 404 while their flags are off', async () => {
    for (const path of ['/loyalty', '/quests', '/sports', '/fr/quests']) {
      const { context, page, response } = await open(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByTestId('error-page').isVisible(), path).resolves.toBe(true);
      // Nor does the menu lead to the sportsbook.
      await expect(page.getByRole('link', { name: 'Sports', exact: true }).count(), path).resolves.toBe(0);
      await context.close();
    }
  });

  it('[S1.2-41][S1.2-42][S1.2-46] guests see Log in / Sign up, not the player panels or the quick-deposit prompt', async () => {
    const { context, page } = await open('/casino');
    await expect(page.getByRole('link', { name: 'Sign up' }).first().isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('user-nav-panel').count()).resolves.toBe(0);
    await expect(page.getByTestId('currency-nav-panel').count()).resolves.toBe(0);
    await expect(page.getByTestId('quick-deposit-prompt').count()).resolves.toBe(0);
    await context.close();
  });
});
