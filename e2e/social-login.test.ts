import { createServer } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { closeContexts, hasChromium, launchChromium } from './support/browser.ts';
import { createPlayer, uniqueEmail } from './support/players.ts';

/** A free port, chosen first: PUBLIC_URL (issuer and redirect URI of the sign-in) must name it. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe.skipIf(!hasChromium())('social login and auto-login in the browser', () => {
  let url: string;
  let close: () => Promise<void>;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    // NODE_ENV test keeps the development identity provider and POST /api/dev/autologin-token.
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      DATA_DIR: 'memory://',
      PUBLIC_URL: url,
      JWT_SECRET: 'e2e-social-secret-that-is-long-enough-0123',
    });
    const { app } = await buildApp(config, { site: true });
    await app.listen({ port, host: '127.0.0.1' });
    close = () => app.close();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await close?.();
  });
  // A test's pages keep their sockets and timers running until closed: left open, they slowed every later test.
  afterEach(() => closeContexts(contexts));

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    return context.newPage();
  }
  const cookieOf = async (page: Page) =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'access_token');

  it('[S1.1-16][S1.4-07][S2.2-05][S2.4-127] "Continue with Croupier ID (dev)" on /login, a demo identity, back home logged in', async () => {
    const page = await newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${url}/login`);
    await page.getByRole('link', { name: 'Continue with Croupier ID (dev)' }).click();
    await page.getByRole('heading', { name: /Croupier ID/ }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/dev\/idp\/interaction\//);
    await page.getByRole('button', { name: /Alice Demo/ }).click();
    await page.waitForURL(`${url}/`);
    await page.getByTestId('user-nav-panel').waitFor();
    expect((await cookieOf(page))?.value).toBeTruthy();
    const marker = await page.evaluate<string | null>("localStorage.getItem('croupier:session-change')");
    expect(marker).toMatch(/:login$/);
    expect(violations).toEqual([]);
  });

  it('[S1.8-14][S2.8-24] a new player from /sign-up is welcomed with the successRegistration message', async () => {
    const page = await newPage();
    const email = uniqueEmail('social-new');
    await page.goto(`${url}/sign-up`);
    await page.getByRole('link', { name: 'Continue with Croupier ID (dev)' }).click();
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Name', { exact: true }).fill('Nina Newcomer');
    await page.getByRole('button', { name: 'Continue' }).click();
    // The callback page moves on home; the welcome may appear before that navigation has finished.
    await page.waitForURL((address) => address.pathname === '/');
    await page.getByRole('dialog', { name: 'Welcome to Croupier!' }).waitFor();
    await page.getByTestId('user-nav-panel').waitFor();
  });

  it('[S1.4-07] a returning player is taken on by the server in the same request, so it works without script', async () => {
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 800 },
      javaScriptEnabled: false,
    });
    contexts.push(context);
    const page = await context.newPage();
    const email = uniqueEmail('social-again');
    const signIn = async () => {
      await page.goto(`${url}/login`);
      await page.getByRole('link', { name: 'Continue with Croupier ID (dev)' }).click();
      await page.getByLabel('E-mail', { exact: true }).fill(email);
      await page.getByLabel('Name', { exact: true }).fill('Rita Returning');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Finish signing in' }).click();
    };
    // The first time the player is new: the page stays, to welcome them on the way home.
    await signIn();
    await page.getByText('You are signed in').waitFor();
    await context.clearCookies();
    // The second time the answer to the form is the move home itself, with the session.
    await signIn();
    await page.waitForURL(`${url}/`);
    expect((await cookieOf(page))?.value).toBeTruthy();
    expect(await page.getByText('You are signed in').count()).toBe(0);
  });

  it('a social sign-up adds its date of birth before its first deposit', async () => {
    const page = await newPage();
    await page.goto(`${url}/sign-up`);
    await page.getByRole('link', { name: 'Continue with Croupier ID (dev)' }).click();
    await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('social-deposit'));
    await page.getByLabel('Name', { exact: true }).fill('Dora Deposit');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('dialog', { name: 'Welcome to Croupier!' }).waitFor();

    await page.goto(`${url}/?wallet=deposit`);
    await page
      .getByTestId('wallet')
      .getByRole('button', { name: /^Visa \/ Mastercard/ })
      .click();
    await page.getByRole('button', { name: 'Deposit $100.00' }).click();
    // The server refuses the deposit (age_unconfirmed) and the profile asks for what is missing.
    const profile = page.getByRole('dialog', { name: 'Complete your profile' });
    await profile.getByLabel('Date of birth').waitFor();
    expect(await page.context().pages()).toHaveLength(1);
  });

  it('shows a clear message with a way back when the sign-in is cancelled at the provider', async () => {
    const page = await newPage();
    await page.goto(`${url}/login`);
    await page.getByRole('link', { name: 'Continue with Croupier ID (dev)' }).click();
    await page.getByRole('button', { name: 'Cancel and go back' }).click();
    await page.getByText('Sign-in was not completed').waitFor();
    await page.getByRole('link', { name: 'Back to log in' }).click();
    await page.waitForURL(`${url}/login`);
    expect(await cookieOf(page)).toBeUndefined();
  });

  it('[S1.4-08][S1.2-08][S2.4-128][S2.4-141] an auto-login link logs in once (onto the deposit wallet); the second time it says it was used', async () => {
    const email = uniqueEmail('autologin');
    await createPlayer(url, email, 'Sunny-Day7');
    const made = await fetch(`${url}/api/dev/autologin-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const { data } = (await made.json()) as { data: { url: string } };
    expect(data.url).toMatch(new RegExp(`^${url}/auth/autologin\\?state=`));

    const first = await newPage();
    await first.goto(data.url);
    // Logged in, and with a CAD balance under 2 sent on to the deposit wallet (spec 02 §4).
    await first.getByRole('dialog', { name: 'Wallet', exact: true }).waitFor();
    expect(new URL(first.url()).pathname).toBe('/');
    expect(new URL(first.url()).searchParams.get('wallet')).toBe('deposit');
    await first.getByTestId('user-nav-panel').waitFor();
    expect((await cookieOf(first))?.value).toBeTruthy();

    const second = await newPage();
    await second.goto(data.url);
    await second.getByText('This login link has already been used').waitFor();
    await second.getByRole('link', { name: 'Back to log in' }).waitFor();
    expect(await cookieOf(second)).toBeUndefined();
  });
});
