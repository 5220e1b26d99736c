import { describe, expect, it } from 'vitest';
import {
  decodeTokenPayload,
  expiryMarginMs,
  isTokenExpired,
  noteFreshToken,
  serverNow,
  tokenExpiresAt,
} from './token-expiry.ts';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;

describe('token expiry', () => {
  it('the margin is 10 s', () => {
    expect(expiryMarginMs).toBe(10_000);
  });

  it('decodes a base64url payload without verifying it', () => {
    const token = jwt({ sub: 'p1', exp: 1_700_000_000, name: 'é?>' });
    expect(decodeTokenPayload(token)).toMatchObject({ sub: 'p1', exp: 1_700_000_000 });
    expect(tokenExpiresAt(token)).toBe(1_700_000_000_000);
  });

  it('[S1.4-18][S2.4-137] counts a token as expired 10 s before exp', () => {
    const token = jwt({ exp: 1_000 });
    expect(isTokenExpired(token, 989_999)).toBe(false);
    expect(isTokenExpired(token, 990_000)).toBe(true);
    expect(isTokenExpired(token, 1_000_001)).toBe(true);
  });

  it('treats tokens without a readable exp as expired', () => {
    expect(isTokenExpired('not-a-jwt', 0)).toBe(true);
    expect(isTokenExpired(`a.${base64url({ sub: 'x' })}.b`, 0)).toBe(true);
    expect(isTokenExpired('a.!!!.b', 0)).toBe(true);
    expect(decodeTokenPayload(`a.${base64url([1, 2])}.b`)).toBeUndefined();
  });
});

describe('clock skew between this device and the server', () => {
  it('[S1.4-18] judges expiry on the server clock learned from a fresh token, so a fast device does not loop', () => {
    const deviceNow = Date.UTC(2026, 10, 22, 12, 0, 0);
    const serverIssued = deviceNow - 51_000; // this device runs 51 s ahead of the server
    const fresh = jwt({ iat: serverIssued / 1000, exp: serverIssued / 1000 + 60 });
    expect(isTokenExpired(fresh, deviceNow)).toBe(true);
    noteFreshToken(fresh, deviceNow);
    expect(isTokenExpired(fresh, serverNow(deviceNow))).toBe(false);
    expect(isTokenExpired(fresh, serverNow(deviceNow + 50_000))).toBe(true);
  });
});
