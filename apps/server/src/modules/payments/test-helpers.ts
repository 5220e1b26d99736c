import type { PaymentMethod } from '@croupier/contracts/payments';
import type { WalletAccount } from '@croupier/contracts/wallet';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { startTestApp } from '../../testing/test-app.ts';
import { fakeClock } from '../limits/test-helpers.ts';
import { setIdentityVerified } from '../player/service.ts';
import { call, type ErrorBody, registeredPlayer, type TestApp } from '../player/test-helpers.ts';
import { entryBalances } from '../wallet/ledger.ts';
import { signedSandboxWebhook } from './sandbox.ts';

/** Helpers shared by the payment and wallet HTTP tests (not a test file itself). */

export const webhookSecret = 'payments-test-webhook-secret-of-32-characters';
export const operatorToken = 'payments-test-operator-token-of-32-characters';

export async function startPaymentsApp(env: Record<string, string> = {}) {
  const clock = fakeClock();
  const app = await startTestApp(
    {
      JWT_SECRET: 'payments-test-jwt-secret-of-at-least-32-characters',
      PAYMENT_SANDBOX_WEBHOOK_SECRET: webhookSecret,
      OPERATOR_API_TOKEN: operatorToken,
      ...env,
    },
    { clock: clock.now },
  );
  return { app, clock };
}

export interface TestPlayer {
  token: string;
  playerId: string;
  email: string;
  account: WalletAccount;
}

/** A confirmed player with a session and their account in `currency` (the registration currency). */
export async function walletPlayer(
  app: TestApp,
  options: { currency?: string; verified?: boolean; profile?: Record<string, unknown> } = {},
): Promise<TestPlayer> {
  const currency = options.currency ?? 'CAD';
  const session = await registeredPlayer(app, undefined, { currency, country: 'CA', ...options.profile });
  const token = session.accessToken;
  const playerId = session.profile.id;
  if (options.verified) await setIdentityVerified(app.db, playerId, true);
  const accounts = await listAccounts(app, token);
  const account = accounts.find((a) => a.currency === currency);
  if (!account) throw new Error(`no ${currency} account`);
  return { token, playerId, email: session.email, account };
}

export async function listAccounts(app: TestApp, token: string): Promise<WalletAccount[]> {
  const res = await call<{ data: WalletAccount[] }>(app, 'GET', '/api/wallet/accounts', { token });
  if (res.status !== 200) throw new Error(`GET /api/wallet/accounts answered ${res.status}`);
  return res.body.data;
}

export async function accountOf(app: TestApp, token: string, currency: string): Promise<WalletAccount> {
  const found = (await listAccounts(app, token)).find((a) => a.currency === currency);
  if (!found) throw new Error(`no ${currency} account`);
  return found;
}

export async function methods(app: TestApp, token: string, operation: 'deposit' | 'withdrawal', currency: string) {
  return call<{ data: PaymentMethod[] } & ErrorBody>(
    app,
    'GET',
    `/api/payment/methods/${operation}?currency=${currency}`,
    {
      token,
    },
  );
}

export type DepositAnswer = {
  data: { id: string; action: string; fields: Record<string, string>; crypto: unknown };
} & ErrorBody;
export type WithdrawAnswer = { data: { id: string; action: string | null; autoWithdrawal: boolean } } & ErrorBody;

export function depositBody(player: TestPlayer, overrides: Record<string, unknown> = {}) {
  return {
    method: 'sandbox.card',
    currency: player.account.currency,
    amount: 50,
    accountId: player.account.id,
    redirectSuccessUrl: 'http://casino.test/?deposit-success=true',
    redirectErrorUrl: 'http://casino.test/?deposit-error=true',
    redirectUrl: 'http://casino.test/?deposit-redirect=true',
    ...overrides,
  };
}

export function withdrawBody(player: TestPlayer, overrides: Record<string, unknown> = {}) {
  return {
    method: 'sandbox.card.payout',
    currency: player.account.currency,
    amount: 25,
    accountId: player.account.id,
    ...overrides,
  };
}

