import {
  walletBalanceBodySchema,
  walletCreditBodySchema,
  walletDebitBodySchema,
  walletRollbackBodySchema,
} from '@croupier/contracts/games';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hmacHex, signatureHeader, timestampHeader } from '../../modules/games/signing.ts';
import { house, providerSecret, realSession, startGamesApp } from '../../modules/games/test-helpers.ts';
import { sandboxSignatureHeader, sandboxTimestampHeader } from '../../modules/payments/sandbox.ts';
import {
  fund,
  operatorToken,
  requestDeposit,
  type TestPlayer,
  walletPlayer,
  webhookSecret,
} from '../../modules/payments/test-helpers.ts';
import { freshAddress, password, type TestApp } from '../../modules/player/test-helpers.ts';
import { signSandboxWebhook } from '../../modules/verification/sandbox.ts';
import { settledSnapshot } from '../../testing/database-snapshot.ts';
import { isolatedDatabase } from '../../testing/isolated-database.ts';
import { exampleOf, type JsonSchema } from '../../testing/json-schema-examples.ts';
import {
  bodiesRefusedAnywhere,
  bodiesRefusedWhereRead,
  jsonText,
  malformedUrlTexts,
  malformedValues,
  poisonedTexts,
  type RawBody,
  urlEncode,
} from '../../testing/malformed-inputs.ts';

/**
 * Issue 19: every operation the OpenAPI document describes, fed malformed path ids, queries and bodies
 * (NUL, lone surrogates, huge numbers, wrong types, wrong content types), answers a 4xx and writes
 * nothing. Each request is wrong in exactly one place and valid elsewhere, so the wrong part is what
 * reaches the server's code; signed provider calls are signed, so they get past the signature too.
 */

const seed = 19;
/**
 * Besides a text with NUL and one with a lone surrogate, the malformed values tried per input (a path
 * param, a query param, a body field): what bounds the run.
 */
const extraPerInput = 1;
/** Malformed whole bodies per operation, chosen from about twenty (each is tried on many operations). */
const bodiesPerOperation = 6;

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

