import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Signatures of the seamless-wallet calls (docs/game-wallet-contract.md): HMAC-SHA256 hex over
 * `<timestamp>.<raw body>` in x-casino-signature, Unix seconds in x-casino-timestamp, five minutes of
 * tolerance. A request outside the window is refused; one inside it that repeats a transaction id only
 * gets the first answer again, so a replayed capture never moves money twice.
 */
export const signatureHeader = 'x-casino-signature';
export const timestampHeader = 'x-casino-timestamp';
export const toleranceSeconds = 5 * 60;

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** What a provider sends: the body it signed and the two headers. */
export function signedWalletCall(
  secret: string,
  body: unknown,
  now: Date = new Date(),
): { body: string; headers: Record<string, string> } {
  const text = JSON.stringify(body);
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    body: text,
    headers: {
      'content-type': 'application/json',
      [timestampHeader]: timestamp,
      [signatureHeader]: hmacHex(secret, `${timestamp}.${text}`),
    },
  };
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function sameDigest(expected: string, given: string | undefined): boolean {
  if (!given || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

export function verifySignature(
  secret: string | undefined,
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
  now: Date,
): SignatureCheck {
  if (!secret) return { ok: false, reason: 'Unknown provider or no secret configured for it' };
  const timestamp = headerValue(headers, timestampHeader);
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'Missing or malformed timestamp' };
  const expected = hmacHex(secret, Buffer.concat([Buffer.from(`${timestamp}.`), rawBody]));
  if (!sameDigest(expected, headerValue(headers, signatureHeader))) {
    return { ok: false, reason: 'The signature does not match' };
  }
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > toleranceSeconds) {
    return { ok: false, reason: 'The request is too old (or from the future)' };
  }
  return { ok: true };
}

/**
 * Each provider's secret: the one GAME_PROVIDER_SECRETS names, else HMAC(GAME_WALLET_SECRET, identity),
 * so one master key yields a distinct secret per provider and a leaked provider secret reveals no other.
 * Without a master key (development, test) each process makes one; in production there is then none and
 * every call is refused (decision 0028).
 */
export function createProviderSecrets(options: {
  masterSecret: string | undefined;
  explicit: Record<string, string> | undefined;
  production: boolean;
}): { secretFor(providerIdentity: string): string | undefined } {
  const master = options.masterSecret ?? (options.production ? undefined : randomBytes(32).toString('base64url'));
  // Derived once per provider: every wallet call asks.
  const derived = new Map<string, string>();
  return {
    secretFor(identity) {
      const explicit = options.explicit?.[identity];
      if (explicit) return explicit;
      if (master === undefined) return undefined;
      let secret = derived.get(identity);
      if (secret === undefined) {
        secret = hmacHex(master, `game-provider:${identity}`);
        derived.set(identity, secret);
      }
      return secret;
    },
  };
}
