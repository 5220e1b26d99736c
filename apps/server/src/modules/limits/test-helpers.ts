import type { Limit } from '@croupier/contracts/limits';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/database.ts';
import { startTestApp } from '../../testing/test-app.ts';
import { call, type ErrorBody, registeredPlayer, type TestApp } from '../player/test-helpers.ts';

/** Helpers shared by this module's HTTP tests (not a test file itself). */

export const hourMs = 60 * 60 * 1000;
export const dayMs = 24 * hourMs;

/** A clock the test moves forward; it starts at real time so database-stamped sessions line up. */
export function fakeClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

export type FakeClock = ReturnType<typeof fakeClock>;

export async function startLimitsApp(secret: string): Promise<{ app: TestApp; clock: FakeClock }> {
  const clock = fakeClock();
  const app = await startTestApp({ JWT_SECRET: secret }, { clock: clock.now });
  return { app, clock };
}

export type LimitResult = { data: Limit } & ErrorBody;

export async function createLimit(app: TestApp, token: string, body: Record<string, unknown>) {
  return call<LimitResult>(app, 'POST', '/api/player/limits', { token, body });
}

export async function listLimits(app: TestApp, token: string): Promise<Limit[]> {
  const res = await call<{ data: Limit[] }>(app, 'GET', '/api/player/limits', { token });
  if (res.status !== 200) throw new Error(`GET /api/player/limits answered ${res.status}`);
  return res.body.data;
}

/** A confirmed player with a session, and their id. */
export async function limitsPlayer(app: TestApp) {
  const session = await registeredPlayer(app);
  return { token: session.accessToken, playerId: session.profile.id, email: session.email };
}

export interface AuditRow {
  action: string;
  actor: string;
  limit_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export async function auditOf(app: TestApp, playerId: string): Promise<AuditRow[]> {
  return queryRows<AuditRow>(
    app.db,
    sql`select action, actor, limit_id, before, after from limit_audit where player_id = ${playerId} order by created_at, id`,
  );
}

export async function topicsOf(app: TestApp, playerId: string): Promise<string[]> {
  const rows = await queryRows<{ topic: string }>(
    app.db,
    sql`select topic from outbox_events where aggregate_id = ${playerId} order by id`,
  );
  return rows.map((r) => r.topic);
}

export async function storedLimitCount(app: TestApp, playerId: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from player_limits where player_id = ${playerId}`,
  );
  return rows[0]?.n ?? 0;
}
