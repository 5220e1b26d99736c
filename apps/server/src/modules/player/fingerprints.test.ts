import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/test-app.ts';
import { call, login, registeredPlayer, type TestApp, uniqueEmail } from './test-helpers.ts';

/** segments.duplicate of apps/server/content/en/settings.json. */
const duplicateSegment = 3;

async function segmentsOf(app: TestApp, token: string): Promise<number[]> {
  const { body } = await call<{ data: { segmentIds: number[] } }>(app, 'GET', '/api/player/profile', { token });
  return body.data.segmentIds;
}

async function loginWith(app: TestApp, email: string, fingerprint: string): Promise<string> {
  const answer = await call<{ data: { accessToken: string } }>(app, 'POST', '/api/player/sessions', {
    body: { email, password: 'Correct-Horse-9', fingerprint },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.accessToken;
}

describe('duplicate accounts by visitor fingerprint', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('puts both players in the duplicate segment when a second one logs in with the same visitor id', async () => {
    const visitor = `visitor-${crypto.randomUUID()}`;
    const first = await registeredPlayer(app);
    const second = await registeredPlayer(app);
    const firstToken = await loginWith(app, first.email, visitor);
    expect(await segmentsOf(app, firstToken)).not.toContain(duplicateSegment);

    const secondToken = await loginWith(app, second.email, visitor);
    expect(await segmentsOf(app, secondToken)).toContain(duplicateSegment);
    expect(await segmentsOf(app, firstToken)).toContain(duplicateSegment);

    // A repeat login neither fails nor adds the segment twice.
    const again = await loginWith(app, second.email, visitor);
    expect((await segmentsOf(app, again)).filter((id) => id === duplicateSegment)).toHaveLength(1);
  });

  it('marks a registration that reuses a known visitor id', async () => {
    const visitor = `visitor-${crypto.randomUUID()}`;
    const first = await registeredPlayer(app);
    const firstToken = await loginWith(app, first.email, visitor);
    const email = uniqueEmail('second');
    const second = await registeredPlayer(app, email, { fingerprint: visitor });
    expect(await segmentsOf(app, second.accessToken)).toContain(duplicateSegment);
    expect(await segmentsOf(app, firstToken)).toContain(duplicateSegment);
  });

  it('leaves players with different visitor ids alone', async () => {
    const first = await registeredPlayer(app);
    const second = await registeredPlayer(app);
    const a = await loginWith(app, first.email, `visitor-${crypto.randomUUID()}`);
    const b = await loginWith(app, second.email, `visitor-${crypto.randomUUID()}`);
    expect(await segmentsOf(app, a)).not.toContain(duplicateSegment);
    expect(await segmentsOf(app, b)).not.toContain(duplicateSegment);
    // Logging in without a fingerprint still works.
    expect((await login(app, first.email)).status).toBe(200);
  });
});
