import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  headerValue,
  hmacHex,
  type KycOutcome,
  type KycProvider,
  type KycWebhookEvent,
  sameDigest,
  webhookRejected,
} from './provider.ts';

/**
 * The built-in sandbox provider: hosted pages on this site (sandbox-pages.ts) where the tester plays the
 * provider, and webhooks signed like a real provider's, so the receiving side is the production path.
 * Signature: HMAC-SHA256 hex over `<timestamp>.<raw body>` in x-kyc-signature, the Unix time in seconds
 * in x-kyc-timestamp. The timestamp is inside the signed bytes, so a captured request cannot be made
 * fresh again; older than the tolerance is refused.
 */
export const sandboxSignatureHeader = 'x-kyc-signature';
export const sandboxTimestampHeader = 'x-kyc-timestamp';
export const sandboxToleranceSeconds = 5 * 60;

export interface SandboxWebhookBody {
  eventId: string;
  type: 'applicantPending' | 'applicantReviewed';
  /** Our reference; the sandbox uses it as its applicant id too. */
  externalUserId: string;
  applicantId: string;
  reviewAnswer?: 'GREEN' | 'RED';
  createdAt: string;
}

export const sandboxPagePath = (applicantId: string) => `/sandbox/kyc/${encodeURIComponent(applicantId)}`;

export function signSandboxWebhook(secret: string, rawBody: string, now: Date = new Date()): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    'content-type': 'application/json',
    [sandboxTimestampHeader]: timestamp,
    [sandboxSignatureHeader]: hmacHex('sha256', secret, `${timestamp}.${rawBody}`),
  };
}

/** A webhook body as the sandbox sends it, for the hosted pages and for tests. */
export function sandboxWebhookBody(
  applicantId: string,
  event: { type: 'pending' } | { type: 'reviewed'; answer: 'GREEN' | 'RED' },
): string {
  const body: SandboxWebhookBody = {
    eventId: randomUUID(),
    type: event.type === 'pending' ? 'applicantPending' : 'applicantReviewed',
    externalUserId: applicantId,
    applicantId,
    ...(event.type === 'reviewed' ? { reviewAnswer: event.answer } : {}),
    createdAt: new Date().toISOString(),
  };
  return JSON.stringify(body);
}

export function createSandboxProvider(deps: { secret: string; clock?: () => Date }): KycProvider {
  const clock = deps.clock ?? (() => new Date());
  return {
    name: 'sandbox',

    async startVerification(applicant) {
      // The sandbox needs no call out: its applicant id is our reference, its page lives on this site.
      const query = applicant.returnPath ? `?return=${encodeURIComponent(applicant.returnPath)}` : '';
      return { applicantId: applicant.externalId, url: `${sandboxPagePath(applicant.externalId)}${query}` };
    },

    verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): KycWebhookEvent {
      const timestamp = headerValue(headers, sandboxTimestampHeader);
      const signature = headerValue(headers, sandboxSignatureHeader);
      if (!timestamp || !/^\d{1,12}$/.test(timestamp)) throw webhookRejected('Missing or malformed timestamp');
      const expected = hmacHex('sha256', deps.secret, Buffer.concat([Buffer.from(`${timestamp}.`), rawBody]));
      if (!sameDigest(expected, signature)) throw webhookRejected('The signature does not match');
      const age = Math.abs(clock().getTime() / 1000 - Number(timestamp));
      if (age > sandboxToleranceSeconds) throw webhookRejected('The webhook is too old (or from the future)');
      let body: Partial<SandboxWebhookBody>;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as Partial<SandboxWebhookBody>;
      } catch {
        throw webhookRejected('The body is not JSON');
      }
      if (typeof body.eventId !== 'string' || !body.eventId) throw webhookRejected('The event has no id');
      let outcome: KycOutcome | undefined;
      if (body.type === 'applicantPending') outcome = 'pending';
      else if (body.type === 'applicantReviewed' && body.reviewAnswer === 'GREEN') outcome = 'approved';
      else if (body.type === 'applicantReviewed' && body.reviewAnswer === 'RED') outcome = 'rejected';
      return {
        eventId: body.eventId,
        externalId: typeof body.externalUserId === 'string' ? body.externalUserId : undefined,
        applicantId: typeof body.applicantId === 'string' ? body.applicantId : undefined,
        outcome,
        reviewAnswer: body.reviewAnswer,
      };
    },
  };
}
