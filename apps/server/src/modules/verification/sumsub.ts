import { createHash } from 'node:crypto';
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
 * Sumsub adapter, written to Sumsub's public API reference:
 * - every request carries X-App-Token, X-App-Access-Ts (Unix seconds) and X-App-Access-Sig, the lowercase
 *   hex HMAC-SHA256 (secret key) of ts + METHOD + path-with-query + body;
 * - the applicant is created with our reference as externalUserId (409 means it exists: look it up);
 * - the Web SDK gets an access token from POST /resources/accessTokens/sdk;
 * - webhooks carry X-Payload-Digest, the hex HMAC of the raw body with the webhook secret, and
 *   X-Payload-Digest-Alg naming the hash (HMAC_SHA1_HEX when absent, as older deliveries did).
 */

export interface SumsubConfig {
  appToken: string;
  secretKey: string;
  webhookSecret: string;
  levelName: string;
  baseUrl: string;
  /** Injected so tests answer with recorded fixtures; global fetch otherwise. */
  fetch?: typeof fetch;
  clock?: () => Date;
  tokenTtlSeconds?: number;
}

export interface SumsubApplicant {
  id: string;
  externalUserId?: string;
  review?: { reviewStatus?: string; reviewResult?: { reviewAnswer?: string } };
}

export class SumsubApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'SumsubApiError';
    this.status = status;
  }
}

const digestAlgorithms: Record<string, string> = {
  HMAC_SHA1_HEX: 'sha1',
  HMAC_SHA256_HEX: 'sha256',
  HMAC_SHA512_HEX: 'sha512',
};

/** The X-App-Access-Sig value for one request. */
export function sumsubSignature(secretKey: string, ts: string, method: string, pathWithQuery: string, body = '') {
  return hmacHex('sha256', secretKey, `${ts}${method.toUpperCase()}${pathWithQuery}${body}`);
}

/** GREEN approves; RED rejects (RETRY or FINAL alike: a retry starts again through /auth). */
export function outcomeOfReview(answer: string | undefined): KycOutcome | undefined {
  if (answer === 'GREEN') return 'approved';
  if (answer === 'RED') return 'rejected';
  return undefined;
}

export function createSumsubClient(config: SumsubConfig) {
  const doFetch = config.fetch ?? fetch;
  const clock = config.clock ?? (() => new Date());
  const base = config.baseUrl.replace(/\/+$/, '');

  async function request<T>(method: 'GET' | 'POST', pathWithQuery: string, body?: unknown): Promise<T> {
    const ts = String(Math.floor(clock().getTime() / 1000));
    const text = body === undefined ? '' : JSON.stringify(body);
    const headers: Record<string, string> = {
      accept: 'application/json',
      'X-App-Token': config.appToken,
      'X-App-Access-Ts': ts,
      'X-App-Access-Sig': sumsubSignature(config.secretKey, ts, method, pathWithQuery, text),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await doFetch(`${base}${pathWithQuery}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: text }),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = await response.text();
    if (!response.ok) {
      // Sumsub's error body has a description; it names no personal data, so it may be logged.
      let description = answer.slice(0, 200);
      try {
        description = (JSON.parse(answer) as { description?: string }).description ?? description;
      } catch {}
      throw new SumsubApiError(response.status, `Sumsub ${method} ${pathWithQuery.split('?')[0]}: ${description}`);
    }
    return JSON.parse(answer) as T;
  }

  const enc = encodeURIComponent;
  return {
    request,

    async findApplicant(externalUserId: string): Promise<SumsubApplicant | undefined> {
      try {
        return await request<SumsubApplicant>(
          'GET',
          `/resources/applicants/-;externalUserId=${enc(externalUserId)}/one`,
        );
      } catch (err) {
        if (err instanceof SumsubApiError && err.status === 404) return undefined;
        throw err;
      }
    },

    async createApplicant(externalUserId: string): Promise<SumsubApplicant> {
      return request<SumsubApplicant>('POST', `/resources/applicants?levelName=${enc(config.levelName)}`, {
        externalUserId,
      });
    },

    async createAccessToken(externalUserId: string): Promise<string> {
      const answer = await request<{ token: string; userId: string }>('POST', '/resources/accessTokens/sdk', {
        userId: externalUserId,
        levelName: config.levelName,
        ttlInSecs: config.tokenTtlSeconds ?? 600,
      });
      return answer.token;
    },
  };
}

export type SumsubClient = ReturnType<typeof createSumsubClient>;

interface SumsubWebhookBody {
  applicantId?: string;
  externalUserId?: string;
  type?: string;
  reviewStatus?: string;
  reviewResult?: { reviewAnswer?: string };
}

export function createSumsubProvider(config: SumsubConfig): KycProvider & { client: SumsubClient } {
  const client = createSumsubClient(config);
  return {
    name: 'sumsub',
    client,

    async startVerification(applicant) {
      let applicantId = applicant.applicantId;
      if (!applicantId) {
        const existing = await client.findApplicant(applicant.externalId);
        applicantId = (existing ?? (await client.createApplicant(applicant.externalId))).id;
      }
      const accessToken = await client.createAccessToken(applicant.externalId);
      return { applicantId, accessToken };
    },

    verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): KycWebhookEvent {
      const algorithmName = headerValue(headers, 'x-payload-digest-alg') ?? 'HMAC_SHA1_HEX';
      const algorithm = digestAlgorithms[algorithmName];
      if (!algorithm) throw webhookRejected('Unknown digest algorithm');
      const expected = hmacHex(algorithm, config.webhookSecret, rawBody);
      if (!sameDigest(expected, headerValue(headers, 'x-payload-digest'))) {
        throw webhookRejected('The payload digest does not match');
      }
      let body: SumsubWebhookBody;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as SumsubWebhookBody;
      } catch {
        throw webhookRejected('The body is not JSON');
      }
      let outcome: KycOutcome | undefined;
      if (body.type === 'applicantPending') outcome = 'pending';
      else if (body.type === 'applicantReviewed') outcome = outcomeOfReview(body.reviewResult?.reviewAnswer);
      return {
        // Deliveries carry no id of their own; a retry repeats the exact bytes, so their hash is the id.
        eventId: createHash('sha256').update(rawBody).digest('hex'),
        externalId: body.externalUserId,
        applicantId: body.applicantId,
        outcome,
        reviewAnswer: body.reviewResult?.reviewAnswer,
      };
    },
  };
}
