import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, hasChromium, launchChromium } from './support/browser.ts';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { realtimeLive } from './support/realtime.ts';
import { type RunningSite, startSite } from './support/site.ts';
import {
  accountOf,
  api,
  createDeposit,
  decideDeposit,
  depositApproved,
  expectOnlyFeaturedMethod,
  verifyIdentity,
} from './support/wallet.ts';

describe.skipIf(!hasChromium())('wallet: withdrawals and history', () => {
  let site: RunningSite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    // Without the turnover rule deposits are withdrawable at once (the lock it adds has its own test).
    site = await startSite({
      NODE_ENV: 'test',
      JWT_SECRET: 'e2e-wallet-withdraw-secret-at-least-32-characters',
      TURNOVER_MULTIPLIER: '0',
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

  async function newPlayer(prefix: string, options: { deposit?: number; verified?: boolean } = {}) {
    const token = await createPlayer(site.url, uniqueEmail(prefix), 'Sunny-Day7');
    await accountOf(site.url, token);
    if (options.deposit) await depositApproved(site.url, token, options.deposit);
    if (options.verified) await verifyIdentity(site.url, token);
    return token;
  }

  async function playerPage(token: string, width = 1280): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: 900 } });
    contexts.push(context);
    await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    return context.newPage();
  }

  const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

  /** The error reports a page's context sends (`sent`), and those the server answered 204 (`taken`). */
  function errorReports(page: Page) {
    const reports = { sent: [] as unknown[], taken: [] as unknown[] };
    page.context().on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/client-errors') reports.sent.push(request.postDataJSON());
    });
    page.context().on('response', (response) => {
      if (new URL(response.url()).pathname !== '/api/client-errors' || response.status() !== 204) return;
      reports.taken.push(response.request().postDataJSON());
    });
    return reports;
  }

  async function withdrawWith(page: Page, method: string, amount: string) {
    await page.goto(`${site.url}/?wallet=withdraw`);
    await dialog(page, 'Wallet')
      .getByRole('button', { name: new RegExp(`^${method}`) })
      .click();
    const modal = dialog(page, 'Withdraw');
    await modal.getByLabel('Amount').fill(amount);
    return modal;
  }

  it('[S2.4-33] [S2.4-35] [S2.4-37] [S2.4-02] [S2.5-11] [S2.5-13] [S2.5-14] [S2.5-15] locks in order (no deposit, below every minimum), then the methods with the amount rules', async () => {
    const token = await newPlayer('locks');
    const page = await playerPage(token);
    await page.goto(`${site.url}/?wallet=withdraw`);
    const modal = dialog(page, 'Wallet');
    const lock = modal.getByTestId('withdraw-lock');
    await lock.getByText('Make your first deposit to unlock withdrawals.').waitFor();
    expect(await lock.getAttribute('data-lock')).toBe('deposit');

    // 5 is below every method's minimum (the lowest, the e-wallet's, is 10).
    await expect.poll(() => realtimeLive(page)).toBe(true);
    await depositApproved(site.url, token, 5, 'sandbox.ewallet');
    // The approval reaches the open page live: deposit-success replaces the wallet (spec 02 §4). Waiting
    // for it keeps the event from landing on the next page instead.
    await dialog(page, 'Deposit successful').waitFor();
    await page.goto(`${site.url}/?wallet=withdraw`);
    await lock.getByText('The lowest withdrawal amount is $10.', { exact: false }).waitFor();
    expect(await lock.getAttribute('data-lock')).toBe('minAmount');

    await expect.poll(() => realtimeLive(page)).toBe(true);
    await depositApproved(site.url, token, 95);
    await dialog(page, 'Deposit successful').waitFor();
    await page.goto(`${site.url}/?wallet=withdraw`);
    await modal.getByRole('button', { name: /^Visa \/ Mastercard/ }).click();
    const form = dialog(page, 'Withdraw');
    const amount = form.getByLabel('Amount');
    await amount.fill('100.01');
    await form.getByText('The amount is more than your withdrawable balance.').waitFor();
    expect(await form.getByRole('button', { name: 'Withdraw', exact: true }).isDisabled()).toBe(true);
    await amount.fill('19.99');
    expect(await form.getByRole('button', { name: 'Withdraw', exact: true }).isDisabled()).toBe(true);
    await amount.fill('100');
    expect(await form.getByRole('button', { name: 'Withdraw $100.00' }).isEnabled()).toBe(true);
  });

  it('[S2.4-23] [S2.6-05] [S2.2-77] an unverified player is sent to identity verification', async () => {
    const token = await newPlayer('unverified', { deposit: 100 });
    const page = await playerPage(token);
    // Said before the player fills in a withdrawal, not only after sending one.
    await page.goto(`${site.url}/?wallet=withdraw`);
    await dialog(page, 'Wallet')
      .getByTestId('withdraw-steps')
      .getByText('Verify your identity: we pay out to verified players only.', { exact: false })
      .waitFor();
    const modal = await withdrawWith(page, 'Visa / Mastercard', '50');
    await modal.getByRole('button', { name: 'Withdraw $50.00' }).click();
    const sumsub = dialog(page, 'Verify your identity');
    await sumsub.waitFor();
    expect(await page.getByTestId('wallet').count()).toBe(0);
    await sumsub.getByRole('link', { name: 'Verify my identity' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/verification');
    // The dialog goes with the navigation: the page's own button is in reach at once.
    await sumsub.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Verify my identity' }).click({ timeout: 5000 });
    await page.getByRole('heading', { name: 'Step 1 of 3: identity document' }).waitFor();
    expect((await accountOf(site.url, token)).balance).toBe(100);
  });

  it('[S2.4-20] [S2.4-26] [S2.4-27] [S2.4-28] [S2.4-30] [S2.4-31] [S2.4-32] [S2.2-58] an automatic withdrawal shows its steps to the payout; the timer stops there', async () => {
    const token = await newPlayer('auto', { deposit: 100, verified: true });
    const page = await playerPage(token);
    const modal = await withdrawWith(page, 'Visa / Mastercard', '40');
    await modal.getByRole('button', { name: 'Withdraw $40.00' }).click();
    const steps = modal.getByTestId('withdraw-auto');
    await steps.waitFor();
    await page.waitForSelector('[data-testid="withdraw-auto"][data-status="2"]');
    await steps.getByText('Paid out. The money is on its way to you.').waitFor();
    expect(await steps.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('Requested'),
      expect.stringContaining('Processing'),
      expect.stringContaining('Paid out'),
    ]);
    const timer = steps.getByTestId('withdraw-timer');
    const first = await timer.textContent();
    await page.waitForTimeout(300);
    expect(await timer.textContent()).toBe(first);
    expect(first).toMatch(/^Time elapsed \d{2}:\d{2}\.\d{2}$/);
    await page.getByTestId('header-balance').filter({ hasText: '$60.00' }).waitFor();

    await steps.getByRole('button', { name: 'Withdraw more' }).click();
    await dialog(page, 'Wallet').getByRole('tab', { name: 'Withdraw' }).waitFor();
  });

  it('[S2.9-35] [S2.9-36] only the withdraw method gigadat.withdraw.eto carries the Popular tag and the Interac notice', async () => {
    const token = await newPlayer('popular', { deposit: 100 });
    const page = await playerPage(token);
    await page.goto(`${site.url}/?wallet=withdraw`);
    const modal = dialog(page, 'Wallet');
    await modal.getByRole('button', { name: /^Visa \/ Mastercard/ }).waitFor();
    // The list is the Canadian's: the Interac method among others.
    await expectOnlyFeaturedMethod(modal, 'gigadat.withdraw.eto');
  });

  it('[S2.9-32] the automatic payout’s timer counts minutes, seconds and hundredths while it runs', async () => {
    const token = await newPlayer('timer', { deposit: 100, verified: true });
    const page = await playerPage(token);
    // The payout's progress is held back, as on a slow network: no live updates, and its one read of the
    // invoice waits until the test lets it go. So the payout is still running while the clock moves.
    await page.routeWebSocket(/\/api\/connection\/websocket/, () => {});
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === '/api/payment/invoices' && url.searchParams.has('invoiceId'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.clock.install();
    const modal = await withdrawWith(page, 'Visa / Mastercard', '40');
    // From here the page's clock moves only as the test says.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await modal.getByRole('button', { name: 'Withdraw $40.00' }).click();
    const timer = modal.getByTestId('withdraw-timer');
    await timer.waitFor();
    const shown = async () => {
      const text = (await timer.textContent()) ?? '';
      const parts = /^Time elapsed (\d{2}):(\d{2})\.(\d{2})$/.exec(text);
      if (!parts) throw new Error(`the timer reads ${text}`);
      return Number(parts[1]) * 60_000 + Number(parts[2]) * 1000 + Number(parts[3]) * 10;
    };
    const start = await shown();
    // 1 min 1.234 s later (one jump, so the frames in between are not all drawn): the display moved by
    // that much, to the hundredth.
    await page.clock.fastForward(61_234);
    await expect.poll(shown).toBeGreaterThan(start + 61_234 - 20);
    const later = await shown();
    expect(later).toBeLessThanOrEqual(start + 61_234);
    expect(Math.floor(later / 60_000)).toBeGreaterThanOrEqual(1);
    // Once the sandbox bank has paid out, the held read goes through: the timer stops there.
    await expect
      .poll(async () => {
        const invoices = await api<{ data: { status: number }[] }>(
          site.url,
          token,
          'GET',
          '/api/payment/invoices?type=2',
        );
        return invoices.body.data[0]?.status;
      })
      .toBe(2);
    release();
    await page.waitForSelector('[data-testid="withdraw-auto"][data-status="2"]');
    const stopped = await timer.textContent();
    await page.clock.runFor(5000);
    expect(await timer.textContent()).toBe(stopped);
  });

  it('[S2.4-29] [S2.4-31] a rejected automatic payout ends on the rejected step and returns the money', async () => {
    const token = await newPlayer('auto-rejected', { deposit: 100, verified: true });
    const page = await playerPage(token);
    // The sandbox bank declines payouts ending in .13.
    const modal = await withdrawWith(page, 'Visa / Mastercard', '20.13');
    await modal.getByRole('button', { name: 'Withdraw $20.13' }).click();
    await page.waitForSelector('[data-testid="withdraw-auto"][data-status="3"]');
    await modal.getByText('The withdrawal was rejected and the amount is back in your balance.').waitFor();
    await page.getByTestId('header-balance').filter({ hasText: '$100.00' }).waitFor();
  });

  it('[S2.4-21] [S2.4-22] [S2.2-45] [S2.2-78] [S2.4-43] [S2.7-17] [S2.7-18] a manual withdrawal waits for review and can be cancelled, which returns the money', async () => {
    const token = await newPlayer('manual', { deposit: 1000, verified: true });
    const page = await playerPage(token);
    // Above the automatic payout limit (500 in the base currency), an operator decides.
    const modal = await withdrawWith(page, 'Visa / Mastercard', '600');
    await modal.getByRole('button', { name: 'Withdraw $600.00' }).click();
    const pending = dialog(page, 'Withdrawal requested');
    await pending.getByText('We are reviewing your withdrawal of $600.00.', { exact: false }).waitFor();
    expect(new URL(page.url()).searchParams.has('wallet')).toBe(false);
    await page.getByTestId('header-balance').filter({ hasText: '$400.00' }).waitFor();

    await pending.getByRole('button', { name: 'View history' }).click();
    const wallet = dialog(page, 'Wallet');
    const row = wallet.getByTestId('transaction').filter({ hasText: 'Withdrawal' });
    await row.getByRole('button', { name: 'Cancel withdrawal' }).waitFor();

    await wallet.getByRole('tab', { name: 'Deposit' }).click();
    const card = wallet.getByTestId('pending-withdrawal');
    await card.getByText('Withdrawal of $600.00 pending').waitFor();
    await card.getByRole('button', { name: 'Cancel' }).click();
    await card.waitFor({ state: 'detached' });
    await page.getByTestId('header-balance').filter({ hasText: '$1,000.00' }).waitFor();
    const invoices = await api<{ data: { status: number; type: number }[] }>(
      site.url,
      token,
      'GET',
      '/api/payment/invoices?type=2',
    );
    expect(invoices.body.data).toMatchObject([{ status: 3, type: 2 }]);
  });

  it('[S2.2-55] [S2.2-59] [S2.2-60] [S2.4-75] [S2.4-76] [S2.4-77] [S2.4-42] [S2.9-01] [S2.8-15] history pages by scrolling, empties on a failed page and follows live updates', async () => {
    const token = await newPlayer('history');
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await createDeposit(site.url, token, 20 + i));
    const page = await playerPage(token);
    await page.goto(`${site.url}/?wallet=history`);
    const wallet = dialog(page, 'Wallet');
    const rows = wallet.getByTestId('transaction');
    await expect.poll(() => rows.count()).toBe(10);
    // The newest first; the row shows type, method, date as day.month.year - hour:minute and amount.
    const newest = rows.first();
    expect(await newest.textContent()).toMatch(
      /Deposit.*Visa \/ Mastercard · \d{2}\.\d{2}\.\d{4} - \d{2}:\d{2}.*\+\$31\.00/,
    );
    // A failed page empties the list rather than leave it half loaded (spec 02 §8).
    const secondPage = (url: URL) => url.pathname === '/api/payment/invoices' && url.searchParams.get('page') === '2';
    await page.route(secondPage, (route) => route.fulfill({ status: 500, json: { error: { code: 'internal' } } }));
    await wallet.getByTestId('history-more').scrollIntoViewIfNeeded();
    await wallet.getByTestId('history-empty').getByText('The transactions could not be loaded.').waitFor();
    expect(await rows.count()).toBe(0);
    await page.unroute(secondPage);
    await wallet.getByRole('tab', { name: 'Deposit' }).click();
    await wallet.getByRole('tab', { name: 'History' }).click();
    await expect.poll(() => rows.count()).toBe(10);
    await wallet.getByTestId('history-more').scrollIntoViewIfNeeded();
    await expect.poll(() => rows.count()).toBe(12);
    expect(await wallet.getByTestId('history-more').count()).toBe(0);

    // A settled invoice changes its row in place (re-read by invoice id), without a reload.
    const oldest = ids[0] ?? '';
    await expect.poll(() => realtimeLive(page)).toBe(true);
    await decideDeposit(site.url, oldest, 'decline');
    const row = wallet.locator(`[data-invoice="${oldest}"]`);
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 10_000 }).toBe('3');
    await row.getByRole('button', { name: 'Repeat deposit' }).click();
    await dialog(page, 'Deposit').getByTestId('deposit-form').waitFor();

    // A new invoice appears on top.
    await page.goto(`${site.url}/?wallet=history`);
    await expect.poll(() => rows.count()).toBe(10);
    await expect.poll(() => realtimeLive(page)).toBe(true);
    const fresh = await createDeposit(site.url, token, 77);
    await wallet.locator(`[data-invoice="${fresh}"]`).waitFor({ timeout: 10_000 });
  });

  it('[S2.8-16] [S1.8-03] [S2.6-08] a failed withdrawal or cancel shows somethingWrong and is reported; a failed read of the pending withdrawal clears its card; a 403 is not reported', async () => {
    const token = await newPlayer('failures', { deposit: 1000, verified: true });
    const page = await playerPage(token);
    const reports = errorReports(page);
    const alert = page.getByRole('alert', { name: 'Wallet messages' });
    const serverError = { status: 500, json: { error: { code: 'internal', message: 'Internal error' } } };
    await page.route('**/api/payment/invoices/withdrawal', (route) => route.fulfill(serverError));
    const modal = await withdrawWith(page, 'Visa / Mastercard', '50');
    await modal.getByRole('button', { name: 'Withdraw $50.00' }).click();
    await alert.getByText('Something went wrong').waitFor();
    await alert.getByText('Please try again in a moment.', { exact: false }).waitFor();
    // The site's error reporter tells the operator's server, which takes the report.
    const withdrawalFailed = {
      kind: 'api',
      page: '/',
      api: { method: 'POST', path: '/api/payment/invoices/withdrawal', status: 500, code: 'internal' },
    };
    await expect.poll(() => reports.taken).toContainEqual(expect.objectContaining(withdrawalFailed));
    await page.unroute('**/api/payment/invoices/withdrawal');

    // A withdrawal above the automatic limit stays pending; a deposit left open settles later.
    const account = await accountOf(site.url, token);
    const withdrawal = await api(site.url, token, 'POST', '/api/payment/invoices/withdrawal', {
      method: 'sandbox.card.payout',
      currency: 'CAD',
      amount: 600,
      accountId: account.id,
    });
    expect(withdrawal.status).toBe(201);
    const deposit = await createDeposit(site.url, token, 20);
    await page.goto(`${site.url}/?wallet=deposit`);
    const card = dialog(page, 'Wallet').getByTestId('pending-withdrawal');
    await card.getByText('Withdrawal of $600.00 pending').waitFor();
    await page.route('**/api/payment/invoices/*/decline', (route) => route.fulfill(serverError));
    await card.getByRole('button', { name: 'Cancel' }).click();
    await alert.getByText('Something went wrong').waitFor();
    expect(await card.count()).toBe(1);

    // The deposit settling makes the wallet read the pending withdrawal again; that read fails.
    const pendingRead = (url: URL) =>
      url.pathname === '/api/payment/invoices' &&
      url.searchParams.get('type') === '2' &&
      url.searchParams.get('status') === '1';
    await page.route(pendingRead, (route) => route.fulfill(serverError));
    await expect.poll(() => realtimeLive(page)).toBe(true);
    await decideDeposit(site.url, deposit, 'decline');
    await card.waitFor({ state: 'detached' });
    const invoices = await api<{ data: { status: number }[] }>(site.url, token, 'GET', '/api/payment/invoices?type=2');
    expect(invoices.body.data).toMatchObject([{ status: 1 }]);

    // A 403 ends the session and sends the player to log in (spec 01 §8): expected, so never reported.
    await page.unroute(pendingRead);
    await page.unroute('**/api/payment/invoices/*/decline');
    const reported = reports.sent.length;
    await page.route('**/api/payment/invoices/withdrawal', (route) =>
      route.fulfill({ status: 403, json: { error: { code: 'forbidden', message: 'Forbidden' } } }),
    );
    const refused = await withdrawWith(page, 'Visa / Mastercard', '50');
    await refused.getByRole('button', { name: 'Withdraw $50.00' }).click();
    await page.waitForURL(`${site.url}/login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.waitForTimeout(1000);
    expect(reports.sent.slice(reported)).toEqual([]);
  });
});
