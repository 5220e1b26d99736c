import type { Page } from 'playwright-core';

/**
 * Test players for the auth scenarios: registered and confirmed through the public API and the
 * development outbox (NODE_ENV test), exactly as a player following the e-mail link would.
 */

interface OutboxMessage {
  to: string;
  subject: string;
  links: string[];
  createdAt: string;
}

let counter = 0;
/** A fresh address per call, so runs and tests never collide on rate limits or accounts. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

/** The newest e-mail link to the address whose path matches, as a path on the test site. */
export async function outboxLink(siteUrl: string, to: string, pathPattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(`${siteUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const body = (await response.json()) as { data: OutboxMessage[] };
    for (const message of body.data) {
      for (const link of message.links) {
        const url = new URL(link);
        if (pathPattern.test(url.pathname)) return `${url.pathname}${url.search}`;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail link matching ${pathPattern} for ${to}`);
}

async function firstCurrency(siteUrl: string): Promise<string> {
  const response = await fetch(`${siteUrl}/api/settings/currencies?visible=true`);
  const body = (await response.json()) as { data: { code: string }[] };
  const code = body.data[0]?.code;
  if (!code) throw new Error('no currency offered');
  return code;
}

let addresses = 0;
/**
 * A documentation address (RFC 5737) per API registration, sent as X-Forwarded-For: the site trusts the
 * loopback proxy, so each seeded player arrives from its own address, as real players do, and a file that
 * seeds many players stays under the per-address registration limit its browser steps still meet.
 */
function nextClientAddress(): string {
  addresses += 1;
  return `198.51.100.${(addresses % 254) + 1}`;
}

/** What a test may choose of a new player; the rest is the Canadian default below. */
export interface PlayerOptions {
  /** The registration currency (the player's first account); default the site's first currency, CAD. */
  currency?: string;
}

/** Registers a player through the API and answers the path of the confirmation link e-mailed to them. */
export async function registerPlayer(
  siteUrl: string,
  email: string,
  password: string,
  options: PlayerOptions = {},
): Promise<string> {
  const register = await fetch(`${siteUrl}/api/player/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClientAddress() },
    body: JSON.stringify({
      email,
      password,
      currency: options.currency ?? (await firstCurrency(siteUrl)),
      // A Canadian with the first (base) currency, CAD: the country the Interac methods serve (decision 0059).
      country: 'CA',
      birthdate: '1990-05-20',
      agreements: true,
    }),
  });
  if (register.status !== 202) throw new Error(`register answered ${register.status}: ${await register.text()}`);
  return outboxLink(siteUrl, email, /^\/verify\//);
}

/** Registers and confirms a player through the API; answers its first access token. */
export async function createPlayer(
  siteUrl: string,
  email: string,
  password: string,
  options: PlayerOptions = {},
): Promise<string> {
  const link = await registerPlayer(siteUrl, email, password, options);
  const code = decodeURIComponent(link.split('/').pop() ?? '');
  const confirm = await fetch(`${siteUrl}/api/player/register/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  const body = (await confirm.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

/** Logs in through the login form and waits for the home page with the player's header. */
export async function logInWithForm(page: Page, siteUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${siteUrl}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByTestId('user-nav-panel').waitFor();
  // Test players hold CAD 0, so the login ends on the deposit wallet (spec 02 §4); waiting for it keeps
  // the wallet's own URL change from cancelling the test's next navigation.
  await page.getByRole('dialog', { name: 'Wallet', exact: true }).waitFor();
}

/**
 * Spec 02 §4: a login with a CAD balance under 2 lands on the deposit wallet, as it does for every new
 * player; a test that goes on with the page behind closes it the way a player would.
 */
export async function closeDepositWallet(page: Page): Promise<void> {
  const wallet = page.getByRole('dialog', { name: 'Wallet', exact: true });
  await wallet.waitFor();
  await wallet.getByRole('button', { name: 'Close wallet' }).click();
  // With a deposit bonus on offer the close icon asks first (spec 02 §2): the player leaves anyway.
  const promo = page.getByRole('dialog', { name: 'Leave without your bonus?', exact: true });
  await Promise.race([wallet.waitFor({ state: 'detached' }), promo.waitFor()]);
  if (await promo.isVisible()) await promo.getByRole('button', { name: 'Leave', exact: true }).click();
  await wallet.waitFor({ state: 'detached' });
}

/** Logs out from the top bar: Log out sits in the account menu behind the player's avatar. */
export async function logOutFromHeader(page: Page): Promise<void> {
  const panel = page.getByTestId('user-nav-panel');
  await panel.getByRole('button', { name: /^My account/ }).click();
  await panel.getByRole('button', { name: 'Log out' }).click();
}
