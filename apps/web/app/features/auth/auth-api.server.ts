import { sessionResultSchema } from '@croupier/contracts/player';
import { socialLoginResultSchema } from '@croupier/contracts/social';
import type { RouterContextProvider } from 'react-router';
import type { ApiClient, ApiFailure } from '../../platform/api/api-client.ts';
import { serverApi } from '../../platform/api/server-api.server.ts';
import { accessTokenCookieText, clearedAccessTokenCookieText } from './access-cookie.ts';

/**
 * The client for an auth action's call into our own API: the visitor's user agent travels along so the
 * session list can name the device; the API sees the visitor's address through the in-process call.
 */
export function authApi(context: Readonly<RouterContextProvider>, request: Request): ApiClient {
  return serverApi(context, { request });
}

/** Secure cookies when the visitor came over https (directly or through a TLS-terminating proxy). */
function isHttps(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return forwarded ? forwarded === 'https' : new URL(request.url).protocol === 'https:';
}

/** Set-Cookie for a new session token. */
export function sessionCookieHeaders(request: Request, token: string): Headers {
  return new Headers({ 'set-cookie': accessTokenCookieText(token, { secure: isHttps(request) }) });
}

export function clearSessionCookieHeaders(request: Request): Headers {
  return new Headers({ 'set-cookie': clearedAccessTokenCookieText({ secure: isHttps(request) }) });
}

/** Only the token of a session answer: the rest is the API's business (checked there). */
export const sessionTokenSchema = sessionResultSchema.pick({ accessToken: true });

/** A social sign-in's session: the token and where the player goes next. */
export const socialSessionSchema = socialLoginResultSchema.pick({
  accessToken: true,
  isNewPlayer: true,
  returnTo: true,
});

/** Minutes to wait after a 429, rounded up, at least one. */
export function retryMinutes(answer: ApiFailure): number {
  return Math.max(1, Math.ceil((answer.retryAfterSeconds ?? 60) / 60));
}
