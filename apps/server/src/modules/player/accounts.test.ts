import type { PlayerProfile, SessionItem, SessionResult } from '@croupier/contracts/player';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { startTestApp } from '../../testing/test-app.ts';
import {
  awaitResetCode,
  call,
  chromeOnWindows,
  codeFromOutbox,
  type ErrorBody,
  freshAddress,
  login,
  outboxFor,
  password,
  registeredPlayer,
  registrationBody,
  safariOnIphone,
  type TestApp,
  uniqueEmail,
  uniquePhone,
} from './test-helpers.ts';

const publicUrl = 'https://casino.example';

describe('player accounts: registration, confirmation, profile, passwords', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: publicUrl, JWT_SECRET: 'accounts-test-secret-of-at-least-32-chars' });
  });
  afterAll(() => app.close());

  async function playerRow(email: string) {
    const rows = await queryRows<Record<string, unknown>>(app.db, sql`select * from players where email = ${email}`);
    return rows[0];
  }
  async function eventsOf(playerId: string) {
    return queryRows<{ topic: string; payload: Record<string, unknown> }>(
      app.db,
      sql`select topic, payload from outbox_events where aggregate_id = ${playerId} order by id`,
    );
  }

  it(
    '[S1.1-14][S1.4-25][S1.7-21][S1.7-23][S1.7-24][S1.7-26][S1.7-27][S1.7-33][S1.7-34]' +
      '[S1.7-39][S1.7-40][S1.3-14][S1.3-15][S1.3-16][S1.3-17] the whole journey: register, confirm by the ' +
      'e-mailed link, log in, profile, update, sessions, close one, refresh, log out, token refused',
    async () => {
      const email = uniqueEmail('journey');
      const registered = await call(app, 'POST', '/api/player/register', {
        body: registrationBody(email.toUpperCase(), { bonusCode: 'WELCOME' }),
      });
      expect(registered.status).toBe(202);
      expect(registered.body).toEqual({ data: { status: 'confirmation-sent' } });

      // The address is stored lower-cased; the confirmation e-mail carries a /verify/<code> link.
      const [mail] = await outboxFor(app, email);
      // In the language the player registered in (the body's locale, de).
      expect(mail?.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse');
      expect(mail?.links[0]).toMatch(new RegExp(`^${publicUrl}/verify/[A-Za-z0-9_-]{43}$`));
      expect(mail?.text).toContain(mail?.links[0]);

      const early = await login(app, email);
      expect(early.status).toBe(403);
      expect(early.body.error.code).toBe('email_not_confirmed');

      const code = await codeFromOutbox(app, email, 'verify');
      const confirmed = await call<{ data: SessionResult }>(app, 'POST', '/api/player/register/confirm', {
        body: { code },
      });
      expect(confirmed.status).toBe(200);
      const { profile } = confirmed.body.data;
      expect(profile).toMatchObject({
        email,
        currency: 'EUR',
        country: 'DE',
        birthdate: '1990-05-17',
        status: 1,
        segmentIds: [],
        sumsubVerified: false,
        pwaInstalled: false,
        isNewlyRegistered: true,
      });
      const again = await call<ErrorBody>(app, 'POST', '/api/player/register/confirm', { body: { code } });
      expect(again.status).toBe(400);
      expect(again.body.error.code).toBe('confirmation_invalid');

      const topics = (await eventsOf(profile.id)).map((e) => e.topic);
      expect(topics).toEqual(['player.registered', 'player.email.confirmed', 'player.session.created']);
      const [registeredEvent] = await eventsOf(profile.id);
      expect(registeredEvent?.payload).toEqual({
        playerId: profile.id,
        country: 'DE',
        currency: 'EUR',
        locale: 'de',
        affiliateTag: 'aff-42',
        bonusCode: 'WELCOME',
        receiveEmailPromo: true,
      });

      const desktopIp = '203.0.113.77';
      const desktop = await login(app, email, { userAgent: chromeOnWindows, ip: desktopIp });
      expect(desktop.status).toBe(200);
      expect(Object.keys(desktop.body.data).sort()).toEqual(['accessToken', 'profile']);
      expect(desktop.headers.get('set-cookie')).toBeNull();
      const tokenA = desktop.body.data.accessToken;

      const read = await call<{ data: PlayerProfile }>(app, 'GET', '/api/player/profile', { token: tokenA });
      expect(read.status).toBe(200);
      expect(Object.keys(read.body.data).sort()).toEqual(
        [
          'id',
          'email',
          'nickname',
          'firstName',
          'lastName',
          'gender',
          'birthdate',
          'address',
          'postalCode',
          'phone',
          'city',
          'country',
          'currency',
          'pwaInstalled',
          'isNewlyRegistered',
          'status',
          'segmentIds',
          'sumsubVerified',
          'receiveBonus',
          'createdAt',
        ].sort(),
      );

      // The whole object goes back, as the site sends it (S1.3-11).
      const phone = uniquePhone();
      const update = {
        ...read.body.data,
        firstName: 'Ada',
        lastName: 'Lovelace',
        gender: 'female',
        address: '12 St James Square',
        postalCode: '10115',
        phone: `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 10)}-${phone.slice(10)}`,
        city: 'Berlin',
        pwaInstalled: true,
      };
      const updated = await call<{ data: PlayerProfile }>(app, 'PUT', '/api/player/profile', {
        token: tokenA,
        body: update,
      });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({ firstName: 'Ada', phone, pwaInstalled: true });
      const reread = await call<{ data: PlayerProfile }>(app, 'GET', '/api/player/profile', { token: tokenA });
      expect(reread.body.data).toEqual(updated.body.data);
      const updatedEvent = (await eventsOf(profile.id)).find((e) => e.topic === 'player.updated');
      expect(updatedEvent?.payload).toEqual({
        playerId: profile.id,
        changed: ['firstName', 'lastName', 'gender', 'address', 'postalCode', 'phone', 'city', 'pwaInstalled'],
      });

      const onPhone = await login(app, email, { userAgent: safariOnIphone });
      const tokenB = onPhone.body.data.accessToken;

      const list = await call<{ data: SessionItem[]; meta: unknown }>(app, 'GET', '/api/player/sessions', {
        token: tokenA,
      });
      expect(list.status).toBe(200);
      expect(list.body.meta).toEqual({ page: 1, perPage: 10, totalPages: 1, totalRows: 3 });
      const current = list.body.data.filter((s) => s.current);
      expect(current).toHaveLength(1);
      expect(current[0]).toMatchObject({ device: 'desktop', browser: 'Chrome 126', os: 'Windows', ip: '203.0.113.*' });
      expect(list.body.data.find((s) => s.os === 'iOS 17')).toMatchObject({
        device: 'mobile',
        browser: 'Safari 17',
        current: false,
      });
      const paged = await call<{ data: SessionItem[]; meta: unknown }>(
        app,
        'GET',
        '/api/player/sessions?page=2&perPage=2',
        { token: tokenA },
      );
      expect(paged.body.meta).toEqual({ page: 2, perPage: 2, totalPages: 2, totalRows: 3 });
      expect(paged.body.data).toHaveLength(1);

      // Close the phone's session from the desktop: the phone's token fails on its next call.
      const phoneSession = list.body.data.find((s) => s.os === 'iOS 17');
      const closed = await call(app, 'PUT', `/api/player/sessions/${phoneSession?.id}/close`, { token: tokenA });
      expect(closed.status).toBe(200);
      const refused = await call<ErrorBody>(app, 'GET', '/api/player/profile', { token: tokenB });
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe('session_ended');

      const refreshed = await call<{ data: { accessToken: string } }>(app, 'POST', '/api/player/sessions/refresh', {
        token: tokenA,
      });
      expect(refreshed.status).toBe(200);
      expect(Object.keys(refreshed.body.data)).toEqual(['accessToken']);
      const tokenA2 = refreshed.body.data.accessToken;
      expect(tokenA2).not.toBe(tokenA);
      expect((await call(app, 'GET', '/api/player/profile', { token: tokenA2 })).status).toBe(200);

      const logout = await call(app, 'POST', '/api/player/sessions/logout', { token: tokenA2 });
      expect(logout.status).toBe(200);
      for (const token of [tokenA, tokenA2]) {
        const after = await call<ErrorBody>(app, 'GET', '/api/player/profile', { token });
        expect(after.status).toBe(401);
        expect(after.body.error.code).toBe('session_ended');
      }
      expect((await call(app, 'POST', '/api/player/sessions/refresh', { token: tokenA2 })).status).toBe(401);
      const revoked = (await eventsOf(profile.id)).filter((e) => e.topic === 'player.session.revoked');
      expect(revoked.map((e) => e.payload.reason)).toEqual(['closed_by_player', 'logout']);
    },
  );

  it('[S1.3-30][S1.7-20][S1.5-02][S1.5-03] serves the fields and rules of each form', async () => {
    const registration = await call<{ data: { scenario: string; fields: { name: string; required: boolean }[] } }>(
      app,
      'GET',
      '/api/player/fields/validations?scenario=registration',
    );
    expect(registration.status).toBe(200);
    expect(registration.body.data.scenario).toBe('registration');
    const byName = Object.fromEntries(registration.body.data.fields.map((f) => [f.name, f]));
    expect(Object.keys(byName)).toEqual([
      'email',
      'password_registration',
      'password_confirmation',
      'currency',
      'country',
      'birthdate',
      'agreements',
      'receiveEmailPromo',
      'bonusCode',
    ]);
    expect(byName.password_registration).toEqual({
      name: 'password_registration',
      property: 'password',
      required: true,
      rules: [
        { rule: 'required' },
        { rule: 'regex', args: { param: '^\\S*$', reason: 'no_spaces' } },
        { rule: 'regex', args: { param: '^[\\x20-\\x7E]*$', reason: 'latin' } },
        { rule: 'min', args: { min: 6 } },
        { rule: 'max', args: { max: 128 } },
        { rule: 'regex', args: { reason: 'common_password' } },
      ],
    });
    expect(byName.birthdate).toMatchObject({
      required: true,
      rules: expect.arrayContaining([{ rule: 'min_age', args: { min: 18 } }]),
    });
    expect(byName.bonusCode?.required).toBe(false);

    const profile = await call<{ data: { fields: { name: string }[] } }>(
      app,
      'GET',
      '/api/player/fields/validations?scenario=profile',
    );
    expect(profile.body.data.fields.map((f) => f.name)).toEqual([
      'firstName',
      'lastName',
      'gender',
      'birthdate',
      'address',
      'postalCode',
      'phone',
      'city',
      'country',
    ]);
    expect((await call(app, 'GET', '/api/player/fields/validations?scenario=checkout')).status).toBe(400);
  });

  it(
    '[S1.5-34][S1.5-35][S1.5-36][S1.5-37][S1.5-39][S1.5-47][S1.9-01] refuses bad registration input with ' +
      'field errors and stores nothing',
    async () => {
      const cases: [string, Record<string, unknown>][] = [
        ['email', { email: 'not-an-address' }],
        ['password', { password: '', passwordConfirmation: '' }],
        ['password', { password: 'has space1', passwordConfirmation: 'has space1' }],
        ['password', { password: 'pässwörd1', passwordConfirmation: 'pässwörd1' }],
        ['password', { password: 'abc12', passwordConfirmation: 'abc12' }],
        ['passwordConfirmation', { passwordConfirmation: 'something-else' }],
        ['currency', { currency: 'XYZ' }],
        ['currency', { currency: 'LTC' }], // exists but disabled
        ['country', { country: 'US' }], // restricted
        ['country', { country: 'ZZ' }], // not a country
        ['birthdate', { birthdate: '1990-02-30' }],
        ['birthdate', { birthdate: `${new Date().getUTCFullYear() - 17}-01-01` }],
        ['agreements', { agreements: false }],
      ];
      for (const [field, override] of cases) {
        const email = uniqueEmail('invalid');
        const response = await call<ErrorBody>(app, 'POST', '/api/player/register', {
          body: registrationBody(email, override),
        });
        expect(response.status, JSON.stringify(override)).toBe(400);
        expect(response.body.error.code).toBe('validation_failed');
        expect(Object.keys(response.body.error.fields ?? {}), JSON.stringify(override)).toEqual([field]);
        expect(await playerRow(email)).toBeUndefined();
        expect(await outboxFor(app, email)).toEqual([]);
      }
      const empty = await call<ErrorBody>(app, 'POST', '/api/player/register', { body: {} });
      expect(Object.keys(empty.body.error.fields ?? {}).sort()).toEqual(
        ['agreements', 'birthdate', 'country', 'currency', 'email', 'password'].sort(),
      );
      expect(empty.body.error.fields?.email).toEqual(['Value is required']);
    },
  );

  it('[S1.7-21] registration never reveals whether an address has an account (decision 0010)', async () => {
    const email = uniqueEmail('twice');
    const first = await call(app, 'POST', '/api/player/register', { body: registrationBody(email) });
    // Unconfirmed: a second registration sends a fresh link and keeps the first password.
    const second = await call(app, 'POST', '/api/player/register', {
      body: registrationBody(email, { password: 'Another-Pass-1', passwordConfirmation: 'Another-Pass-1' }),
    });
    expect([second.status, second.body]).toEqual([first.status, first.body]);
    expect((await outboxFor(app, email)).map((m) => m.subject)).toEqual([
      'Bestätigen Sie Ihre E-Mail-Adresse',
      'Bestätigen Sie Ihre E-Mail-Adresse',
    ]);
    await call(app, 'POST', '/api/player/register/confirm', {
      body: { code: await codeFromOutbox(app, email, 'verify') },
    });

    // Confirmed: the owner is told someone tried, with links to log in or reset.
    const third = await call(app, 'POST', '/api/player/register', { body: registrationBody(email) });
    expect([third.status, third.body]).toEqual([first.status, first.body]);
    const [notice] = await outboxFor(app, email);
    expect(notice?.subject).toBe('Jemand wollte sich mit Ihrer Adresse registrieren');
    expect(notice?.links).toEqual([`${publicUrl}/de/login`, `${publicUrl}/de/forgot-password`]);
    expect((await login(app, email)).status).toBe(200);
    expect((await login(app, email, { password: 'Another-Pass-1' })).status).toBe(401);

    const rows = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from players where email = ${email}`,
    );
    expect(rows[0]?.n).toBe(1);

    // Password reset: the same 202 for a known and an unknown address; only the known one gets mail.
    // The unknown one first: once the known one's link is out, the unknown one's lookup has run too.
    const unknown = uniqueEmail('nobody');
    const missing = await call(app, 'POST', '/api/player/passwords/reset', { body: { email: unknown } });
    const known = await call(app, 'POST', '/api/player/passwords/reset', { body: { email } });
    expect(known.status).toBe(202);
    expect([missing.status, missing.body]).toEqual([known.status, known.body]);
    await awaitResetCode(app, email);
    expect(await outboxFor(app, unknown)).toEqual([]);
  });

  it('[S1.3-11][S1.5-45][S1.5-46][S1.5-48] refuses a bad profile with field errors and changes nothing', async () => {
    const { accessToken, profile } = await registeredPlayer(app);
    const cases: [string, Record<string, unknown>][] = [
      ['firstName', { firstName: 'A' }],
      ['lastName', { lastName: 'B' }],
      ['phone', { phone: 'call me maybe' }],
      ['gender', { gender: 'unknown' }],
      ['birthdate', { birthdate: '2020-01-01' }],
      ['birthdate', { birthdate: null }],
      ['country', { country: 'FR' }],
      ['email', { email: 'someone-else@example.com' }],
      ['status', { status: 2 }],
      ['pwaInstalled', { pwaInstalled: undefined }],
    ];
    for (const [field, override] of cases) {
      const response = await call<ErrorBody>(app, 'PUT', '/api/player/profile', {
        token: accessToken,
        body: { ...profile, ...override },
      });
      expect(response.status, JSON.stringify(override)).toBe(400);
      expect(Object.keys(response.body.error.fields ?? {}), JSON.stringify(override)).toEqual([field]);
    }
    const after = await call<{ data: PlayerProfile }>(app, 'GET', '/api/player/profile', { token: accessToken });
    expect(after.body.data).toEqual({ ...profile, isNewlyRegistered: true });
    const events = await eventsOf(profile.id);
    expect(events.some((e) => e.topic === 'player.updated')).toBe(false);

    // A phone already used by another player is refused too.
    const other = await registeredPlayer(app);
    await call(app, 'PUT', '/api/player/profile', {
      token: other.accessToken,
      body: { ...other.profile, phone: '+33612345678' },
    });
    const taken = await call<ErrorBody>(app, 'PUT', '/api/player/profile', {
      token: accessToken,
      body: { ...profile, phone: '+33 6 12 34 56 78' },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.error.fields?.phone).toEqual(['This phone number is already in use']);
  });

  it('[S1.7-36][S1.5-40][S1.5-41][S1.5-42][S1.5-43][S1.5-44] a password change revokes every other session and keeps this one', async () => {
    const { email, accessToken: first } = await registeredPlayer(app);
    const second = (await login(app, email)).body.data.accessToken;

    const wrong = await call<ErrorBody>(app, 'PUT', '/api/player/passwords', {
      token: second,
      body: { currentPassword: 'not-my-password', newPassword: 'Brand-New-7', repeatNewPassword: 'Brand-New-7' },
    });
    // 400, not 401: the site logs out on any 401.
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ currentPassword: ['The current password is incorrect'] });
    const mismatch = await call<ErrorBody>(app, 'PUT', '/api/player/passwords', {
      token: second,
      body: { currentPassword: password, newPassword: 'short', repeatNewPassword: 'other' },
    });
    expect(mismatch.status).toBe(400);
    expect(Object.keys(mismatch.body.error.fields ?? {}).sort()).toEqual(['newPassword', 'repeatNewPassword']);

    const empty = await call<ErrorBody>(app, 'PUT', '/api/player/passwords', { token: second, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({
      currentPassword: ['Value is required'],
      newPassword: ['Value is required'],
      repeatNewPassword: ['Value is required'],
    });

    const changed = await call(app, 'PUT', '/api/player/passwords', {
      token: second,
      body: { currentPassword: password, newPassword: 'Brand-New-7', repeatNewPassword: 'Brand-New-7' },
    });
    expect(changed.status).toBe(200);
    expect((await call(app, 'GET', '/api/player/profile', { token: first })).status).toBe(401);
    expect((await call(app, 'GET', '/api/player/profile', { token: second })).status).toBe(200);
    expect((await login(app, email)).status).toBe(401);
    expect((await login(app, email, { password: 'Brand-New-7' })).status).toBe(200);
  });

  it('[S1.4-27][S1.7-37][S1.7-38] password reset: e-mailed link, new password, every session ended, single use', async () => {
    const { email, accessToken } = await registeredPlayer(app);
    const requested = await call(app, 'POST', '/api/player/passwords/reset', { body: { email: email.toUpperCase() } });
    expect(requested.status).toBe(202);
    const resetCode = await awaitResetCode(app, email);
    const [mail] = await outboxFor(app, email);
    // The page opens in the player's language (registered in de).
    expect(mail?.links[0]).toMatch(new RegExp(`^${publicUrl}/de/reset-password\\?resetCode=[A-Za-z0-9_-]{43}$`));

    const mismatch = await call<ErrorBody>(app, 'POST', '/api/player/passwords/confirm', {
      body: { resetCode, password: 'Reset-Pass-3', passwordConfirmation: 'Reset-Pass-4' },
    });
    expect(mismatch.status).toBe(400);
    expect(Object.keys(mismatch.body.error.fields ?? {})).toEqual(['passwordConfirmation']);

    const confirmed = await call(app, 'POST', '/api/player/passwords/confirm', {
      body: { resetCode, password: 'Reset-Pass-3', passwordConfirmation: 'Reset-Pass-3' },
    });
    expect(confirmed.status).toBe(200);
    expect((await call(app, 'GET', '/api/player/profile', { token: accessToken })).status).toBe(401);
    expect((await login(app, email)).status).toBe(401);
    expect((await login(app, email, { password: 'Reset-Pass-3' })).status).toBe(200);

    const reused = await call<ErrorBody>(app, 'POST', '/api/player/passwords/confirm', {
      body: { resetCode, password: 'Reset-Pass-5', passwordConfirmation: 'Reset-Pass-5' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error.code).toBe('reset_code_invalid');

    // Expired: a fresh code whose hour has passed is refused like a used one.
    await call(app, 'POST', '/api/player/passwords/reset', { body: { email } });
    const lateCode = await awaitResetCode(app, email, resetCode);
    await app.db.execute(
      sql`update player_tokens set expires_at = now() - interval '1 second'
          where player_id = (select id from players where email = ${email}) and used_at is null`,
    );
    const late = await call<ErrorBody>(app, 'POST', '/api/player/passwords/confirm', {
      body: { resetCode: lateCode, password: 'Reset-Pass-6', passwordConfirmation: 'Reset-Pass-6' },
    });
    expect(late.body.error.code).toBe('reset_code_invalid');
  });

  it('refuses an expired or unknown confirmation code', async () => {
    const email = uniqueEmail('expired');
    await call(app, 'POST', '/api/player/register', { body: registrationBody(email) });
    const code = await codeFromOutbox(app, email, 'verify');
    await app.db.execute(
      sql`update player_tokens set expires_at = now() - interval '1 second'
          where player_id = (select id from players where email = ${email})`,
    );
    for (const attempt of [code, 'made-up-code']) {
      const response = await call<ErrorBody>(app, 'POST', '/api/player/register/confirm', { body: { code: attempt } });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('confirmation_invalid');
    }
    expect((await playerRow(email))?.email_confirmed_at).toBeNull();
  });

  it('stores the password as argon2id with at least 19 MiB and 2 passes', async () => {
    const { email } = await registeredPlayer(app);
    const hash = String((await playerRow(email))?.password_hash);
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash);
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(match?.[2])).toBeGreaterThanOrEqual(2);
    expect(hash).not.toContain(password);
  });

  it('[S1.7-41] resends the confirmation e-mail while unconfirmed, at most 3 times per 15 minutes', async () => {
    const confirmedPlayer = await registeredPlayer(app);
    const confirmedAlready = await call<ErrorBody>(app, 'POST', '/api/player/profile/confirmations/email/resend', {
      token: confirmedPlayer.accessToken,
    });
    expect(confirmedAlready.status).toBe(409);
    expect(confirmedAlready.body.error.code).toBe('email_already_confirmed');

    // A later flow (e.g. phone registration) leaves an address unconfirmed; simulate that state.
    const { email, accessToken } = await registeredPlayer(app);
    await app.db.execute(sql`update players set email_confirmed_at = null where email = ${email}`);
    const before = (await outboxFor(app, email)).length;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await call<{ data: unknown }>(app, 'POST', '/api/player/profile/confirmations/email/resend', {
        token: accessToken,
        ip: freshAddress(),
      });
      statuses.push(response.status);
      if (i === 0) expect(response.body.data).toEqual({ status: 'confirmation-sent', email });
      if (i === 3) expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await outboxFor(app, email)).length).toBe(before + 3);
  });
});
