import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { type RunningSite, startSite } from './support/site.ts';

/**
 * Decisions 0134 and 0139: a guest's page, and a lobby page of players of a currency, is rendered once per few
 * seconds and reused. Each answer must still carry a nonce of its own, in its CSP header and on every inline
 * script, and a player's answer nothing of another player.
 * Over HTTP against the built site: the HTML the server sends is what matters here.
 */
let site: RunningSite;

beforeAll(async () => {
  site = await startSite({ NODE_ENV: 'test', JWT_SECRET: 'e2e-page-cache-secret-at-least-32-characters' });
});
afterAll(() => site?.close());

interface Page {
  cache: string | null;
  cacheControl: string | null;
  encoding: string | null;
  nonce: string;
  html: string;
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(`${site.url}${path}`, { headers });
  expect(response.status).toBe(200);
  const csp = response.headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
  return {
    cache: response.headers.get('x-page-cache'),
    cacheControl: response.headers.get('cache-control'),
    encoding: response.headers.get('content-encoding'),
    nonce,
    html: await response.text(),
  };
}

async function profile(token: string): Promise<{ id: string; email: string }> {
  const response = await fetch(`${site.url}/api/player/profile`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: { id: string; email: string } }).data;
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
    // Decision 0140: a reused page's gzip is spliced from its stored compression, and decodes to the same page
    // as the bytes a client without gzip gets.
    expect(second.encoding).toBe('gzip');
    const plain = await get('/casino', { 'accept-encoding': 'identity' });
    expect([plain.cache, plain.encoding]).toEqual(['hit', null]);
    expect(plain.html.split(plain.nonce).join('N')).toBe(first.html.split(first.nonce).join('N'));
  });

  it('keeps pages of other countries and locales apart', async () => {
    await get('/casino');
    expect((await get('/casino', { 'cf-ipcountry': 'DE' })).cache).toBe('miss');
    expect((await get('/de/casino')).cache).toBe('miss');
    expect((await get('/casino', { 'cf-ipcountry': 'DE' })).cache).toBe('hit');
  });

  it('shares a lobby page among players of a currency, each answer carrying only its own player', async () => {
    const first = await createPlayer(site.url, uniqueEmail('page-cache-a'), 'Page-Cache-9');
    const second = await createPlayer(site.url, uniqueEmail('page-cache-b'), 'Page-Cache-9');
    const identityOf = (page: Page) =>
      JSON.parse(/window\.__croupierPlayer=([^<]*)<\/script>/.exec(page.html)?.[1] ?? 'null') as {
        id: string;
        email: string;
      } | null;
    const firstProfile = await profile(first);
    const secondProfile = await profile(second);
    const guest = await get('/casino');
    const mine = await get('/casino', { cookie: `access_token=${first}` });
    const theirs = await get('/casino', { cookie: `access_token=${second}` });
    expect([mine.cache, theirs.cache]).toEqual(['miss', 'hit']);
    expect(mine.html).toContain('user-nav-panel');
    expect(guest.html).not.toContain('user-nav-panel');
    expect(identityOf(mine)).toMatchObject({ id: firstProfile.id, email: firstProfile.email });
    expect(identityOf(theirs)).toMatchObject({ id: secondProfile.id, email: secondProfile.email });
    // Nothing of the first player is in the page the second is answered with, and nothing of either in the
    // stored render: the pages are the same but for the nonce and the identity script.
    expect(theirs.html).not.toContain(firstProfile.email);
    expect(theirs.html).not.toContain(firstProfile.id);
    const bare = (page: Page) =>
      page.html.replace(/<script nonce="[^"]*">window\.__croupierPlayer=[^<]*<\/script>/, '');
    expect(bare(theirs).split(theirs.nonce).join('N')).toBe(bare(mine).split(mine.nonce).join('N'));
    expect(bare(mine)).not.toContain(firstProfile.email);
    for (const page of [mine, theirs]) {
      expect(page.cacheControl).toBe('private, no-store');
      expect(scriptNonces(page.html).every((nonce) => nonce === page.nonce)).toBe(true);
    }
  });

  it('renders other pages of a player in full, and a session that is over as a guest', async () => {
    const token = await createPlayer(site.url, uniqueEmail('page-cache-c'), 'Page-Cache-9');
    await get('/');
    for (let i = 0; i < 2; i++) {
      const player = await get('/promotions', { cookie: `access_token=${token}` });
      expect(player.cache).toBeNull();
      expect(player.html).toContain('user-nav-panel');
      expect(player.html).not.toContain('__croupierPlayer');
    }
    // A token that is no session, and one whose session has ended, get the full render: a guest's page.
    const logout = await fetch(`${site.url}/api/player/sessions/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.ok).toBe(true);
    for (const cookie of ['access_token=not-a-session', `access_token=${token}`]) {
      const ended = await get('/', { cookie });
      expect(ended.cache).toBeNull();
      expect(ended.html).not.toContain('user-nav-panel');
      expect(ended.html).not.toContain('__croupierPlayer');
    }
    const after = await get('/');
    expect(after.cache).toBe('hit');
    expect(after.html).not.toContain('user-nav-panel');
    // Any cookie it does not know (a session it cannot read, say) sends the request past the cache too.
    expect((await get('/', { cookie: 'refresh_token=x' })).cache).toBeNull();
    expect((await get('/?preview=draft-token')).cache).toBeNull();
  });
});
