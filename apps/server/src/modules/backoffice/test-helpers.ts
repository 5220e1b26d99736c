import { adminCsrfHeader, adminSessionCookie, type StaffRole } from '@croupier/contracts/admin-staff';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/database.ts';
import { type CallResult, call, freshAddress, registeredPlayer, type TestApp } from '../player/test-helpers.ts';
import { sandboxWebhookBody, signSandboxWebhook } from '../verification/sandbox.ts';
import { externalIdOf } from '../verification/test-helpers.ts';
import { inviteFromCommandLine } from './staff/first-admin.ts';
import { currentCode } from './staff/totp.ts';

/** Helpers shared by the back office's HTTP tests (not a test file itself). */

/** A clock the test moves: TOTP codes, idle timeouts and four-eyes all read it. */
export function testClock(start = Date.now()) {
  let now = start;
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;

export interface StaffSession {
  cookie: string;
  csrf: string;
  staffId: string;
}

export interface AdminCallOptions {
  body?: unknown;
  session?: StaffSession;
  /** Leave the CSRF header off (the CSRF test). */
  noCsrf?: boolean;
  ip?: string;
  headers?: Record<string, string>;
}

export async function adminCall<T = unknown>(
  app: TestApp,
  method: string,
  path: string,
  options: AdminCallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = {
    'x-forwarded-for': options.ip ?? freshAddress(),
    'user-agent': 'backoffice-test',
    ...options.headers,
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.session) {
    headers.cookie = `${adminSessionCookie}=${options.session.cookie}`;
    if (!options.noCsrf) headers[adminCsrfHeader] = options.session.csrf;
  }
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  // Files (a reviewed document) come back as they are; everything else is JSON.
  const json = response.headers.get('content-type')?.includes('json');
  const text = json ? await response.text() : '';
  if (!json) await response.arrayBuffer();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

export const staffPassword = 'Back-office-pass-42';

export interface EnrolledStaff {
  email: string;
  password: string;
  secret: string;
  staffId: string;
}

/** A staff member invited (as the command does), enrolled over HTTP, with their TOTP secret. */
export async function enrolStaff(
  app: TestApp,
  clock: TestClock,
  roles: StaffRole[],
  label = roles.join('-'),
): Promise<EnrolledStaff & { recoveryCodes: string[] }> {
  const email = `${label}-${crypto.randomUUID()}@staff.example.com`;
  const invited = await inviteFromCommandLine(app.db, {
    email,
    roles,
    publicUrl: app.url,
    invitationHours: 72,
    clock: clock.now,
  });
  const started = await adminCall<{ data: { secret: string } }>(app, 'POST', '/api/admin/enrolment/start', {
    body: { token: invited.token, name: `Test ${label}`, password: staffPassword },
  });
  if (started.status !== 200) throw new Error(`enrolment start: ${started.status} ${JSON.stringify(started.body)}`);
  const { secret } = started.body.data;
  const confirmed = await adminCall<{ data: { recoveryCodes: string[] } }>(
    app,
    'POST',
    '/api/admin/enrolment/confirm',
    {
      body: { token: invited.token, code: currentCode(secret, clock.now()) },
    },
  );
  if (confirmed.status !== 200)
    throw new Error(`enrolment confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  // The step just used is spent: the next sign-in needs the next one.
  clock.advance(30_000);
  return {
    email,
    password: staffPassword,
    secret,
    staffId: invited.staffId,
    recoveryCodes: confirmed.body.data.recoveryCodes,
  };
}

export function sessionCookieOf(result: CallResult): string | undefined {
  for (const header of result.headers.getSetCookie()) {
    const match = new RegExp(`^${adminSessionCookie}=([^;]*)`).exec(header);
    if (match?.[1]) return match[1];
  }
  return undefined;
}

/** Signs in with a fresh TOTP code (the clock moves a step on, so codes are never replays). */
export async function signIn(app: TestApp, clock: TestClock, member: EnrolledStaff): Promise<StaffSession> {
  const result = await adminCall<{ data: { csrfToken: string; staff: { id: string } } }>(
    app,
    'POST',
    '/api/admin/session',
    {
      body: { email: member.email, password: member.password, code: currentCode(member.secret, clock.now()) },
    },
  );
  clock.advance(30_000);
  const cookie = sessionCookieOf(result);
  if (result.status !== 200 || !cookie) throw new Error(`sign-in: ${result.status} ${JSON.stringify(result.body)}`);
  return { cookie, csrf: result.body.data.csrfToken, staffId: result.body.data.staff.id };
}

/** A player whose identity-verification case waits for review ("pending"), and the case's id. */
export async function pendingKycCase(app: TestApp) {
  const player = await registeredPlayer(app);
  const started = await call(app, 'POST', '/api/player/services/sandbox/auth', { token: player.accessToken });
  if (started.status !== 200) throw new Error(`kyc start: ${started.status}`);
  const externalId = await externalIdOf(app, player.profile.id);
  const body = sandboxWebhookBody(externalId, { type: 'pending' });
  const hook = await fetch(`${app.url}/api/verification/webhooks/sandbox`, {
    method: 'POST',
    // The verification module checks webhook times against the real clock, not the app's.
    headers: signSandboxWebhook('sandbox-kyc-webhook-dev-secret', body),
    body,
  });
  if (hook.status !== 200) throw new Error(`kyc webhook: ${hook.status}`);
  const [row] = await queryRows<{ id: string }>(
    app.db,
    sql`select id from kyc_applicants where player_id = ${player.profile.id}`,
  );
  if (!row) throw new Error('no kyc case');
  return { player, caseId: row.id };
}

/**
 * An offer of its own for a test that switches offers on and off (the seeded ones are shared by the tests of a
 * shared database): a regular-code offer (trigger 1) giving 5.00 in cash in the base currency, once per player.
 */
export async function testOffer(app: TestApp, isEnabled = true): Promise<{ id: string; slug: string }> {
  const slug = `bo-test-${crypto.randomUUID()}`;
  const [row] = await queryRows<{ id: string }>(
    app.db,
    sql`with pkg as (
        insert into bonus_packages (slug, names) values (${slug}, ${JSON.stringify({ en: `Test ${slug}` })}::jsonb)
        returning id
      ), offer as (
        insert into bonus_offers (slug, package_id, trigger, requires_code, per_player_limit, is_enabled)
        select ${slug}, id, 1, true, 1, ${isEnabled} from pkg returning id
      ), bonus as (
        insert into bonuses (slug, offer_id, names, type, base_amount_minor, wager_casino)
        select ${slug}, id, ${JSON.stringify({ en: 'Test cash' })}::jsonb, 1, 500, '10' from offer returning offer_id
      )
      select offer_id::text as id from bonus`,
  );
  if (!row) throw new Error('test offer not written');
  return { id: row.id, slug };
}

const hour = 3_600_000;

/** A valid new tournament starting `startIn` from the clock's now: 1.00 minimum bet, two cash prizes. */
export function tournamentBody(clock: TestClock, overrides: Record<string, unknown> = {}, startIn = 24 * hour) {
  const start = clock.now().getTime() + startIn;
  return {
    titles: { en: `Back-office race ${crypto.randomUUID().slice(0, 8)}`, fr: 'Course du back-office' },
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 48 * hour).toISOString(),
    scoring: 'staked',
    entry: 'automatic',
    minBet: 1,
    prizes: [
      { kind: 'cash', amount: 100 },
      { kind: 'cash', amount: 50.5 },
    ],
    ...overrides,
  };
}

/** A valid new quest starting `startIn` from the clock's now: play 2 rounds, 5.00 in cash. */
export function questBody(clock: TestClock, overrides: Record<string, unknown> = {}, startIn = 24 * hour) {
  const start = clock.now().getTime() + startIn;
  return {
    names: { en: `Back-office quest ${crypto.randomUUID().slice(0, 8)}` },
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 48 * hour).toISOString(),
    tasks: [{ kind: 'bets', quantity: 2 }],
    reward: 5,
    ...overrides,
  };
}
