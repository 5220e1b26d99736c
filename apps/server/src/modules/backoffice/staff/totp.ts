import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * TOTP second factor (RFC 6238: SHA-1, 6 digits, 30 s, what every authenticator app reads) with the
 * `otpauth` library, and its enrolment QR code with `qrcode` (decision 0106).
 */
const period = 30;
const issuer = 'Croupier back office';

function totp(secret: string, label = 'staff'): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period });
}

/** A new random 160-bit secret in Base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export async function enrolmentOf(secret: string, email: string) {
  const otpauthUri = totp(secret, email).toString();
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The 30-second step the code belongs to (one step either side is accepted for clock drift), or null. The
 * caller refuses a step at or before the last one accepted, so a seen code is never accepted again.
 */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / period) + delta;
}

/** The current code (demo accounts' documentation and tests). */
export function currentCode(secret: string, now: Date): string {
  return totp(secret).generate({ timestamp: now.getTime() });
}
