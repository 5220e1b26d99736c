import type { PlayerProfile, SessionResult } from '@croupier/contracts/player';
import { validateField } from '@croupier/validation/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { startTestApp } from '../../testing/test-app.ts';
import {
  call,
  type ErrorBody,
  outboxFor,
  password,
  registeredPlayer,
  registrationBody,
  type TestApp,
  uniqueEmail,
  uniquePhone,
} from './test-helpers.ts';

type CodeSent = { data: { status: string; resendAfterSeconds: number } };

function phoneBody(phone: string, overrides: Record<string, unknown> = {}) {
  return {
    phone,
    password,
    passwordConfirmation: password,
    currency: 'EUR',
    country: 'DE',
    birthdate: '1990-05-17',
    agreements: true,
    receiveSmsPromo: true,
    locale: 'de',
    ...overrides,
  };
}

/** "+49 151 1234 5678", as a player types it: the server must normalise to E.164. */
const spaced = (phone: string) => `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 10)} ${phone.slice(10)}`;

describe('phone registration and one-time codes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ JWT_SECRET: 'phone-test-secret-of-at-least-32-characters' });
  });
  afterAll(() => app.close());

  async function smsCode(phone: string): Promise<string> {
    const [sms] = await outboxFor(app, phone);
    const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
    if (!code) throw new Error(`no code texted to ${phone}`);
    return code;
  }
  /** Moves the phone's codes into the past: the service compares with the database clock, so time is injected there. */
  async function age(phone: string, seconds: number) {
    await app.db.execute(
      sql`update player_otp_codes set created_at = created_at - (${seconds} * interval '1 second'),
            expires_at = expires_at - (${seconds} * interval '1 second') where phone = ${phone}`,
    );
  }
  const verify = (phone: string, code: string, purpose = 'registration') =>
    call<{ data: SessionResult } & ErrorBody>(app, 'POST', '/api/player/otp/verify', {
      body: { phone, code, purpose },
    });

  it(
    '[S1.1-15][S1.4-26][S1.7-22][S1.7-31][S1.7-32][S1.5-48] the phone sign-up journey: register, SMS code, verify, ' +
      'logged in; then log in by SMS code',
    async () => {
      const phone = uniquePhone();
      const registered = await call<CodeSent>(app, 'POST', '/api/player/register/phone', {
        body: phoneBody(spaced(phone)),
      });
      expect(registered.status).toBe(202);
      expect(registered.body).toEqual({ data: { status: 'code-sent', resendAfterSeconds: 60 } });

      const [sms] = await outboxFor(app, phone);
      expect(sms).toMatchObject({ channel: 'sms', to: phone, subject: '' });
      // In the language of the registration (de).
      expect(sms?.text).toMatch(/^\d{6} ist Ihr Croupier-Registrierungscode\. Er läuft in 10 Minuten ab\./);
      // No account exists before the code is verified: nobody can hold a number they do not own.
      const before = await queryRows(app.db, sql`select id from players where phone = ${phone}`);
      expect(before).toEqual([]);
      // Only a keyed hash of the code is stored.
      const [row] = await queryRows<{ code_hash: string; salt: string }>(
        app.db,
        sql`select code_hash, salt from player_otp_codes where phone = ${phone}`,
      );
      expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.code_hash).not.toContain(await smsCode(phone));

      const verified = await verify(phone, await smsCode(phone));
      expect(verified.status).toBe(200);
      const { accessToken, profile } = verified.body.data;
      expect(profile).toMatchObject({ phone, email: '', country: 'DE', currency: 'EUR', birthdate: '1990-05-17' });
      const read = await call<{ data: PlayerProfile }>(app, 'GET', '/api/player/profile', { token: accessToken });
      expect(read.body.data.id).toBe(profile.id);

      // The code worked once.
      expect((await verify(phone, await smsCode(phone))).body.error.code).toBe('otp_invalid');

      // Registering the number again: the same answer, and the owner is told instead of sent a code.
      await age(phone, 61);
      const again = await call<CodeSent>(app, 'POST', '/api/player/register/phone', { body: phoneBody(phone) });
      expect([again.status, again.body]).toEqual([registered.status, registered.body]);
      const [notice] = await outboxFor(app, phone);
      expect(notice?.text).toContain('obwohl sie schon ein Konto hat');
      expect(notice?.text).not.toMatch(/\d{6}/);
      const players = await queryRows(app.db, sql`select id from players where phone = ${phone}`);
      expect(players).toHaveLength(1);

      // Login by SMS code opens a session for the same player.
      const sent = await call<CodeSent>(app, 'POST', '/api/player/otp/send', { body: { phone, purpose: 'login' } });
      expect(sent.status).toBe(202);
      const login = await verify(phone, await smsCode(phone), 'login');
      expect(login.status).toBe(200);
      expect(login.body.data.profile.id).toBe(profile.id);

      // A number without an account gets the same answer and no SMS.
      const stranger = uniquePhone();
      const none = await call<CodeSent>(app, 'POST', '/api/player/otp/send', {
        body: { phone: stranger, purpose: 'login' },
      });
      expect([none.status, none.body]).toEqual([sent.status, sent.body]);
      expect(await outboxFor(app, stranger)).toEqual([]);
    },
  );

  it('[S1.4-26] a code is dead after 5 wrong attempts, even for the right code', async () => {
    const phone = uniquePhone();
    await call(app, 'POST', '/api/player/register/phone', { body: phoneBody(phone) });
    const code = await smsCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) answers.push((await verify(phone, wrong)).body.error.code);
    expect(answers).toEqual(['otp_invalid', 'otp_invalid', 'otp_invalid', 'otp_invalid', 'otp_attempts_exceeded']);
    const late = await verify(phone, code);
    expect([late.status, late.body.error.code]).toEqual([400, 'otp_invalid']);
    expect(await queryRows(app.db, sql`select id from players where phone = ${phone}`)).toEqual([]);

    // A new code (after the cooldown) carries the same registration and works.
    await age(phone, 61);
    expect((await call(app, 'POST', '/api/player/otp/send', { body: { phone, purpose: 'registration' } })).status).toBe(
      202,
    );
    const fresh = await verify(phone, await smsCode(phone));
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.profile.phone).toBe(phone);
  });

  it('[S1.4-26] parallel guesses cannot exceed the attempt limit', async () => {
    const phone = uniquePhone();
    await call(app, 'POST', '/api/player/register/phone', { body: phoneBody(phone) });
    const code = await smsCode(phone);
    const wrong = code === '999999' ? '888888' : '999999';
    await Promise.all(Array.from({ length: 8 }, () => verify(phone, wrong)));
    const [row] = await queryRows<{ attempts: number }>(
      app.db,
      sql`select attempts from player_otp_codes where phone = ${phone}`,
    );
    expect(row?.attempts).toBe(5);
    expect((await verify(phone, code)).body.error.code).toBe('otp_invalid');
  });

  it('[S1.4-26] a code expires after 10 minutes', async () => {
    const phone = uniquePhone();
    await call(app, 'POST', '/api/player/register/phone', { body: phoneBody(phone) });
    const code = await smsCode(phone);
    await age(phone, 9 * 60 + 50);
    const [left] = await queryRows<{ live: boolean }>(
      app.db,
      sql`select expires_at > now() as live from player_otp_codes where phone = ${phone}`,
    );
    expect(left?.live).toBe(true);
    await age(phone, 11);
    const expired = await verify(phone, code);
    expect([expired.status, expired.body.error.code]).toEqual([400, 'otp_expired']);
  });

  it('[S1.7-31] resending waits 60 seconds: 429 with Retry-After', async () => {
    const phone = uniquePhone();
    await call(app, 'POST', '/api/player/register/phone', { body: phoneBody(phone) });
    const early = await call<ErrorBody>(app, 'POST', '/api/player/otp/send', {
      body: { phone, purpose: 'registration' },
    });
    expect(early.status).toBe(429);
    expect(early.body.error.code).toBe('otp_cooldown');
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(55);
    expect(Number(early.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Registering the same number again inside the minute is held back the same way.
    const twice = await call(app, 'POST', '/api/player/register/phone', { body: phoneBody(phone) });
    expect(twice.status).toBe(429);
    expect(await outboxFor(app, phone)).toHaveLength(1);

    await age(phone, 45);
    const later = await call(app, 'POST', '/api/player/otp/send', { body: { phone, purpose: 'registration' } });
    expect(Number(later.headers.get('retry-after'))).toBeLessThanOrEqual(15);
    await age(phone, 16);
    const resent = await call(app, 'POST', '/api/player/otp/send', { body: { phone, purpose: 'registration' } });
    expect(resent.status).toBe(202);
    const messages = await outboxFor(app, phone);
    expect(messages).toHaveLength(2);
    // Only the newest code works.
    const oldCode = /\d{6}/.exec(messages[1]?.text ?? '')?.[0] ?? '';
    const newCode = /\d{6}/.exec(messages[0]?.text ?? '')?.[0] ?? '';
    if (oldCode !== newCode) expect((await verify(phone, oldCode)).body.error.code).toBe('otp_invalid');
    expect((await verify(phone, newCode)).status).toBe(200);
  });

  it('[S1.5-52][S1.5-53][S1.5-54][S1.5-55][S1.5-56][S1.8-21][S1.9-03][S1.9-04] refuses bad phones with the message of each libphonenumber outcome', async () => {
    const cases: [string, string][] = [
      ['call me', 'Value is not a phone number'],
      ['7', 'Value is not a phone number'],
      ['+1 416 555 012', 'The phone number is too short'], // Canada, 9 digits
      ['+55 11 98765 43210', 'The phone number is too long'], // Brazil, 12 digits
      ['+41 44 123 45678', 'The phone number has an invalid length'], // Switzerland: 9 or 12 digits
      ['+999 123456', 'The country code of the phone number is invalid'],
      ['+1 016 555 0123', 'Value is not a valid phone number'], // Canada: no area code starts with 0
      [`+4915112345678 ext. ${'1'.repeat(21)}`, 'The extension may have at most 20 digits'],
      [`+49151${'-'.repeat(240)}12345678`, 'The phone number is too long'],
    ];
    for (const [phone, message] of cases) {
      const response = await call<ErrorBody>(app, 'POST', '/api/player/register/phone', { body: phoneBody(phone) });
      expect(response.status, phone).toBe(400);
      expect(response.body.error.code).toBe('validation_failed');
      expect(response.body.error.fields?.phone, phone).toContain(message);
    }
    const send = await call<ErrorBody>(app, 'POST', '/api/player/otp/send', {
      body: { phone: '+1 416 555 012', purpose: 'login' },
    });
    expect(send.body.error.fields).toEqual({ phone: ['The phone number is too short'] });
    // The profile speaks the same way.
    const { accessToken, profile } = await registeredPlayer(app);
    const bad = await call<ErrorBody>(app, 'PUT', '/api/player/profile', {
      token: accessToken,
      body: { ...profile, phone: '+999 123456' },
    });
    expect(bad.body.error.fields).toEqual({ phone: ['The country code of the phone number is invalid'] });
  });

  it('[S1.5-34][S1.5-36][S1.5-37] refuses a common password at registration, by e-mail and by phone', async () => {
    for (const common of ['qwerty123', 'Password1', 'iloveyou']) {
      const byEmail = await call<ErrorBody>(app, 'POST', '/api/player/register', {
        body: registrationBody(uniqueEmail('common'), { password: common, passwordConfirmation: common }),
      });
      expect(byEmail.status).toBe(400);
      expect(byEmail.body.error.fields).toEqual({ password: ['This password is too common; choose another'] });
      const byPhone = await call<ErrorBody>(app, 'POST', '/api/player/register/phone', {
        body: phoneBody(uniquePhone(), { password: common, passwordConfirmation: common }),
      });
      expect(byPhone.body.error.fields).toEqual({ password: ['This password is too common; choose another'] });
    }
    // Several failures of one field, and other fields' schema errors, in one answer.
    const many = await call<ErrorBody>(app, 'POST', '/api/player/register', {
      body: registrationBody(uniqueEmail('many'), { password: 'ab c', passwordConfirmation: 'x', locale: 'nope' }),
    });
    expect(many.body.error.fields).toEqual({
      password: ['Spaces are not allowed', 'This field should be at least 6 characters long'],
      passwordConfirmation: ['The value must be equal to the password value'],
      locale: ['Value is not a locale code'],
    });
  });

  it('[S1.5-16] the minimum age is configured per country: 21 in Estonia, 18 elsewhere', async () => {
    const year = new Date().getUTCFullYear();
    const twenty = `${year - 21}-12-31`; // 20 until the last day of the year
    const estonia = await call<ErrorBody>(app, 'POST', '/api/player/register/phone', {
      body: phoneBody(uniquePhone(), { country: 'EE', birthdate: twenty }),
    });
    if (estonia.status === 400) {
      expect(estonia.body.error.fields).toEqual({ birthdate: ['You must be at least 21 years old'] });
    } else {
      // Only on 31 December is that birthdate already 21.
      expect(new Date().getUTCMonth()).toBe(11);
    }
    const germany = await call(app, 'POST', '/api/player/register/phone', {
      body: phoneBody(uniquePhone(), { country: 'DE', birthdate: twenty }),
    });
    expect(germany.status).toBe(202);
  });

  it('[S1.5-01][S1.5-02][S1.5-03] GET fields/validations describes exactly the rules the server enforces', async () => {
    const described = await call<{
      data: {
        fields: { name: string; property: string; rules: { rule: string; args?: Record<string, string | number> }[] }[];
      };
    }>(app, 'GET', '/api/player/fields/validations?scenario=registration&country=EE');
    const fields = described.body.data.fields;
    const byName = Object.fromEntries(fields.map((f) => [f.name, f]));
    expect(byName.birthdate?.rules).toContainEqual({ rule: 'min_age', args: { min: 21 } });
    expect(byName.password_registration?.rules).toContainEqual({ rule: 'regex', args: { reason: 'common_password' } });
    const byHeader = await call<{ data: { fields: { name: string; rules: unknown[] }[] } }>(
      app,
      'GET',
      '/api/player/fields/validations?scenario=registration',
      { headers: { 'cf-ipcountry': 'GR' } },
    );
    const birthdate = byHeader.body.data.fields.find((f) => f.name === 'birthdate');
    expect(birthdate?.rules).toContainEqual({ rule: 'min_age', args: { min: 21 } });

    // The served rules, run through the shared engine, refuse exactly what the server refuses.
    const body: Record<string, unknown> = registrationBody(uniqueEmail('described'), {
      email: 'not-an-address',
      password: 'letmein1',
      passwordConfirmation: 'letmein2',
      country: 'EE',
      birthdate: `${new Date().getUTCFullYear() - 19}-01-01`,
    });
    const engine: Record<string, string[]> = {};
    for (const f of fields) {
      const failures = validateField(body[f.property], f.rules, { values: body }).map((x) => x.rule);
      if (failures.length > 0) engine[f.property] = failures;
    }
    expect(engine).toEqual({
      email: ['email'],
      password: ['common_password'],
      passwordConfirmation: ['confirmed'],
      birthdate: ['min_age'],
    });
    const server = await call<ErrorBody>(app, 'POST', '/api/player/register', { body });
    expect(Object.keys(server.body.error.fields ?? {}).sort()).toEqual(Object.keys(engine).sort());
  });
});
