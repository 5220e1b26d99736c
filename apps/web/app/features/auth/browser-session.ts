import {
  accessTokenCookie,
  accessTokenCookieText,
  clearedAccessTokenCookieText,
  cookieValue,
} from './access-cookie.ts';
import { type SessionChange, sessionMarker, sessionMarkerKey } from './session-marker.ts';
import { noteFreshToken } from './token-expiry.ts';

/** Browser-only helpers around the access_token cookie and the cross-tab marker. */

const secure = () => window.location.protocol === 'https:';

export function readAccessToken(): string | undefined {
  return cookieValue(document.cookie, accessTokenCookie) || undefined;
}

/** Stores a token the server has just issued (login, sign-up, refresh). */
export function writeAccessToken(token: string): void {
  noteFreshToken(token);
  // biome-ignore lint/suspicious/noDocumentCookie: spec 01 §3 keeps the token in this cookie; the Cookie Store API is not in every browser we serve.
  document.cookie = accessTokenCookieText(token, { secure: secure() });
}

export function clearAccessToken(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as above, removing the same cookie.
  document.cookie = clearedAccessTokenCookieText({ secure: secure() });
}

/** Tells the other tabs (storage events fire only elsewhere) that the session changed. */
export function announceSessionChange(change: SessionChange): void {
  try {
    window.localStorage.setItem(sessionMarkerKey, sessionMarker(change, Date.now()));
  } catch {
    // Storage can be disabled (private modes, quotas); other tabs then simply notice on their next request.
  }
}
