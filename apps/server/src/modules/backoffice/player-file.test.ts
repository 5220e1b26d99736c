import type { AdminPlayerDetail, AdminPlayerSegments } from '@croupier/contracts/admin-players';
import type { InvoicesPage } from '@croupier/contracts/payments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { startTestApp } from '../../testing/test-app.ts';
import { createLimit, listLimits } from '../limits/test-helpers.ts';
import { fund, listAccounts, walletPlayer, webhookSecret } from '../payments/test-helpers.ts';
import { call, registeredPlayer, type TestApp } from '../player/test-helpers.ts';
import { adminCall, enrolStaff, type StaffSession, signIn, type TestClock, testClock } from './test-helpers.ts';

type ErrorBody = { error: { code: string; fields?: Record<string, string[]> } };

let app: TestApp;
let clock: TestClock;
let support: StaffSession;
let payments: StaffSession;

beforeAll(async () => {
  clock = testClock();
  app = await startTestApp(
    {
      JWT_SECRET: 'backoffice-player-file-jwt-secret-of-32-characters',
      PAYMENT_SANDBOX_WEBHOOK_SECRET: webhookSecret,
    },
    { clock: clock.now },
  );
  support = await signIn(app, clock, await enrolStaff(app, clock, ['support']));
  payments = await signIn(app, clock, await enrolStaff(app, clock, ['payments']));
});
afterAll(() => app.close());

const detailOf = (id: string, session = support) =>
  adminCall<{ data: AdminPlayerDetail } & ErrorBody>(app, 'GET', `/api/admin/players/${id}`, { session });

describe('back-office player page', () => {
  it('shows what the player’s own calls show: profile, balances, deposits, limits and sessions', async () => {
    const player = await walletPlayer(app);
    await fund(app, player, 45);
    const limit = await createLimit(app, player.token, { definition: 3, period: 'daily', currency: 'CAD', amount: 50 });
    expect(limit.status).toBe(201);

    const detail = await detailOf(player.playerId);
    expect(detail.status).toBe(200);
    const own = await call<{ data: AdminPlayerDetail['profile'] }>(app, 'GET', '/api/player/profile', {
      token: player.token,
    });
    expect(detail.body.data.profile).toEqual(own.body.data);
    expect(detail.body.data.accounts).toEqual(await listAccounts(app, player.token));
    expect(detail.body.data.accounts.find((a) => a.currency === 'CAD')?.balance).toBe(45);
    expect(detail.body.data.depositCounts).toContainEqual({ currency: 'CAD', depositsCount: 1 });
    expect(detail.body.data.limits).toEqual(await listLimits(app, player.token));
    expect(detail.body.data.verification).toMatchObject({ status: 'none', sumsubVerified: false });
    expect(detail.body.data.liveSessions).toBe(1);
    expect(detail.body.data.sessions).toEqual([expect.objectContaining({ current: false })]);
    expect(detail.body.data.segments).toEqual({ vip: false, duplicate: false, segmentIds: [] });

    const history = await adminCall<InvoicesPage>(app, 'GET', `/api/admin/players/${player.playerId}/invoices`, {
      session: payments,
    });
    const ownHistory = await call<InvoicesPage>(app, 'GET', '/api/payment/invoices', { token: player.token });
    expect(history.status).toBe(200);
    expect(history.body).toEqual(ownHistory.body);
    expect(history.body.data).toHaveLength(1);
  });

  it('answers 404 for an unknown player and 400 for an id that is not one', async () => {
    const unknown = await detailOf(crypto.randomUUID());
    expect(unknown.status).toBe(404);
    expect((await detailOf('not-an-id')).status).toBe(400);
    const invoices = await adminCall(app, 'GET', `/api/admin/players/${crypto.randomUUID()}/invoices`, {
      session: support,
    });
    expect(invoices.status).toBe(404);
  });

  it('[S1.6-07] [S1.6-08] puts a player in the VIP segment from settings, audited; the profile names it', async () => {
    const player = await walletPlayer(app);
    const path = `/api/admin/players/${player.playerId}/segments`;
    const set = await adminCall<{ data: AdminPlayerSegments }>(app, 'PUT', path, {
      session: support,
      body: { vip: true, duplicate: false, reason: 'High roller, agreed with the VIP team' },
    });
    expect(set.status).toBe(200);
    // The demo settings give VIP the id 7 (apps/server/content/en/settings.json).
    expect(set.body.data).toEqual({ vip: true, duplicate: false, segmentIds: [7] });
    const own = await call<{ data: { segmentIds: number[] } }>(app, 'GET', '/api/player/profile', {
      token: player.token,
    });
    expect(own.body.data.segmentIds).toEqual([7]);
    const audit = await queryRows<{ before: unknown; after: unknown }>(
      app.db,
      sql`select before, after from audit_log where action = 'player.segments' and target_id = ${player.playerId}`,
    );
    expect(audit).toEqual([
      {
        before: { vip: false, duplicate: false },
        after: { vip: true, duplicate: false, reason: 'High roller, agreed with the VIP team' },
      },
    ]);
    const events = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from outbox_events where topic = 'player.updated' and aggregate_id = ${player.playerId}`,
    );
    expect(events[0]?.n).toBe(1);

    // Out again, and into the duplicate segment: only the named ids move.
    const moved = await adminCall<{ data: AdminPlayerSegments }>(app, 'PUT', path, {
      session: support,
      body: { vip: false, duplicate: true, reason: 'Shares a device with a closed account' },
    });
    expect(moved.body.data).toEqual({ vip: false, duplicate: true, segmentIds: [3] });
    expect((await detailOf(player.playerId)).body.data.segments).toEqual(moved.body.data);
  });

  it('finds players by nickname and by name, and lists the accounts that shared a device', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const visitor = `visitor-${tag}`;
    const first = await registeredPlayer(app, undefined, { nickname: `Ace${tag}`, fingerprint: visitor });
    const second = await registeredPlayer(app, undefined, { fingerprint: visitor });
    const found = async (q: string) =>
      (
        await adminCall<{ data: { id: string }[] }>(app, 'GET', `/api/admin/players?q=${encodeURIComponent(q)}`, {
          session: support,
        })
      ).body.data.map((p) => p.id);
    expect(await found(`ace${tag}`)).toEqual([first.profile.id]);
    const named = await registeredPlayer(app);
    const renamed = await call(app, 'PUT', '/api/player/profile', {
      token: named.accessToken,
      body: { ...named.profile, firstName: `Zoe${tag}`, lastName: 'Marchetti' },
    });
    expect(renamed.status).toBe(200);
    expect(await found(`zoe${tag} march`)).toEqual([named.profile.id]);
    expect(await found('marchetti')).toContain(named.profile.id);

    const detail = await detailOf(first.profile.id);
    expect(detail.body.data.sharedDevices).toEqual([{ id: second.profile.id, email: second.email }]);
    expect(detail.body.data.segments.duplicate).toBe(true);
  });

  it('refuses a change without a reason and changes nothing', async () => {
    const player = await walletPlayer(app);
    const refused = await adminCall<ErrorBody>(app, 'PUT', `/api/admin/players/${player.playerId}/segments`, {
      session: support,
      body: { vip: true, duplicate: false, reason: '' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.reason).toBeDefined();
    expect((await detailOf(player.playerId)).body.data.segments.segmentIds).toEqual([]);
  });
});
