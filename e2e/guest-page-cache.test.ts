import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { type RunningSite, startSite } from './support/site.ts';

/**
 * Decision 0134: a guest's page is rendered once per few seconds and reused. Each answer must still carry a
 * nonce of its own, in its CSP header and on every inline script, and nothing a player sends past it.
 * Over HTTP against the built site: the HTML the server sends is what matters here.
 */
let site: RunningSite;

beforeAll(async () => {
  site = await startSite({ NODE_ENV: 'test', JWT_SECRET: 'e2e-page-cache-secret-at-least-32-characters' });
});
afterAll(() => site?.close());

interface Page {
  cache: string | null;
  nonce: string;
  html: string;
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(`${site.url}${path}`, { headers });
  expect(response.status).toBe(200);
  const csp = response.headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
  return { cache: response.headers.get('x-page-cache'), nonce, html: await response.text() };
}

/** Every <script> tag of the page, with its nonce attribute (or null). */
function scriptNonces(html: string): (string | null)[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => /\bnonce="([^"]*)"/.exec(m[1] ?? '')?.[1] ?? null);
}

describe('guest page cache', () => {
  it('answers a repeated guest page from the cache with a fresh nonce on every inline script', async () => {
    const first = await get('/casino');
    const second = await get('/casino');
    const third = await get('/casino');
    expect(first.cache).toBe('miss');
    expect([second.cache, third.cache]).toEqual(['hit', 'hit']);
    const nonces = [first.nonce, second.nonce, third.nonce];
    expect(new Set(nonces).size).toBe(3);
    for (const page of [first, second, third]) {
      const scripts = scriptNonces(page.html);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.every((nonce) => nonce === page.nonce)).toBe(true);
    }
    // The stored render's nonce is nowhere in a reused page, and the pages are otherwise the same.
    expect(second.html).not.toContain(first.nonce);
    expect(second.html.split(second.nonce).join('N')).toBe(first.html.split(first.nonce).join('N'));
  });

  it('keeps pages of other countries and locales apart', async () => {
    await get('/casino');
    expect((await get('/casino', { 'cf-ipcountry': 'DE' })).cache).toBe('miss');
    expect((await get('/de/casino')).cache).toBe('miss');
    expect((await get('/casino', { 'cf-ipcountry': 'DE' })).cache).toBe('hit');
  });

  it('never answers a logged-in player from it, nor stores their page', async () => {
    const token = await createPlayer(site.url, uniqueEmail('page-cache'), 'Page-Cache-9');
    await get('/');
    const guest = await get('/');
    expect(guest.cache).toBe('hit');
    expect(guest.html).not.toContain('user-nav-panel');
    for (let i = 0; i < 2; i++) {
      const player = await get('/', { cookie: `access_token=${token}` });
      expect(player.cache).toBeNull();
      expect(player.html).toContain('user-nav-panel');
      expect(scriptNonces(player.html).every((nonce) => nonce === player.nonce)).toBe(true);
    }
    const after = await get('/');
    expect(after.cache).toBe('hit');
    expect(after.html).not.toContain('user-nav-panel');
    // Any cookie it does not know (a session it cannot read, say) sends the request past the cache too.
    expect((await get('/', { cookie: 'refresh_token=x' })).cache).toBeNull();
    expect((await get('/?preview=draft-token')).cache).toBeNull();
  });
});
