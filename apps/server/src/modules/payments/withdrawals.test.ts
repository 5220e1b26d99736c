import type { PaymentInvoiceChanged } from '@croupier/contracts/payments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { startTestApp } from '../../testing/test-app.ts';
import { call, type TestApp } from '../player/test-helpers.ts';
import {
  accountOf,
  expectLedgerConsistent,
  fund,
  invoiceById,
  methods,
  operator,
  operatorToken,
  outboxPayloads,
  requestWithdrawal,
  startPaymentsApp,
  unbalancedTransactions,
  walletPlayer,
} from './test-helpers.ts';

type Turnover = { data: { total: number; turnOverWager: number; turnOverWagerAmount: number; currency: string } };

const invoiceCount = async (app: TestApp, playerId: string, type: number) =>
  (
    await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from payment_invoices where player_id = ${playerId} and type = ${type}`,
    )
  )[0]?.n ?? 0;

const stepsOf = async (app: TestApp, playerId: string, invoiceId: string) =>
  (await outboxPayloads<PaymentInvoiceChanged>(app, playerId, 'payment.invoice.changed'))
    .filter((e) => e.invoice.id === invoiceId)
    .map((e) => e.invoice.status);

const decline = (app: TestApp, token: string, id: string) =>
  call<{ data: { status: number; statusResult: string | null } } & { error: { code: string } }>(
    app,
    'PUT',
    `/api/payment/invoices/${id}/decline`,
    { token },
  );

describe('withdrawals under the default turnover rule (every deposit wagered once)', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await startPaymentsApp());
  });
  afterAll(() => app.close());

  it('[S2.7-26] [S2.3-35] [S2.4-36] deposits not yet wagered hold every withdrawal back, and turn-over-wager says how much is left', async () => {
    const player = await walletPlayer(app, { verified: true });
    await fund(app, player, 100);
    await fund(app, player, 20.5);
    const turnover = await call<Turnover>(app, 'GET', '/api/risk/reasons/turn-over-wager?currency=CAD', {
      token: player.token,
    });
    expect(turnover.status).toBe(200);
    expect(turnover.body.data).toEqual({ total: 120.5, turnOverWager: 0, turnOverWagerAmount: 120.5, currency: 'CAD' });
    const refused = await requestWithdrawal(app, player, { amount: 50 });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'turnover_not_met',
      message: 'Wager 120.5 CAD more before withdrawing',
    });
    expect(await invoiceCount(app, player.playerId, 2)).toBe(0);
    expect(await accountOf(app, player.token, 'CAD')).toMatchObject({
      balance: 120.5,
      lockedBalance: 0,
      withdrawalBalance: 120.5,
    });
    const missing = await call(app, 'GET', '/api/risk/reasons/turn-over-wager?currency=EUR', { token: player.token });
    expect(missing.status).toBe(404);
    expect((await call(app, 'GET', '/api/risk/reasons/turn-over-wager', { token: player.token })).status).toBe(400);
  });
});

describe('withdrawals: reservation, review, automatic payouts, cancelling', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await startPaymentsApp({ TURNOVER_MULTIPLIER: '0', AUTO_WITHDRAWAL_MAX: '100' }));
  });
  afterAll(() => app.close());

  it('[S2.7-12] lists withdrawal methods per currency, the Interac one only in CAD', async () => {
    const player = await walletPlayer(app);
    const cad = await methods(app, player.token, 'withdrawal', 'CAD');
    expect(cad.body.data.map((m) => m.method)).toEqual([
      'sandbox.card.payout',
      'gigadat.withdraw.eto',
      'sandbox.ewallet.payout',
    ]);
    expect(cad.body.data[0]).toMatchObject({ amountMin: 20, amountMax: 10000, presets: [], processingType: 'form' });
    expect((await methods(app, player.token, 'withdrawal', 'EUR')).status).toBe(404);
  });

  it('[S2.6-05] [S2.4-23] an unverified player is told to verify first; nothing is reserved or written', async () => {
    const player = await walletPlayer(app);
    await fund(app, player, 100);
    const res = await requestWithdrawal(app, player, { amount: 50 });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('verification_required');
    expect(await invoiceCount(app, player.playerId, 2)).toBe(0);
    expect(await accountOf(app, player.token, 'CAD')).toMatchObject({ balance: 100, lockedBalance: 0 });
  });

  it('[S2.7-14] [S2.3-39] [S2.3-40] a withdrawal above the automatic limit reserves its amount and waits for review', async () => {
    const player = await walletPlayer(app, { verified: true });
    await fund(app, player, 300);
    const res = await requestWithdrawal(app, player, { amount: 150 });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ id: expect.any(String), action: null, autoWithdrawal: false });
    expect(await accountOf(app, player.token, 'CAD')).toMatchObject({
      balance: 150,
      lockedBalance: 150,
      withdrawalBalance: 150,
    });
    expect(await invoiceById(app, player.token, res.body.data.id)).toMatchObject({
      status: 1,
      type: 2,
      autoWithdrawal: false,
    });
    // Nothing happens on its own: the provider has not been given it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await stepsOf(app, player.playerId, res.body.data.id)).toEqual([1]);
    await expectLedgerConsistent(app, player.account.id);
  });

  it('[S2.4-43] [S2.7-18] the player cancels a pending withdrawal and gets the funds back; only once, only their own', async () => {
    const player = await walletPlayer(app, { verified: true });
    const other = await walletPlayer(app, { verified: true });
    const deposit = await fund(app, player, 400);
    const id = (await requestWithdrawal(app, player, { amount: 250 })).body.data.id;
    expect((await decline(app, other.token, id)).status).toBe(404);
    expect((await decline(app, player.token, crypto.randomUUID())).status).toBe(404);
    expect((await decline(app, player.token, 'not-a-uuid')).status).toBe(404);
    const cancelled = await decline(app, player.token, id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 3, statusResult: 'Cancelled by the player' });
    expect(await accountOf(app, player.token, 'CAD')).toMatchObject({ balance: 400, lockedBalance: 0 });
    const again = await decline(app, player.token, id);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('invoice_not_cancelable');
    expect((await decline(app, player.token, deposit)).status).toBe(409);
    await expectLedgerConsistent(app, player.account.id);
  });

  it('[S2.9-24] [S2.9-25] [S2.9-26] [S2.9-27] a withdrawal is type 2; the operator approves (4, then the provider pays: 2) or rejects (3, funds back); the token is required', async () => {
    const player = await walletPlayer(app, { verified: true });
    await fund(app, player, 1000);
    const paid = (await requestWithdrawal(app, player, { amount: 400 })).body.data.id;
    const refused = (await requestWithdrawal(app, player, { amount: 300 })).body.data.id;
    const noToken = await call(app, 'POST', `/api/operator/payment/invoices/${paid}/approve`, {});
    expect(noToken.status).toBe(401);
    const wrongToken = await call(app, 'POST', `/api/operator/payment/invoices/${paid}/approve`, {
      headers: { authorization: `Bearer ${operatorToken.replace('a', 'b')}` },
    });
    expect(wrongToken.status).toBe(401);

    // Type 2 is the withdrawal: the history's type filter tells the two payouts from the deposit.
    const ofType = async (type: number) =>
      (
        await call<{ data: { id: string }[] }>(app, 'GET', `/api/payment/invoices?type=${type}`, {
          token: player.token,
        })
      ).body.data.map((i) => i.id);
    expect((await ofType(2)).sort()).toEqual([paid, refused].sort());
    expect(await ofType(1)).not.toContain(paid);
    expect(await invoiceById(app, player.token, paid)).toMatchObject({ type: 2, status: 1 });

    const approved = await operator(app, 'approve', paid);
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe(4);
    await expect.poll(async () => (await invoiceById(app, player.token, paid))?.status).toBe(2);
    expect(await stepsOf(app, player.playerId, paid)).toEqual([1, 4, 2]);
    // Once with the provider, the player can no longer cancel it.
    expect((await decline(app, player.token, paid)).status).toBe(409);

    const rejected = await operator(app, 'reject', refused, { reason: 'Payee name does not match' });
    expect(rejected.body.data).toMatchObject({ status: 3, statusResult: 'Payee name does not match' });
    expect((await operator(app, 'approve', refused)).status).toBe(409);
    expect(await accountOf(app, player.token, 'CAD')).toMatchObject({ balance: 600, lockedBalance: 0 });
    await expectLedgerConsistent(app, player.account.id);
    expect(await unbalancedTransactions(app)).toBe(0);
  });

  it('[S2.4-20] [S2.4-26] [S2.4-27] [S2.4-28] [S2.4-29] [S2.4-44] automatic withdrawals go 1 → 4 → 2 (or 3) on their own and cannot be cancelled', async () => {
    const player = await walletPlayer(app, { verified: true });
    await fund(app, player, 200);
    const auto = await requestWithdrawal(app, player, { amount: 60 });
    expect(auto.body.data).toEqual({ id: expect.any(String), action: null, autoWithdrawal: true });
    expect((await decline(app, player.token, auto.body.data.id)).status).toBe(409);
    await expect.poll(async () => (await invoiceById(app, player.token, auto.body.data.id))?.status).toBe(2);
    expect(await stepsOf(app, player.playerId, auto.body.data.id)).toEqual([1, 4, 2]);

    // The sandbox bank declines fiat payouts with .13 cents: the funds come back.
    const declined = await requestWithdrawal(app, player, { amount: 20.13 });
    expect(declined.body.data.autoWithdrawal).toBe(true);
    await expect.poll(async () => (await invoiceById(app, player.token, declined.body.data.id))?.status).toBe(3);
    expect(await stepsOf(app, player.playerId, declined.body.data.id)).toEqual([1, 4, 3]);
    expect(await invoiceById(app, player.token, declined.body.data.id)).toMatchObject({
      statusResult: 'Declined by the sandbox bank',
      autoWithdrawal: true,
    });
    expect(await accountOf(app, player.token, 'CAD')).toMatchObject({ balance: 140, lockedBalance: 0 });
    await expectLedgerConsistent(app, player.account.id);
  });

  it('[S2.4-19] an iframe withdrawal method answers the provider page to embed', async () => {
    const player = await walletPlayer(app, { verified: true });
    await fund(app, player, 500);
    const res = await requestWithdrawal(app, player, { method: 'sandbox.ewallet.payout', amount: 150 });
    expect(res.body.data.action).toBe(`/sandbox/pay/${res.body.data.id}`);
    const page = await fetch(`${app.url}${res.body.data.action}`);
    expect(await page.text()).toContain('Payout to your Sandbox e-Wallet');
  });

  it('bad input and state: decimals, bounds, unknown method, foreign account, missing account, above the balance', async () => {
    const player = await walletPlayer(app, { verified: true });
    const other = await walletPlayer(app, { verified: true });
    await fund(app, player, 100);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ amount: 20.001 }, 400, 'validation_failed'],
      [{ amount: 19.99 }, 400, 'validation_failed'],
      [{ amount: 10000.01 }, 400, 'validation_failed'],
      [{ amount: -20 }, 400, 'validation_failed'],
      [{ amount: 0 }, 400, 'validation_failed'],
      [{ method: 'sandbox.card' }, 400, 'unknown_method'],
      // Pix pays out in Brazil in reais only (decision 0059): refused before anything is reserved.
      [
        { method: 'sandbox.pix.payout', fields: { phone: '+4915112345678', cpf_number: '529.982.247-25' } },
        400,
        'method_not_available',
      ],
      [{ method: 'gigadat.withdraw.eto' }, 400, 'validation_failed'],
      [{ accountId: other.account.id }, 404, 'account_not_found'],
      [{ currency: 'USD' }, 404, 'account_not_found'],
      [{ amount: 100.01 }, 409, 'insufficient_funds'],
    ];
    for (const [overrides, status, code] of cases) {
      const res = await requestWithdrawal(app, player, overrides);
      expect(res.status, JSON.stringify(overrides)).toBe(status);
      expect(res.body.error.code, JSON.stringify(overrides)).toBe(code);
    }
    expect(await invoiceCount(app, player.playerId, 2)).toBe(0);
    expect(await accountOf(app, player.token, 'CAD')).toMatchObject({ balance: 100, lockedBalance: 0 });
  });

  it('100 concurrent withdrawals on one account never overdraw it', async () => {
    const player = await walletPlayer(app, { verified: true });
    await fund(app, player, 1000);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => requestWithdrawal(app, player, { amount: 120 })),
    );
    const accepted = answers.filter((a) => a.status === 201).length;
    expect(accepted).toBe(8);
    expect(answers.filter((a) => a.status === 409 && a.body.error.code === 'insufficient_funds')).toHaveLength(92);
    expect(await accountOf(app, player.token, 'CAD')).toMatchObject({ balance: 40, lockedBalance: 960 });
    await expectLedgerConsistent(app, player.account.id);
    expect(await unbalancedTransactions(app)).toBe(0);
  });

  it('an Idempotency-Key makes a retried withdrawal reserve once', async () => {
    const player = await walletPlayer(app, { verified: true });
    await fund(app, player, 500);
    const headers = { 'idempotency-key': `wd-${crypto.randomUUID()}` };
    const [a, b] = await Promise.all([
      requestWithdrawal(app, player, { amount: 200 }, headers),
      requestWithdrawal(app, player, { amount: 200 }, headers),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.id).toBe(b.body.data.id);
    expect(await accountOf(app, player.token, 'CAD')).toMatchObject({ balance: 300, lockedBalance: 200 });
  });
});

describe('operator API without a token', () => {
  it('does not exist when OPERATOR_API_TOKEN is unset', async () => {
    const app = await startTestApp({ JWT_SECRET: 'payments-test-jwt-secret-of-at-least-32-characters' });
    try {
      const res = await call(app, 'POST', `/api/operator/payment/invoices/${crypto.randomUUID()}/approve`, {
        headers: { authorization: 'Bearer anything' },
      });
      expect(res.status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
