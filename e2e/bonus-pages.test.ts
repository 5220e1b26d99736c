import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { closeContexts, hasChromium, launchChromium, waitForHydration } from './support/browser.ts';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { realtimeLive } from './support/realtime.ts';
import { type RunningSite, startSite } from './support/site.ts';
import { accountOf, api, decideDeposit } from './support/wallet.ts';

const shots = process.env.BONUS_SHOTS_DIR;

/**
 * The bonus pages as a player uses them: a regular bonus code (NODEPOSIT10 and FRUITSPINS are the demo
 * data's trigger-1 codes, apps/server/src/modules/bonus/seed.ts) redeemed on /bonuses, the bonus activated
 * and cancelled through its warning, the alerts of the live status changes, and the free-spin card.
 */
describe.skipIf(!hasChromium())('bonus pages: codes, activation, cancel, live alerts', () => {
  let site: RunningSite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    site = await startSite({ NODE_ENV: 'test', JWT_SECRET: 'e2e-bonus-pages-secret-at-least-32-characters' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await closeContexts(contexts);
    await browser?.close();
    await site?.close();
  });
  // A test's pages keep their sockets and timers running until closed: left open, they slowed every later test.
  afterEach(() => closeContexts(contexts));

  async function newPlayer(prefix: string): Promise<string> {
    const token = await createPlayer(site.url, uniqueEmail(prefix), 'Sunny-Day7');
    await accountOf(site.url, token);
    return token;
  }

  async function playerPage(token: string, width: number): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: width > 500 ? 900 : 844 } });
    contexts.push(context);
    await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    return context.newPage();
  }

  async function bonusBalance(token: string): Promise<number> {
    const { body } = await api<{ data: { currency: string; bonusBalance: number }[] }>(
      site.url,
      token,
      'GET',
      '/api/wallet/accounts',
    );
    return body.data.find((a) => a.currency === 'CAD')?.bonusBalance ?? -1;
  }

  async function noAxeViolations(page: Page): Promise<void> {
    // Entry transitions finish before colours are measured.
    await page.waitForTimeout(400);
    expect(await axeViolations(page)).toEqual([]);
  }

  const alerts = (page: Page) => page.getByTestId('toasts');

  it('[S2.4-58] [S2.4-59] [S2.4-91] [S2.4-92] [S2.4-94] [S1.4-31] [S1.4-32] [S1.4-38] [S1.4-39] [S1.4-41] [S1.4-51] [S1.4-48] [S1.8-15] [S1.8-16] [S2.8-10] a player redeems a regular code, activates the bonus and cancels it through the warning', async () => {
    const token = await newPlayer('bonus-flow');
    const page = await playerPage(token, 1280);
    await page.goto(`${site.url}/bonuses`);
    await page.getByTestId('bonuses-empty').waitFor();
    await expect.poll(() => realtimeLive(page)).toBe(true);

    // An unknown code: the incorrect-code alert, and the field says so.
    const field = page.getByLabel('Bonus code', { exact: true });
    await field.fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await alerts(page).getByText('Incorrect code').waitFor();
    await page.getByTestId('bonus-code-hint').getByText('We don’t recognise this code.', { exact: false }).waitFor();

    // A regular code is redeemed at once: the field clears and the issued bonus appears, with its alert.
    await field.fill('NODEPOSIT10');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByTestId('bonus-code-hint').getByText('Code redeemed.', { exact: false }).waitFor();
    expect(await field.inputValue()).toBe('');
    const card = page.getByTestId('bonus-card').filter({ hasText: 'Free 10 to try the casino' });
    await card.waitFor();
    expect(await card.getByTestId('bonus-status').textContent()).toBe('Ready to activate');
    expect(await card.getByTestId('bonus-amount').textContent()).toBe('$10.00');
    await alerts(page).getByText('New bonus').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/bonuses-issued-1280.png`, fullPage: true });
    await noAxeViolations(page);

    // Activating moves the bonus money to the bonus balance; the card shows its wagering and maximum bet.
    expect(await bonusBalance(token)).toBe(0);
    await card.getByRole('button', { name: 'Activate', exact: true }).click();
    await card.getByTestId('bonus-wager').waitFor();
    expect(await card.getByTestId('bonus-status').textContent()).toBe('Active');
    await card.getByText('$0.00 / $500.00').waitFor();
    await alerts(page).getByText('Bonus activated').waitFor();
    await expect.poll(() => bonusBalance(token)).toBe(10);
    if (shots) await page.screenshot({ path: `${shots}/bonuses-active-1280.png`, fullPage: true });

    // The maximum bet explained.
    await card.getByRole('button', { name: 'About this limit' }).click();
    const maxBets = page.getByRole('dialog', { name: 'Maximum bet while wagering' });
    await maxBets.getByText('each bet can be at most $5.00', { exact: false }).waitFor();
    await maxBets.getByRole('button', { name: 'Got it' }).click();
    await maxBets.waitFor({ state: 'detached' });

    // Cancelling warns of the forfeit first; keeping it changes nothing.
    await card.getByRole('button', { name: 'Cancel bonus' }).click();
    const warning = page.getByRole('dialog', { name: 'Cancel this bonus?' });
    await warning
      .getByText('your bonus balance and any winnings made with it are forfeited', { exact: false })
      .waitFor();
    if (shots) await page.screenshot({ path: `${shots}/bonuses-cancel-1280.png` });
    await noAxeViolations(page);
    await warning.getByRole('button', { name: 'Keep my bonus' }).click();
    await warning.waitFor({ state: 'detached' });
    expect(await bonusBalance(token)).toBe(10);

    await card.getByRole('button', { name: 'Cancel bonus' }).click();
    await warning.getByRole('button', { name: 'Cancel bonus' }).click();
    await warning.waitFor({ state: 'detached' });
    // The finished bonus leaves the list; the page leads to the promotions again.
    await card.waitFor({ state: 'detached' });
    await page.getByTestId('bonuses-empty').waitFor();
    await alerts(page).getByText('Bonus cancelled').waitFor();
    await expect.poll(() => bonusBalance(token)).toBe(0);

    // The same code again is used up for this player (status 4): the not-available alert.
    await field.fill('NODEPOSIT10');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await alerts(page).getByText('Code not available').waitFor();
    await page
      .getByTestId('bonus-code-hint')
      .getByText('This code isn’t available for your account right now.')
      .waitFor();
  }, 120_000);

  it('[S2.8-05] [S2.8-06] [S2.8-07] [S2.8-09] a failed check still applies the code; other failures say somethingWrong; too many attempts lock the field', async () => {
    const token = await newPlayer('bonus-errors');
    const page = await playerPage(token, 1280);
    await page.goto(`${site.url}/bonuses`);
    const field = page.getByLabel('Bonus code', { exact: true });
    const apply = page.getByRole('button', { name: 'Apply', exact: true });
    const hint = page.getByTestId('bonus-code-hint');
    const codes = '**/api/game/bonuses/bonuscodes';
    const failure = { status: 500, json: { error: { code: 'internal', message: 'Internal error' } } };

    // The check (mode 1) fails: the code is taken as not a regular one and applied (mode 3) to the next deposit.
    let failedChecks = 0;
    await page.route(codes, (route) => {
      if (route.request().method() !== 'POST' || route.request().postDataJSON().trigger !== 1) return route.fallback();
      failedChecks++;
      return route.fulfill(failure);
    });
    await field.fill('WELCOME100');
    await apply.click();
    await hint.getByText('Code applied:', { exact: false }).waitFor();
    expect(failedChecks).toBe(1);
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.poll(() => field.inputValue()).toBe('');
    await page.unroute(codes);

    // Any other failure: somethingWrong, and the field stays open for another try.
    await page.route(codes, (route) =>
      route.request().method() === 'POST' ? route.fulfill(failure) : route.fallback(),
    );
    await field.fill('WELCOME100');
    await apply.click();
    await hint.getByText('Something went wrong. Please try again.').waitFor();
    expect(await field.getAttribute('readonly')).toBeNull();
    await page.unroute(codes);

    // Five wrong codes in the hour (the demo's limit); the next answer is 'Exceeded max attempts'.
    for (let i = 0; i < 5; i++) {
      const wrong = await api(site.url, token, 'POST', '/api/game/bonuses/bonuscodes', {
        bonusCode: `WRONG${i}`,
        trigger: 1,
      });
      expect(wrong.status).toBe(200);
    }
    await field.fill('NODEPOSIT10');
    await apply.click();
    await hint.getByText('Too many attempts. Please wait an hour before trying another code.').waitFor();
    expect(await field.getAttribute('readonly')).not.toBeNull();
    expect(await apply.isDisabled()).toBe(true);
  });

  it('[S1.2-25] [S2.4-97] free spins redeemed elsewhere are announced on any page, then show on /profile/bonuses at phone width', async () => {
    const token = await newPlayer('bonus-spins');
    const page = await playerPage(token, 390);
    // The status-result alerts are the whole site's, not only the bonus pages'.
    await page.goto(`${site.url}/promotions`);
    await expect.poll(() => realtimeLive(page)).toBe(true);
    // The alerts arrive after hydration in a chunk of their own: an event before they listen is not shown.
    await alerts(page).waitFor({ state: 'attached' });
    const redeemed = await api<{ data: { status: number } }>(site.url, token, 'POST', '/api/game/bonuses/bonuscodes', {
      bonusCode: 'FRUITSPINS',
      trigger: 1,
    });
    expect(redeemed.body.data.status).toBe(2);
    await alerts(page).getByText('Free spins for you').waitFor();
    await page.goto(`${site.url}/profile/bonuses`);
    const card = page.getByTestId('freespin-card');
    await card.getByText('25 spins left').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/profile-bonuses-390.png`, fullPage: true });
    await noAxeViolations(page);

    await card.getByRole('button', { name: 'Details' }).click();
    const detail = page.getByRole('dialog', { name: /Fruit Stand/ });
    await detail.waitFor();
    await detail.getByText('0 of 25').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/free-spin-detail-390.png` });
    await noAxeViolations(page);
  });

  it('[S1.8-17] [S1.8-18] [S2.8-27] [S2.8-28] a free-spin alert names its game; when the game info fails, a console error and the alert without it', async () => {
    const token = await newPlayer('bonus-spins-game');
    const page = await playerPage(token, 1280);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The game info request (GET /api/game/games/:id) answers as a failing server would.
    const gameInfo = (url: URL) => /^\/api\/game\/games\/[^/]+$/.test(url.pathname);
    await page.route(gameInfo, (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Internal error' } } }),
    );
    await page.goto(`${site.url}/promotions`);
    await expect.poll(() => realtimeLive(page)).toBe(true);
    await alerts(page).waitFor({ state: 'attached' });
    await api(site.url, token, 'POST', '/api/game/bonuses/bonuscodes', { bonusCode: 'FRUITSPINS', trigger: 1 });
    await alerts(page).getByText('Free spins for you').waitFor();
    expect(await alerts(page).textContent()).toContain('New free spins are waiting. Activate them to play.');
    expect(errors.filter((text) => text.startsWith('Game info fetch failed'))).toEqual([
      'Game info fetch failed: 500 internal',
    ]);

    // With the game info answering, the next alert of the award says which game it plays on.
    await page.unroute(gameInfo);
    const { body } = await api<{ data: { id: string }[] }>(site.url, token, 'GET', '/api/game/player-freespins');
    await api(site.url, token, 'PUT', `/api/game/player-freespins/${body.data[0]?.id}/activate`);
    await alerts(page)
      .getByText('Your free spins on Fruit Stand Classic are ready: open the game to play them.')
      .waitFor();
  });

  it('[S2.9-12] [S2.9-31] without a countdown in content the general screen counts 10 min; its banner says FS', async () => {
    const token = await newPlayer('bonus-promo-default');
    const page = await playerPage(token, 1280);
    // The operator's content leaves the countdown out (the server's own document, without that one field).
    await page.route('**/api/content/global-components?*', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: { walletPromo?: Record<string, unknown> } };
      delete body.data.walletPromo?.countdownMinutes;
      return route.fulfill({ response: answer, json: body });
    });
    await page.goto(`${site.url}/?wallet=deposit`);
    const promo = page.getByRole('dialog', { name: 'Wallet', exact: true }).getByTestId('wallet-promo');
    // The player signed up seconds ago: 10 minutes from then, less the seconds since.
    const timer = promo.getByRole('timer');
    await timer.waitFor();
    const [minutes = 0, seconds = 0] = ((await timer.textContent()) ?? '').split(':').map(Number);
    expect(minutes * 60 + seconds).toBeGreaterThan(9 * 60);
    expect(minutes * 60 + seconds).toBeLessThanOrEqual(10 * 60);
    // The headline beside the clock is the short one: free spins next to a match bonus read as FS.
    expect(await promo.getByRole('heading').textContent()).toBe('100% up to $500 + 50 FS');
  });

  it('[S2.9-05] [S2.9-06] [S1.9-25] [S1.9-26] [S2.9-71] [S2.9-72] the lists ask 12 a page from 1024 px, 6 below, once a resize has settled: 150 ms, 100 ms on iOS', async () => {
    const token = await newPlayer('bonus-widths');
    const iPhone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    for (const [userAgent, settle] of [
      [undefined, 150],
      [iPhone, 100],
    ] as const) {
      const context = await browser.newContext({
        locale: 'en-US',
        viewport: { width: 1280, height: 900 },
        ...(userAgent ? { userAgent } : {}),
      });
      contexts.push(context);
      await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
      const page = await context.newPage();
      const asked: number[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/game/player-bonuses' && url.searchParams.get('perPage') !== '1') {
          asked.push(Number(url.searchParams.get('perPage')));
        }
      });
      await page.clock.install();
      await page.goto(`${site.url}/profile/bonuses`);
      await expect.poll(() => asked).toContain(12);
      // From here the page's clock moves only as the test says.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      asked.length = 0;
      await page.setViewportSize({ width: 800, height: 900 });
      await page.waitForFunction(() => window.innerWidth === 800);
      await page.clock.runFor(settle - 1);
      await page.waitForTimeout(300);
      expect(asked).toEqual([]);
      await page.clock.runFor(1);
      await expect.poll(() => asked).toContain(6);
      await context.close();
    }
  });

  it('the bonus history shows a cancelled bonus with what it granted and forfeited, and free spins, named in the page’s language', async () => {
    const token = await newPlayer('bonus-history');
    await api(site.url, token, 'POST', '/api/game/bonuses/bonuscodes', { bonusCode: 'NODEPOSIT10', trigger: 1 });
    const issued = await api<{ data: { id: string }[] }>(site.url, token, 'GET', '/api/game/player-bonuses');
    const id = issued.body.data[0]?.id;
    await api(site.url, token, 'PUT', `/api/game/player-bonuses/${id}/activate`);
    await api(site.url, token, 'PUT', `/api/game/player-bonuses/${id}/cancel`);
    await api(site.url, token, 'POST', '/api/game/bonuses/bonuscodes', { bonusCode: 'FRUITSPINS', trigger: 1 });

    for (const width of [1280, 390]) {
      const page = await playerPage(token, width);
      await page.goto(`${site.url}/profile/history`);
      await page.getByTestId('session-row').first().waitFor();
      await waitForHydration(page);
      await page.getByRole('navigation', { name: 'History sections' }).getByRole('link', { name: 'Bonuses' }).click();
      const rows = page.getByTestId('bonus-history-row');
      await rows.first().waitFor();
      expect(new URL(page.url()).searchParams.get('tab')).toBe('bonuses');
      expect(await rows.count()).toBe(2);
      const cancelled = rows.filter({ hasText: 'Free 10 to try the casino' });
      expect(await cancelled.getByTestId('bonus-history-outcome').textContent()).toBe('Cancelled');
      expect(await cancelled.getByTestId('bonus-history-granted').textContent()).toBe('$10.00');
      expect(await cancelled.getByTestId('bonus-history-forfeited').textContent()).toBe('$10.00');
      expect(await cancelled.getByTestId('bonus-history-converted').textContent()).toBe('$0.00');
      await rows.filter({ hasText: 'Fruit Stand' }).getByText('0 of 25').waitFor();
      if (shots) await page.screenshot({ path: `${shots}/profile-history-bonuses-${width}.png`, fullPage: true });
      await noAxeViolations(page);
    }

    // The operator's names come in the page's language (decision 0087), whatever the browser's.
    const german = await playerPage(token, 1280);
    await german.goto(`${site.url}/de/profile/history?tab=bonuses`);
    const germanRows = german.getByTestId('bonus-history-row');
    await germanRows.filter({ hasText: '10 gratis zum Kennenlernen des Casinos' }).waitFor();
    await germanRows.filter({ hasText: '25 Freispiele für Fruit Stand Classic' }).waitFor();
  });

  it('a guest in Ontario sees no bonus offer on the home page, promotions or sign-up; a player there does', async () => {
    const ontario = { 'cf-ipcountry': 'CA', 'cf-region-code': 'ON' };
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: ontario,
    });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    const carousel = page.locator('section[aria-roledescription="carousel"]');
    await carousel.getByText('Over 100 games you can verify').waitFor();
    expect(await carousel.locator('[aria-roledescription="slide"]').count()).toBe(1);
    expect(await page.getByText('Welcome package').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Promotions' }).count()).toBe(0);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).not.toMatch(/welcome/i);
    if (shots) await page.screenshot({ path: `${shots}/home-ontario-guest-1280.png` });

    await page.goto(`${site.url}/promotions`);
    await page.getByText('Already a player? Log in to see your offers.').waitFor();
    if (shots) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${shots}/promotions-ontario-guest-390.png` });
    }
    expect(await page.getByText('WELCOME100').count()).toBe(0);
    await page.goto(`${site.url}/sign-up`);
    await page.getByLabel('E-mail', { exact: true }).waitFor();
    expect(await page.getByTestId('sign-up-banner').count()).toBe(0);

    // Elsewhere in Canada the welcome package is advertised; a player in Ontario sees their own offers.
    const quebec = await browser.newContext({
      locale: 'en-US',
      extraHTTPHeaders: { 'cf-ipcountry': 'CA', 'cf-region-code': 'QC' },
    });
    contexts.push(quebec);
    const visitor = await quebec.newPage();
    await visitor.goto(`${site.url}/`);
    expect(await visitor.locator('[aria-roledescription="slide"]').count()).toBe(3);
    const player = await playerPage(await newPlayer('bonus-ontario'), 1280);
    await player.context().setExtraHTTPHeaders(ontario);
    await player.goto(`${site.url}/promotions`);
    await player
      .getByRole('heading', { name: /Welcome package/ })
      .first()
      .waitFor();
  });

  it('activating a second bonus offers to cancel the active one, which forfeits it, then activates the new one', async () => {
    const token = await newPlayer('bonus-change');
    const account = await accountOf(site.url, token);
    await api(site.url, token, 'POST', '/api/game/bonuses/bonuscodes', { bonusCode: 'NODEPOSIT10', trigger: 1 });
    const issued = await api<{ data: { id: string }[] }>(site.url, token, 'GET', '/api/game/player-bonuses');
    await api(site.url, token, 'PUT', `/api/game/player-bonuses/${issued.body.data[0]?.id}/activate`);
    // A first deposit with the welcome bonus chosen issues a second bonus while the first is active.
    const offers = await api<{ data: { id: string }[] }>(site.url, token, 'GET', '/api/game/bonuses?currency=CAD');
    const deposit = await api<{ data: { id: string } }>(site.url, token, 'POST', '/api/payment/invoices/deposit', {
      method: 'sandbox.card',
      currency: 'CAD',
      amount: 50,
      accountId: account.id,
      bonusId: offers.body.data[0]?.id,
    });
    await decideDeposit(site.url, deposit.body.data.id, 'approve');

    const page = await playerPage(token, 1280);
    await page.goto(`${site.url}/bonuses`);
    const next = page.getByTestId('bonus-card').filter({ hasText: 'Ready to activate' });
    await next.waitFor();
    const nextName = (await next.locator('h3').textContent()) ?? '';
    await next.getByRole('button', { name: 'Activate', exact: true }).click();
    const change = page.getByRole('dialog', { name: 'Only one bonus can be active' });
    await change.getByText('Free 10 to try the casino is active now.', { exact: false }).waitFor();
    await noAxeViolations(page);
    await change.getByRole('button', { name: 'Cancel and switch' }).click();
    await change.waitFor({ state: 'detached' });

    await page
      .getByTestId('bonus-card')
      .filter({ hasText: 'Free 10 to try the casino' })
      .waitFor({ state: 'detached' });
    const active = page.getByTestId('bonus-card').filter({ hasText: nextName });
    await expect.poll(() => active.getByTestId('bonus-status').textContent()).toBe('Active');
    await expect.poll(() => bonusBalance(token)).toBe(50);
  });

  it('[S1.9-09] [S1.9-10] [S1.9-11] an alert shows for 3000 ms, fades in over 300 ms, and the next one follows 400 ms later', async () => {
    const token = await newPlayer('bonus-toasts');
    const page = await playerPage(token, 1280);
    // The page's clock stands still unless the test moves it: each alert's time is counted exactly.
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.goto(`${site.url}/bonuses`);
    // The alerts mount only once the stopped clock moves on: they wait on the page's timers.
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return alerts(page).count();
      })
      .toBe(1);
    const field = page.getByLabel('Bonus code', { exact: true });
    const toast = alerts(page).getByText('Incorrect code');
    // Two wrong codes: two alerts, the second queued behind the first.
    await field.fill('NOSUCHCODE1');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await toast.waitFor();
    expect(await toast.evaluate((el) => getComputedStyle(el.closest('div') as Element).animationDuration)).toBe('0.3s');
    await field.fill('NOSUCHCODE2');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByTestId('bonus-code-hint').getByText('We don’t recognise this code.', { exact: false }).waitFor();

    await page.clock.runFor(2999);
    expect(await toast.count()).toBe(1);
    await page.clock.runFor(1);
    await toast.waitFor({ state: 'detached' });
    await page.clock.runFor(399);
    expect(await toast.count()).toBe(0);
    await page.clock.runFor(1);
    await toast.waitFor();
  });
});
