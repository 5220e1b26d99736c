import type { SessionResult } from '@croupier/contracts/player';
import { retryAfterSeconds } from './phone-rules.ts';

/**
 * The browser's calls for phone registration and login (decision 0013). They go straight to the API, not
 * through apiFetch: there is no session yet, and a 403 here (a blocked account) must be shown in the modal
 * rather than end a session and leave for the login page.
 */

export type OtpPurpose = 'registration' | 'login';

export interface ApiError {
  status: number;
  code: string | undefined;
  fields: Record<string, string[]>;
  retryAfterSeconds: number | undefined;
}

export type CodeSent = { ok: true; resendAfterSeconds: number } | { ok: false; error: ApiError };
export type Verified = { ok: true; session: SessionResult } | { ok: false; error: ApiError };

async function post(path: string, body: unknown): Promise<{ response: Response | undefined; json: unknown }> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'omit',
      body: JSON.stringify(body),
    });
    return { response, json: await response.json().catch(() => undefined) };
  } catch {
    // Offline or the server went away: reported as status 0, which the forms show as "try again".
    return { response: undefined, json: undefined };
  }
}

function errorOf(response: Response | undefined, json: unknown): ApiError {
  const error = (json as { error?: { code?: string; fields?: Record<string, string[]> } } | undefined)?.error;
  return {
    status: response?.status ?? 0,
    code: error?.code,
    fields: error?.fields ?? {},
    retryAfterSeconds: retryAfterSeconds(response?.headers.get('retry-after')),
  };
}

async function codeSent(path: string, body: unknown): Promise<CodeSent> {
  const { response, json } = await post(path, body);
  const seconds = (json as { data?: { resendAfterSeconds?: unknown } } | undefined)?.data?.resendAfterSeconds;
  if (response?.status === 202) return { ok: true, resendAfterSeconds: typeof seconds === 'number' ? seconds : 60 };
  return { ok: false, error: errorOf(response, json) };
}

/** POST /api/player/register/phone: 202 code-sent for every valid body, whether or not the number is known. */
export function registerByPhone(body: Record<string, unknown>): Promise<CodeSent> {
  return codeSent('/api/player/register/phone', body);
}

/** POST /api/player/otp/send: a new code, at most one a minute (429 otp_cooldown with Retry-After). */
export function sendCode(phone: string, purpose: OtpPurpose): Promise<CodeSent> {
  return codeSent('/api/player/otp/send', { phone, purpose });
}

/** POST /api/player/otp/verify: the session of the new (registration) or found (login) player. */
export async function verifyCode(phone: string, code: string, purpose: OtpPurpose): Promise<Verified> {
  const { response, json } = await post('/api/player/otp/verify', { phone, code, purpose });
  const session = (json as { data?: SessionResult } | undefined)?.data;
  if (response?.status === 200 && typeof session?.accessToken === 'string') return { ok: true, session };
  return { ok: false, error: errorOf(response, json) };
}
