import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { closeContexts, hasChromium, launchChromium, waitForHydration } from './support/browser.ts';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { realtimeLive } from './support/realtime.ts';
import { type RunningSite, startSite } from './support/site.ts';
import { accountOf, depositApproved } from './support/wallet.ts';

const dice = 'croupier-originals-dice';
const shots = process.env.LOYALTY_SHOTS;

describe.skipIf(!hasChromium())('the loyalty level-up and modals', () => {
  let site: RunningSite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    site = await startSite({
      NODE_ENV: 'test',
      JWT_SECRET: 'e2e-loyalty-level-up-secret-at-least-32-chars',
      GAME_WALLET_SECRET: 'e2e-loyalty-wallet-master-secret-0123456789ab',
      LOYALTY_ENABLED: 'true',
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await closeContexts(contexts);
    await browser?.close();
    await site?.close();
  });
  // A test's pages keep their sockets and timers running until closed: left open, they slowed every later test.
  afterEach(() => closeContexts(contexts));

  async function pageFor(width: number, token?: string): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: 900 } });
    contexts.push(context);
    if (token) await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    return context.newPage();
  }

  it('[S2.2-105] [S2.2-79] [S2.2-80] [S2.2-81] [S2.2-82] lets a guest read the programme info, and no player-only loyalty modal', async () => {
    const page = await pageFor(1280);
    await page.goto(`${site.url}/loyalty`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'How it works' }).click();
    const info = page.getByRole('dialog', { name: 'How the loyalty programme works' });
    await info.waitFor();
    await info.getByText('one point for each CAD staked on slots', { exact: false }).waitFor();
    await expect(info.getByText('Diamond', { exact: true }).isVisible()).resolves.toBe(true);
    expect(new URL(page.url()).searchParams.get('loyalty-program-info')).toBe('true');

    // Addressable by URL, and clean at the phone width.
    const phone = await pageFor(390);
    await phone.goto(`${site.url}/loyalty?loyalty-program-info=true`);
    await waitForHydration(phone);
    await phone.getByRole('dialog', { name: 'How the loyalty programme works' }).getByText('Diamond').waitFor();
    expect(await axeViolations(phone, { include: '[role=dialog]' })).toEqual([]);
    if (shots) await phone.screenshot({ path: `${shots}/loyalty-info-390.png` });
    for (const name of [
      'loyalty-level',
      'loyalty-cashback-details',
      'loyalty-bonus-details',
      'loyalty-birthday-details',
    ]) {
      await page.goto(`${site.url}/loyalty?${name}=true`);
      await waitForHydration(page);
      await expect.poll(() => new URL(page.url()).searchParams.has(name)).toBe(false);
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    }
  });

  it('[S2.4-113] [S2.4-114] [S2.4-115] [S2.4-116] [S2.7-61] [S2.9-38] announces a level-up: the modal at once away from the game, a 3 s notice and a later modal at it', async () => {
    const token = await createPlayer(site.url, uniqueEmail('level-up'), 'Level-Up-Player-2026');
    await accountOf(site.url, token);
    await depositApproved(site.url, token, 600);

    const away = await pageFor(1280, token);
    await away.goto(`${site.url}/loyalty`);
    await waitForHydration(away);
    await away.getByRole('region', { name: 'Bronze' }).waitFor();
    await expect.poll(() => realtimeLive(away)).toBe(true);

    // The same player at the game in a second tab: 500 CAD staked on dice is 500 points, Silver's threshold.
    const game = await away.context().newPage();
    await game.goto(`${site.url}/games/${dice}?real=true`);
    await waitForHydration(game);
    await expect.poll(() => realtimeLive(game)).toBe(true);
    const frame = game.frameLocator('[data-testid="game-frame"]');
    await expect.poll(() => frame.getByTestId('house-balance').textContent()).toBe('$600.00');
    await frame.getByLabel('Stake', { exact: true }).fill('500.00');
    // The tabs' clock (one per browser context) stands still from the roll: the notice's time is counted exactly.
    await game.clock.install();
    await game.clock.pauseAt((await game.evaluate(() => Date.now())) + 1000);
    await frame.getByRole('button', { name: 'Roll' }).click();

    // Away from the game: the loyalty-level modal opens at once.
    const modal = away.getByRole('dialog', { name: 'You reached Silver!' });
    await modal.waitFor({ timeout: 15_000 });
    await expect(modal.getByText('500 points', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(modal.getByText('2% cashback', { exact: true }).isVisible()).resolves.toBe(true);

    // At the game: a notice for 3 seconds, no modal, and the flag kept for later.
    const notice = game.getByTestId('toasts').getByText('New loyalty level', { exact: true });
    await notice.waitFor();
    if (shots) await game.screenshot({ path: `${shots}/loyalty-notice-1280.png` });
    await expect(game.getByRole('dialog').count()).resolves.toBe(0);
    expect(await game.evaluate(() => sessionStorage.getItem('croupier.loyalty.levelUp'))).toMatch(/^[0-9a-f-]{36}$/);
    await game.clock.runFor(2999);
    await expect(notice.isVisible()).resolves.toBe(true);
    await game.clock.runFor(1);
    await notice.waitFor({ state: 'hidden' });
    await game.clock.resume();
    // The next non-game page takes the flag and opens the modal.
    await game.goto(`${site.url}/casino`);
    await game.getByRole('dialog', { name: 'You reached Silver!' }).waitFor();
    expect(await game.evaluate(() => sessionStorage.getItem('croupier.loyalty.levelUp'))).toBeNull();
    await game.close();

    expect(await axeViolations(away, { include: '[role=dialog]' })).toEqual([]);
    if (shots) await away.screenshot({ path: `${shots}/loyalty-level-1280.png` });

    const phone = await pageFor(390, token);
    await phone.goto(`${site.url}/loyalty?loyalty-level=true`);
    await waitForHydration(phone);
    const phoneModal = phone.getByRole('dialog', { name: 'Silver' });
    await phoneModal.getByText('500 points', { exact: true }).waitFor();
    expect(await axeViolations(phone, { include: '[role=dialog]' })).toEqual([]);
    if (shots) await phone.screenshot({ path: `${shots}/loyalty-level-390.png` });

    // The perk tables open from the page, the player's level marked, bonuses in the base currency.
    for (const [button, cell] of [
      ['Cashback by level', '2%'],
      ['Level-up bonus by level', '$5'],
      ['Birthday bonus by level', '$10'],
    ] as const) {
      for (const page of [away, phone]) {
        await page.goto(`${site.url}/loyalty`);
        await waitForHydration(page);
        await page.getByRole('button', { name: button }).click();
        const details = page.getByRole('dialog', { name: button });
        const mine = details.locator('tr[aria-current="true"]');
        await expect.poll(() => mine.textContent()).toBe(`SilverYour level${cell}`);
        if (button !== 'Cashback by level') await details.getByText('Amounts are in CAD', { exact: false }).waitFor();
      }
    }
    expect(await axeViolations(phone, { include: '[role=dialog]' })).toEqual([]);
    if (shots) await phone.screenshot({ path: `${shots}/loyalty-birthday-390.png` });
    expect(await axeViolations(away, { include: '[role=dialog]' })).toEqual([]);
    if (shots) await away.screenshot({ path: `${shots}/loyalty-birthday-1280.png` });
  }, 180_000);
});
