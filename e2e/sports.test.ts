import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { closeContexts, hasChromium, launchChromium, waitForHydration } from './support/browser.ts';
import { gameWalletSecret } from './support/games.ts';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { realtimeLive } from './support/realtime.ts';
import { freePort, type RunningSite, startSite } from './support/site.ts';
import { depositApproved } from './support/wallet.ts';

const password = 'Sunny-Day7';

/**
 * /sports with the sandbox sportsbook (decision 0136): the site on 127.0.0.1 frames the sandbox on localhost,
 * another origin, as a third-party sportsbook would be. Without the two settings /sports is 404 with no menu
 * entry (shell-pages.test.ts).
 */
describe.skipIf(!hasChromium())('sports: the sportsbook frame and its money', () => {
  let site: RunningSite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const port = await freePort();
    site = await startSite({
      NODE_ENV: 'test',
      JWT_SECRET: 'e2e-sports-secret-that-is-at-least-32-characters',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SPORTSBOOK_CLIENT_HOST: `http://localhost:${port}/sandbox/sportsbook`,
      SPORTSBOOK_CLIENT_ID: 'croupier-e2e',
      SPORTSBOOK_SANDBOX_ENABLED: 'true',
      GAME_WALLET_SECRET: gameWalletSecret,
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await closeContexts(contexts);
    await browser?.close();
    await site?.close();
  });
  afterEach(() => closeContexts(contexts));

  async function newPage(width = 1280): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: 900 } });
    contexts.push(context);
    return context.newPage();
  }

  it('[S1.2-34] a guest sees the sportsbook in its frame, from the menu, and is sent to log in from it', async () => {
    const page = await newPage();
    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Sports' }).first().click();
    await page.waitForURL(`${site.url}/sports`);
    const frameElement = page.getByTestId('sportsbook-frame');
    await expect(frameElement.getAttribute('title')).resolves.toBe('Sportsbook');
    await expect(frameElement.getAttribute('src')).resolves.toMatch(/clientId=croupier-e2e&locale=en$/);
    const frame = page.frameLocator('[data-testid="sportsbook-frame"]');
    await frame.getByRole('heading', { name: 'Arsenal v Chelsea' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Keyboard: the frame's controls are reached by tabbing from the page.
    await frame.getByRole('button', { name: 'Log in' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}/login`);
  });

  it('a player bets in the frame: the header balance follows the stake and the win, live', async () => {
    const email = uniqueEmail('sports');
    const token = await createPlayer(site.url, email, password);
    await depositApproved(site.url, token, 50);
    const page = await newPage();
    await page.goto(`${site.url}/login`);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByTestId('user-nav-panel').waitFor();
    await page.goto(`${site.url}/sports`);
    await expect.poll(() => realtimeLive(page)).toBe(true);
    await expect.poll(() => page.getByTestId('header-balance').textContent()).toBe('$50.00');
    const frame = page.frameLocator('[data-testid="sportsbook-frame"]');
    // The frame has its token (the player's controls) and the balance the site passed it.
    await frame.getByRole('button', { name: 'Deposit' }).waitFor();
    await frame.getByTestId('sportsbook-balance').filter({ hasText: '50.00' }).waitFor();

    await frame.getByRole('button', { name: 'Arsenal v Chelsea, Match result: 1 at 2.10' }).click();
    await frame.getByLabel('Stake').fill('10');
    await frame.getByRole('button', { name: 'Place bet' }).click();
    await frame.getByText('Bet placed.').waitFor();
    await page.getByTestId('header-balance').filter({ hasText: '40.00' }).waitFor();
    await frame.getByTestId('sportsbook-balance').filter({ hasText: '40.00' }).waitFor();

    await frame.getByRole('button', { name: 'Settle as won' }).click();
    await frame.getByText('Won', { exact: true }).waitFor();
    await page.getByTestId('header-balance').filter({ hasText: '61.00' }).waitFor();
    await frame.getByTestId('sportsbook-balance').filter({ hasText: '61.00' }).waitFor();

    // The frame's Deposit opens the site's own wallet on its deposit tab.
    await frame.getByRole('button', { name: 'Deposit' }).click();
    await page.getByRole('dialog', { name: 'Wallet', exact: true }).waitFor();
  });
});
