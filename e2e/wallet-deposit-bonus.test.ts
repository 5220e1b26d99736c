import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './support/browser.ts';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { type RunningSite, startSite } from './support/site.ts';
import { accountOf, api, dataLayerEvents } from './support/wallet.ts';

const password = 'Sunny-Day7';
/** Where screenshots go when WALLET_BONUS_SCREENSHOTS is set (for a person to look at, not compared). */
const shots = process.env.WALLET_BONUS_SCREENSHOTS ? join(tmpdir(), 'wallet-bonus-shots') : undefined;

interface PlayerBonusRow {
  id: string;
  name: string;
  status: number;
  amount: number;
  currency: string;
}

describe.skipIf(!hasChromium())('wallet: the deposit bonus', () => {
  let site: RunningSite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    site = await startSite({ NODE_ENV: 'test', JWT_SECRET: 'e2e-wallet-deposit-bonus-secret-at-least-32-chars' });
    browser = await launchChromium();
    if (shots) mkdirSync(shots, { recursive: true });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
    await site?.close();
  });

  async function playerPage(token: string, width: number): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: 900 } });
    contexts.push(context);
    await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    return context.newPage();
  }
  const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
  const shoot = async (page: Page, name: string) => {
    if (shots) await page.screenshot({ path: join(shots, `${name}.png`), fullPage: false });
  };

  it('[S2.1-06] [S2.2-41] [S2.4-66] [S2.4-69] [S2.4-70] [S2.4-71] [S2.4-73] [S2.2-64] [S2.2-65] [S2.2-66] a new player gets the welcome bonus selected with its preview, deposits, and the bonus is issued; its wagering shows in the balance', {
    timeout: 120_000,
  }, async () => {
    const token = await createPlayer(site.url, uniqueEmail('bonus'), password);
    await accountOf(site.url, token);
    const page = await playerPage(token, 1280);
    await page.goto(`${site.url}/?wallet=deposit`);
    const wallet = dialog(page, 'Wallet');
    await wallet.getByRole('button', { name: /^Visa \/ Mastercard/ }).click();
    const modal = dialog(page, 'Deposit');

    // The first open offer is selected, in CAD from its own terms, with what it gives for the amount.
    const cards = modal.getByTestId('deposit-bonus-card');
    const welcome = cards.filter({ hasText: '100% up to $500 + 50 free spins' });
    const chosen = welcome.getByRole('button', { pressed: true });
    await chosen.waitFor();
    const offerId = await welcome.getAttribute('data-offer');
    expect(await modal.getByLabel('Amount').inputValue()).toBe('100');
    await modal.getByTestId('bonus-preview').filter({ hasText: 'You get $100.00 bonus + 50 free spins' }).waitFor();
    // The second deposit's offer is listed, waiting for its turn.
    await cards.filter({ hasText: 'From deposit no. 2' }).first().waitFor();

    // Below the minimum it is set aside and says why; back above, it returns.
    await modal.getByLabel('Amount').fill('15');
    await modal.getByTestId('bonus-hint-disabled').waitFor();
    await modal.getByTestId('bonus-hint-requirements').filter({ hasText: 'Deposit at least $20' }).waitFor();
    expect(await welcome.getByRole('button', { pressed: true }).count()).toBe(0);
    await modal.getByLabel('Amount').fill('120');
    await chosen.waitFor();
    await modal.getByTestId('bonus-preview').filter({ hasText: 'You get $120.00 bonus + 50 free spins' }).waitFor();
    // A click on the chosen card lets it go; another brings it back.
    await chosen.click();
    await modal.getByTestId('bonus-preview').waitFor({ state: 'detached' });
    await welcome.getByRole('button', { pressed: false }).first().click();
    await chosen.waitFor();
    await shoot(page, 'deposit-1280');

    // Closing with a bonus on offer asks first; "Claim my bonus" goes back to the deposit.
    await modal.getByRole('button', { name: 'Close wallet' }).click();
    const promo = dialog(page, 'Leave without your bonus?');
    await promo.getByText('100% up to $500 + 50 free spins is waiting for this deposit').waitFor();
    await shoot(page, 'exit-promo-1280');
    await promo.getByRole('button', { name: 'Claim my bonus' }).click();
    await promo.waitFor({ state: 'detached' });
    expect(await modal.isVisible()).toBe(true);

    // The deposit carries the chosen offer; the sandbox approves it and the bonus is issued.
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/payment/invoices/deposit'));
    const popupOpened = page.waitForEvent('popup');
    await modal.getByRole('button', { name: 'Deposit $120.00' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ bonusId: offerId, amount: 120 });
    const popup = await popupOpened;
    await popup.getByRole('button', { name: 'Approve' }).click();
    await dialog(page, 'Deposit successful').waitFor({ timeout: 20_000 });

    let issued: PlayerBonusRow | undefined;
    await expect
      .poll(
        async () => {
          const answer = await api<{ data: PlayerBonusRow[] }>(site.url, token, 'GET', '/api/game/player-bonuses');
          issued = answer.body.data.find((bonus) => bonus.name === '100% deposit bonus');
          return issued?.amount;
        },
        { timeout: 20_000 },
      )
      .toBe(120);

    // Activated, it shows in the balance panel: real plus bonus, withdrawable now, and the wagering left.
    const activated = await api(site.url, token, 'PUT', `/api/game/player-bonuses/${issued?.id}/activate`);
    expect(activated.status).toBe(200);
    for (const width of [1280, 390]) {
      const view = width === 1280 ? page : await playerPage(token, width);
      await view.goto(`${site.url}/?wallet=deposit`);
      const panel = dialog(view, 'Wallet');
      await panel.getByTestId('wallet-balance').filter({ hasText: '$240.00' }).waitFor();
      await panel.getByTestId('wallet-locked-bonus').filter({ hasText: '$120.00' }).waitFor();
      // The deposit itself must be wagered once before a withdrawal (decision 0024): nothing is withdrawable yet.
      await panel.getByTestId('wallet-withdrawable').filter({ hasText: '$0.00' }).waitFor();
      await panel.getByTestId('wallet-wager-casino').filter({ hasText: '$0.00 / $4,200.00' }).waitFor();
      await panel.getByTestId('wallet-wager-sportsbook').filter({ hasText: '$0.00 / $960.00' }).waitFor();
      expect(await panel.getByRole('progressbar', { name: /^Bonus:/ }).getAttribute('aria-valuenow')).toBe('0');
      await shoot(view, `balance-${width}`);
    }

    // With the welcome offer used, "Leave" closes the wallet straight from the exit promo when one shows.
    await dialog(page, 'Wallet').getByRole('button', { name: 'Close wallet' }).click();
    const again = dialog(page, 'Leave without your bonus?');
    await Promise.race([dialog(page, 'Wallet').waitFor({ state: 'detached' }), again.waitFor()]);
    if (await again.isVisible()) await again.getByRole('button', { name: 'Leave', exact: true }).click();
    await dialog(page, 'Wallet').waitFor({ state: 'detached' });
    expect((await dataLayerEvents(page)).map((e) => e.event)).toContain('walletClose');
  });

  it('the deposit screen at 390 px: the bonus row scrolls, the code field and the button fit', async () => {
    const token = await createPlayer(site.url, uniqueEmail('bonus-narrow'), password);
    await accountOf(site.url, token);
    const page = await playerPage(token, 390);
    await page.goto(`${site.url}/?wallet=deposit`);
    await dialog(page, 'Wallet')
      .getByRole('button', { name: /^Visa \/ Mastercard/ })
      .click();
    const modal = dialog(page, 'Deposit');
    await modal.getByTestId('bonus-preview').waitFor();
    const code = modal.getByLabel('Bonus code');
    await code.fill('NOPE-NOT-A-CODE');
    await modal.getByRole('button', { name: 'Apply' }).click();
    await modal.getByText('This code is not valid.').waitFor();
    expect(await code.isDisabled()).toBe(true);
    await modal.getByRole('button', { name: 'Clear' }).click();
    await code.fill('WELCOME100');
    await modal.getByRole('button', { name: 'Apply' }).click();
    await modal.getByText('Code applied: its bonus comes with this deposit.').waitFor();
    // The code's bonus comes first and is selected.
    const first = modal.getByTestId('deposit-bonus-card').first();
    await first
      .filter({ hasText: '100% up to $1,000 + 100 free spins' })
      .getByRole('button', { pressed: true })
      .waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await shoot(page, 'deposit-390');
    // Its terms are the offer's own, in CAD: wagering, maximum bet, expiry, how games count.
    await first.getByRole('button', { name: 'Terms' }).click();
    const terms = dialog(page, '100% up to $1,000 + 100 free spins');
    await terms.getByText('Wager 40× the bonus in the casino').waitFor();
    await terms.getByText('Maximum bet while wagering: $5').first().waitFor();
    await terms.getByText('Complete the wagering within 30 days of activation').first().waitFor();
    await shoot(page, 'terms-390');
    await terms.getByRole('button', { name: 'OK' }).click();
    await terms.waitFor({ state: 'detached' });
    await modal.getByRole('button', { name: 'Remove' }).click();
    await modal.getByText('Code applied: its bonus comes with this deposit.').waitFor({ state: 'detached' });
    expect(await code.isDisabled()).toBe(false);
  });

  it('the sign-up banner names the real first-deposit offer in the visitor’s currency', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${site.url}/sign-up`);
    await page.getByTestId('sign-up-banner').getByText('100% up to $500 + 50 free spins').waitFor();
    await shoot(page, 'sign-up-1280');
  });
});
