import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Wallet set-up for the browser tests, through the public API and the sandbox providers' own pages, as a
 * player (and the sandbox's tester) would: deposits approved on the hosted payment page, identity
 * verified through the sandbox KYC steps, withdrawals decided through the operator API.
 */

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

export async function api<T = unknown>(
  siteUrl: string,
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${siteUrl}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export interface Account {
  id: string;
  currency: string;
  balance: number;
  withdrawalBalance: number;
}

export async function accountOf(siteUrl: string, token: string, currency = 'CAD'): Promise<Account> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { body } = await api<{ data?: Account[] }>(siteUrl, token, 'GET', '/api/wallet/accounts');
    const account = body.data?.find((a) => a.currency === currency);
    if (account) return account;
    // The account opens from the registration event, which the outbox delivers just after commit.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${currency} account`);
}

/** A deposit invoice through the API (what the wallet's Deposit button sends); answers its id. */
export async function createDeposit(
  siteUrl: string,
  token: string,
  amount: number,
  method = 'sandbox.card',
  currency = 'CAD',
): Promise<string> {
  const account = await accountOf(siteUrl, token, currency);
  const answer = await api<{ data: { id: string } }>(siteUrl, token, 'POST', '/api/payment/invoices/deposit', {
    method,
    currency,
    amount,
    accountId: account.id,
  });
  if (answer.status !== 201) throw new Error(`deposit answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data.id;
}

/** The tester's decision on the sandbox's hosted payment page (the form the page posts). */
export async function decideDeposit(siteUrl: string, invoiceId: string, answer: 'approve' | 'decline'): Promise<void> {
  const response = await fetch(`${siteUrl}/sandbox/pay/${encodeURIComponent(invoiceId)}/decision`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ answer }).toString(),
    redirect: 'manual',
  });
  if (response.status !== 303) throw new Error(`decision answered ${response.status}`);
}

/** A deposit that reached the balance; waits until the account shows it. */
export async function depositApproved(
  siteUrl: string,
  token: string,
  amount: number,
  method = 'sandbox.card',
  currency = 'CAD',
) {
  const before = await accountOf(siteUrl, token, currency);
  const id = await createDeposit(siteUrl, token, amount, method, currency);
  await decideDeposit(siteUrl, id, 'approve');
  for (let attempt = 0; attempt < 50; attempt++) {
    const account = await accountOf(siteUrl, token, currency);
    if (account.balance >= before.balance + amount) return id;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the approved deposit did not reach the balance');
}

/** The smallest bytes the server recognises as a PNG image (its magic number), padded. */
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(128).fill(5)]);

/**
 * Sends the player's document and selfie through the sandbox KYC pages, as the player would: the provider then
 * tells the site the case is under review (pending). Answers the case page's decision step.
 */
export async function submitIdentity(
  siteUrl: string,
  token: string,
): Promise<(answer: 'GREEN' | 'RED') => Promise<void>> {
  const start = await api<{ data: { url: string } }>(siteUrl, token, 'POST', '/api/player/services/sandbox/auth', {});
  if (start.status !== 200) throw new Error(`verification start answered ${start.status}`);
  const page = new URL(start.body.data.url, siteUrl);
  const post = async (step: string, form: FormData) => {
    const response = await fetch(new URL(`${page.pathname}/${step}${page.search}`, siteUrl), {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    if (response.status !== 303) throw new Error(`${step} answered ${response.status}`);
  };
  for (const step of ['document', 'selfie']) {
    const form = new FormData();
    form.set('file', new Blob([png], { type: 'image/png' }), `${step}.png`);
    await post(step, form);
  }
  return async (answer) => {
    const decision = new FormData();
    decision.set('answer', answer);
    await post('decision', decision);
  };
}

/** Verifies the player's identity through the sandbox KYC pages: document, selfie, approval. */
export async function verifyIdentity(siteUrl: string, token: string): Promise<void> {
  const decide = await submitIdentity(siteUrl, token);
  await decide('GREEN');
  for (let attempt = 0; attempt < 50; attempt++) {
    const profile = await api<{ data: { sumsubVerified: boolean } }>(siteUrl, token, 'GET', '/api/player/profile');
    if (profile.body.data.sumsubVerified) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the player was not verified');
}

/** Uploads a PNG as one of the player's documents (the documents page's call). */
export async function uploadDocument(siteUrl: string, token: string, type: string): Promise<string> {
  const form = new FormData();
  form.set('type', type);
  form.set('file', new Blob([png], { type: 'image/png' }), `${type}.png`);
  const response = await fetch(`${siteUrl}/api/player/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** The analytics events the page pushed, by name. */
export async function dataLayerEvents(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (entry) => typeof entry.event === 'string',
    ),
  );
}

/**
 * Spec 02 §9: in the wallet's method list exactly one method, `featured`, carries the Popular tag and the Interac
 * trade-mark notice; the list must hold others, so the marks are told apart.
 */
export async function expectOnlyFeaturedMethod(wallet: Locator, featured: string): Promise<void> {
  const methods = await wallet
    .locator('[data-method]')
    .evaluateAll((buttons) => buttons.map((b) => ({ key: b.getAttribute('data-method'), text: b.textContent ?? '' })));
  expect(methods.map((m) => m.key)).toContain(featured);
  expect(methods.length).toBeGreaterThan(1);
  for (const { key, text } of methods) {
    const isFeatured = key === featured;
    expect(text.includes('Popular'), `${key} popular`).toBe(isFeatured);
    expect(text.includes('Interac® is a registered trade-mark of Interac Corp.'), `${key} notice`).toBe(isFeatured);
  }
}

/**
 * The player answers on the provider's page in the window the deposit opened, then goes back to the casino's
 * tab. Left behind the provider's window, headless Chromium draws the casino's page about once a second and
 * each click there waits seconds for the page to settle (a declined deposit's test: 16 s, 6.5 s after this).
 */
export async function answerInProviderWindow(
  page: Page,
  popup: Page,
  answer: 'Approve' | 'Decline',
  outcome?: string,
): Promise<void> {
  await popup.getByRole('button', { name: answer }).click();
  if (outcome) await popup.getByRole('heading', { name: outcome }).waitFor();
  await page.bringToFront();
}
