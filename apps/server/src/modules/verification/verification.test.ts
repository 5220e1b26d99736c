import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/test-app.ts';
import {
  call,
  type ErrorBody,
  login,
  registeredPlayer,
  registrationBody,
  type TestApp,
  uniqueEmail,
} from '../player/test-helpers.ts';
import { sandboxWebhookBody, signSandboxWebhook } from './sandbox.ts';
import {
  eventsOf,
  externalIdOf,
  files,
  formAction,
  multipartBody,
  postSandboxForm,
  verificationOf,
} from './test-helpers.ts';

const secret = 'sandbox-secret-for-verification-tests';
type StartBody = { data: { url?: string; accessToken?: string; applicantId: string } } & ErrorBody;

describe('identity verification through the sandbox provider', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ KYC_WEBHOOK_SECRET: secret });
  });
  afterAll(() => app.close());

  const start = (token: string, body?: unknown, provider = 'sandbox') =>
    call<StartBody>(app, 'POST', `/api/player/services/${provider}/auth`, { token, body });

  /** Sends a webhook the way the sandbox does, over HTTP to the public receiver. */
  const webhook = (body: string, headers: Record<string, string>) =>
    fetch(`${app.url}/api/verification/webhooks/sandbox`, { method: 'POST', headers, body });

  /** A player whose case reached "pending" through the hosted pages. */
  async function pendingPlayer() {
    const session = await registeredPlayer(app);
    const started = await start(session.accessToken);
    expect(started.status).toBe(200);
    const externalId = await externalIdOf(app, session.profile.id);
    return { session, externalId };
  }

  it('[S1.1-17] [S1.7-35] [S1.3-03] start → hosted pages (document, selfie) → approve → verified, with player.updated', async () => {
    const session = await registeredPlayer(app);
    const token = session.accessToken;
    const playerId = session.profile.id;
    expect(await verificationOf(app, token)).toEqual({
      provider: 'sandbox',
      status: 'none',
      sumsubVerified: false,
      documentsHidden: false,
    });

    const started = await start(token, { returnPath: '/de/profile/verification' });
    expect(started.status).toBe(200);
    const { url, applicantId } = started.body.data;
    expect(url).toBe(`/sandbox/kyc/${applicantId}?return=%2Fde%2Fprofile%2Fverification`);
    expect(started.body.data.accessToken).toBeUndefined();
    expect((await verificationOf(app, token)).status).toBe('init');

    // Step 1: the hosted page, plain HTML under the site's CSP (no script of its own).
    let page = await fetch(new URL(url ?? '', app.url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    let html = await page.text();
    expect(html).toContain('Step 1 of 3');
    expect(html).not.toContain('<script');
    expect(html).toContain('href="/de/profile/verification"');

    // A file that is not an image is refused and the step stays.
    let posted = await postSandboxForm(app, formAction(html), multipartBody({}, { bytes: files.exe }));
    expect(posted.status).toBe(400);
    expect(await posted.text()).toContain('must be a JPEG or PNG');

    posted = await postSandboxForm(app, formAction(html), multipartBody({}, { bytes: files.png }));
    expect(posted.status).toBe(303);
    page = await fetch(new URL(posted.headers.get('location') ?? '', app.url));
    html = await page.text();
    expect(html).toContain('Step 2 of 3');

    posted = await postSandboxForm(app, formAction(html), multipartBody({}, { bytes: files.jpeg, mime: 'image/jpeg' }));
    expect(posted.status).toBe(303);
    expect((await verificationOf(app, token)).status).toBe('pending');
    html = await (await fetch(new URL(posted.headers.get('location') ?? '', app.url))).text();
    expect(html).toContain('Approve');
    expect(html).toContain('Reject');

    posted = await postSandboxForm(app, formAction(html), multipartBody({ answer: 'GREEN' }));
    expect(posted.status).toBe(303);
    html = await (await fetch(new URL(posted.headers.get('location') ?? '', app.url))).text();
    expect(html).toContain('Verification approved');

    expect(await verificationOf(app, token)).toMatchObject({ status: 'approved', sumsubVerified: true });
    const profile = await call<{ data: { sumsubVerified: boolean } }>(app, 'GET', '/api/player/profile', { token });
    expect(profile.body.data.sumsubVerified).toBe(true);
    const updated = (await eventsOf(app, playerId)).filter((e) => e.topic === 'player.updated');
    expect(updated).toEqual([{ topic: 'player.updated', payload: { playerId, changed: ['sumsubVerified'] } }]);

    // Verified: starting again is refused.
    const again = await start(token);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_verified');
  });

  it('answers 404 for a provider other than the configured one, and 401 without a session', async () => {
    const session = await registeredPlayer(app);
    expect((await start(session.accessToken, undefined, 'sumsub')).status).toBe(404);
    expect((await start(session.accessToken, undefined, 'onfido')).status).toBe(404);
    expect((await call(app, 'POST', '/api/player/services/sandbox/auth')).status).toBe(401);
    expect((await call(app, 'GET', '/api/player/verification')).status).toBe(401);
    const offSite = await start(session.accessToken, { returnPath: '//evil.example/x' });
    expect(offSite.status).toBe(400);
    expect((await fetch(`${app.url}/sandbox/kyc/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it('refuses a webhook with a bad signature with 401, and nothing changes', async () => {
    const { session, externalId } = await pendingPlayer();
    const body = sandboxWebhookBody(externalId, { type: 'reviewed', answer: 'GREEN' });
    const forged = signSandboxWebhook('not-the-secret-at-all-0123456789', body);
    const refused = await webhook(body, forged);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as ErrorBody).error.code).toBe('webhook_signature_invalid');
    // The right signature over other bytes is just as wrong.
    const tampered = await webhook(body.replace('GREEN', 'RED'), signSandboxWebhook(secret, body));
    expect(tampered.status).toBe(401);
    expect((await webhook(body, { 'content-type': 'application/json' })).status).toBe(401);
    expect(await verificationOf(app, session.accessToken)).toMatchObject({ status: 'init', sumsubVerified: false });
    expect((await eventsOf(app, session.profile.id)).map((e) => e.topic)).not.toContain('player.updated');
  });

  it('applies a replayed delivery once: the second answers 200 replayed with no second effect', async () => {
    const { session, externalId } = await pendingPlayer();
    const body = sandboxWebhookBody(externalId, { type: 'reviewed', answer: 'GREEN' });
    const headers = signSandboxWebhook(secret, body);
    const first = await webhook(body, headers);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: { status: 'applied' } });
    const second = await webhook(body, headers);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ data: { status: 'replayed' } });
    expect((await verificationOf(app, session.accessToken)).sumsubVerified).toBe(true);
    const topics = (await eventsOf(app, session.profile.id)).map((e) => e.topic);
    expect(topics.filter((t) => t === 'player.updated')).toHaveLength(1);
  });

  it('refuses a stale (or future) timestamp even with a valid signature', async () => {
    const { session, externalId } = await pendingPlayer();
    const body = sandboxWebhookBody(externalId, { type: 'reviewed', answer: 'GREEN' });
    const stale = await webhook(body, signSandboxWebhook(secret, body, new Date(Date.now() - 6 * 60_000)));
    expect(stale.status).toBe(401);
    const future = await webhook(body, signSandboxWebhook(secret, body, new Date(Date.now() + 6 * 60_000)));
    expect(future.status).toBe(401);
    // Within the tolerance it is accepted.
    const recent = await webhook(body, signSandboxWebhook(secret, body, new Date(Date.now() - 4 * 60_000)));
    expect(recent.status).toBe(200);
    expect((await verificationOf(app, session.accessToken)).sumsubVerified).toBe(true);
  });

  it('records a rejection; the player may start again, and a later approval verifies', async () => {
    const { session, externalId } = await pendingPlayer();
    const token = session.accessToken;
    const red = sandboxWebhookBody(externalId, { type: 'reviewed', answer: 'RED' });
    expect((await webhook(red, signSandboxWebhook(secret, red))).status).toBe(200);
    expect(await verificationOf(app, token)).toMatchObject({ status: 'rejected', sumsubVerified: false });
    // Nothing changed on the profile, so no player.updated.
    expect((await eventsOf(app, session.profile.id)).map((e) => e.topic)).not.toContain('player.updated');

    const restarted = await start(token);
    expect(restarted.status).toBe(200);
    expect(restarted.body.data.applicantId).toBe(externalId);
    expect((await verificationOf(app, token)).status).toBe('init');
    const green = sandboxWebhookBody(externalId, { type: 'reviewed', answer: 'GREEN' });
    expect((await webhook(green, signSandboxWebhook(secret, green))).status).toBe(200);
    expect(await verificationOf(app, token)).toMatchObject({ status: 'approved', sumsubVerified: true });
  });

  it('ignores a correctly signed webhook for an unknown applicant', async () => {
    const body = sandboxWebhookBody('00000000-0000-4000-8000-000000000001', { type: 'reviewed', answer: 'GREEN' });
    const answer = await webhook(body, signSandboxWebhook(secret, body));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: { status: 'ignored' } });
  });
});

describe('identity verification in production without a real provider', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'production-test-secret-0123456789abcdef',
      ADMIN_TOTP_KEY: 'production-test-admin-totp-key-of-32-characters',
    });
  });
  afterAll(() => app.close());

  it('offers no sandbox: no provider, start answers 404, no hosted pages, documents stay available', async () => {
    const session = await registeredPlayerInProduction(app);
    expect(await verificationOf(app, session)).toMatchObject({ provider: null, status: 'none' });
    expect((await call(app, 'POST', '/api/player/services/sandbox/auth', { token: session })).status).toBe(404);
    expect((await call(app, 'POST', '/api/verification/webhooks/sandbox', { body: {} })).status).toBe(404);
    expect((await call(app, 'GET', '/api/player/documents', { token: session })).status).toBe(200);
  });
});

/** Production has no development outbox, so the player is confirmed straight in the database. */
async function registeredPlayerInProduction(app: TestApp): Promise<string> {
  const email = uniqueEmail('prod');
  expect((await call(app, 'POST', '/api/player/register', { body: registrationBody(email) })).status).toBe(202);
  await app.db.execute(sql`update players set email_confirmed_at = now() where email = ${email}`);
  const loggedIn = await login(app, email);
  return loggedIn.body.data.accessToken;
}