interface Probe {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

/** A seed per input, so adding an operation does not change what another one is sent. */
function seedOf(label: string): number {
  let hash = seed;
  for (const char of label) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

function withBody(probe: Omit<Probe, 'body' | 'headers'>, headers: Record<string, string>, raw: RawBody): Probe {
  const typed = raw.contentType ? { ...headers, 'content-type': raw.contentType } : headers;
  // fetch labels a string body text/plain; bytes go without a content type.
  const body =
    raw.contentType === undefined && typeof raw.body === 'string' ? new TextEncoder().encode(raw.body) : raw.body;
  return { ...probe, label: `${probe.label} [${raw.label}]`, headers: typed, body };
}

describe('every operation of the OpenAPI document, fed malformed input', () => {
  let app: TestApp;
  let now: () => Date;
  let player: TestPlayer;
  let sessionToken: string;
  let invoiceId: string;
  let doc: OpenApiDocument;
  let database: Awaited<ReturnType<typeof isolatedDatabase>> | undefined;

  beforeAll(async () => {
    // The whole database is compared before and after: no other test file may write to it meanwhile.
    database = await isolatedDatabase();
    const started = await startGamesApp({ PAYMENT_SANDBOX_WEBHOOK_SECRET: webhookSecret, ...database.env });
    app = started.app;
    now = started.clock.now;
    player = await walletPlayer(app);
    await fund(app, player, 100);
    sessionToken = await realSession(app, player);
    const deposit = await requestDeposit(app, player);
    expect(deposit.status).toBe(201);
    invoiceId = deposit.body.data.id;
    doc = (await (await fetch(`${app.url}/api/docs/json`)).json()) as OpenApiDocument;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  /** Real values by field name where the schema cannot say what exists. */
  const known = (name: string, schema: JsonSchema): unknown => {
    if (schema.enum) return undefined;
    switch (name) {
      case 'currency':
        return 'CAD';
      case 'accountId':
        return player.account.id;
      case 'method':
        return 'sandbox.card';
      case 'country':
      case 'countryCode':
        return 'CA';
      case 'locale':
        return 'en';
      case 'email':
        return 'fuzz@example.com';
      case 'password':
      case 'passwordConfirmation':
      case 'currentPassword':
      case 'newPassword':
      case 'repeatNewPassword':
        return password;
      case 'birthdate':
        return '1990-05-17';
      case 'sessionToken':
        return sessionToken;
      case 'id':
        return schema.format === 'uuid' ? undefined : 'starfall-fortunes';
      default:
        return undefined;
    }
  };

  function documentProbes(): Probe[] {
    const probes: Probe[] = [];
    for (const [template, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const label = `${method.toUpperCase()} ${template}`;
        const parameters = operation.parameters ?? [];
        const pathValues = Object.fromEntries(
          parameters
            .filter((p) => p.in === 'path')
            .map((p) => [p.name, encodeURIComponent(String(exampleOf(p.schema, p.name, known, seed)))]),
        );
        const url = (path: Record<string, string>, query = '') =>
          template.replace(/\{([^}]+)\}/g, (_m, name: string) => path[name] ?? 'x') + (query ? `?${query}` : '');
        // The operator's calls take the operator's token; the others the player's.
        const token = template.startsWith('/api/operator/') ? operatorToken : player.token;
        // Back-office calls (security adminCookie) are probed without a staff session: validation answers
        // before their guard, and what passes it answers 401 without reaching a handler.
        const bearer = operation.security?.some((s) => Object.hasOwn(s as object, 'bearer'));
        const headers: Record<string, string> = bearer ? { authorization: `Bearer ${token}` } : {};
        const jsonBody = operation.requestBody?.content['application/json']?.schema;
        const example = jsonBody ? exampleOf(jsonBody, '', known, seed) : undefined;
        const validBody: Record<string, string> = jsonBody ? { 'content-type': 'application/json' } : {};
        const base = { method: method.toUpperCase() };
        const send = (what: string, path: Record<string, string>, query: string, body = example): Probe => ({
          ...base,
          label: `${label} ${what}`,
          url: url(path, query),
          headers: { ...headers, ...validBody },
          ...(body === undefined ? {} : { body: jsonText(body) }),
        });

        for (const parameter of parameters) {
          const slot = `${label} ${parameter.in}:${parameter.name}`;
          if (parameter.in === 'path') {
            for (const value of malformedUrlTexts(parameter.schema, seedOf(slot), extraPerInput)) {
              probes.push(send(`${parameter.name}=${value}`, { ...pathValues, [parameter.name]: value }, ''));
            }
          } else if (parameter.in === 'query') {
            for (const value of malformedUrlTexts(parameter.schema, seedOf(slot), extraPerInput)) {
              probes.push(send(`?${parameter.name}=${value}`, pathValues, `${parameter.name}=${value}`));
            }
            probes.push(send(`?${parameter.name} twice`, pathValues, `${parameter.name}=1&${parameter.name}=2`));
          } else if (parameter.in === 'header') {
            for (const value of ['short', 'x'.repeat(101)]) {
              const probe = send(`${parameter.name}: ${value.length} characters`, pathValues, '');
              probes.push({ ...probe, headers: { ...probe.headers, [parameter.name]: value } });
            }
          }
        }
        // A parameter the operation does not read, with NUL (a lone surrogate cannot travel in a URL: the
        // query parser keeps bytes that are not UTF-8 as they came, percent signs and all).
        const [nul = '\u0000'] = poisonedTexts(seedOf(`${label} unknown query`));
        probes.push(send('?zz=NUL', pathValues, `zz=${urlEncode(nul)}`));

        if (jsonBody && example && typeof example === 'object' && !Array.isArray(example)) {
          for (const [field, schema] of Object.entries(jsonBody.properties ?? {})) {
            for (const value of malformedValues(schema, seedOf(`${label} body:${field}`), extraPerInput)) {
              probes.push(send(`body.${field}`, pathValues, '', { ...example, [field]: value }));
            }
          }
        }
        const [text = '\u0000'] = poisonedTexts(seedOf(`${label} body`));
        const bodies = [
          ...bodiesRefusedAnywhere(text),
          ...(jsonBody ? bodiesRefusedWhereRead(example, text, operation.requestBody?.required === true) : []),
        ];
        if (method !== 'get') {
          const some = fc.shuffledSubarray(bodies, { minLength: bodiesPerOperation, maxLength: bodiesPerOperation });
          const [chosen = bodies] = fc.sample(some, { seed: seedOf(`${label} bodies`), numRuns: 1 });
          for (const raw of chosen) {
            probes.push(withBody({ ...base, label, url: url(pathValues) }, headers, raw));
          }
        }
      }
    }
    return probes;
  }

  /** The headers of a call signed over its exact bytes: HMAC-SHA256 hex of `<timestamp>.<body>`. */
  function signed(secret: string, body: string, timestamp: string, signature: string): Record<string, string> {
    const seconds = String(Math.floor(now().getTime() / 1000));
    return {
      'content-type': 'application/json',
      [timestamp]: seconds,
      [signature]: hmacHex(secret, `${seconds}.${body}`),
    };
  }

  /** A contract schema's fields, each made wrong in turn over a valid body, signed as `sign` does. */
  function signedProbes(
    label: string,
    url: string,
    schema: JsonSchema,
    example: Record<string, unknown>,
    sign: (body: string) => Record<string, string>,
    malformed: (schema: JsonSchema, seed: number) => unknown[] = (s, at) => malformedValues(s, at, extraPerInput),
  ): Probe[] {
    const probes: Probe[] = [];
    for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
      for (const value of malformed(fieldSchema, seedOf(`${label} body:${field}`))) {
        const body = jsonText({ ...example, [field]: value });
        probes.push({ label: `${label} signed body.${field}`, method: 'POST', url, headers: sign(body), body });
      }
    }
    return probes;
  }

  function providerProbes(): Probe[] {
    const wallet = {
      balance: walletBalanceBodySchema,
      debit: walletDebitBodySchema,
      credit: walletCreditBodySchema,
      rollback: walletRollbackBodySchema,
    };
    const walletProbes = Object.entries(wallet).flatMap(([operation, contract]) => {
      const schema = z.toJSONSchema(contract, { io: 'input' }) as JsonSchema;
      const example = {
        ...(exampleOf(schema, '', known, seed) as Record<string, unknown>),
        transactionId: 'fuzz-transaction',
        roundId: 'fuzz-round',
        referenceTransactionId: 'fuzz-bet',
        amount: '100',
      };
      return signedProbes(
        `POST /api/provider-wallet/${house}/${operation}`,
        `/api/provider-wallet/${house}/${operation}`,
        schema,
        example,
        (body) => signed(providerSecret(house), body, timestampHeader, signatureHeader),
      );
    });
    // Webhooks read a few fields leniently (a reason that is not text is no reason): their text is poisoned.
    const poisoned = (_schema: JsonSchema, at: number) => poisonedTexts(at);
    const paymentWebhook = signedProbes(
      'POST /api/payment/webhooks/sandbox',
      '/api/payment/webhooks/sandbox',
      { properties: { eventId: {}, invoiceId: {}, reason: {} } },
      { eventId: 'fuzz-event', invoiceId, status: 3, reason: 'declined' },
      (body) => signed(webhookSecret, body, sandboxTimestampHeader, sandboxSignatureHeader),
      poisoned,
    );
    const kycWebhook = signedProbes(
      'POST /api/verification/webhooks/sandbox',
      '/api/verification/webhooks/sandbox',
      { properties: { eventId: {}, externalUserId: {}, applicantId: {}, reviewAnswer: {} } },
      {
        eventId: 'fuzz-event',
        type: 'applicantReviewed',
        externalUserId: 'fuzz',
        applicantId: 'fuzz',
        reviewAnswer: 'GREEN',
      },
      (body) => signSandboxWebhook('sandbox-kyc-webhook-dev-secret', body, now()),
      poisoned,
    );
    return [...walletProbes, ...paymentWebhook, ...kycWebhook];
  }

  /** Sends the probes four at a time; answers what went wrong: a 5xx, no answer, a session lost. */
  async function sendAll(probes: Probe[]): Promise<string[]> {
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      for (let probe = probes[next++]; probe; probe = probes[next++]) {
        try {
          const response = await fetch(`${app.url}${probe.url}`, {
            method: probe.method,
            headers: { 'x-forwarded-for': freshAddress(), ...probe.headers },
            ...(probe.body === undefined ? {} : { body: probe.body }),
            signal: AbortSignal.timeout(5_000),
          });
          const text = await response.text();
          if (response.status >= 500 || (response.status === 401 && probe.headers.authorization)) {
            failures.push(`${response.status} ${probe.label}: ${text.slice(0, 160)}`);
          }
        } catch (error) {
          failures.push(`no answer (${(error as Error).name}) ${probe.label}`);
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    return failures;
  }

  it('answers no 5xx and writes nothing', { timeout: 180_000 }, async () => {
    const probes = [...documentProbes(), ...providerProbes()];
    expect(probes.length).toBeGreaterThan(1000);
    // Calls that would end the session if one were wrongly taken go last: such a hole then shows as a
    // write, instead of hiding every later authenticated probe behind a 401.
    const endsSession = (probe: Probe) => probe.method !== 'GET' && probe.url.startsWith('/api/player/sessions/');
    const before = await settledSnapshot(app.db);

    const failures = [
      ...(await sendAll(probes.filter((probe) => !endsSession(probe)))),
      ...(await sendAll(probes.filter(endsSession))),
    ];

    expect(failures).toEqual([]);
    expect(await settledSnapshot(app.db)).toEqual(before);
  });
});