export const requestDeposit = (
  app: TestApp,
  player: TestPlayer,
  overrides: Record<string, unknown> = {},
  headers = {},
) =>
  call<DepositAnswer>(app, 'POST', '/api/payment/invoices/deposit', {
    token: player.token,
    body: depositBody(player, overrides),
    headers,
  });

export const requestWithdrawal = (
  app: TestApp,
  player: TestPlayer,
  overrides: Record<string, unknown> = {},
  headers = {},
) =>
  call<WithdrawAnswer>(app, 'POST', '/api/payment/invoices/withdrawal', {
    token: player.token,
    body: withdrawBody(player, overrides),
    headers,
  });

/** Sends a sandbox webhook signed with the test secret (or another), as the provider would. */
export async function sendWebhook(
  app: TestApp,
  update: { invoiceId: string; status: number; eventId?: string; reason?: string | null },
  options: { secret?: string; now?: Date; tamper?: (body: string) => string } = {},
) {
  const { body, headers } = signedSandboxWebhook(
    options.secret ?? webhookSecret,
    {
      eventId: update.eventId ?? crypto.randomUUID(),
      invoiceId: update.invoiceId,
      status: update.status as 1 | 2 | 3 | 4,
      reason: update.reason ?? null,
    },
    options.now,
  );
  const sent = options.tamper ? options.tamper(body) : body;
  const response = await fetch(`${app.url}/api/payment/webhooks/sandbox`, { method: 'POST', headers, body: sent });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : undefined) as { data: { status: string } } & ErrorBody,
  };
}

/** A deposit approved by the provider: the player's real balance grows by `amount`. */
export async function fund(app: TestApp, player: TestPlayer, amount: number): Promise<string> {
  const created = await requestDeposit(app, player, { amount, method: fundingMethod(player.account.currency) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const hook = await sendWebhook(app, { invoiceId: created.body.data.id, status: 2 });
  expect(hook.status).toBe(200);
  return created.body.data.id;
}

const fundingMethod = (currency: string) =>
  currency === 'BTC' ? 'sandbox.btc' : currency === 'ETH' ? 'sandbox.eth' : 'sandbox.card';

export const operator = (app: TestApp, action: 'approve' | 'reject', invoiceId: string, body?: unknown) =>
  call<{ data: { status: number; statusResult: string | null } } & ErrorBody>(
    app,
    'POST',
    `/api/operator/payment/invoices/${invoiceId}/${action}`,
    { headers: { authorization: `Bearer ${operatorToken}` }, body },
  );

export async function invoiceById(app: TestApp, token: string, invoiceId: string) {
  const res = await call<{
    data: { id: string; status: number; statusResult: string | null; autoWithdrawal: boolean }[];
  }>(app, 'GET', `/api/payment/invoices?invoiceId=${invoiceId}`, { token });
  return res.body.data[0];
}

/** The cached sub-balances must equal the sum of the account's ledger entries, bucket by bucket. */
export async function expectLedgerConsistent(app: TestApp, accountId: string): Promise<void> {
  const [cached] = await queryRows<{ real: string; locked: string; bonus: string }>(
    app.db,
    sql`select real_minor::text as real, locked_minor::text as locked, bonus_minor::text as bonus from wallet_accounts where id = ${accountId}`,
  );
  const fromEntries = await entryBalances(app.db, accountId);
  expect({
    real: BigInt(cached?.real ?? '-1'),
    locked: BigInt(cached?.locked ?? '-1'),
    bonus: BigInt(cached?.bonus ?? '-1'),
  }).toEqual(fromEntries);
}

/** Every ledger transaction sums to zero per currency, across the whole database. */
export async function unbalancedTransactions(app: TestApp): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from (select transaction_id from ledger_entries group by transaction_id, currency having sum(amount_minor) <> 0) t`,
  );
  return rows[0]?.n ?? 0;
}

export async function outboxPayloads<T>(app: TestApp, playerId: string, topic: string): Promise<T[]> {
  const rows = await queryRows<{ payload: T }>(
    app.db,
    sql`select payload from outbox_events where aggregate_id = ${playerId} and topic = ${topic} order by id`,
  );
  return rows.map((r) => r.payload);
}
