import { createHash } from 'node:crypto';
import type { PlayerProfile, SessionResult } from '@croupier/contracts/player';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { startTestApp } from '../../testing/test-app.ts';
import {
  call,
  codeFromOutbox,
  type ErrorBody,
  login,
  registeredPlayer,
  registrationBody,
  type TestApp,
  uniqueEmail,
} from './test-helpers.ts';

/** The browser's address in the links the server makes; requests really go to the test server. */
const publicUrl = 'http://casino.test';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

type SocialAnswer = { data: SessionResult & { isNewPlayer: boolean; returnTo: string } } & ErrorBody;
type Identity = { demo: string } | { email: string; name: string; verified?: boolean } | 'cancel';

describe('social login (OpenID Connect against the embedded provider) and auto-login', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: publicUrl, JWT_SECRET: 'social-test-secret-of-at-least-32-characters' });
  });
  afterAll(() => app.close());

  /**
   * A browser at the provider: follows redirects by hand with a cookie jar, answers the login page with
   * `identity`, and stops at the site's /auth/callback, whose query it answers.
   */
  async function authorize(authorizationUrl: string, identity: Identity): Promise<URLSearchParams> {
    const jar = new Map<string, string>();
    const local = (url: string) => new URL(url, publicUrl).href.replace(publicUrl, app.url);
    const send = async (url: string, init: RequestInit = {}) => {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(local(url), {
        ...init,
        redirect: 'manual',
        headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return response;
    };
    let response = await send(authorizationUrl);
    for (let hop = 0; hop < 10; hop++) {
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, publicUrl);
        if (next.pathname === '/auth/callback') return next.searchParams;
        response = await send(next.href);
        continue;
      }
      const page = await response.text();
      expect(response.status, page).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain("form-action 'self'");
      expect(page).not.toContain('<script');
      const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
      if (!action) throw new Error(`no login form: ${page.slice(0, 300)}`);
      const form =
        identity === 'cancel'
          ? { identity: 'cancel' }
          : 'demo' in identity
            ? { identity: identity.demo }
            : {
                identity: 'custom',
                email: identity.email,
                name: identity.name,
                ...(identity.verified === false ? {} : { emailVerified: 'true' }),
              };
      response = await send(action.replaceAll('&amp;', '&'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      });
    }
    throw new Error('too many redirects at the identity provider');
  }

  async function start(returnTo?: string) {
    const query = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
    const started = await call<{ data: { url: string } }>(app, 'GET', `/api/player/sessions/social/dev/start${query}`);
    expect(started.status).toBe(200);
    return started.body.data.url;
  }

  async function finish(callback: URLSearchParams, extra: Record<string, unknown> = {}) {
    return call<SocialAnswer>(app, 'POST', '/api/player/sessions/social', {
      body: { ...Object.fromEntries(callback), provider: 'dev', ...extra },
      headers: { 'user-agent': 'social-test' },
    });
  }

  async function socialLogin(identity: Identity, extra: Record<string, unknown> = {}) {
    return finish(await authorize(await start(), identity), extra);
  }

  const eventsOf = (playerId: string) =>
    queryRows<{ topic: string; payload: Record<string, unknown> }>(
      app.db,
      sql`select topic, payload from outbox_events where aggregate_id = ${playerId} order by id`,
    );
  const playerRow = async (id: string) =>
    (await queryRows<Record<string, unknown>>(app.db, sql`select * from players where id = ${id}`))[0];

  it('lists the embedded provider and refuses unknown ones', async () => {
    const list = await call<{ data: { id: string; name: string }[] }>(
      app,
      'GET',
      '/api/player/sessions/social/providers',
    );
    expect(list.body.data).toEqual([{ id: 'dev', name: 'Croupier ID (dev)' }]);
    const unknown = await call<ErrorBody>(app, 'GET', '/api/player/sessions/social/nope/start');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('social_provider_unknown');
    const offsite = await call<ErrorBody>(app, 'GET', '/api/player/sessions/social/dev/start?returnTo=//evil.example');
    expect(offsite.status).toBe(400);
  });

  it('starts with state, nonce and an S256 PKCE challenge for the site callback', async () => {
    const url = new URL(await start('/de'));
    expect(url.origin + url.pathname).toBe(`${publicUrl}/dev/idp/auth`);
    const params = url.searchParams;
    expect(params.get('client_id')).toBe('croupier-web');
    expect(params.get('redirect_uri')).toBe(`${publicUrl}/auth/callback`);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
    // Only a hash of the state is kept.
    const rows = await queryRows<{ return_to: string }>(
      app.db,
      sql`select return_to from social_login_states where state_hash = ${sha256(params.get('state') ?? '')}`,
    );
    expect(rows).toEqual([{ return_to: '/de' }]);
  });

  it(
    '[S1.1-16][S1.4-07][S1.7-28][S1.7-29][S2.7-38] the whole code flow creates a confirmed, linked player ' +
      'once and logs the same player in afterwards',
    async () => {
      const email = uniqueEmail('social');
      const first = await socialLogin({ email, name: 'Sofia Social' }, { affiliateTag: 'aff-social', locale: 'fr' });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const { profile, accessToken, isNewPlayer, returnTo } = first.body.data;
      expect(isNewPlayer).toBe(true);
      expect(returnTo).toBe('/');
      expect(profile).toMatchObject({
        email,
        firstName: 'Sofia',
        lastName: 'Social',
        isNewlyRegistered: true,
        status: 1,
      });
      const me = await call<{ data: PlayerProfile }>(app, 'GET', '/api/player/profile', { token: accessToken });
      expect(me.body.data.id).toBe(profile.id);

      const row = await playerRow(profile.id);
      expect(row?.email_confirmed_at).not.toBeNull();
      expect(row?.affiliate_tag).toBe('aff-social');
      expect(row?.locale).toBe('fr');
      const links = await queryRows<{ provider: string; email: string }>(
        app.db,
        sql`select provider, email from player_social_identities where player_id = ${profile.id}`,
      );
      expect(links).toEqual([{ provider: 'dev', email }]);
      const events = await eventsOf(profile.id);
      expect(events.map((e) => e.topic)).toEqual([
        'player.registered',
        'player.email.confirmed',
        'player.social.linked',
        'player.session.created',
      ]);
      expect(events[0]?.payload).toMatchObject({ affiliateTag: 'aff-social', bonusCode: null });
      expect(events[3]?.payload).toMatchObject({ method: 'social' });

      const again = await socialLogin({ email, name: 'Sofia Social' });
      expect(again.status).toBe(200);
      expect(again.body.data.isNewPlayer).toBe(false);
      expect(again.body.data.profile.id).toBe(profile.id);
    },
  );

  it('refuses a state used twice, and a code whose PKCE verifier does not match', async () => {
    const callback = await authorize(await start(), { demo: 'alice' });
    expect((await finish(callback)).status).toBe(200);
    const reused = await finish(callback);
    expect(reused.status).toBe(400);
    expect(reused.body.error.code).toBe('social_state_invalid');

    const fresh = await authorize(await start(), { demo: 'bruno' });
    // Another verifier than the one the challenge was made from: the provider must refuse the code.
    await app.db.execute(
      sql`update social_login_states set code_verifier = ${'x'.repeat(43)} where state_hash = ${sha256(fresh.get('state') ?? '')}`,
    );
    const wrongPkce = await finish(fresh);
    expect(wrongPkce.status).toBe(400);
    expect(wrongPkce.body.error.code).toBe('social_failed');

    const unknownState = await finish(new URLSearchParams({ code: 'abc', state: 'never-issued' }));
    expect(unknownState.body.error.code).toBe('social_state_invalid');

    const otherProvider = await authorize(await start(), { demo: 'chiara' });
    const mismatch = await finish(otherProvider, { provider: 'google' });
    expect(mismatch.body.error.code).toBe('social_state_invalid');
  });

  it('answers social_failed when the visitor cancels at the provider', async () => {
    const callback = await authorize(await start(), 'cancel');
    expect(callback.get('error')).toBe('access_denied');
    const answer = await finish(callback);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('social_failed');
  });

  it('links an existing player by e-mail only when the provider vouches for the address', async () => {
    const existing = await registeredPlayer(app);
    const unverified = await socialLogin({ email: existing.email, name: 'Not Verified', verified: false });
    expect(unverified.status).toBe(400);
    expect(unverified.body.error.code).toBe('social_email_unverified');

    const linked = await socialLogin({ email: existing.email, name: 'Now Verified' });
    expect(linked.status).toBe(200);
    expect(linked.body.data.isNewPlayer).toBe(false);
    expect(linked.body.data.profile.id).toBe(existing.profile.id);
    // The password still works: linking adds a way in, it takes none away.
    expect((await login(app, existing.email)).status).toBe(200);
  });

  it('a verified owner takes over an unconfirmed account: the stranger’s password stops working', async () => {
    const email = uniqueEmail('prehijack');
    expect((await call(app, 'POST', '/api/player/register', { body: registrationBody(email) })).status).toBe(202);
    const code = await codeFromOutbox(app, email, 'verify');
    const answer = await socialLogin({ email, name: 'Rightful Owner' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.isNewPlayer).toBe(false);
    const refused = await login(app, email);
    expect(refused.status).toBe(401);
    const confirm = await call<ErrorBody>(app, 'POST', '/api/player/register/confirm', { body: { code } });
    expect(confirm.body.error.code).toBe('confirmation_invalid');
  });

  describe('[S1.4-08][S1.7-25][S2.4-128] auto-login tokens', () => {
    async function autologinToken(email: string, ttlMinutes?: number) {
      const made = await call<{ data: { token: string; url: string; expiresAt: string } }>(
        app,
        'POST',
        '/api/dev/autologin-token',
        { body: { email, ...(ttlMinutes ? { ttlMinutes } : {}) } },
      );
      expect(made.status).toBe(200);
      return made.body.data;
    }
    const exchange = (token: string) =>
      call<{ data: SessionResult } & ErrorBody>(app, 'POST', '/api/player/sessions/token', { body: { token } });

    it('logs in once; the second use is refused as used', async () => {
      const player = await registeredPlayer(app);
      const made = await autologinToken(player.email);
      expect(made.url).toBe(`${publicUrl}/auth/autologin?state=${made.token}`);
      // 15 minutes by default.
      const minutes = (Date.parse(made.expiresAt) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(14);
      expect(minutes).toBeLessThanOrEqual(15.1);
      const stored = await queryRows<{ token_hash: string }>(
        app.db,
        sql`select token_hash from player_autologin_tokens where player_id = ${player.profile.id}`,
      );
      expect(stored).toEqual([{ token_hash: sha256(made.token) }]);

      const first = await exchange(made.token);
      expect(first.status).toBe(200);
      expect(Object.keys(first.body.data).sort()).toEqual(['accessToken', 'profile']);
      expect(first.body.data.profile.id).toBe(player.profile.id);
      const events = await eventsOf(player.profile.id);
      expect(events.at(-1)?.payload).toMatchObject({ method: 'autologin' });

      const second = await exchange(made.token);
      expect(second.status).toBe(400);
      expect(second.body.error.code).toBe('autologin_used');
    });

    it('refuses an expired token and an unknown one, each with its own code', async () => {
      const player = await registeredPlayer(app);
      const made = await autologinToken(player.email);
      await app.db.execute(
        sql`update player_autologin_tokens set expires_at = now() - interval '1 second' where token_hash = ${sha256(made.token)}`,
      );
      const expired = await exchange(made.token);
      expect(expired.status).toBe(400);
      expect(expired.body.error.code).toBe('autologin_expired');

      const unknown = await exchange('no-such-token');
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.code).toBe('autologin_invalid');
    });
  });
});

