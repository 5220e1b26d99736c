import type { Invoice, PaymentInvoiceChanged } from '@croupier/contracts/payments';
import type { WalletAccountChanged } from '@croupier/contracts/wallet';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { createLimit } from '../limits/test-helpers.ts';
import { call, type ErrorBody, type TestApp } from '../player/test-helpers.ts';
import { publicationsFor } from '../realtime/publications.ts';
import {
  accountOf,
  expectLedgerConsistent,
  invoiceById,
  methods,
  outboxPayloads,
  requestDeposit,
  sendWebhook,
  startPaymentsApp,
  type TestPlayer,
  walletPlayer,
  webhookSecret,
} from './test-helpers.ts';

const invoiceCount = async (app: TestApp, playerId: string) =>
  (
    await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from payment_invoices where player_id = ${playerId}`,
    )
  )[0]?.n ?? 0;

describe('deposits: methods, requests, signed webhooks', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await startPaymentsApp());
  });
  afterAll(() => app.close());

  const brazilianPlayer = (profile: Record<string, unknown> = {}) =>
    walletPlayer(app, { currency: 'BRL', profile: { country: 'BR', ...profile } });

  it('payment methods follow the player’s country and the account currency: Pix only in Brazil in reais', async () => {
    const canadian = await walletPlayer(app);
    const brazilian = await brazilianPlayer();
    const keysOf = async (player: TestPlayer, operation: 'deposit' | 'withdrawal', currency: string) => {
      const res = await methods(app, player.token, operation, currency);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.map((m) => m.method);
    };
    expect(await keysOf(canadian, 'deposit', 'CAD')).toEqual([
      'sandbox.card',
      'gigadat.deposit.cpi',
      'sandbox.ewallet',
    ]);
    expect(await keysOf(canadian, 'withdrawal', 'CAD')).not.toContain('sandbox.pix.payout');
    expect(await keysOf(brazilian, 'deposit', 'BRL')).toEqual(['sandbox.card', 'sandbox.ewallet', 'sandbox.pix']);
    expect(await keysOf(brazilian, 'withdrawal', 'BRL')).toEqual(['sandbox.card.payout', 'sandbox.pix.payout']);
    // Both conditions hold at once: a Canadian's reais account has no Pix, a Brazilian's dollars no Interac.
    for (const [player, currency] of [
      [canadian, 'BRL'],
      [brazilian, 'CAD'],
    ] as const) {
      const opened = await call(app, 'POST', '/api/wallet/accounts', { token: player.token, body: { currency } });
      expect(opened.status).toBe(201);
    }
    expect(await keysOf(canadian, 'deposit', 'BRL')).toEqual(['sandbox.card', 'sandbox.ewallet']);
    expect(await keysOf(brazilian, 'deposit', 'CAD')).toEqual(['sandbox.card', 'sandbox.ewallet']);
  });

  it('a deposit with a method not serving the player’s country and currency is refused, and nothing is written', async () => {
    const canadian = await walletPlayer(app);
    const pixFields = {
      phone: '+4915112345678',
      cpf_number: '529.982.247-25',
      agentNumber: 'AG-2210',
      birthdate: '1990-01-01',
    };
    const refused = await requestDeposit(app, canadian, { method: 'sandbox.pix', fields: pixFields });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('method_not_available');
    expect(Object.keys(refused.body.error.fields ?? {})).toEqual(['method']);
    const interac = await requestDeposit(app, await brazilianPlayer(), { method: 'gigadat.deposit.cpi', amount: 50 });
    expect(interac.body.error.code).toBe('method_not_available');
    // A key no provider has stays unknown.
    expect((await requestDeposit(app, canadian, { method: 'sandbox.nope' })).body.error.code).toBe('unknown_method');
    expect(await invoiceCount(app, canadian.playerId)).toBe(0);
    expect((await accountOf(app, canadian.token, 'CAD')).balance).toBe(0);
    // The same request from a Brazilian in reais goes through.
    const brazilian = await brazilianPlayer();
    const accepted = await requestDeposit(app, brazilian, { method: 'sandbox.pix', fields: pixFields });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
  });

  it('[S2.7-11] [S2.3-01] [S2.3-02] [S2.3-03] [S2.3-04] [S2.3-05] [S2.3-06] [S2.3-07] [S2.3-08] [S2.3-09] lists deposit methods with bounds, presets, fields and processing type', async () => {
    const player = await walletPlayer(app);
    const res = await methods(app, player.token, 'deposit', 'cad');
    expect(res.status).toBe(200);
    const keys = res.body.data.map((m) => m.method);
    expect(keys).toEqual(expect.arrayContaining(['sandbox.card', 'sandbox.ewallet', 'gigadat.deposit.cpi']));
    expect(keys).not.toContain('sandbox.btc');
    const card = res.body.data.find((m) => m.method === 'sandbox.card');
    expect(card).toEqual({
      id: 'sandbox:sandbox.card:CAD',
      method: 'sandbox.card',
      methodName: 'Visa / Mastercard',
      amountMin: 10,
      amountMax: 5000,
      presets: [
        { amount: 20, default: false },
        { amount: 50, default: false },
        { amount: 100, default: true },
        { amount: 200, default: false },
        { amount: 500, default: false },
        { amount: 1000, default: false },
      ],
      fields: [],
      processingType: 'form',
    });
    expect(res.body.data.find((m) => m.method === 'sandbox.ewallet')?.processingType).toBe('iframe');
    // The method with every kind of field is Pix, offered in Brazil in reais (decision 0059).
    const brazilian = await brazilianPlayer({ birthdate: '1988-02-29' });
    const brl = await methods(app, brazilian.token, 'deposit', 'BRL');
    const pix = brl.body.data.find((m) => m.method === 'sandbox.pix');
    const field = (key: string) => pix?.fields.find((f) => f.key === key);
    expect(pix?.fields.map((f) => f.key)).toEqual(['phone', 'cpf_number', 'birthdate', 'agentNumber']);
    // Known from the profile: prefilled; unknown: null (missing).
    expect(field('birthdate')?.value).toBe('1988-02-29');
    expect(field('phone')?.value).toBeNull();
    expect(field('cpf_number')).toMatchObject({
      value: null,
      isRequired: true,
      fieldType: 'text',
      regexp: expect.any(String),
    });
    expect(new RegExp(field('cpf_number')?.regexp ?? '').test('123.456.789-09')).toBe(true);
    expect(field('agentNumber')).toMatchObject({ fieldType: 'select', value: null });
    expect(field('agentNumber')?.options?.[0]).toEqual({ id: 'AG-1042', name: expect.any(String) });
    // Labels per locale; agentNumber has no French or German label, so clients fall back to en.
    expect(field('phone')?.labels).toMatchObject({
      en: 'Phone number',
      de: 'Telefonnummer',
      'pt-br': 'Número de telefone',
    });
    expect(field('agentNumber')?.labels.en).toBe('Payment agent');
    expect(field('agentNumber')?.labels.fr).toBeUndefined();
  });

  it('[S2.7-11] crypto methods exist in BTC and ETH with their own bounds; a currency without account is 404', async () => {
    const player = await walletPlayer(app);
    const missing = await methods(app, player.token, 'deposit', 'BTC');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('account_not_found');
    const opened = await call(app, 'POST', '/api/wallet/accounts', { token: player.token, body: { currency: 'btc' } });
    expect(opened.status).toBe(201);
    const btc = await methods(app, player.token, 'deposit', 'BTC');
    expect(btc.body.data.map((m) => [m.method, m.amountMin, m.amountMax])).toEqual([['sandbox.btc', 0.0005, 5]]);
  });

  it('[S2.7-13] [S2.3-36] [S2.3-37] [S2.3-38] [S2.4-38] a deposit creates a pending invoice and answers the provider page with fields', async () => {
    const player = await walletPlayer(app);
    const res = await requestDeposit(app, player, { amount: 120.5 });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      action: `/sandbox/pay/${res.body.data.id}`,
      fields: { reference: expect.stringMatching(/^D-\d+$/) },
      crypto: null,
    });
    const invoice = await invoiceById(app, player.token, res.body.data.id);
    expect(invoice).toMatchObject({ status: 1, type: 1, amount: 120.5, currency: 'CAD', method: 'sandbox.card' });
    // Nothing is credited before the provider says so.
    expect((await accountOf(app, player.token, 'CAD')).balance).toBe(0);
    const page = await fetch(`${app.url}${res.body.data.action}?reference=${res.body.data.fields.reference}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Approve');
    expect(html).toContain('Decline');
    expect(html).toContain('Leave pending');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  it('[S2.4-39] [S2.4-45] an approved deposit credits the real balance once, with the events the realtime gateway publishes', async () => {
    const player = await walletPlayer(app);
    const created = await requestDeposit(app, player, { amount: 80 });
    const invoiceId = created.body.data.id;
    const eventId = crypto.randomUUID();
    const first = await sendWebhook(app, { invoiceId, status: 2, eventId });
    expect(first.body.data.status).toBe('applied');
    const replay = await sendWebhook(app, { invoiceId, status: 2, eventId });
    expect(replay.body.data.status).toBe('replayed');
    const again = await sendWebhook(app, { invoiceId, status: 2 });
    expect(again.body.data.status).toBe('ignored');
    const account = await accountOf(app, player.token, 'CAD');
    expect(account).toMatchObject({ balance: 80, lockedBalance: 0, bonusBalance: 0, withdrawalBalance: 80, status: 1 });
    await expectLedgerConsistent(app, account.id);

    const invoiceEvents = await outboxPayloads<PaymentInvoiceChanged>(app, player.playerId, 'payment.invoice.changed');
    expect(invoiceEvents.map((e) => [e.previousStatus, e.invoice.status])).toEqual([
      [null, 1],
      [1, 2],
    ]);
    expect(invoiceEvents[1]).toEqual({
      playerId: player.playerId,
      invoice: expect.objectContaining({ id: invoiceId, invoiceId, type: 1, status: 2, amount: 80, currency: 'CAD' }),
      previousStatus: 1,
      decidedBy: 'provider',
      // What the bonus module issues a chosen deposit bonus from: the first successful CAD deposit.
      deposit: { amountMinor: '8000', bonusId: null, isBonusDecline: false, number: 1 },
    });
    const accountEvents = await outboxPayloads<WalletAccountChanged>(app, player.playerId, 'wallet.account.changed');
    expect(accountEvents).toEqual([{ playerId: player.playerId, account }]);
    // The realtime gateway turns them into valid publications on the player's channels.
    const published = [
      ...invoiceEvents.map((e) => publicationsFor('payment.invoice.changed', e)),
      ...accountEvents.map((e) => publicationsFor('wallet.account.changed', e)),
    ];
    expect(published.flatMap((p) => p.invalid)).toEqual([]);
    expect(published.flatMap((p) => p.publications.map((x) => `${x.channel} ${x.message.type}`))).toEqual([
      `payment:invoices#${player.playerId} transactionUpdated`,
      `payment:invoices#${player.playerId} transactionUpdated`,
      `wallet:accounts#${player.playerId} accountUpdated`,
    ]);
  });

  it('[S2.4-40] [S2.4-41] [S2.4-46] out-of-order statuses: processing after success is ignored, a final status never moves back', async () => {
    const player = await walletPlayer(app);
    const a = (await requestDeposit(app, player, { amount: 30 })).body.data.id;
    expect((await sendWebhook(app, { invoiceId: a, status: 4 })).body.data.status).toBe('applied');
    expect((await invoiceById(app, player.token, a))?.status).toBe(4);
    expect((await sendWebhook(app, { invoiceId: a, status: 1 })).body.data.status).toBe('ignored');
    expect((await sendWebhook(app, { invoiceId: a, status: 2 })).body.data.status).toBe('applied');
    expect((await sendWebhook(app, { invoiceId: a, status: 4 })).body.data.status).toBe('ignored');
    expect((await sendWebhook(app, { invoiceId: a, status: 3 })).body.data.status).toBe('ignored');
    expect(await invoiceById(app, player.token, a)).toMatchObject({ status: 2, statusResult: null });

    const b = (await requestDeposit(app, player, { amount: 40 })).body.data.id;
    expect((await sendWebhook(app, { invoiceId: b, status: 3, reason: 'Card expired' })).body.data.status).toBe(
      'applied',
    );
    expect((await sendWebhook(app, { invoiceId: b, status: 2 })).body.data.status).toBe('ignored');
    expect(await invoiceById(app, player.token, b)).toMatchObject({ status: 3, statusResult: 'Card expired' });
    const rejected = (
      await outboxPayloads<PaymentInvoiceChanged>(app, player.playerId, 'payment.invoice.changed')
    ).find((e) => e.invoice.id === b && e.invoice.status === 3);
    expect(publicationsFor('payment.invoice.changed', rejected).publications.map((p) => p.message.type)).toEqual([
      'transactionUpdated',
      'depositFailed',
    ]);
    const account = await accountOf(app, player.token, 'CAD');
    expect(account.balance).toBe(30);
    await expectLedgerConsistent(app, account.id);
  });

  it('a webhook with a bad signature, a tampered body or a stale timestamp is refused with 401 and changes nothing', async () => {
    const player = await walletPlayer(app);
    const invoiceId = (await requestDeposit(app, player, { amount: 60 })).body.data.id;
    const wrongKey = await sendWebhook(
      app,
      { invoiceId, status: 2 },
      { secret: 'another-secret-of-at-least-32-characters!!' },
    );
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.body.error.code).toBe('bad_signature');
    const tampered = await sendWebhook(
      app,
      { invoiceId, status: 3 },
      { tamper: (body) => body.replace('"status":3', '"status":2') },
    );
    expect(tampered.status).toBe(401);
    const stale = await sendWebhook(app, { invoiceId, status: 2 }, { now: new Date(Date.now() - 10 * 60_000) });
    expect(stale.status).toBe(401);
    const unsigned = await fetch(`${app.url}/api/payment/webhooks/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eventId: 'x', invoiceId, status: 2 }),
    });
    expect(unsigned.status).toBe(401);
    expect((await invoiceById(app, player.token, invoiceId))?.status).toBe(1);
    expect((await accountOf(app, player.token, 'CAD')).balance).toBe(0);
    const stored = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from payment_webhook_events where invoice_id = ${invoiceId}`,
    );
    expect(stored[0]?.n).toBe(0);
    // The right key still works afterwards.
    expect((await sendWebhook(app, { invoiceId, status: 2 })).status).toBe(200);
    expect(webhookSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('[S2.3-36] bad input is refused with field errors and writes nothing', async () => {
    const player = await walletPlayer(app);
    const other = await walletPlayer(app);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ amount: 10.123 }, 400, 'amount'],
      [{ amount: -5 }, 400, 'amount'],
      [{ amount: 0 }, 400, 'amount'],
      [{ amount: 9.99 }, 400, 'amount'],
      [{ amount: 5000.01 }, 400, 'amount'],
      [{ amount: '50' }, 400, 'amount'],
      [{ method: 'sandbox.nope' }, 400, 'method'],
      [{ method: 'sandbox.btc' }, 400, 'method'],
      [{ redirectUrl: 'javascript:alert(1)' }, 400, 'redirectUrl'],
      [{ accountId: other.account.id }, 404, ''],
      [{ accountId: 'not-an-account' }, 404, ''],
      [{ currency: 'EUR' }, 404, ''],
      [{ fields: { surprise: 'x' } }, 400, 'fields.surprise'],
    ];
    // Pix's fields, checked for a player Pix serves (decision 0059).
    const brazilian = await brazilianPlayer();
    const pixCases: [Record<string, unknown>, number, string][] = [
      [
        {
          method: 'sandbox.pix',
          fields: { phone: '+491511234567', cpf_number: '111.111.111-11', agentNumber: 'AG-1042' },
        },
        400,
        'fields.cpf_number',
      ],
      [
        {
          method: 'sandbox.pix',
          fields: { phone: '12', cpf_number: '529.982.247-25', agentNumber: 'AG-1042', birthdate: '1990-01-01' },
        },
        400,
        'fields.phone',
      ],
      [
        {
          method: 'sandbox.pix',
          fields: {
            phone: '+4915112345678',
            cpf_number: '529.982.247-25',
            agentNumber: 'AG-9',
            birthdate: '1990-01-01',
          },
        },
        400,
        'fields.agentNumber',
      ],
    ];
    for (const [who, list] of [
      [player, cases],
      [brazilian, pixCases],
    ] as const) {
      for (const [overrides, status, field] of list) {
        const res = await requestDeposit(app, who, overrides);
        expect(res.status, JSON.stringify(overrides)).toBe(status);
        if (field) expect(Object.keys(res.body.error.fields ?? {}), JSON.stringify(overrides)).toContain(field);
      }
    }
    // Too many decimals says how many the currency allows.
    const decimals = await requestDeposit(app, player, { amount: 10.123 });
    expect(decimals.body.error.fields?.amount).toEqual(['At most 2 decimal places for CAD']);
    expect(await invoiceCount(app, player.playerId)).toBe(0);
    expect(await invoiceCount(app, brazilian.playerId)).toBe(0);
  });

  it('[S2.3-05] a method with missing data takes the values with the request; the profile fills what it knows', async () => {
    const player = await brazilianPlayer({ birthdate: '1991-07-14' });
    const missing = await requestDeposit(app, player, { method: 'sandbox.pix' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields ?? {}).sort()).toEqual([
      'fields.agentNumber',
      'fields.cpf_number',
      'fields.phone',
    ]);
    const ok = await requestDeposit(app, player, {
      method: 'sandbox.pix',
      fields: { phone: '+4915112345678', cpf_number: '529.982.247-25', agentNumber: 'AG-2210' },
    });
    expect(ok.status).toBe(201);
    const [stored] = await queryRows<{ fields: Record<string, string> }>(
      app.db,
      sql`select fields from payment_invoices where id = ${ok.body.data.id}`,
    );
    expect(stored?.fields).toEqual({
      phone: '+4915112345678',
      cpf_number: '529.982.247-25',
      birthdate: '1991-07-14',
      agentNumber: 'AG-2210',
    });
  });

  it('[S2.3-38] a crypto deposit answers the address and the confirmations needed, to 18 decimals for ETH', async () => {
    const player = await walletPlayer(app, { currency: 'ETH' });
    const res = await requestDeposit(app, player, { method: 'sandbox.eth', amount: 0.12345678901234568 });
    expect(res.status).toBe(201);
    expect(res.body.data.crypto).toEqual({
      address: expect.stringMatching(/^0x[0-9a-f]{40}$/),
      network: 'ethereum',
      confirmations: 12,
    });
    const tooPrecise = await requestDeposit(app, player, { method: 'sandbox.eth', amount: 1e-19 });
    expect(tooPrecise.status).toBe(400);
    await sendWebhook(app, { invoiceId: res.body.data.id, status: 2 });
    const [row] = await queryRows<{ real: string }>(
      app.db,
      sql`select real_minor::text as real from wallet_accounts where id = ${player.account.id}`,
    );
    expect(row?.real).toBe('123456789012345680');
  });

  it('an Idempotency-Key makes a retried deposit answer the first invoice', async () => {
    const player = await walletPlayer(app);
    const headers = { 'idempotency-key': `dep-${crypto.randomUUID()}` };
    const [a, b] = await Promise.all([
      requestDeposit(app, player, {}, headers),
      requestDeposit(app, player, {}, headers),
    ]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body.data).toEqual(a.body.data);
    expect(await invoiceCount(app, player.playerId)).toBe(1);
  });

  it('[S2.9-23] [S2.9-24] [S2.9-25] [S2.9-26] the sandbox page leaves a deposit pending (1), marks it processing (4), approves it (2, credited) or declines it (3, never credited)', async () => {
    const player = await walletPlayer(app);
    const decide = async (invoiceId: string, answer: string) =>
      fetch(`${app.url}/sandbox/pay/${invoiceId}/decision`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `answer=${answer}`,
        redirect: 'manual',
      });
    const shownStatus = async (invoiceId: string) =>
      /data-testid="sandbox-status">([^<]*)</.exec(
        await (await fetch(`${app.url}/sandbox/pay/${invoiceId}`)).text(),
      )?.[1];
    const balance = async () => (await accountOf(app, player.token, 'CAD')).balance;
    const approved = (await requestDeposit(app, player, { amount: 45 })).body.data.id;
    const approve = await decide(approved, 'approve');
    expect(approve.status).toBe(303);
    expect(approve.headers.get('location')).toBe(`/sandbox/pay/${approved}`);
    const after = await (await fetch(`${app.url}/sandbox/pay/${approved}`)).text();
    expect(after).toContain('Payment approved');
    expect(after).toContain('href="http://casino.test/?deposit-success=true"');
    expect(await invoiceById(app, player.token, approved)).toMatchObject({ type: 1, status: 2 });
    expect(await balance()).toBe(45);

    // Left pending, then taken up by the provider: 1, then 4, and no money until it is approved (2).
    const slow = (await requestDeposit(app, player, { amount: 15 })).body.data.id;
    expect((await decide(slow, 'pending')).headers.get('location')).toBe(`/sandbox/pay/${slow}?left=pending`);
    expect(await invoiceById(app, player.token, slow)).toMatchObject({ status: 1 });
    expect(await shownStatus(slow)).toBe('Pending');
    await decide(slow, 'processing');
    expect(await invoiceById(app, player.token, slow)).toMatchObject({ status: 4 });
    expect(await shownStatus(slow)).toBe('Processing');
    expect(await balance()).toBe(45);

    const declined = (await requestDeposit(app, player, { amount: 20 })).body.data.id;
    await decide(declined, 'decline');
    expect(await invoiceById(app, player.token, declined)).toMatchObject({
      status: 3,
      statusResult: 'Declined on the sandbox payment page',
    });
    expect(await balance()).toBe(45);
    // The history filters by the same numbers.
    const withStatus = async (status: number) =>
      (
        await call<{ data: Invoice[] }>(app, 'GET', `/api/payment/invoices?type=1&status=${status}`, {
          token: player.token,
        })
      ).body.data.map((i) => i.id);
    expect([await withStatus(1), await withStatus(4), await withStatus(2), await withStatus(3)]).toEqual([
      [],
      [slow],
      [approved],
      [declined],
    ]);
    await decide(slow, 'approve');
    expect(await invoiceById(app, player.token, slow)).toMatchObject({ status: 2 });
    expect(await balance()).toBe(60);
    expect((await fetch(`${app.url}/sandbox/pay/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it('[S2.4-16] [S2.6-04] [S2.3-14] a limited profile (status 2) cannot deposit; nothing is written', async () => {
    const player = await walletPlayer(app);
    await app.db.execute(sql`update players set status = 2 where id = ${player.playerId}`);
    const res = await requestDeposit(app, player);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('player_limited');
    expect(await invoiceCount(app, player.playerId)).toBe(0);
  });

  it('a player without a date of birth (a social sign-up) deposits once the profile has one; until then nothing is written', async () => {
    const player = await walletPlayer(app);
    await app.db.execute(sql`update players set birthdate = null where id = ${player.playerId}`);
    const refused = await requestDeposit(app, player);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('age_unconfirmed');
    expect(await invoiceCount(app, player.playerId)).toBe(0);

    // The profile's own age rule guards the date the player gives.
    const read = await call<{ data: Record<string, unknown> }>(app, 'GET', '/api/player/profile', {
      token: player.token,
    });
    const tooYoung = new Date();
    tooYoung.setUTCFullYear(tooYoung.getUTCFullYear() - 16);
    const young = await call<ErrorBody>(app, 'PUT', '/api/player/profile', {
      token: player.token,
      body: { ...read.body.data, birthdate: tooYoung.toISOString().slice(0, 10) },
    });
    expect(young.status).toBe(400);
    expect((await requestDeposit(app, player)).status).toBe(409);

    const adult = await call(app, 'PUT', '/api/player/profile', {
      token: player.token,
      body: { ...read.body.data, birthdate: '1990-05-20' },
    });
    expect(adult.status).toBe(200);
    expect((await requestDeposit(app, player)).status).toBe(201);
    expect(await invoiceCount(app, player.playerId)).toBe(1);
  });

  it('[S2.8-12] [S2.8-13] a reached deposit limit answers 13100 on the methods call; pending deposits count towards it', async () => {
    const player = await walletPlayer(app);
    const limit = await createLimit(app, player.token, {
      definition: 3,
      period: 'daily',
      currency: 'CAD',
      amount: 100,
    });
    expect(limit.status).toBe(201);
    expect((await methods(app, player.token, 'deposit', 'CAD')).status).toBe(200);
    expect((await requestDeposit(app, player, { amount: 60 })).status).toBe(201);
    const over = await requestDeposit(app, player, { amount: 50 });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('deposit_limit_exceeded');
    expect((await requestDeposit(app, player, { amount: 40 })).status).toBe(201);
    const reached = await methods(app, player.token, 'deposit', 'CAD');
    expect(reached.status).toBe(409);
    expect(reached.body.error.code).toBe('13100');
    // Withdrawal methods are not affected.
    expect((await methods(app, player.token, 'withdrawal', 'CAD')).status).toBe(200);
  });

  it('a cooling-off blocks deposits and the deposit methods', async () => {
    const player = await walletPlayer(app);
    expect((await createLimit(app, player.token, { definition: 5, duration: '1d' })).status).toBe(201);
    const res = await requestDeposit(app, player);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('deposit_blocked');
    expect((await methods(app, player.token, 'deposit', 'CAD')).body.error.code).toBe('deposit_blocked');
    expect(await invoiceCount(app, player.playerId)).toBe(0);
  });

  it('[S2.7-15] [S2.3-17] [S2.3-18] [S2.3-21] [S2.9-01] lists invoices newest first, 10 per page, filtered by type, status, currency and invoice id', async () => {
    const player: TestPlayer = await walletPlayer(app);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await requestDeposit(app, player, { amount: 10 + i })).body.data.id);
    await sendWebhook(app, { invoiceId: ids[3] ?? '', status: 2 });
    type Page = { data: Invoice[]; meta: { page: number; perPage: number; totalPages: number; totalRows: number } };
    const list = (query = '') => call<Page>(app, 'GET', `/api/payment/invoices${query}`, { token: player.token });
    const first = await list();
    expect(first.body.meta).toEqual({ page: 1, perPage: 10, totalPages: 2, totalRows: 12 });
    expect(first.body.data[0]?.amount).toBe(21);
    expect(first.body.data[0]).toEqual({
      id: ids[11],
      invoiceId: ids[11],
      number: expect.stringMatching(/^D-\d+$/),
      type: 1,
      status: 1,
      method: 'sandbox.card',
      paymentMethod: 'Visa / Mastercard',
      amount: 21,
      currency: 'CAD',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      statusResult: null,
      autoWithdrawal: false,
      kind: null,
    });
    expect((await list('?page=2')).body.data.map((i) => i.amount)).toEqual([11, 10]);
    const success = await list('?type=1&status=2');
    expect(success.body.data.map((i) => i.id)).toEqual([ids[3]]);
    expect((await list(`?invoiceId=${ids[5]}`)).body.data.map((i) => i.id)).toEqual([ids[5]]);
    expect((await list('?invoiceId=nonsense')).body.data).toEqual([]);
    expect((await list('?currency=EUR')).body.meta.totalRows).toBe(0);
    expect((await list('?page=1&perPage=1&type=2&status=1')).body.data).toEqual([]);
    expect((await list('?status=7')).status).toBe(400);
    // Another player's invoice is not found by id.
    const other = await walletPlayer(app);
    const foreign = await call<Page>(app, 'GET', `/api/payment/invoices?invoiceId=${ids[5]}`, { token: other.token });
    expect(foreign.body.data).toEqual([]);
    const stats = await call<{ data: { currency: string; depositsCount: number }[] }>(
      app,
      'GET',
      '/api/payment/invoices/statistics',
      { token: player.token },
    );
    expect(stats.body.data).toEqual([{ currency: 'CAD', depositsCount: 1 }]);
  });
});
