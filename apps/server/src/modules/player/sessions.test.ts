import type { BonusAdvertising } from '@croupier/contracts/bonus-offers';
import type { SessionItem, SessionResult } from '@croupier/contracts/player';
import { sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { startTestApp } from '../../testing/test-app.ts';
import {
  call,
  type ErrorBody,
  freshAddress,
  login,
  password,
  registeredPlayer,
  type TestApp,
  uniqueEmail,
} from './test-helpers.ts';

const secret = 'sessions-test-secret-of-at-least-32-characters';
const key = new TextEncoder().encode(secret);

/** A token as the server would sign it, with any claim overridden. */
async function forge(
  claims: { sub: string; sid: string; jti?: string },
  options: { aud?: string; iss?: string; exp?: number } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(options.iss ?? 'croupier')
    .setAudience(options.aud ?? 'croupier-player')
    .setSubject(claims.sub)
    .setJti(claims.jti ?? crypto.randomUUID())
    .setIssuedAt(now - 3600)
    .setExpirationTime(options.exp ?? now + 600)
    .sign(key);
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('player sessions: tokens, refresh, throttling, isolation', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ JWT_SECRET: secret });
  });
  afterAll(() => app.close());

  const profile = (token: string) => call<ErrorBody>(app, 'GET', '/api/player/profile', { token });

  it('[S1.7-24] answers identical 401 bodies for a wrong password and an unknown e-mail', async () => {
    const { email } = await registeredPlayer(app);
    const wrongPassword = await login(app, email, { password: 'not-the-password' });
    const unknownEmail = await login(app, uniqueEmail('ghost'));
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.body.error).toEqual({
      code: 'invalid_credentials',
      message: 'The e-mail or password is incorrect',
    });
  });

  it('throttles login per account: the 6th try in 15 minutes gets 429 with Retry-After, from any address', async () => {
    const { email } = await registeredPlayer(app);
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof login>> | undefined;
    for (let i = 0; i < 6; i += 1) {
      last = await login(app, email, { password: 'guess-number-x', ip: freshAddress() });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(last?.body.error.code).toBe('too_many_requests');
    const retryAfter = Number(last?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The correct password is throttled too while the window lasts: the limit counts attempts, not failures.
    expect((await login(app, email, { ip: freshAddress() })).status).toBe(429);
    // Another account is unaffected.
    const other = await registeredPlayer(app);
    expect((await login(app, other.email)).status).toBe(200);
  });

  it('throttles login per address: the 11th try in a minute gets 429', async () => {
    const ip = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await login(app, uniqueEmail('spray'), { ip })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it('[S1.3-17] closing another player’s session answers 404 and leaves it open', async () => {
    const alice = await registeredPlayer(app);
    const bob = await registeredPlayer(app);
    const bobSession = decodeJwt(bob.accessToken).sid as string;
    const attempt = await call<ErrorBody>(app, 'PUT', `/api/player/sessions/${bobSession}/close`, {
      token: alice.accessToken,
    });
    expect(attempt.status).toBe(404);
    expect(attempt.body.error.code).toBe('session_not_found');
    expect((await profile(bob.accessToken)).status).toBe(200);
    const garbage = await call(app, 'PUT', '/api/player/sessions/not-a-uuid/close', { token: alice.accessToken });
    expect(garbage.status).toBe(400);
  });

  it('issues HS256 tokens for croupier-player that last 15 minutes and name the player and session', async () => {
    const { accessToken, profile: player } = await registeredPlayer(app);
    const [header] = accessToken.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({ iss: 'croupier', aud: 'croupier-player', sub: player.id });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);
    const sessions = await queryRows<{ id: string }>(
      app.db,
      sql`select id from player_sessions where player_id = ${player.id}`,
    );
    expect(sessions.map((s) => s.id)).toEqual([claims.sid]);
  });

  it('refuses a missing, tampered, wrong-audience, wrong-issuer, unsigned or expired token with 401', async () => {
    const { accessToken, profile: player } = await registeredPlayer(app);
    const sid = decodeJwt(accessToken).sid as string;
    const [header, payload, signature] = accessToken.split('.');
    const claims = decodeJwt(accessToken);

    const tampered = `${header}.${base64url({ ...claims, sub: crypto.randomUUID() })}.${signature}`;
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const wrongAlg = `${base64url({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`;
    const cases: [string, string | undefined, string][] = [
      ['missing', undefined, 'unauthorized'],
      ['garbage', 'not.a.jwt', 'invalid_token'],
      ['tampered', tampered, 'invalid_token'],
      ['alg none', unsigned, 'invalid_token'],
      ['alg HS512', wrongAlg, 'invalid_token'],
      ['wrong audience', await forge({ sub: player.id, sid }, { aud: 'croupier-admin' }), 'invalid_token'],
      ['wrong issuer', await forge({ sub: player.id, sid }, { iss: 'someone-else' }), 'invalid_token'],
      ['expired', await forge({ sub: player.id, sid }, { exp: Math.floor(Date.now() / 1000) - 5 }), 'token_expired'],
      ['foreign session', await forge({ sub: player.id, sid: crypto.randomUUID() }), 'session_ended'],
    ];
    for (const [label, token, code] of cases) {
      const response = await call<ErrorBody>(app, 'GET', '/api/player/profile', {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(response.status, label).toBe(401);
      expect(response.body.error.code, label).toBe(code);
    }
    // The genuine token still works, and a correctly forged one (same secret) proves the checks are the claims'.
    expect((await profile(accessToken)).status).toBe(200);
    expect((await profile(await forge({ sub: player.id, sid }))).status).toBe(200);
  });

  it('[S1.7-26][S1.3-15] refreshes an expired token while the session lives; a replayed old token ends the session', async () => {
    const { accessToken, profile: player } = await registeredPlayer(app);
    const { sid, jti } = decodeJwt(accessToken) as { sid: string; jti: string };
    const expired = await forge({ sub: player.id, sid, jti }, { exp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await profile(expired)).status).toBe(401);

    const refreshed = await call<{ data: { accessToken: string } }>(app, 'POST', '/api/player/sessions/refresh', {
      token: expired,
    });
    expect(refreshed.status).toBe(200);
    const next = refreshed.body.data.accessToken;
    expect(decodeJwt(next).sid).toBe(sid);
    expect((await profile(next)).status).toBe(200);

    // A second tab refreshing with the same old token at once is served, not punished.
    const racing = await call<{ data: { accessToken: string } }>(app, 'POST', '/api/player/sessions/refresh', {
      token: expired,
    });
    expect(racing.status).toBe(200);
    expect(decodeJwt(racing.body.data.accessToken).jti).toBe(decodeJwt(next).jti);

    // Long after the rotation the old token is a leaked one: the whole session ends.
    await app.db.execute(sql`update player_sessions set rotated_at = now() - interval '10 minutes' where id = ${sid}`);
    const replay = await call<ErrorBody>(app, 'POST', '/api/player/sessions/refresh', { token: expired });
    expect(replay.status).toBe(401);
    expect((await profile(next)).status).toBe(401);
    const [row] = await queryRows<{ revoke_reason: string }>(
      app.db,
      sql`select revoke_reason from player_sessions where id = ${sid}`,
    );
    expect(row?.revoke_reason).toBe('token_reuse');

    // Without a bearer token, or past the session's expiry, refresh fails with 401.
    expect((await call(app, 'POST', '/api/player/sessions/refresh')).status).toBe(401);
    const other = await registeredPlayer(app);
    await app.db.execute(
      sql`update player_sessions set expires_at = now() - interval '1 second' where player_id = ${other.profile.id}`,
    );
    expect((await call(app, 'POST', '/api/player/sessions/refresh', { token: other.accessToken })).status).toBe(401);
  });

  it('[S1.3-06] a disabled account cannot log in and its open sessions stop working', async () => {
    const { email, accessToken, profile: player } = await registeredPlayer(app);
    await app.db.execute(sql`update players set status = 3 where id = ${player.id}`);
    const refused = await login(app, email);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('account_disabled');
    expect((await profile(accessToken)).status).toBe(403);
    // Status 2 (limited) may still log in: it only blocks deposits.
    await app.db.execute(sql`update players set status = 2 where id = ${player.id}`);
    expect((await login(app, email)).status).toBe(200);
  });

  it('[S2.9-80] takes the client’s address, country and region from the proxy’s headers', async () => {
    const { email } = await registeredPlayer(app);
    const opened = await call<{ data: SessionResult }>(app, 'POST', '/api/player/sessions', {
      body: { email, password },
      ip: '198.51.100.23',
      headers: { 'cf-ipcountry': 'BR' },
    });
    expect(opened.status).toBe(200);
    const sessions = await call<{ data: SessionItem[] }>(app, 'GET', '/api/player/sessions', {
      token: opened.body.data.accessToken,
    });
    expect(sessions.body.data.find((s) => s.current)).toMatchObject({ ip: '198.51.100.*', country: 'BR' });
    // The region (ISO 3166-2) decides which rule holds: Ontario's own, not Canada's.
    const advertising = (headers: Record<string, string>) =>
      call<{ data: BonusAdvertising }>(app, 'GET', '/api/game/bonuses/advertising', { headers });
    expect((await advertising({ 'cf-ipcountry': 'CA', 'cf-region-code': 'ON' })).body.data).toEqual({
      jurisdiction: 'CA-ON',
      guestOffers: false,
    });
    expect((await advertising({ 'cf-ipcountry': 'CA' })).body.data).toEqual({ jurisdiction: null, guestOffers: true });
  });
});
