import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { KycProviderName } from '@croupier/contracts/verification';
import { AppError } from '../../platform/http/errors.ts';

/** What a provider needs to know of the case it starts: our reference and its own id when known. */
export interface KycApplicantRef {
  externalId: string;
  applicantId: string | null;
  /** Where a hosted page links back to (a path on this site). */
  returnPath?: string;
}

export interface KycStart {
  applicantId: string;
  /** A hosted page to send the player to (sandbox). */
  url?: string;
  /** A token for the provider's SDK (Sumsub). */
  accessToken?: string;
}

export type KycOutcome = 'pending' | 'approved' | 'rejected';

/** A webhook the provider proved it sent. `outcome` is undefined for event types we do not act on. */
export interface KycWebhookEvent {
  /** Unique per delivery; a second delivery with the same id has no effect. */
  eventId: string;
  externalId: string | undefined;
  applicantId: string | undefined;
  outcome: KycOutcome | undefined;
  reviewAnswer: string | undefined;
}

export interface KycProvider {
  readonly name: KycProviderName;
  startVerification(applicant: KycApplicantRef): Promise<KycStart>;
  /** Throws `webhookRejected()` unless the body is authentic (and, where the provider allows, fresh). */
  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): KycWebhookEvent;
}

export const webhookRejected = (message: string) => new AppError(401, 'webhook_signature_invalid', message);

export function hmacHex(algorithm: string, secret: string, data: string | Buffer): string {
  return createHmac(algorithm, secret).update(data).digest('hex');
}

/** Compares hex digests without leaking, through timing, how many leading characters matched. */
export function sameDigest(expected: string, given: string | undefined): boolean {
  if (!given || !/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expected.toLowerCase(), 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
