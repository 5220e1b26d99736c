import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  requestDeposit,
  sendWebhook,
  startPaymentsApp,
  walletPlayer,
  webhookSecret,
} from '../../modules/payments/test-helpers.ts';
import { call, type ErrorBody, type TestApp } from '../../modules/player/test-helpers.ts';
import { signSandboxWebhook } from '../../modules/verification/sandbox.ts';
import { queryRows } from '../db/database.ts';
import { textRuleMessage } from './text-rule.ts';

/**
 * Issue 19 item 2: text with NUL (which PostgreSQL cannot store) or a lone surrogate (which UTF-8 cannot
 * encode) answered 500 wherever it reached the database. Every string a request brings is now refused
 * with a 400 naming its field, and nothing is written.
 */
describe('the text rule at the edge', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await startPaymentsApp({ PAYMENT_SANDBOX_WEBHOOK_SECRET: webhookSecret }));
  });
  afterAll(() => app.close());

  const refused = (answer: { status: number; body: ErrorBody }, field: string) => {
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('validation_failed');
    expect(answer.body.error.fields).toEqual({ [field]: [textRuleMessage] });
    expect(answer.body.error.message).toContain(field);
  };

  it('refuses NUL and lone surrogates in path ids, wildcards and queries, which no schema may check', async () => {
    refused(await call<ErrorBody>(app, 'GET', '/api/game/games/%00'), 'id');
    refused(await call<ErrorBody>(app, 'GET', '/api/game/providers/a%00b'), 'id');
    refused(await call<ErrorBody>(app, 'GET', '/api/game/games?search=%00'), 'search');
    refused(await call<ErrorBody>(app, 'GET', '/api/content/pages/%00'), '*');
    refused(await call<ErrorBody>(app, 'GET', '/api/dev/outbox?to=a%00'), 'to');
    // A parameter the operation does not take is refused too: one rule, whatever the route reads.
    refused(await call<ErrorBody>(app, 'GET', '/api/settings/locales?unused=%00'), 'unused');
    const player = await walletPlayer(app);
    refused(
      await call<ErrorBody>(app, 'GET', '/api/payment/invoices?currency=%00', { token: player.token }),
      'currency',
    );
  });

  it('refuses them in a body, nested or as a key, and writes nothing', async () => {
    const email = `text-rule-${crypto.randomUUID()}@example.com`;
    const contact = (message: string) =>
      call<ErrorBody>(app, 'POST', '/api/notification/communications', {
        body: { name: 'Ada', email, subject: 'other', message },
      });
    refused(await contact('Hello there\u0000, my deposit is missing'), 'message');
    refused(await contact('Hello there \ud800, my deposit is missing'), 'message');
    const stored = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from communications where email = ${email}`,
    );
    expect(stored[0]?.n).toBe(0);

    const player = await walletPlayer(app);
    const before = await call<{ data: unknown }>(app, 'GET', '/api/player/profile', { token: player.token });
    refused(
      await call<ErrorBody>(app, 'PUT', '/api/player/profile', { token: player.token, body: { city: 'Ber\u0000lin' } }),
      'city',
    );
    refused(
      await call<ErrorBody>(app, 'PUT', '/api/player/profile', {
        token: player.token,
        body: { firstName: 'A\udc00' },
      }),
      'firstName',
    );
    const after = await call<{ data: unknown }>(app, 'GET', '/api/player/profile', { token: player.token });
    expect(after.body.data).toEqual(before.body.data);

    refused(
      await call<ErrorBody>(app, 'POST', '/api/payment/invoices/deposit', {
        token: player.token,
        body: {
          method: 'sandbox.card',
          currency: 'CAD',
          amount: 5,
          accountId: player.account.id,
          fields: { a: '\u0000' },
        },
      }),
      'fields.a',
    );
    refused(
      await call<ErrorBody>(app, 'POST', '/api/notification/communications', { body: { '\u0000': 1, name: 'A' } }),
      '_',
    );
    const invoices = await call<{ data: unknown[] }>(app, 'GET', '/api/payment/invoices', { token: player.token });
    expect(invoices.body.data).toEqual([]);
  });

  it('refuses them in a signed webhook once its signature holds; an unsigned one is still 401', async () => {
    const player = await walletPlayer(app);
    const deposit = await requestDeposit(app, player);
    expect(deposit.status).toBe(201);
    const invoiceId = deposit.body.data.id;
    const signed = await sendWebhook(app, { invoiceId, status: 2, eventId: `evt-\u0000-${crypto.randomUUID()}` });
    expect(signed.status).toBe(400);
    expect(signed.body.error.fields).toEqual({ eventId: [textRuleMessage] });
    const unsigned = await sendWebhook(
      app,
      { invoiceId, status: 2, eventId: `evt-\u0000-${crypto.randomUUID()}` },
      { secret: 'another-secret-of-at-least-32-characters' },
    );
    expect(unsigned.status).toBe(401);
    const invoice = await call<{ data: Array<{ status: number }> }>(
      app,
      'GET',
      `/api/payment/invoices?invoiceId=${invoiceId}`,
      {
        token: player.token,
      },
    );
    expect(invoice.body.data.map((row) => row.status)).toEqual([1]);

    const body = JSON.stringify({ eventId: 'kyc-\ud800', type: 'applicantPending', externalUserId: 'x' });
    const kyc = await fetch(`${app.url}/api/verification/webhooks/sandbox`, {
      method: 'POST',
      headers: signSandboxWebhook('sandbox-kyc-webhook-dev-secret', body),
      body,
    });
    expect(kyc.status).toBe(400);
    expect(((await kyc.json()) as ErrorBody).error.fields).toEqual({ eventId: [textRuleMessage] });
  });
});