describe('the development identity provider in production', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'social-production-secret-of-32-characters',
    ADMIN_TOTP_KEY: 'production-test-admin-totp-key-of-32-characters',
  };

  it('is not mounted unless DEV_IDP_ENABLED asks for it, and neither is the auto-login token helper', async () => {
    const app = await startTestApp(production);
    try {
      const discovery = await fetch(`${app.url}/dev/idp/.well-known/openid-configuration`);
      expect(discovery.status).toBe(404);
      const list = await call<{ data: unknown[] }>(app, 'GET', '/api/player/sessions/social/providers');
      expect(list.body.data).toEqual([]);
      const helper = await call(app, 'POST', '/api/dev/autologin-token', { body: { email: uniqueEmail() } });
      expect(helper.status).toBe(404);
    } finally {
      await app.close();
    }
    const enabled = await startTestApp({ ...production, DEV_IDP_ENABLED: 'true', PUBLIC_URL: publicUrl });
    try {
      const discovery = await fetch(`${enabled.url}/dev/idp/.well-known/openid-configuration`);
      expect(discovery.status).toBe(200);
      const metadata = (await discovery.json()) as { issuer: string; code_challenge_methods_supported: string[] };
      expect(metadata.issuer).toBe(`${publicUrl}/dev/idp`);
      expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    } finally {
      await enabled.close();
    }
  });
});
