import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/test-app.ts';
import { call, type ErrorBody, freshAddress, type TestApp } from '../player/test-helpers.ts';

describe('error reports from the site (decision 0151)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const counted = async (kind: string) => {
    const text = await (await fetch(`${app.url}/metrics`)).text();
    return Number(new RegExp(`^client_errors_total\\{kind="${kind}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  };

  it('takes a failed call’s report and counts it by kind', async () => {
    const before = await counted('api');
    const answer = await call(app, 'POST', '/api/client-errors', {
      body: {
        kind: 'api',
        message: 'POST /api/payment/invoices/withdrawal failed: 500 internal',
        page: '/casino',
        api: { method: 'POST', path: '/api/payment/invoices/withdrawal', status: 500, code: 'internal' },
      },
    });
    expect(answer.status).toBe(204);
    expect(await counted('api')).toBe(before + 1);
    expect(await counted('exception')).toBe(0);
  });

  it('refuses what is not a report with field errors, and counts nothing', async () => {
    const before = await counted('exception');
    const answer = await call<ErrorBody>(app, 'POST', '/api/client-errors', {
      body: { kind: 'crash', message: '', page: 'https://elsewhere.example/', extra: true },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.fields ?? {})).toEqual(expect.arrayContaining(['kind', 'message', 'page']));
    const protocolRelative = await call<ErrorBody>(app, 'POST', '/api/client-errors', {
      body: { kind: 'exception', message: 'TypeError: x is undefined', page: '//elsewhere.example/' },
    });
    expect(protocolRelative.status).toBe(400);
    expect(await counted('exception')).toBe(before);
  });

  it('takes 30 reports a minute from one address', async () => {
    const ip = freshAddress();
    const body = { kind: 'exception', message: 'TypeError: x is undefined', page: '/', stack: 'at x (app.js:1:1)' };
    for (let i = 0; i < 30; i++) expect((await call(app, 'POST', '/api/client-errors', { ip, body })).status).toBe(204);
    const over = await call<ErrorBody>(app, 'POST', '/api/client-errors', { ip, body });
    expect(over.status).toBe(429);
    expect((await call(app, 'POST', '/api/client-errors', { body })).status).toBe(204);
  });
});
