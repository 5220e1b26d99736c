import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, hasChromium, launchChromium } from './support/browser.ts';
import { gameWalletSecret, launchToken, providerCall, transactionId } from './support/games.ts';
import { cents, skippingUntil } from './support/house.ts';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { realtimeLive } from './support/realtime.ts';
import { type RunningSite, startSite } from './support/site.ts';
import { type Account, accountOf, answerInProviderWindow, api, dataLayerEvents } from './support/wallet.ts';

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
    site = await startSite({
      NODE_ENV: 'test',
      JWT_SECRET: 'e2e-wallet-deposit-bonus-secret-at-least-32-chars',
      // The conversion case speaks as the house studio for the bulk of its wagering.
      GAME_WALLET_SECRET: gameWalletSecret,
    });
    browser = await launchChromium();
    if (shots) mkdirSync(shots, { recursive: true });
  });
  afterAll(async () => {
    await closeContexts(contexts);
    await browser?.close();
    await site?.close();
  });
  // A test's pages keep their sockets and timers running until closed: left open, they slowed every later test.
  afterEach(() => closeContexts(contexts));

  async function playerPage(token: string, width: number): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: 900 } });
    contexts.push(context);
    await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    return context.newPage();
  }
  const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
  const cadAccount = async (token: string) => {
    const { body } = await api<{ data: (Account & { bonusBalance: number })[] }>(
      site.url,
      token,
      'GET',
      '/api/wallet/accounts',
    );
    const account = body.data.find((a) => a.currency === 'CAD');
    if (!account) throw new Error('no CAD account');
    return account;
  };
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
    await answerInProviderWindow(page, popup, 'Approve');
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

  it('[S2.1-06] [S1.4-31] [S1.4-40] [S1.4-50] [S1.4-51] [S2.4-93] a new player claims the welcome bonus with a deposit, plays it through on the slot, watches the wagering move live and gets the bonus as real money', {
    timeout: 240_000,
  }, async () => {
    const token = await createPlayer(site.url, uniqueEmail('bonus-convert'), password);
    await accountOf(site.url, token);
    const page = await playerPage(token, 1280);
    await page.goto(`${site.url}/?wallet=deposit`);
    await dialog(page, 'Wallet')
      .getByRole('button', { name: /^Visa \/ Mastercard/ })
      .click();
    // The smallest deposit the welcome offer takes: $20 gives $20 of bonus, to wager 35× ($700) on casino games.
    const modal = dialog(page, 'Deposit');
    const welcome = modal.getByTestId('deposit-bonus-card').filter({ hasText: '100% up to $500 + 50 free spins' });
    await welcome.getByRole('button', { pressed: true }).waitFor();
    await modal.getByLabel('Amount').fill('20');
    await modal.getByTestId('bonus-preview').filter({ hasText: 'You get $20.00 bonus + 50 free spins' }).waitFor();
    const popupOpened = page.waitForEvent('popup');
    await modal.getByRole('button', { name: 'Deposit $20.00' }).click();
    await answerInProviderWindow(page, await popupOpened, 'Approve');
    await dialog(page, 'Deposit successful').waitFor({ timeout: 20_000 });

    // On a phone, the player's bonuses: the issued bonus is activated there, and the page stays open to watch.
    const watch = await playerPage(token, 390);
    await watch.goto(`${site.url}/profile/bonuses`);
    await watch.getByTestId('cookie-popup').getByRole('button', { name: 'Accept' }).click();
    const card = watch.getByTestId('bonus-card').filter({ hasText: '100% deposit bonus' });
    await card.getByRole('button', { name: 'Activate', exact: true }).click();
    await expect.poll(() => card.getByTestId('bonus-status').textContent()).toBe('Active');
    const progress = card.getByTestId('bonus-wager');
    await progress.getByText('$0.00 / $700.00').waitFor();
    await expect.poll(() => realtimeLive(watch)).toBe(true);

    // The slot for real: $20 real and $20 bonus to stake.
    await page.goto(`${site.url}/games/croupier-originals-fruit-stand-classic?real=true`);
    const frameElement = page.getByTestId('game-frame');
    const sessionToken = launchToken((await frameElement.getAttribute('src')) as string);
    const frame = page.frameLocator('[data-testid="game-frame"]');
    const inGame = frame.getByTestId('house-balance');
    await expect.poll(() => inGame.textContent()).toBe('$40.00');

    // The bulk, as the studio would report it: 137 rounds of $5 (the bonus's maximum bet) that each pay the
    // stake back, so the money stays put while $685 of the $700 is wagered.
    for (let round = 0; round < 137; round += 1) {
      const roundId = transactionId('convert-round');
      const body = { sessionToken, roundId, currency: 'CAD', amount: '500' };
      const bet = await providerCall(site.url, 'croupier-originals', 'debit', {
        ...body,
        transactionId: transactionId('bet'),
      });
      expect(bet.status).toBe(200);
      const win = await providerCall(site.url, 'croupier-originals', 'credit', {
        ...body,
        transactionId: transactionId('win'),
      });
      expect(win.status).toBe(200);
    }
    // The watching page follows without a reload.
    await progress.getByText('$685.00 / $700.00').waitFor({ timeout: 20_000 });

    // The last three spins in the game itself, each moving the progress on the other page as it lands.
    await frame.getByLabel('Stake', { exact: true }).fill('5.00');
    const spin = frame.getByRole('button', { name: 'Spin', exact: true });
    const spinOnce = async () => {
      await spin.click();
      // Two pages animate at once here: on a loaded CI machine a spin's playback outlasted the default 20 s.
      await skippingUntil(frame, () => spin.getAttribute('aria-disabled'), 'false', 60_000);
    };
    for (const wagered of ['$690.00', '$695.00']) {
      await spinOnce();
      await progress.getByText(`${wagered} / $700.00`).waitFor({ timeout: 20_000 });
    }
    await shoot(watch, 'convert-progress-390');
    const before = await cadAccount(token);
    expect(before.bonusBalance).toBe(20);
    // Each alert shows for 3 s, perhaps while the spin still animates: watched for from before the spin. The
    // player at the slot is told too, as the alerts are the whole site's.
    const told = [watch, page].map((at) =>
      at.getByTestId('toasts').getByText('Wagering complete').waitFor({ timeout: 30_000 }),
    );
    await spinOnce();
    // Real money pays the whole stake (it is spent first), so the spin's win is all real too.
    const spun = cents(await frame.getByTestId('slots-win').textContent()) - 500n;

    // Met: the bonus is played, its card leaves the list, and all the money is real.
    await Promise.all(told);
    await card.waitFor({ state: 'detached' });
    await shoot(watch, 'converted-390');
    // The $20 of bonus money is now real, on top of what the last spin moved.
    const realBefore = BigInt(Math.round(before.balance * 100));
    await expect
      .poll(async () => {
        const after = await cadAccount(token);
        return [after.bonusBalance, BigInt(Math.round(after.balance * 100)), after.withdrawalBalance === after.balance];
      })
      .toEqual([0, realBefore + spun + 2000n, true]);
    const total = realBefore + spun + 2000n;
    await expect.poll(async () => cents(await inGame.textContent())).toBe(total);
    const finished = await api<{ data: { status: number; result: number }[] }>(
      site.url,
      token,
      'GET',
      '/api/game/player-bonuses?status[]=3',
    );
    expect(finished.body.data.find((bonus) => bonus.status === 3)?.result).toBe(2);

    // The wallet says the same: one real balance, no bonus money and nothing left to wager.
    await page.goto(`${site.url}/?wallet=deposit`);
    const panel = dialog(page, 'Wallet');
    const money = `$${(Number(total) / 100).toFixed(2)}`;
    await panel.getByTestId('wallet-balance').filter({ hasText: money }).waitFor();
    expect(await panel.getByTestId('wallet-locked-bonus').count()).toBe(0);
    expect(await panel.getByTestId('wallet-wager-casino').count()).toBe(0);
    // Entry transitions finish before the picture.
    await page.waitForTimeout(400);
    await shoot(page, 'converted-1280');
  });
});
