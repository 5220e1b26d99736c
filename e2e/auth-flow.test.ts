import { sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, hasChromium, launchChromium } from './support/browser.ts';
import {
  closeDepositWallet,
  createPlayer,
  logInWithForm,
  logOutFromHeader,
  outboxLink,
  uniqueEmail,
} from './support/players.ts';
import { type RunningSite, startSite } from './support/site.ts';
import { dataLayerEvents } from './support/wallet.ts';

describe.skipIf(!hasChromium())('auth: sign-up, login, logout, password reset, guards', () => {
  let site: RunningSite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    // NODE_ENV test keeps GET /api/dev/outbox, where the confirmation and reset links are read.
    site = await startSite({ NODE_ENV: 'test', JWT_SECRET: 'e2e-auth-flow-secret-at-least-32-characters' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  // A test's pages keep their sockets and timers running until closed: left open, they slowed every later test.
  afterEach(() => closeContexts(contexts));

  async function newPage(width = 1280, userAgent?: string): Promise<Page> {
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width, height: 800 },
      ...(userAgent ? { userAgent } : {}),
    });
    contexts.push(context);
    return context.newPage();
  }

  const cookieOf = async (page: Page) =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'access_token');

  it('[S1.4-25][S1.4-05][S1.4-10][S1.4-12][S1.4-17][S1.3-12][S1.3-13][S1.3-30][S1.9-05][S1.9-06][S2.9-42][S2.9-43][S1.8-11][S1.8-12][S2.8-22][S2.8-23] signs up by e-mail, sends the link again, confirms from it, logs out and in again; analytics sees the funnel and the registration', async () => {
    const page = await newPage();
    const email = uniqueEmail('signup');
    const password = 'Sunny-Day7';
    await page.goto(`${site.url}/sign-up`);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    const currency = page.getByLabel('Currency');
    const firstCode = await currency.locator('option:not([disabled])').first().getAttribute('value');
    await currency.selectOption(firstCode ?? '');
    await page.getByRole('combobox', { name: 'Country' }).fill('Germ');
    await page.getByRole('option', { name: 'Germany' }).click();
    await page.getByLabel('Date of birth').fill('1990-05-20');
    await page.getByLabel(/accept the Terms/).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    const dialog = page.getByRole('dialog', { name: 'Check your e-mail' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(email);
    // Spec 02 §3: the sign-up funnel's steps, in order, from the page's own code.
    const funnel = (await dataLayerEvents(page)).filter((e) => e.event === 'registrationFunnel');
    expect(funnel.map((e) => [e.funnelStep, e.regType])).toEqual([
      ['opened', 'email'],
      ['submitted', 'email'],
      ['sent', 'email'],
    ]);

    // Sending the link again: a failure is the somethingWrong alert, a success names the address.
    await page.route('**/api/player/register', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Internal error' } } }),
    );
    await dialog.getByRole('button', { name: 'Send again' }).click();
    await dialog.getByRole('alert').getByText('Something went wrong').waitFor();
    await page.unroute('**/api/player/register');
    await dialog.getByRole('button', { name: 'Send again' }).click();
    const resent = dialog.getByRole('status').filter({ hasText: 'E-mail sent again' });
    await resent.getByText(`We sent a new confirmation link to ${email}.`, { exact: false }).waitFor();
    expect(await dialog.getByRole('alert').textContent()).toBe('');

    const link = await outboxLink(site.url, email, /^\/verify\//);
    await page.goto(`${site.url}${link}`);
    await page.getByRole('dialog', { name: 'E-mail confirmed' }).waitFor();
    // The account is real and signed in: that is the registration, with the new player's id.
    const registration = (await dataLayerEvents(page)).filter((e) => e.event === 'registration');
    expect(registration).toEqual([expect.objectContaining({ regType: 'email', userId: expect.any(String) })]);
    const cookie = await cookieOf(page);
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    // One year, give or take the seconds the test took.
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await page.getByRole('dialog').getByRole('button', { name: 'Go to the lobby' }).click();
    await page.waitForURL(`${site.url}/`);
    const name = email.split('@')[0] ?? '';
    await expect.poll(() => page.getByTestId('player-name').textContent()).toBe(name);

    await logOutFromHeader(page);
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await cookieOf(page)).toBeUndefined();
    const marker = await page.evaluate<string | null>("localStorage.getItem('croupier:session-change')");
    expect(marker).toMatch(/:logout$/);

    await logInWithForm(page, site.url, email, password);
    expect(await page.getByTestId('player-name').textContent()).toBe(name);
  });

  it('a used confirmation link says so and offers a way to get a new one', async () => {
    const email = uniqueEmail('used');
    await createPlayer(site.url, email, 'Sunny-Day7');
    const link = await outboxLink(site.url, email, /^\/verify\//);
    const page = await newPage();
    await page.goto(`${site.url}${link}`);
    await page.getByRole('alert').filter({ hasText: 'does not work' }).waitFor();
    await page.getByRole('link', { name: /sign up again/ }).waitFor();
  });

  it('[S1.5-33][S1.5-47] shows field rules before sending and a wrong-password message after', async () => {
    const email = uniqueEmail('wrong');
    await createPlayer(site.url, email, 'Right-Pass1');
    const page = await newPage();
    await page.goto(`${site.url}/login`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.locator('#login-email-error').waitFor();
    expect(await page.locator('#login-email-error').textContent()).toContain('Value is required');

    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-Pass1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Wrong e-mail or password' }).waitFor();
    expect(await cookieOf(page)).toBeUndefined();

    // Show/hide password.
    const input = page.getByLabel('Password', { exact: true });
    expect(await input.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show' }).click();
    expect(await input.getAttribute('type')).toBe('text');
  });

  it('[S2.9-78] a login with its fingerprint from a 700-character user agent keeps the first 500', async () => {
    const email = uniqueEmail('agent');
    await createPlayer(site.url, email, 'Sunny-Day7');
    const userAgent = `Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36 ${'x'.repeat(700)}`.slice(0, 700);
    const page = await newPage(1280, userAgent);
    await page.goto(`${site.url}/login`);
    // The visitor id is filled after hydration: the form is sent once it carries one.
    await page.waitForFunction(
      () => (document.querySelector('input[name="fingerprint"]') as HTMLInputElement | null)?.value,
    );
    const visitorId = await page.locator('input[name="fingerprint"]').inputValue();
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Sunny-Day7');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByTestId('user-nav-panel').waitFor();

    // What the server recorded of that login (the newest session: confirming by API opened one too): the
    // session's device and the fingerprint the login carried.
    const { rows } = (await site.db.execute(
      sql`select s.user_agent, f.visitor_id from players p
          join player_sessions s on s.player_id = p.id
          join player_fingerprints f on f.player_id = p.id
          where p.email = ${email} order by s.created_at desc limit 1`,
    )) as unknown as { rows: { user_agent: string; visitor_id: string }[] };
    expect(rows).toEqual([{ user_agent: userAgent.slice(0, 500), visitor_id: visitorId }]);
  });

  it('[S1.4-27] forgot password → reset link → the new password works and the old one does not', async () => {
    const email = uniqueEmail('reset');
    await createPlayer(site.url, email, 'Old-Pass1');
    const page = await newPage();
    await page.goto(`${site.url}/forgot-password`);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').filter({ hasText: email }).waitFor();

    // An unknown address gets the same answer (decision 0010).
    const other = await newPage();
    await other.goto(`${site.url}/forgot-password`);
    await other.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('nobody'));
    await other.getByRole('button', { name: 'Send reset link' }).click();
    await other.getByRole('status').filter({ hasText: 'If an account exists' }).waitFor();

    const link = await outboxLink(site.url, email, /^\/reset-password$/);
    await page.goto(`${site.url}${link}`);
    await page.getByLabel('New password', { exact: true }).fill('New-Pass2');
    await page.getByLabel('Repeat new password').fill('New-Pass3');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.locator('#reset-password-confirmation-error').waitFor();
    await page.getByLabel('Repeat new password').fill('New-Pass2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Password changed' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${site.url}/login`);

    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Old-Pass1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Wrong e-mail or password' }).waitFor();

    await logInWithForm(page, site.url, email, 'New-Pass2');
  });

  it('[S1.4-03][S1.4-11][S1.8-01][S1.8-02][S2.8-18][S2.8-19] a 401 from the API ends the session and sends the player to login', async () => {
    const email = uniqueEmail('closed');
    // The confirmation's own session: the page never uses it, so ending it later tells the page nothing.
    const unused = await createPlayer(site.url, email, 'Sunny-Day7');
    const page = await newPage();
    await logInWithForm(page, site.url, email, 'Sunny-Day7');
    // The deposit wallet opens after a login (spec 02 §4); it is closed before the test navigates away.
    await closeDepositWallet(page);
    const token = (await cookieOf(page))?.value ?? '';
    // The page leaves first: its realtime connection would hear of the ended session and go to login itself.
    await page.goto('about:blank');
    // The session ends on the server (as "close session" elsewhere would).
    const logout = await fetch(`${site.url}/api/player/sessions/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);
    // Server-rendered pages see it at once: a login-required page sends the player to login.
    await page.goto(`${site.url}/profile`);
    expect(new URL(page.url()).pathname).toBe('/login');

    // In the browser, the next API call answers 401: the session goes and the page moves to login. The
    // page's token becomes one of an ended session that its realtime connection (on this login's
    // session) hears nothing about, so only the API call can tell the page.
    await logInWithForm(page, site.url, email, 'Sunny-Day7');
    await closeDepositWallet(page);
    const ended = await fetch(`${site.url}/api/player/sessions/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${unused}` },
    });
    expect(ended.status).toBe(200);
    await page.context().addCookies([{ name: 'access_token', value: unused, url: site.url }]);
    // Log out's own call is such a call; a 401 sends it to login rather than home.
    await logOutFromHeader(page);
    await page.waitForURL(`${site.url}/login`);
    expect(await cookieOf(page)).toBeUndefined();
    expect(await page.evaluate<string | null>("localStorage.getItem('croupier:session-change')")).toMatch(/:logout$/);
  });

  it('[S1.6-03] guest-only pages send a logged-in player home', async () => {
    const email = uniqueEmail('guard');
    await createPlayer(site.url, email, 'Sunny-Day7');
    const page = await newPage();
    await logInWithForm(page, site.url, email, 'Sunny-Day7');
    for (const path of ['/login', '/sign-up', '/forgot-password', '/reset-password?resetCode=x', '/fr/login']) {
      await page.goto(`${site.url}${path}`);
      expect(new URL(page.url()).pathname).toBe(path.startsWith('/fr') ? '/fr' : '/');
    }
  });
});
