import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { startTestApp } from '../../testing/test-app.ts';
import { accountOf, expectLedgerConsistent, type TestPlayer, walletPlayer } from '../payments/test-helpers.ts';
import type { TestApp } from '../player/test-helpers.ts';
import { adminCall, enrolStaff, type StaffSession, signIn, type TestClock, testClock } from './test-helpers.ts';

type AdjustmentAnswer = {
  data: { id: string; status: string; ledgerTransactionId: string | null; fourEyes: { status: string } };
  error: { code: string; fields?: Record<string, string[]> };
};

let app: TestApp;
let clock: TestClock;
let payments: StaffSession;
let risk: StaffSession;
let admin: StaffSession;
let player: TestPlayer;

const balance = async () => (await accountOf(app, player.token, 'CAD')).balance;
const body = (overrides: Record<string, unknown> = {}) => ({
  playerId: player.playerId,
  currency: 'CAD',
  direction: 'credit',
  amount: 10,
  reason: 'Goodwill after a support call',
  idempotencyKey: `adj-${crypto.randomUUID()}`,
  ...overrides,
});
const ledgerKinds = async (reference: string) =>
  (
    await queryRows<{ kind: string }>(
      app.db,
      sql`select kind from ledger_transactions where reference = ${reference} and kind like 'adjustment.%' order by created_at`,
    )
  ).map((r) => r.kind);

beforeAll(async () => {
  clock = testClock();
  app = await startTestApp({ ADMIN_FOUR_EYES_AMOUNT: '100' }, { clock: clock.now });
  payments = await signIn(app, clock, await enrolStaff(app, clock, ['payments']));
  risk = await signIn(app, clock, await enrolStaff(app, clock, ['risk-compliance']));
  admin = await signIn(app, clock, await enrolStaff(app, clock, ['administrator']));
  player = await walletPlayer(app);
});
afterAll(() => app.close());

describe('manual adjustments', () => {
  it('posts a small goodwill credit through the ledger at once, and a retry posts nothing more', async () => {
    const request = body();
    const first = await adminCall<AdjustmentAnswer>(app, 'POST', '/api/admin/adjustments', {
      session: payments,
      body: request,
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ status: 'posted', fourEyes: { status: 'not_needed' } });
    expect(await balance()).toBe(10);
    const retry = await adminCall<AdjustmentAnswer>(app, 'POST', '/api/admin/adjustments', {
      session: payments,
      body: request,
    });
    expect(retry.status).toBe(201);
    expect(await balance()).toBe(10);
    expect(await ledgerKinds(player.playerId)).toEqual(['adjustment.credit']);
    await expectLedgerConsistent(app, player.account.id);
  });

  it('a correction (debit) waits for a second, different staff member, then posts', async () => {
    const requested = await adminCall<AdjustmentAnswer>(app, 'POST', '/api/admin/adjustments', {
      session: admin,
      body: body({ direction: 'debit', amount: 4, reason: 'Duplicate goodwill' }),
    });
    expect(requested.status).toBe(201);
    expect(requested.body.data).toMatchObject({ status: 'awaiting_second', ledgerTransactionId: null });
    expect(await balance()).toBe(10);

    const listed = await adminCall<{ data: { id: string }[] }>(app, 'GET', '/api/admin/adjustments', { session: risk });
    expect(listed.body.data.map((a) => a.id)).toContain(requested.body.data.id);

    const same = await adminCall<AdjustmentAnswer>(
      app,
      'POST',
      `/api/admin/adjustments/${requested.body.data.id}/confirm`,
      {
        session: admin,
      },
    );
    expect(same.status).toBe(409);
    expect(same.body.error.code).toBe('four_eyes_same_staff');
    expect(await balance()).toBe(10);

    const confirmed = await adminCall<AdjustmentAnswer>(
      app,
      'POST',
      `/api/admin/adjustments/${requested.body.data.id}/confirm`,
      { session: risk },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: 'posted', fourEyes: { status: 'confirmed' } });
    expect(await balance()).toBe(6);
    const again = await adminCall(app, 'POST', `/api/admin/adjustments/${requested.body.data.id}/confirm`, {
      session: risk,
    });
    expect(again.status).toBe(409);
    expect(await balance()).toBe(6);
    await expectLedgerConsistent(app, player.account.id);
  });

  it('a large credit needs four eyes; a refused one posts nothing', async () => {
    const requested = await adminCall<AdjustmentAnswer>(app, 'POST', '/api/admin/adjustments', {
      session: payments,
      body: body({ amount: 5000 }),
    });
    expect(requested.body.data.status).toBe('awaiting_second');
    const refused = await adminCall<AdjustmentAnswer>(
      app,
      'POST',
      `/api/admin/adjustments/${requested.body.data.id}/refuse`,
      {
        session: risk,
      },
    );
    expect(refused.status).toBe(200);
    expect(refused.body.data.status).toBe('refused');
    expect(await balance()).toBe(6);
  });

  it('refuses a correction above the real balance, and bad amounts, changing nothing', async () => {
    const requested = await adminCall<AdjustmentAnswer>(app, 'POST', '/api/admin/adjustments', {
      session: payments,
      body: body({ direction: 'debit', amount: 50 }),
    });
    const tooMuch = await adminCall<AdjustmentAnswer>(
      app,
      'POST',
      `/api/admin/adjustments/${requested.body.data.id}/confirm`,
      {
        session: risk,
      },
    );
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error.code).toBe('insufficient_funds');
    const stillOpen = await adminCall<{ data: { id: string }[] }>(app, 'GET', '/api/admin/adjustments', {
      session: risk,
    });
    expect(stillOpen.body.data.map((a) => a.id)).toContain(requested.body.data.id);

    for (const amount of [-5, 0, 1.234]) {
      const bad = await adminCall<AdjustmentAnswer>(app, 'POST', '/api/admin/adjustments', {
        session: payments,
        body: body({ amount }),
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields?.amount).toBeDefined();
    }
    const noReason = await adminCall(app, 'POST', '/api/admin/adjustments', {
      session: payments,
      body: body({ reason: '' }),
    });
    expect(noReason.status).toBe(400);
    expect(await balance()).toBe(6);
  });
});
