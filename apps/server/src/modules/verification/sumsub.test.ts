import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/test-app.ts';
import { call, type ErrorBody, registeredPlayer, type TestApp } from '../player/test-helpers.ts';
import { createSumsubProvider } from './sumsub.ts';
import { eventsOf, externalIdOf, fixture, fixtureText, verificationOf } from './test-helpers.ts';

/**
 * The Sumsub adapter against recorded fixtures (fixtures/*.json, shaped like Sumsub's documented
 * answers). The fake fetch recomputes each request's signature here, independently of the adapter, and
 * fails the test on any header that would not pass Sumsub's check.
 */

const appToken = 'sbx:croupier-test-app-token';
const secretKey = 'croupier-test-secret-key';
const webhookSecret = 'croupier-test-webhook-secret';
const baseUrl = 'https://api.sumsub.test';

interface Recorded {
  method: string;
  pathWithQuery: string;
  body: string;
}

type Route = { method: string; path: RegExp; status: number; fixture: string };

function fakeSumsub(routes: Route[]) {
  const requests: Recorded[] = [];
  const control = { failing: false };
  const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    expect(url.origin).toBe(baseUrl);
    const method = init?.method ?? 'GET';
    const pathWithQuery = `${url.pathname}${url.search}`;
    const body = typeof init?.body === 'string' ? init.body : '';
    const headers = new Headers(init?.headers);
    const ts = headers.get('x-app-access-ts') ?? '';
    expect(headers.get('x-app-token')).toBe(appToken);
    expect(ts).toMatch(/^\d+$/);
    expect(Math.abs(Number(ts) - Date.now() / 1000)).toBeLessThan(60);
    const expected = createHmac('sha256', secretKey)
      .update(ts + method + pathWithQuery + body)
      .digest('hex');
    expect(headers.get('x-app-access-sig')).toBe(expected);
    if (body) expect(headers.get('content-type')).toBe('application/json');
    requests.push({ method, pathWithQuery, body });
    if (control.failing) return new Response('{"description":"Internal error","code":500}', { status: 500 });
    const route = routes.find((r) => r.method === method && r.path.test(pathWithQuery));
    if (!route) return new Response(fixtureText('applicant-not-found.json'), { status: 404 });
    return new Response(fixtureText(route.fixture), {
      status: route.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { fetch: fakeFetch, requests, control };
}

const digest = (algorithm: string, body: string, secret = webhookSecret) =>
  createHmac(algorithm, secret).update(body).digest('hex');

const routes: Route[] = [
  {
    method: 'GET',
    path: /^\/resources\/applicants\/-;externalUserId=/,
    status: 404,
    fixture: 'applicant-not-found.json',
  },
  { method: 'POST', path: /^\/resources\/applicants\?levelName=/, status: 201, fixture: 'applicant-created.json' },
  { method: 'POST', path: /^\/resources\/accessTokens\/sdk$/, status: 200, fixture: 'access-token.json' },
];

describe('Sumsub adapter with recorded fixtures', () => {
  const make = (fake: ReturnType<typeof fakeSumsub>) =>
    createSumsubProvider({
      appToken,
      secretKey,
      webhookSecret,
      levelName: 'basic-kyc-level',
      baseUrl,
      fetch: fake.fetch,
    });

  it('signs each request, creates the applicant when none exists and answers an SDK access token', async () => {
    const fake = fakeSumsub(routes);
    const started = await make(fake).startVerification({ externalId: 'ext-1', applicantId: null });
    expect(started).toEqual({
      applicantId: '67a1f0c2e4b0a93d5c1e2f47',
      accessToken: fixture<{ token: string }>('access-token.json').token,
    });
    expect(fake.requests.map((r) => `${r.method} ${r.pathWithQuery}`)).toEqual([
      'GET /resources/applicants/-;externalUserId=ext-1/one',
      'POST /resources/applicants?levelName=basic-kyc-level',
      'POST /resources/accessTokens/sdk',
    ]);
    expect(JSON.parse(fake.requests[1]?.body ?? '')).toEqual({ externalUserId: 'ext-1' });
    expect(JSON.parse(fake.requests[2]?.body ?? '')).toEqual({
      userId: 'ext-1',
      levelName: 'basic-kyc-level',
      ttlInSecs: 600,
    });
  });

  it('looks an existing applicant up instead of creating it, and skips both once its id is known', async () => {
    const lookup = fakeSumsub([
      {
        method: 'GET',
        path: /^\/resources\/applicants\/-;externalUserId=/,
        status: 200,
        fixture: 'applicant-existing-green.json',
      },
      ...routes.slice(2),
    ]);
    const found = await make(lookup).client.findApplicant('a b/c');
    expect(found?.review?.reviewResult?.reviewAnswer).toBe('GREEN');
    // The reference is escaped inside the path, and the signature covers the escaped form.
    expect(lookup.requests[0]?.pathWithQuery).toBe('/resources/applicants/-;externalUserId=a%20b%2Fc/one');

    const known = fakeSumsub(routes);
    const started = await make(known).startVerification({ externalId: 'ext-2', applicantId: 'known-id' });
    expect(started.applicantId).toBe('known-id');
    expect(known.requests.map((r) => r.pathWithQuery)).toEqual(['/resources/accessTokens/sdk']);
  });

  it('turns a Sumsub error answer into an error naming the status', async () => {
    const fake = fakeSumsub([
      { method: 'POST', path: /accessTokens/, status: 401, fixture: 'applicant-not-found.json' },
    ]);
    await expect(make(fake).client.createAccessToken('ext-3')).rejects.toMatchObject({ status: 401 });
  });

  it('checks the webhook digest for each algorithm and maps GREEN, RED and pending', () => {
    const provider = make(fakeSumsub([]));
    const green = fixtureText('webhook-reviewed-green.json');
    for (const [alg, hash] of [
      ['HMAC_SHA256_HEX', 'sha256'],
      ['HMAC_SHA512_HEX', 'sha512'],
      ['HMAC_SHA1_HEX', 'sha1'],
    ] as const) {
      const event = provider.verifyWebhook(Buffer.from(green), {
        'x-payload-digest': digest(hash, green),
        'x-payload-digest-alg': alg,
      });
      expect(event).toMatchObject({
        outcome: 'approved',
        reviewAnswer: 'GREEN',
        externalId: '4d3c2b1a-9f8e-4d7c-8b6a-5e4f3d2c1b0a',
        applicantId: '67a1f0c2e4b0a93d5c1e2f47',
      });
    }
    const red = fixtureText('webhook-reviewed-red.json');
    const redEvent = provider.verifyWebhook(Buffer.from(red), {
      'x-payload-digest': digest('sha256', red),
      'x-payload-digest-alg': 'HMAC_SHA256_HEX',
    });
    expect(redEvent).toMatchObject({ outcome: 'rejected', reviewAnswer: 'RED' });
    const pending = fixtureText('webhook-pending.json');
    expect(
      provider.verifyWebhook(Buffer.from(pending), {
        'x-payload-digest': digest('sha256', pending),
        'x-payload-digest-alg': 'HMAC_SHA256_HEX',
      }).outcome,
    ).toBe('pending');

    const bad = [
      { 'x-payload-digest': digest('sha256', green, 'wrong-secret'), 'x-payload-digest-alg': 'HMAC_SHA256_HEX' },
      { 'x-payload-digest': digest('sha256', green), 'x-payload-digest-alg': 'HMAC_SHA512_HEX' },
      { 'x-payload-digest': digest('md5', green), 'x-payload-digest-alg': 'HMAC_MD5_HEX' },
      { 'x-payload-digest-alg': 'HMAC_SHA256_HEX' },
    ];
    for (const headers of bad) {
      expect(() => provider.verifyWebhook(Buffer.from(green), headers)).toThrow(/digest/);
    }
  });
});

describe('Sumsub as the configured provider, over HTTP', () => {
  let app: TestApp;
  let fake: ReturnType<typeof fakeSumsub>;
  beforeAll(async () => {
    fake = fakeSumsub(routes);
    app = await startTestApp(
      {
        KYC_PROVIDER: 'sumsub',
        SUMSUB_APP_TOKEN: appToken,
        SUMSUB_SECRET_KEY: secretKey,
        SUMSUB_WEBHOOK_SECRET: webhookSecret,
        SUMSUB_BASE_URL: baseUrl,
      },
      { kycFetch: fake.fetch },
    );
  });
  afterAll(() => app.close());

  const webhook = (body: string, headers: Record<string, string>) =>
    fetch(`${app.url}/api/verification/webhooks/sumsub`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  it('[S1.7-35] answers an access token, then a GREEN webhook verifies the player once', async () => {
    const session = await registeredPlayer(app);
    const token = session.accessToken;
    expect((await call(app, 'POST', '/api/player/services/sandbox/auth', { token })).status).toBe(404);
    const started = await call<{ data: { accessToken: string; applicantId: string; url?: string } }>(
      app,
      'POST',
      '/api/player/services/sumsub/auth',
      { token },
    );
    expect(started.status).toBe(200);
    expect(started.body.data).toEqual({
      applicantId: '67a1f0c2e4b0a93d5c1e2f47',
      accessToken: fixture<{ token: string }>('access-token.json').token,
    });
    const externalId = await externalIdOf(app, session.profile.id);
    // Sumsub learns a random reference, never our player id.
    expect(externalId).not.toBe(session.profile.id);
    expect(fake.requests.at(-1)?.body).toContain(externalId);

    const body = fixtureText('webhook-reviewed-green.json').replace('4d3c2b1a-9f8e-4d7c-8b6a-5e4f3d2c1b0a', externalId);
    const forged = await webhook(body, {
      'x-payload-digest': digest('sha256', body, 'nope'),
      'x-payload-digest-alg': 'HMAC_SHA256_HEX',
    });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as ErrorBody).error.code).toBe('webhook_signature_invalid');
    expect((await verificationOf(app, token)).sumsubVerified).toBe(false);

    const headers = { 'x-payload-digest': digest('sha256', body), 'x-payload-digest-alg': 'HMAC_SHA256_HEX' };
    expect(await (await webhook(body, headers)).json()).toEqual({ data: { status: 'applied' } });
    expect(await (await webhook(body, headers)).json()).toEqual({ data: { status: 'replayed' } });
    expect(await verificationOf(app, token)).toMatchObject({
      provider: 'sumsub',
      status: 'approved',
      sumsubVerified: true,
    });
    expect((await eventsOf(app, session.profile.id)).filter((e) => e.topic === 'player.updated')).toHaveLength(1);

    // A later RED re-review takes verification away again, with another player.updated.
    const red = fixtureText('webhook-reviewed-red.json').replace('4d3c2b1a-9f8e-4d7c-8b6a-5e4f3d2c1b0a', externalId);
    await webhook(red, { 'x-payload-digest': digest('sha256', red), 'x-payload-digest-alg': 'HMAC_SHA256_HEX' });
    expect(await verificationOf(app, token)).toMatchObject({ status: 'rejected', sumsubVerified: false });
    expect((await eventsOf(app, session.profile.id)).filter((e) => e.topic === 'player.updated')).toHaveLength(2);
  });

  it('answers 502 provider_unavailable when Sumsub fails, and the player can try again', async () => {
    const session = await registeredPlayer(app);
    fake.control.failing = true;
    try {
      const failed = await call<ErrorBody>(app, 'POST', '/api/player/services/sumsub/auth', {
        token: session.accessToken,
      });
      expect(failed.status).toBe(502);
      expect(failed.body.error.code).toBe('provider_unavailable');
    } finally {
      fake.control.failing = false;
    }
    const retried = await call(app, 'POST', '/api/player/services/sumsub/auth', { token: session.accessToken });
    expect(retried.status).toBe(200);
  });
});
