import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/test-app.ts';

/**
 * What the site answers to methods, bodies and paths no page of it expects (issue 19, items 3, 4, 5, 7, 8;
 * decision 0052). Needs the built site (`npm run build`), as every run of the full suite has.
 */
describe('site: requests no page expects', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let host: string;
  let port: number;
  beforeAll(async () => {
    app = await startTestApp({}, { site: true });
    const url = new URL(app.url);
    host = url.host;
    port = Number(url.port);
  });
  afterAll(() => app?.close());

  interface Conversation {
    statuses: number[];
    closed: boolean;
    text: string;
  }

  /**
   * Writes raw bytes on one keep-alive connection and reads until `responses` status lines arrived, the server
   * closed the connection, or `waitMs` passed: the shape of a pooled upstream connection behind a proxy.
   */
  function converse(parts: (string | Buffer)[], responses: number, waitMs = 5_000): Promise<Conversation> {
    return new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      let closed = false;
      const statuses = () => [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
      const finish = () => {
        clearTimeout(timer);
        socket.destroy();
        resolve({ statuses: statuses(), closed, text });
      };
      const timer = setTimeout(finish, waitMs);
      socket.on('data', (chunk) => {
        text += chunk.toString('latin1');
        // The last response's head is enough: its status says the connection answered.
        if (statuses().length >= responses && /\r\n\r\n/.test(text.slice(text.lastIndexOf('HTTP/1.1 ')))) finish();
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        closed = true;
        finish();
      });
      for (const part of parts) socket.write(part);
    });
  }

  const formPages = [
    '/login',
    '/sign-up',
    '/contact',
    '/forgot-password',
    '/reset-password',
    '/de/login',
    '/fr/sign-up',
    '/es/contact',
    '/pt-br/forgot-password',
    '/de/reset-password',
  ];

  async function post(path: string, body: string | undefined, contentType?: string) {
    const response = await fetch(`${app.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      ...(body === undefined ? {} : { body }),
      headers: contentType ? { 'content-type': contentType } : {},
    });
    const text = await response.text();
    return { status: response.status, type: response.headers.get('content-type') ?? '', text };
  }

  it('refuses a POST to a form page that is not a form with 415', async () => {
    const bodies: [string | undefined, string | undefined][] = [
      [undefined, undefined],
      ['{"email":"a@example.com","password":"x"}', 'application/json'],
      ['email=a@example.com', 'text/plain'],
      ['<form/>', 'application/xml'],
      ['email=a', undefined],
    ];
    for (const path of formPages) {
      for (const [body, contentType] of bodies) {
        const answer = await post(path, body, contentType);
        expect({ path, contentType, status: answer.status }).toEqual({ path, contentType, status: 415 });
        expect(JSON.parse(answer.text)).toMatchObject({ error: { code: 'unsupported_media_type' } });
      }
    }
  });

  it('refuses a form body that cannot be read with 400', async () => {
    const field = 'Content-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n';
    const broken: [string, string][] = [
      [`--b0undary\r\n${field}--b0undary--\r\n`, 'multipart/form-data'], // no boundary named
      [`--b0undary\r\n${field}`, 'multipart/form-data; boundary=b0undary'], // truncated: no closing boundary
      [`--other\r\n${field}--other--\r\n`, 'multipart/form-data; boundary=b0undary'], // another boundary
      ['', 'multipart/form-data; boundary=b0undary'], // empty
    ];
    for (const path of formPages) {
      for (const [body, contentType] of broken) {
        const answer = await post(path, body, contentType);
        expect({ path, body, status: answer.status }).toEqual({ path, body, status: 400 });
        expect(JSON.parse(answer.text)).toMatchObject({ error: { code: 'bad_request' } });
      }
    }
  });

  it('still hands a real form to the page, URL-encoded or multipart', async () => {
    const encoded = await post(
      '/login',
      'email=nobody%40example.com&password=wrong-password',
      'application/x-www-form-urlencoded',
    );
    expect(encoded.type).toContain('text/html');
    expect(encoded.status).toBeLessThan(500);
    const multipart = await post(
      '/de/login',
      '--b0undary\r\nContent-Disposition: form-data; name="email"\r\n\r\nnobody@example.com\r\n--b0undary\r\nContent-Disposition: form-data; name="password"\r\n\r\nwrong-password\r\n--b0undary--\r\n',
      'multipart/form-data; boundary=b0undary',
    );
    expect(multipart.type).toContain('text/html');
    expect(multipart.status).toBeLessThan(500);
  });

  it('answers a method a page does not take with 405 and Allow', async () => {
    for (const path of formPages) {
      for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        const response = await fetch(`${app.url}${path}`, {
          method,
          body: 'email=a',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect({ path, method, status: response.status }).toEqual({ path, method, status: 405 });
        expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
        expect(await response.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
      }
    }
    // A page without an action takes no form at all.
    const casino = await post('/casino', 'a=1', 'application/x-www-form-urlencoded');
    expect(casino.status).toBe(405);
    const head = await fetch(`${app.url}/casino`, { method: 'DELETE' });
    expect(head.status).toBe(405);
    expect(head.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers TRACE and QUERY on a page with 405 and Allow', async () => {
    for (const method of ['TRACE', 'QUERY']) {
      for (const path of ['/login', '/casino', '/no-such-page']) {
        const answer = await converse([`${method} ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`], 1);
        expect({ method, path, statuses: answer.statuses }).toEqual({ method, path, statuses: [405] });
        expect(answer.text).toMatch(/\r\nallow: GET, HEAD/i);
      }
    }
  });

  it('keeps a keep-alive connection answering after it refused a large body', async () => {
    const body = Buffer.alloc(600 * 1024, 'a');
    for (const [path, contentType] of [
      ['/casino', 'application/x-www-form-urlencoded'], // a page without an action: 405
      ['/login', 'application/json'], // not a form: 415
      ['/contact', 'multipart/form-data; boundary=x'], // a broken form: 400
    ] as const) {
      const answer = await converse(
        [
          `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
          body,
          `GET /healthz HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
        ],
        2,
      );
      expect(answer.statuses[0], path).toBeGreaterThanOrEqual(400);
      expect(answer.statuses[0], path).toBeLessThan(500);
      // Either the next request on the connection is answered, or the connection is closed: never a hang.
      expect(answer.statuses[1] === 200 || answer.closed, `${path}: ${answer.statuses}`).toBe(true);
    }
  });

  it('refuses a form over the body limit with 413 and closes the connection', async () => {
    const body = Buffer.alloc(1_100_000, 'a');
    const declared = await converse(
      [
        `POST /login HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`,
        body,
        `GET /healthz HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      ],
      2,
    );
    expect(declared.statuses[0]).toBe(413);
    expect(declared.statuses[1] === 200 || declared.closed).toBe(true);
    const chunked = await converse(
      [
        `POST /contact HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`,
        `${body.length.toString(16)}\r\n`,
        body,
        '\r\n0\r\n\r\n',
        `GET /healthz HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      ],
      2,
    );
    expect(chunked.statuses[0]).toBe(413);
    expect(chunked.statuses[1] === 200 || chunked.closed).toBe(true);
  });

  it('answers a /provider/ path that is no provider page with the 404 page', async () => {
    for (const path of ['/provider/xyz', `/provider/house/${'s'.repeat(120)}`, '/provider/house/verify/x']) {
      const response = await fetch(`${app.url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(await response.text()).toContain('data-testid="error-page"');
    }
    expect((await fetch(`${app.url}/provider/house/verify`)).status).toBe(200);
    expect((await fetch(`${app.url}/provider/house/play`)).status).toBe(200);
  });

  it('redirects a path that would make its links point off-site to the same path on the site', async () => {
    const cases: [string, string][] = [
      ['//evil.example/', '/evil.example/'],
      ['/\\evil.example/', '/evil.example/'],
      ['///evil.example/', '/evil.example/'],
      ['/.//evil.example/', '/evil.example/'],
      ['/fr//evil.example', '/fr/evil.example'],
      ['/casino/..//evil.example', '/evil.example'],
      ['/%2e%2e//evil.example?languages=true', '/evil.example?languages=true'],
      ['//evil.example/casino?a=1&b=//x', '/evil.example/casino?a=1&b=//x'],
    ];
    for (const [path, location] of cases) {
      const answer = await converse([`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`], 1);
      expect({ path, statuses: answer.statuses }).toEqual({ path, statuses: [308] });
      expect(answer.text).toContain(`\r\nlocation: ${location}\r\n`);
      expect(answer.text).not.toMatch(/href="[/\\]{2}/);
    }
    // The page it leads to (a 404 here) builds every link on the site.
    for (const target of ['/evil.example/', '/fr/evil.example']) {
      const page = await fetch(`${app.url}${target}`);
      expect(page.status).toBe(404);
      const html = await page.text();
      expect(html).toMatch(/href="\/(?:fr\/)?evil\.example/);
      expect(html).not.toMatch(/(?:href|action|src)="[/\\]{2}/);
    }
  });
});
