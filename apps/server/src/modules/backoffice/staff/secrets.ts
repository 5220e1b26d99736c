import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session, CSRF and invitation tokens. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export function sameSecret(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

// Crockford's Base32 without I, L, O, U: nothing to misread when typed from paper.
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A recovery code such as `7KQ2M-XW9HD-3RTPA-6FZEB` (100 bits). */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 20 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return chars.match(/.{5}/g)?.join('-') ?? chars;
}

/** How a typed recovery code is compared: case and separators do not matter. */
export const normaliseRecoveryCode = (code: string): string => code.toUpperCase().replace(/[^0-9A-Z]/g, '');
