import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium, waitForHydration } from './support/browser.ts';
import { createPlayer, logInWithForm, uniqueEmail } from './support/players.ts';
import { type RunningSite, startSite } from './support/site.ts';

const shots = process.env.LOYALTY_SHOTS;

describe.skipIf(!hasChromium())('the loyalty page', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite({
      NODE_ENV: 'test',
      JWT_SECRET: 'e2e-loyalty-page-secret-at-least-32-characters',
      LOYALTY_ENABLED: 'true',
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('shows a guest every level with its perks, in order, and no account', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/loyalty`);
    await waitForHydration(page);
    const levels = page.getByRole('region', { name: 'Levels' }).getByRole('heading', { level: 3 });
    await levels.first().waitFor();
    expect(await levels.allTextContents()).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']);
    // Amounts are worded once the public currency list is in.
    await page.getByText('$5 bonus on reaching this level', { exact: true }).waitFor();
    await expect(page.getByText('from 500 points').isVisible()).resolves.toBe(true);
    await expect(page.getByText('2% cashback', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('progressbar').count()).resolves.toBe(0);
    if (shots) await page.screenshot({ path: `${shots}/loyalty-guest-1280.png`, fullPage: true });
    await context.close();
  });

  it('shows a player their level, points and progress to the next', async () => {
    const email = uniqueEmail('loyalty');
    await createPlayer(site.url, email, 'Loyal-Player-2026');
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: 900 } });
      const page = await context.newPage();
      await logInWithForm(page, site.url, email, 'Loyal-Player-2026');
      await page.goto(`${site.url}/loyalty`);
      await waitForHydration(page);
      const account = page.getByRole('region', { name: 'Bronze' });
      await account.waitFor();
      await expect(account.getByText('0 points', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('progressbar').getAttribute('aria-valuenow')).resolves.toBe('0');
      await expect(account.getByText('0.00% of the way to Silver (500 points)').isVisible()).resolves.toBe(true);
      if (shots) await page.screenshot({ path: `${shots}/loyalty-player-${width}.png`, fullPage: true });
      await context.close();
    }
  });
});
