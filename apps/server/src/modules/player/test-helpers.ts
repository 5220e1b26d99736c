import type { SessionResult } from '@croupier/contracts/player';
import type { startTestApp } from '../../testing/test-app.ts';

/** Helpers shared by this module's HTTP tests (not a test file itself). */

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

export const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export const uniqueEmail = (label = 'player') => `${label}-${crypto.randomUUID()}@example.com`;

/**
 * Phones are unique across players, and a PostgreSQL test database outlives runs: never reuse one. The
 * default is a German mobile number (+49 151 and 8 digits), which libphonenumber accepts as valid.
 */
export function uniquePhone(countryPrefix = '+49151', length = 8): string {
  const digits = Array.from(crypto.getRandomValues(new Uint8Array(length)), (b) => b % 10).join('');
  return `${countryPrefix}${digits}`;
}

/**
 * A fresh client address per call unless one is given: rate limits count per address and, with REDIS_URL,
 * outlive a run, so tests sharing an address would depend on each other.
 */
export function freshAddress(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(3));
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = unknown>(
  app: TestApp,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? freshAddress(), ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

export const password = 'Correct-Horse-9';

export function registrationBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    password,
    passwordConfirmation: password,
    currency: 'EUR',
    country: 'DE',
    birthdate: '1990-05-17',
    agreements: true,
    receiveEmailPromo: true,
    locale: 'de',
    affiliateTag: 'aff-42',
    // Unique per body: a shared visitor id would put every test player in the duplicate segment.
    fingerprint: `fp-${crypto.randomUUID()}`,
    ...overrides,
  };
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

export async function outboxFor(app: TestApp, to: string): Promise<OutboxMessage[]> {
  const { body } = await call<{ data: OutboxMessage[] }>(app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return body.data;
}

/** The code of the newest link of `kind` e-mailed to `to`. */
export async function codeFromOutbox(app: TestApp, to: string, kind: 'verify' | 'reset'): Promise<string> {
  for (const message of await outboxFor(app, to)) {
    for (const link of message.links) {
      if (kind === 'verify' && link.includes('/verify/')) return link.split('/verify/')[1] ?? '';
      if (kind === 'reset' && link.includes('resetCode=')) return new URL(link).searchParams.get('resetCode') ?? '';
    }
  }
  throw new Error(`no ${kind} link e-mailed to ${to}`);
}

/**
 * The code of a reset link e-mailed to `to` other than `previous`, waiting for it: the reset request is
 * answered before the link is made (decision 0054).
 */
export async function awaitResetCode(app: TestApp, to: string, previous?: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const code = await codeFromOutbox(app, to, 'reset').catch(() => undefined);
    if (code && code !== previous) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no new reset link e-mailed to ${to}`);
}

/** Registers, follows the e-mailed link and answers the session the confirmation opened. */
export async function registeredPlayer(
  app: TestApp,
  email = uniqueEmail(),
  overrides: Record<string, unknown> = {},
): Promise<SessionResult & { email: string }> {
  const registered = await call(app, 'POST', '/api/player/register', { body: registrationBody(email, overrides) });
  if (registered.status !== 202) throw new Error(`register answered ${registered.status}`);
  const code = await codeFromOutbox(app, email, 'verify');
  const confirmed = await call<{ data: SessionResult }>(app, 'POST', '/api/player/register/confirm', {
    body: { code },
  });
  if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}`);
  return { ...confirmed.body.data, email };
}

export async function login(
  app: TestApp,
  email: string,
  options: { password?: string; userAgent?: string; ip?: string } = {},
): Promise<CallResult<{ data: SessionResult } & ErrorBody>> {
  return call(app, 'POST', '/api/player/sessions', {
    body: { email, password: options.password ?? password, fingerprint: `fp-${crypto.randomUUID()}` },
    ip: options.ip,
    headers: options.userAgent ? { 'user-agent': options.userAgent } : {},
  });
}
