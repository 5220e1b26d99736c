import { describe, expect, it } from 'vitest';
import { accessTokenCookieText, clearedAccessTokenCookieText, cookieValue } from './access-cookie.ts';

describe('access_token cookie', () => {
  it('[S1.3-12][S1.3-13] is access_token for one year on the whole site, Lax, Secure on https', () => {
    expect(accessTokenCookieText('a.b.c', { secure: false })).toBe(
      'access_token=a.b.c; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(accessTokenCookieText('a.b.c', { secure: true })).toMatch(/; Secure$/);
    expect(clearedAccessTokenCookieText({ secure: false })).toBe('access_token=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('reads one cookie from a header', () => {
    expect(cookieValue('x=1; access_token=t%2E1; y=2', 'access_token')).toBe('t.1');
    expect(cookieValue('x=1', 'access_token')).toBeUndefined();
    expect(cookieValue(null, 'access_token')).toBeUndefined();
  });
});
