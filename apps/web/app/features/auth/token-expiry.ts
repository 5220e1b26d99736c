/** Spec 01 §4, §9: a token counts as expired 10 seconds before its exp time. */
export const expiryMarginMs = 10_000;

/**
 * The payload of a JWT, read without verifying it: the browser only needs `exp` to decide when to
 * refresh, and the server verifies every request anyway. Anything undecodable answers undefined.
 */
export function decodeTokenPayload(token: string): Record<string, unknown> | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const parsed: unknown = JSON.parse(atob(base64));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Expiry time in epoch milliseconds, or undefined when the token carries none. */
export function tokenExpiresAt(token: string): number | undefined {
  const exp = decodeTokenPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
}

/**
 * True when the token should be refreshed before use. A token without a readable exp counts as
 * expired: refreshing is the only way to learn whether the server still accepts it.
 */
export function isTokenExpired(token: string, nowMs: number, marginMs: number = expiryMarginMs): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === undefined || nowMs >= expiresAt - marginMs;
}

/**
 * How far the server's clock is ahead of this device's (negative: behind), learned from the issue time of
 * a token the server has just handed over, and shared with the other tabs through local storage. Without
 * it, a device whose clock runs a minute fast would see every fresh token as already expired and refresh
 * in a loop.
 */
export const serverClockOffsetKey = 'croupier:server-clock-offset';
let serverClockOffsetMs: number | undefined;

/** Call with a token the server issued a moment ago (a login or refresh answer). */
export function noteFreshToken(token: string, nowMs: number = Date.now()): void {
  const iat = decodeTokenPayload(token)?.iat;
  if (typeof iat !== 'number' || !Number.isFinite(iat)) return;
  serverClockOffsetMs = iat * 1000 - nowMs;
  try {
    globalThis.localStorage?.setItem(serverClockOffsetKey, String(serverClockOffsetMs));
  } catch {
    // Storage may be full or blocked; this tab still knows the offset.
  }
}

function knownOffset(): number {
  if (serverClockOffsetMs !== undefined) return serverClockOffsetMs;
  try {
    const stored = Number(globalThis.localStorage?.getItem(serverClockOffsetKey));
    return Number.isFinite(stored) ? stored : 0;
  } catch {
    return 0;
  }
}

/** The time as the server that signs the tokens sees it, in epoch milliseconds. */
export function serverNow(nowMs: number = Date.now()): number {
  return nowMs + knownOffset();
}
