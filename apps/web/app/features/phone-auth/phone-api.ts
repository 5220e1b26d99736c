import type { SessionResult } from '@croupier/contracts/player';
import type { ApiFailure } from '../../platform/api/api-client.ts';
import { publicApi } from '../../platform/api/clients.ts';

/**
 * The browser's calls for phone registration and login (decision 0013). They go through the public client,
 * not the player's: there is no session yet, and a 403 here (a blocked account) must be shown in the modal
 * rather than end a session and leave for the login page.
 */

export type OtpPurpose = 'registration' | 'login';

export type CodeSent = { ok: true; resendAfterSeconds: number } | ApiFailure;
export type Verified = { ok: true; session: SessionResult } | ApiFailure;

async function codeSent(path: string, body: unknown): Promise<CodeSent> {
  const answer = await publicApi<{ resendAfterSeconds?: unknown } | undefined>({ method: 'POST', path, body });
  if (!answer.ok) return answer;
  const seconds = answer.data?.resendAfterSeconds;
  return { ok: true, resendAfterSeconds: typeof seconds === 'number' ? seconds : 60 };
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
  const answer = await publicApi<SessionResult | undefined>({
    method: 'POST',
    path: '/api/player/otp/verify',
    body: { phone, code, purpose },
  });
  if (!answer.ok) return answer;
  const session = answer.data;
  if (typeof session?.accessToken === 'string') return { ok: true, session };
  return {
    ok: false,
    status: 200,
    error: { code: 'invalid_response', message: 'No session in the answer.', fields: {} },
  };
}
