import type { Limit } from '@croupier/contracts/limits';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { startTestApp } from '../../testing/test-app.ts';
import { createLimit, listLimits } from '../limits/test-helpers.ts';
import { requestDeposit, walletPlayer, webhookSecret } from '../payments/test-helpers.ts';
import { call, password, type TestApp } from '../player/test-helpers.ts';
import { adminCall, enrolStaff, type StaffSession, signIn, type TestClock, testClock } from './test-helpers.ts';

type Answer = { data: Limit; error: { code: string; fields?: Record<string, string[]> } };

let app: TestApp;
let clock: TestClock;
let risk: StaffSession;

beforeAll(async () => {
  clock = testClock();
  app = await startTestApp(
    {
      JWT_SECRET: 'backoffice-imposed-limits-secret-of-32-characters',
      PAYMENT_SANDBOX_WEBHOOK_SECRET: webhookSecret,
    },
    { clock: clock.now },
  );
  risk = await signIn(app, clock, await enrolStaff(app, clock, ['risk-compliance']));
});
afterAll(() => app.close());

const impose = (playerId: string, body: unknown) =>
  adminCall<Answer>(app, 'POST', `/api/admin/players/${playerId}/limits`, { session: risk, body });
const lift = (playerId: string, limitId: string) =>
  adminCall<Answer>(app, 'POST', `/api/admin/players/${playerId}/limits/${limitId}/lift`, {
    session: risk,
    body: { reason: 'Affordability check passed' },
  });
const auditActions = async (playerId: string) =>
  (
    await queryRows<{ action: string }>(
      app.db,
      sql`select action from audit_log where target_id = ${playerId} order by id`,
    )
  ).map((row) => row.action);

describe('operator-imposed limits and exclusions', () => {
  it('a compliance officer imposes a deposit limit: deposits beyond it are refused, the player cannot loosen it, staff lift it', async () => {
    const player = await walletPlayer(app);
    const imposed = await impose(player.playerId, {
      limit: { definition: 3, period: 'daily', currency: 'CAD', amount: 50 },
      reason: 'Affordability review: income not yet verified',
    });
    expect(imposed.status).toBe(201);
    expect(imposed.body.data).toMatchObject({ definition: 3, amount: 50, currency: 'CAD', imposed: true });
    expect(await listLimits(app, player.token)).toEqual([imposed.body.data]);

    const over = await requestDeposit(app, player, { amount: 60 });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('deposit_limit_exceeded');

    const loosen = await call<Answer>(app, 'PUT', `/api/player/limits/${imposed.body.data.id}`, {
      token: player.token,
      body: { period: 'daily', amount: 500 },
    });
    expect(loosen.status).toBe(409);
    expect(loosen.body.error.code).toBe('limit_imposed');
    const remove = await call<Answer>(app, 'DELETE', `/api/player/limits/${imposed.body.data.id}`, {
      token: player.token,
    });
    expect(remove.body.error.code).toBe('limit_imposed');
    // A second limit of the same kind is refused to the player too: one is in force.
    expect(
      (await createLimit(app, player.token, { definition: 3, period: 'daily', currency: 'CAD', amount: 20 })).status,
    ).toBe(409);

    const lifted = await lift(player.playerId, imposed.body.data.id);
    expect(lifted.status).toBe(200);
    expect(await listLimits(app, player.token)).toEqual([]);
    expect((await requestDeposit(app, player, { amount: 60 })).status).toBe(201);
    expect(await auditActions(player.playerId)).toEqual(['player.limit.impose', 'player.limit.lift']);
  });

  it('an imposed exclusion ends every session and refuses sign-in until staff lift it', async () => {
    const player = await walletPlayer(app);
    const excluded = await impose(player.playerId, {
      limit: { definition: 4, duration: '6m' },
      reason: 'Problem-gambling markers after a call with the player',
    });
    expect(excluded.status).toBe(201);
    expect((await call(app, 'GET', '/api/player/profile', { token: player.token })).status).toBe(401);
    const login = () => call<Answer>(app, 'POST', '/api/player/sessions', { body: { email: player.email, password } });
    const refused = await login();
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('self_excluded');

    expect((await lift(player.playerId, excluded.body.data.id)).status).toBe(200);
    expect((await login()).status).toBe(200);
  });

  it('staff cannot lift the player’s own limit; bad input and a second limit of a kind change nothing', async () => {
    const player = await walletPlayer(app);
    const own = await createLimit(app, player.token, { definition: 1, period: 'weekly', currency: 'CAD', amount: 100 });
    const refused = await lift(player.playerId, own.body.data.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('limit_players_own');

    const twice = await impose(player.playerId, {
      limit: { definition: 1, period: 'weekly', currency: 'CAD', amount: 50 },
      reason: 'Tighter than the player chose',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('limit_exists');

    const bad = await impose(player.playerId, { limit: { definition: 3, period: 'daily' }, reason: 'x' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(['limit.amount', 'limit.currency', 'reason']);
    expect(await listLimits(app, player.token)).toEqual([own.body.data]);
    expect(await auditActions(player.playerId)).toEqual([]);

    expect(
      (await impose(crypto.randomUUID(), { limit: { definition: 5, duration: '1d' }, reason: 'Nobody' })).status,
    ).toBe(404);
  });
});
