import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { call, type ErrorBody, login, outboxFor, registrationBody, type TestApp } from '../player/test-helpers.ts';
import { auditOf, createLimit, dayMs, type FakeClock, limitsPlayer, startLimitsApp, topicsOf } from './test-helpers.ts';

describe('self-exclusion: sessions end at once, login and sign-up refused', () => {
  let app: TestApp;
  let clock: FakeClock;
  beforeAll(async () => {
    ({ app, clock } = await startLimitsApp('self-exclusion-test-secret-of-at-least-32-chars'));
  });
  afterAll(() => app.close());

  const profile = (token: string) => call<ErrorBody>(app, 'GET', '/api/player/profile', { token });

  it('[S1.3-20] ends every session of the player at once: the old tokens answer 401', async () => {
    const { token, playerId, email } = await limitsPlayer(app);
    const second = await login(app, email);
    const secondToken = second.body.data.accessToken;
    expect((await profile(secondToken)).status).toBe(200);

    const excluded = await createLimit(app, token, { definition: 4, duration: '6m' });
    expect(excluded.status).toBe(201);
    expect(excluded.body.data).toMatchObject({ definition: 4, period: null, currency: null, amount: null });
    expect(excluded.body.data.expiredAt).not.toBeNull();

    for (const old of [token, secondToken]) {
      const res = await profile(old);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('session_ended');
    }
    const sessions = await queryRows<{ revoke_reason: string | null }>(
      app.db,
      sql`select revoke_reason from player_sessions where player_id = ${playerId}`,
    );
    expect(sessions.map((s) => s.revoke_reason)).toEqual(['self_excluded', 'self_excluded']);
    await expect
      .poll(() => topicsOf(app, playerId))
      .toEqual(expect.arrayContaining(['limit.created', 'player.self-excluded', 'player.session.revoked']));
    expect((await auditOf(app, playerId)).map((a) => a.action)).toEqual(['created']);
  });

  it('refuses login with 403 self_excluded naming the end date, until the exclusion ends', async () => {
    const { token, email } = await limitsPlayer(app);
    const excluded = await createLimit(app, token, { definition: 4, duration: '6m' });
    const until = excluded.body.data.expiredAt ?? '';
    const refused = await login(app, email);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('self_excluded');
    expect(refused.body.error.message).toContain(until);
    // A wrong password still gets the ordinary answer: exclusion is revealed only to the account holder.
    expect((await login(app, email, { password: 'not-the-password' })).status).toBe(401);

    clock.advance(Date.parse(until) - clock.now().getTime() + 1000);
    expect((await login(app, email)).status).toBe(200);
  });

  it('a permanent exclusion refuses login with "permanently"', async () => {
    const { token, email } = await limitsPlayer(app);
    const excluded = await createLimit(app, token, { definition: 4, duration: 'permanent' });
    expect(excluded.body.data.expiredAt).toBeNull();
    const refused = await login(app, email);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'self_excluded',
      message: expect.stringContaining('permanently'),
    });
    clock.advance(3650 * dayMs);
    expect((await login(app, email)).status).toBe(403);
  });

  it('a sign-up with a self-excluded e-mail answers 202 as always, sends nothing, creates nothing, and is audited', async () => {
    const { token, email, playerId } = await limitsPlayer(app);
    await createLimit(app, token, { definition: 4, duration: '1y' });
    const mailsBefore = (await outboxFor(app, email)).length;

    const res = await call(app, 'POST', '/api/player/register', {
      body: registrationBody(email.toUpperCase()),
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ data: { status: 'confirmation-sent' } });
    expect(await outboxFor(app, email)).toHaveLength(mailsBefore);
    const accounts = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from players where email = ${email}`,
    );
    expect(accounts[0]?.n).toBe(1);
    const audit = await auditOf(app, playerId);
    expect(audit.map((a) => [a.action, a.actor])).toEqual([
      ['created', 'player'],
      ['registration_refused', 'system'],
    ]);
    expect(audit[1]?.after).toEqual({ matched: ['email'] });
  });

  it('cannot be undone: no session survives to ask with, and the stored exclusion stays in force', async () => {
    // The 409 limit_locked rule itself is exercised through cooling-off in limits.test.ts.
    const { token, playerId } = await limitsPlayer(app);
    const excluded = await createLimit(app, token, { definition: 4, duration: '5y' });
    expect((await call(app, 'DELETE', `/api/player/limits/${excluded.body.data.id}`, { token })).status).toBe(401);
    const rows = await queryRows<{ removed_at: string | null; expires_at: string | null }>(
      app.db,
      sql`select removed_at, expires_at from player_limits where player_id = ${playerId}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.removed_at).toBeNull();
  });
});
