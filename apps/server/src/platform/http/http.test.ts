import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/test-app.ts';

describe('HTTP platform', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('answers liveness and readiness', async () => {
    expect(await (await fetch(`${app.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('answers an unknown API path with the one error body', async () => {
    const response = await fetch(`${app.url}/api/no-such-call?x=1`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No route for GET /api/no-such-call' },
    });
  });

  it('exposes Prometheus metrics including request counts', async () => {
    await fetch(`${app.url}/healthz`);
    const text = await (await fetch(`${app.url}/metrics`)).text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/healthz",status="200"\} \d+/);
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('serves the OpenAPI document and its docs page', async () => {
    const doc = (await (await fetch(`${app.url}/api/docs/json`)).json()) as {
      openapi: string;
      info: { title: string };
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Croupier player API');
    const page = await fetch(`${app.url}/api/docs/static/index.html`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger-ui');
  });

  it('sends security headers with a Content-Security-Policy; a response that is not a document gets no nonce', async () => {
    const response = await fetch(`${app.url}/healthz`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("script-src-attr 'none'");
    expect(csp).not.toContain('nonce-');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('compresses larger responses for clients that accept it', async () => {
    const { request } = await import('node:http');
    const encoding = await new Promise<string | undefined>((resolve, reject) => {
      request(`${app.url}/api/docs/json`, { headers: { 'accept-encoding': 'br' } }, (response) => {
        response.resume();
        resolve(response.headers['content-encoding']);
      })
        .on('error', reject)
        .end();
    });
    expect(encoding).toBe('br');
  });
});
