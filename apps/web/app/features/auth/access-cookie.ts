/** Spec 01 §3, §9: the session token lives in a cookie named access_token for one year. */
export const accessTokenCookie = 'access_token';
export const accessTokenMaxAgeSeconds = 365 * 24 * 60 * 60;

/**
 * The Set-Cookie / document.cookie text for the token. Not HttpOnly: the browser reads it to send the
 * bearer header and to refresh it (spec 01 §7). SameSite=Lax keeps it off cross-site subrequests.
 */
export function accessTokenCookieText(token: string, options: { secure: boolean }): string {
  return cookieText(encodeURIComponent(token), accessTokenMaxAgeSeconds, options.secure);
}

/** The text that removes the cookie. */
export function clearedAccessTokenCookieText(options: { secure: boolean }): string {
  return cookieText('', 0, options.secure);
}

function cookieText(value: string, maxAge: number, secure: boolean): string {
  return `${accessTokenCookie}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** One cookie's value from a Cookie header or document.cookie. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}
