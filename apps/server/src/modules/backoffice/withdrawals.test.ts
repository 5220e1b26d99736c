import { paymentInvoiceStatus } from '@croupier/contracts/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { startTestApp } from '../../testing/test-app.ts';
import {
  accountOf,
  requestDeposit,
  requestWithdrawal,
  sendWebhook,
  type TestPlayer,
  walletPlayer,
  webhookSecret,
} from '../payments/test-helpers.ts';
import type { TestApp } from '../player/test-helpers.ts';
import {
  adminCall,
  type EnrolledStaff,
  enrolStaff,
  type StaffSession,
  signIn,
  type TestClock,
  testClock,
} from './test-helpers.ts';

type Decision = {
  data: { invoice: { id: string; status: number; statusResult: string | null }; fourEyes: { status: string } };
  error: { code: string };
};
type Queue = {
  data: {
    invoice: { id: string; amount: number };
    needsFourEyes: boolean;
    fourEyes: { status: string; requestedBy: string | null };
    risk: { identityVerified: boolean; duplicate: boolean; activeBonus: unknown; turnoverRemaining: number };
  }[];
};

let app: TestApp;
let clock: TestClock;
let payments: StaffSession;
let risk: StaffSession;
let paymentsStaff: EnrolledStaff;

async function fund(player: TestPlayer, amount: number) {
  const created = await requestDeposit(app, player, { amount, method: 'sandbox.card' });
  expect(created.status).toBe(201);
  const hook = await sendWebhook(app, { invoiceId: created.body.data.id, status: 2 }, { now: clock.now() });
  expect(hook.status).toBe(200);
}

async function pendingWithdrawal(player: TestPlayer, amount: number): Promise<string> {
  const created = await requestWithdrawal(app, player, { amount });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.body.data.autoWithdrawal).toBe(false);
  return created.body.data.id;
}

const auditActions = async (invoiceId: string) =>
  (
    await queryRows<{ action: string; staff_id: string }>(
      app.db,
      sql`select action, staff_id from audit_log where target_type = 'withdrawal' and target_id = ${invoiceId} order by id`,
    )
  ).map((row) => `${row.action}:${row.staff_id}`);

beforeAll(async () => {
  clock = testClock();
  app = await startTestApp(
    {
      JWT_SECRET: 'backoffice-test-jwt-secret-of-at-least-32-characters',
      PAYMENT_SANDBOX_WEBHOOK_SECRET: webhookSecret,
      TURNOVER_MULTIPLIER: '0',
      AUTO_WITHDRAWAL_MAX: '0',
      ADMIN_FOUR_EYES_AMOUNT: '100',
    },
    { clock: clock.now },
  );
  paymentsStaff = await enrolStaff(app, clock, ['payments']);
  payments = await signIn(app, clock, paymentsStaff);
  risk = await signIn(app, clock, await enrolStaff(app, clock, ['risk-compliance']));
});
afterAll(() => app.close());

describe('back-office withdrawals queue', () => {
  it('lists pending withdrawals with the player’s risk facts', async () => {
    const player = await walletPlayer(app, { verified: true });
    await fund(player, 200);
    const id = await pendingWithdrawal(player, 20);
    const queue = await adminCall<Queue>(app, 'GET', '/api/admin/withdrawals?perPage=100', { session: risk });
    expect(queue.status).toBe(200);
    const row = queue.body.data.find((r) => r.invoice.id === id);
    expect(row).toMatchObject({
      invoice: { amount: 20 },
      needsFourEyes: false,
      fourEyes: { status: 'not_needed' },
      risk: { identityVerified: true, duplicate: false, activeBonus: null, turnoverRemaining: 0 },
    });
  });

  it('approves a withdrawal at or below the four-eyes amount in one step, through the payments service', async () => {
    const player = await walletPlayer(app, { verified: true });
    await fund(player, 200);
    const id = await pendingWithdrawal(player, 20);
    const approved = await adminCall<Decision>(app, 'POST', `/api/admin/withdrawals/${id}/approve`, {
      session: payments,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data.invoice.status).toBe(paymentInvoiceStatus.processing);
    expect(approved.body.data.fourEyes.status).toBe('not_needed');
    expect(await auditActions(id)).toEqual([`withdrawal.approve:${payments.staffId}`]);
    const again = await adminCall<Decision>(app, 'POST', `/api/admin/withdrawals/${id}/approve`, { session: payments });
    expect(again.status).toBe(404);
  });

  it('needs a second, different staff member above the amount (four-eyes)', async () => {
    const player = await walletPlayer(app, { verified: true });
    await fund(player, 5000);
    const id = await pendingWithdrawal(player, 4000);

    const first = await adminCall<Decision>(app, 'POST', `/api/admin/withdrawals/${id}/approve`, { session: payments });
    expect(first.status).toBe(200);
    expect(first.body.data.fourEyes.status).toBe('awaiting_second');
    expect(first.body.data.invoice.status).toBe(paymentInvoiceStatus.pending);

    // The same person again, even from another session, cannot be the second pair of eyes.
    const otherSession = await signIn(app, clock, paymentsStaff);
    const same = await adminCall<Decision>(app, 'POST', `/api/admin/withdrawals/${id}/approve`, {
      session: otherSession,
    });
    expect(same.status).toBe(409);
    expect(same.body.error.code).toBe('four_eyes_same_staff');

    const queue = await adminCall<Queue>(app, 'GET', '/api/admin/withdrawals?perPage=100', { session: risk });
    expect(queue.body.data.find((r) => r.invoice.id === id)?.fourEyes).toMatchObject({
      status: 'awaiting_second',
      requestedBy: payments.staffId,
    });

    const second = await adminCall<Decision>(app, 'POST', `/api/admin/withdrawals/${id}/approve`, { session: risk });
    expect(second.status).toBe(200);
    expect(second.body.data.fourEyes.status).toBe('confirmed');
    expect(second.body.data.invoice.status).toBe(paymentInvoiceStatus.processing);
    expect(await auditActions(id)).toEqual([
      `withdrawal.approve_first:${payments.staffId}`,
      `withdrawal.approve_second:${risk.staffId}`,
    ]);
  });

  it('rejects with a reason: the amount returns to the player’s balance', async () => {
    const player = await walletPlayer(app, { verified: true });
    await fund(player, 300);
    const id = await pendingWithdrawal(player, 250);
    expect((await accountOf(app, player.token, 'CAD')).balance).toBe(50);

    const noReason = await adminCall(app, 'POST', `/api/admin/withdrawals/${id}/reject`, {
      session: payments,
      body: {},
    });
    expect(noReason.status).toBe(400);
    const rejected = await adminCall<Decision>(app, 'POST', `/api/admin/withdrawals/${id}/reject`, {
      session: payments,
      body: { reason: 'Documents do not match' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.invoice).toMatchObject({
      status: paymentInvoiceStatus.rejected,
      statusResult: 'Documents do not match',
    });
    expect((await accountOf(app, player.token, 'CAD')).balance).toBe(300);
    expect(await auditActions(id)).toEqual([`withdrawal.reject:${payments.staffId}`]);
  });
});
