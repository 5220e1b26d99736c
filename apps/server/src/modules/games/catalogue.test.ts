import type { PageMeta } from '@croupier/contracts/errors';
import type { Game, GameCollection, GameProvider } from '@croupier/contracts/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { call, chromeOnWindows, type ErrorBody, safariOnIphone, type TestApp } from '../player/test-helpers.ts';
import { type GameDefinition, seedCatalogue } from './catalogue.ts';
import { demoCatalogue, demoCollections } from './demo-catalogue.ts';
import { gamePlayer, play, startGamesApp } from './test-helpers.ts';

type GamesAnswer = { data: Game[]; meta: PageMeta } & ErrorBody;

const games = (app: TestApp, query: string, token?: string) =>
  call<GamesAnswer>(app, 'GET', `/api/game/games?${query}`, { token });
const identities = (answer: { body: GamesAnswer }) => answer.body.data.map((g) => g.identity);

/** Many games of one provider and collection of their own, so other tests' counts stay exact. */
function bulkCatalogue(size: number): GameDefinition[] {
  return Array.from({ length: size }, (_, i) => ({
    identity: `bulk-game-${String(i).padStart(5, '0')}`,
    name: `${i % 10 === 0 ? 'Dragon' : 'Bulk'} Reels ${i}`,
    provider: { identity: 'bulk-studio', name: 'Bulk Studio' },
    type: 'slots',
    categories: ['bulk-shelf'],
    tags: i % 7 === 0 ? ['jackpot'] : [],
    rtp: 96,
    volatility: 'medium',
    hasDemo: true,
    platforms: i % 2 === 0 ? [1, 2] : [2],
    restrictedCountries: i % 5 === 0 ? ['BR'] : [],
    betRanges: [{ currency: 'CAD', min: '10', max: '10000' }],
  }));
}

describe('game catalogue', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await startGamesApp());
  });
  afterAll(() => app.close());

  it('[S1.7-57] [S1.3-43] lists collections with id, identity, name, countries and isHidden, bound ones only in their country', async () => {
    const everywhere = await call<{ data: GameCollection[] }>(app, 'GET', '/api/game/collections?countryCode=CA');
    expect(everywhere.status).toBe(200);
    const slots = everywhere.body.data.find((c) => c.identity === 'slots');
    expect(slots).toEqual({ id: expect.any(String), identity: 'slots', name: 'Slots', countries: [], isHidden: false });
    expect(everywhere.body.data.find((c) => c.identity === 'lobby-highlights')?.isHidden).toBe(true);
    expect(everywhere.body.data.some((c) => c.identity === 'brazil-favourites')).toBe(false);

    const brazil = await call<{ data: GameCollection[] }>(app, 'GET', '/api/game/collections', {
      headers: { 'cf-ipcountry': 'BR' },
    });
    expect(brazil.body.data.find((c) => c.identity === 'brazil-favourites')).toMatchObject({ countries: ['BR'] });
  });

  it('[S1.7-58] [S1.7-59] lists providers with their visible games where the visitor is, and finds one by id or identity', async () => {
    const list = await call<{ data: GameProvider[] }>(app, 'GET', '/api/game/providers');
    const northlight = list.body.data.find((p) => p.identity === 'northlight');
    // Three Northlight games, one of them hidden.
    expect(northlight).toEqual({
      id: expect.any(String),
      identity: 'northlight',
      name: 'Northlight Studio',
      gamesCount: 2,
    });
    const byId = await call<{ data: GameProvider }>(app, 'GET', `/api/game/providers/${northlight?.id}`);
    const byIdentity = await call<{ data: GameProvider }>(app, 'GET', '/api/game/providers/northlight');
    expect(byId.body.data).toEqual(northlight);
    expect(byIdentity.body.data).toEqual(northlight);
    // Counted where the visitor is: Lucky Sevens Classic (Fixture Originals) is not offered in Germany.
    const originals = list.body.data.find((p) => p.identity === 'fixture-originals');
    const inGermany = await call<{ data: GameProvider[] }>(app, 'GET', '/api/game/providers?countryCode=DE');
    expect(inGermany.body.data.find((p) => p.identity === 'fixture-originals')?.gamesCount).toBe(
      (originals?.gamesCount ?? 0) - 1,
    );
    const oneByHeader = await call<{ data: GameProvider }>(app, 'GET', '/api/game/providers/fixture-originals', {
      headers: { 'cf-ipcountry': 'DE' },
    });
    expect(oneByHeader.body.data.gamesCount).toBe((originals?.gamesCount ?? 0) - 1);
    const unknown = await call<ErrorBody>(app, 'GET', '/api/game/providers/no-such-studio');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('game_not_found');
  });

  it('[S1.7-60] [S1.3-44] [S1.3-45] pages the catalogue with meta page, perPage, totalPages, totalRows and every game field', async () => {
    const first = await games(app, 'provider=fixture-originals&perPage=2&page=1&countryCode=CA');
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ page: 1, perPage: 2, totalPages: 3, totalRows: 5 });
    const third = await games(app, 'provider=fixture-originals&perPage=2&page=3&countryCode=CA');
    expect(third.body.meta).toEqual({ page: 3, perPage: 2, totalPages: 3, totalRows: 5 });
    expect(third.body.data).toHaveLength(1);
    // A page past the end has no games and still the whole count.
    const past = await games(app, 'provider=fixture-originals&perPage=2&page=9&countryCode=CA');
    expect(past.body.meta).toEqual({ page: 9, perPage: 2, totalPages: 3, totalRows: 5 });
    expect(past.body.data).toEqual([]);
    const all = [
      ...identities(first),
      ...identities(await games(app, 'provider=fixture-originals&perPage=2&page=2&countryCode=CA')),
    ];
    expect(new Set([...all, ...identities(third)]).size).toBe(5);

    const starfall = first.body.data.find((g) => g.identity === 'starfall-fortunes') as Game;
    expect(starfall).toEqual({
      id: expect.any(String),
      identity: 'starfall-fortunes',
      name: 'Starfall Fortunes',
      provider: { id: expect.any(String), identity: 'fixture-originals', name: 'Fixture Originals' },
      type: 'slots',
      theme: 'space',
      categories: ['slots', 'lobby-highlights'],
      tags: ['popular'],
      images: {
        thumbnail: '/games/starfall-fortunes/thumbnail.webp',
        background: '/games/starfall-fortunes/background.webp',
      },
      artwork: expect.objectContaining({ motif: 'star' }),
      rtp: 96.5,
      volatility: 'medium',
      hasDemo: true,
      isLive: false,
      platforms: [1, 2],
      restrictedCountries: [],
      betRanges: expect.arrayContaining([
        { currency: 'CAD', min: 0.1, max: 100 },
        { currency: 'BTC', min: 0.00001, max: 0.01 },
      ]),
      isFavorite: false,
    });
  });

  it('[S1.7-60] filters by collection, provider, tag, platform, country and a word-prefix search, all in the query', async () => {
    expect(identities(await games(app, 'collection=fixture-jackpots&countryCode=CA'))).toEqual(['mega-vault-jackpot']);
    expect(identities(await games(app, 'collection=live-tables&countryCode=CA')).sort()).toEqual([
      'live-lightning-roulette',
      'live-speed-baccarat',
    ]);
    // A hidden collection still serves its games (the lobby uses it); hidden games never appear.
    expect(identities(await games(app, 'collection=lobby-highlights&countryCode=CA'))).toEqual([
      'starfall-fortunes',
      'european-roulette',
    ]);
    expect(identities(await games(app, 'collection=slots&countryCode=CA'))).not.toContain('retired-gold-rush');
    expect(identities(await games(app, 'tag=jackpot&provider=northlight&countryCode=CA'))).toEqual([
      'mega-vault-jackpot',
    ]);
    expect(identities(await games(app, 'search=book%20emb&countryCode=CA'))).toEqual(['book-of-embers']);
    // Other catalogues may share the database: every answer matches, and the fixture's two are among them.
    const roulette = await games(app, 'search=ROUL&countryCode=CA&perPage=100');
    expect(roulette.body.data.every((game) => /\broul/i.test(game.name))).toBe(true);
    expect(identities(roulette)).toEqual(expect.arrayContaining(['european-roulette', 'live-lightning-roulette']));
    expect((await games(app, 'search=%25%27%3B&countryCode=CA')).body.meta.totalRows).toBe(0);
    // Blackjack Royale is desktop only.
    expect(identities(await games(app, 'collection=table-games&platform=1&countryCode=CA'))).not.toContain(
      'blackjack-royale',
    );
    expect(identities(await games(app, 'collection=table-games&platform=2&countryCode=CA'))).toContain(
      'blackjack-royale',
    );
    // Lucky Sevens is restricted in Germany: left out there, by query or by the proxy's country header.
    expect(identities(await games(app, 'collection=slots&countryCode=DE'))).not.toContain('lucky-sevens-classic');
    const byHeader = await call<GamesAnswer>(app, 'GET', '/api/game/games?collection=slots', {
      headers: { 'cf-ipcountry': 'DE' },
    });
    expect(identities(byHeader)).not.toContain('lucky-sevens-classic');
    expect(identities(await games(app, 'collection=slots&countryCode=CA'))).toContain('lucky-sevens-classic');

    const unknown = await games(app, 'collection=no-such-shelf');
    expect(unknown.status).toBe(404);
    const bad = await games(app, 'platform=3&perPage=500');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(['perPage', 'platform']);
  });

  it('[S1.2-12] serves the live lobby: live games only, and only the collections that hold one', async () => {
    const live = await games(app, 'live=true&countryCode=CA&perPage=100');
    expect(live.status).toBe(200);
    expect(live.body.data.every((game) => game.isLive)).toBe(true);
    expect(identities(live)).toEqual(expect.arrayContaining(['live-lightning-roulette', 'live-speed-baccarat']));
    expect(identities(await games(app, 'live=true&collection=live-tables&countryCode=CA')).sort()).toEqual([
      'live-lightning-roulette',
      'live-speed-baccarat',
    ]);
    expect(identities(await games(app, 'live=true&collection=fixture-jackpots&countryCode=CA'))).toEqual([]);
    const notLive = await games(app, 'live=false&collection=live-tables&countryCode=CA');
    expect(notLive.body.meta.totalRows).toBe(0);

    const shelves = await call<{ data: GameCollection[] }>(
      app,
      'GET',
      '/api/game/collections?live=true&countryCode=CA',
    );
    const names = shelves.body.data.map((c) => c.identity);
    expect(names).toContain('live-tables');
    expect(names).not.toContain('fixture-jackpots');
    expect((await games(app, 'live=maybe')).status).toBe(400);
  });

  it('[S1.7-61] answers one game by id or identity: hidden or unknown 404, restricted in the country 451', async () => {
    const byIdentity = await call<{ data: Game }>(app, 'GET', '/api/game/games/book-of-embers?countryCode=CA');
    expect(byIdentity.status).toBe(200);
    const byId = await call<{ data: Game }>(app, 'GET', `/api/game/games/${byIdentity.body.data.id}`);
    expect(byId.body.data.identity).toBe('book-of-embers');

    const hidden = await call<ErrorBody>(app, 'GET', '/api/game/games/retired-gold-rush');
    expect([hidden.status, hidden.body.error.code]).toEqual([404, 'game_not_found']);
    const unknown = await call<ErrorBody>(app, 'GET', `/api/game/games/${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
    const restricted = await call<ErrorBody>(app, 'GET', '/api/game/games/lucky-sevens-classic', {
      headers: { 'cf-ipcountry': 'DE' },
    });
    expect([restricted.status, restricted.body.error.code]).toEqual([451, 'game_restricted']);
    // A German player's profile country applies when no header says otherwise.
    const german = await gamePlayer(app, { currency: 'EUR', country: 'DE' });
    const forGerman = await call<ErrorBody>(app, 'GET', '/api/game/games/lucky-sevens-classic', {
      token: german.token,
    });
    expect(forGerman.status).toBe(451);
  });

  it('[S1.7-63] [S1.7-64] [S1.7-65] [S1.4-54] [S1.4-55] [S1.6-02] keeps each player’s favorites, idempotently', async () => {
    const player = await gamePlayer(app);
    const other = await gamePlayer(app);
    expect((await call(app, 'GET', '/api/game/games/favorites')).status).toBe(401);
    expect((await call(app, 'POST', '/api/game/games/book-of-embers/favorite')).status).toBe(401);

    for (const identity of ['book-of-embers', 'crash-rocket', 'book-of-embers']) {
      const added = await call<{ data: { isFavorite: boolean } }>(app, 'POST', `/api/game/games/${identity}/favorite`, {
        token: player.token,
      });
      expect(added.status).toBe(200);
      expect(added.body.data.isFavorite).toBe(true);
    }
    const hidden = await call<ErrorBody>(app, 'POST', '/api/game/games/retired-gold-rush/favorite', {
      token: player.token,
    });
    expect(hidden.status).toBe(404);

    const list = await call<GamesAnswer>(app, 'GET', '/api/game/games/favorites', { token: player.token });
    expect(list.body.meta.totalRows).toBe(2);
    expect(identities(list)).toEqual(expect.arrayContaining(['book-of-embers', 'crash-rocket']));
    expect(list.body.data.every((g) => g.isFavorite)).toBe(true);
    // The catalogue marks them for this player only.
    const forPlayer = await games(app, 'search=book&countryCode=CA', player.token);
    expect(forPlayer.body.data[0]?.isFavorite).toBe(true);
    const forOther = await games(app, 'search=book&countryCode=CA', other.token);
    expect(forOther.body.data[0]?.isFavorite).toBe(false);
    // A visitor is answered the shared page's JSON, encoded once when the page was computed: the same answer
    // a player without favorites gets through the route's serializer.
    const forVisitor = await games(app, 'search=book&countryCode=CA');
    expect(forVisitor.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(forVisitor.body).toEqual(forOther.body);
    expect(
      (await call<GamesAnswer>(app, 'GET', '/api/game/games/favorites', { token: other.token })).body.meta.totalRows,
    ).toBe(0);

    const removed = await call<{ data: { isFavorite: boolean } }>(
      app,
      'DELETE',
      '/api/game/games/crash-rocket/favorite',
      {
        token: player.token,
      },
    );
    expect(removed.body.data.isFavorite).toBe(false);
    expect(
      identities(await call<GamesAnswer>(app, 'GET', '/api/game/games/favorites', { token: player.token })),
    ).toEqual(['book-of-embers']);
  });

  it('[S1.7-69] [S1.7-73] [S1.7-74] [S1.1-07] lists recently played games by platform and country, latest first', async () => {
    const player = await gamePlayer(app, { balance: 10 });
    expect((await call(app, 'GET', '/api/game/games/played')).status).toBe(401);
    // Demo and real launches both count as played.
    for (const [identity, real] of [
      ['blackjack-royale', false],
      ['lucky-sevens-classic', true],
      ['book-of-embers', false],
    ] as const) {
      const launched = await play(app, identity, {
        token: player.token,
        body: { real },
        headers: { 'cf-ipcountry': 'CA' },
      });
      expect(launched.status, JSON.stringify(launched.body)).toBe(200);
    }
    const played = (query: string, userAgent = chromeOnWindows) =>
      call<GamesAnswer>(app, 'GET', `/api/game/games/played?${query}`, {
        token: player.token,
        headers: { 'user-agent': userAgent },
      });
    expect(identities(await played('platform=2&countryCode=CA'))).toEqual([
      'book-of-embers',
      'lucky-sevens-classic',
      'blackjack-royale',
    ]);
    // Platform 1 (mobile) leaves the desktop-only table out; the User-Agent decides without the parameter.
    expect(identities(await played('platform=1&countryCode=CA'))).toEqual(['book-of-embers', 'lucky-sevens-classic']);
    expect(identities(await played('countryCode=CA', safariOnIphone))).toEqual([
      'book-of-embers',
      'lucky-sevens-classic',
    ]);
    // Germany restricts Lucky Sevens; without any country the fallback is UA, where it is offered.
    expect(identities(await played('platform=2&countryCode=DE'))).not.toContain('lucky-sevens-classic');
    expect(identities(await played('platform=2'))).toContain('lucky-sevens-classic');
    const paged = await played('platform=2&countryCode=CA&perPage=1&page=2');
    expect(paged.body.meta).toEqual({ page: 2, perPage: 1, totalPages: 3, totalRows: 3 });
    expect(identities(paged)).toEqual(['lucky-sevens-classic']);
  });

  it('documents every game and provider-wallet call in the OpenAPI document', async () => {
    const docs = await call<{ paths: Record<string, unknown> }>(app, 'GET', '/api/docs/json');
    expect(docs.status).toBe(200);
    expect(Object.keys(docs.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/game/games',
        '/api/game/games/{id}/play',
        '/api/game/games/{id}/rounds',
        '/api/game/spins/winners',
        '/api/provider-wallet/{provider}/balance',
        '/api/provider-wallet/{provider}/debit',
        '/api/provider-wallet/{provider}/credit',
        '/api/provider-wallet/{provider}/rollback',
        '/api/provider-wallet/{provider}/free-round-award',
        '/api/provider-wallet/{provider}/free-round',
      ]),
    );
  });

  it('seeds idempotently: a second run changes what changed and duplicates nothing', async () => {
    const before = await queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from games`);
    await seedCatalogue(app.db, demoCatalogue, { collections: demoCollections });
    const renamed = demoCatalogue.map((g) =>
      g.identity === 'crash-rocket' ? { ...g, name: 'Crash Rocket X', categories: ['table-games'] } : g,
    );
    await seedCatalogue(app.db, renamed, { collections: demoCollections });
    const after = await queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from games`);
    expect(after[0]?.n).toBe(before[0]?.n);
    const crash = await call<{ data: Game }>(app, 'GET', '/api/game/games/crash-rocket?countryCode=CA');
    expect(crash.body.data).toMatchObject({ name: 'Crash Rocket X', categories: ['table-games'] });
    expect(identities(await games(app, 'collection=brazil-favourites&countryCode=BR'))).toEqual(['book-of-embers']);
    await seedCatalogue(app.db, demoCatalogue, { collections: demoCollections });
  });

  it('[S2.9-59] [S2.9-60] [S2.9-61] without a platform the User-Agent picks 1 (mobile) or 2 (desktop); without a country the played list is UA’s', async () => {
    const player = await gamePlayer(app);
    for (const identity of ['blackjack-royale', 'book-of-embers']) {
      const launched = await play(app, identity, {
        token: player.token,
        body: { real: false },
        headers: { 'cf-ipcountry': 'CA' },
      });
      expect(launched.status, JSON.stringify(launched.body)).toBe(200);
    }
    const played = (query: string, userAgent: string) =>
      call<GamesAnswer>(app, 'GET', `/api/game/games/played?${query}`, {
        token: player.token,
        headers: { 'user-agent': userAgent },
      });
    const both = ['book-of-embers', 'blackjack-royale'];
    // Blackjack Royale is a desktop table (platforms [2]): a phone's list (1) leaves it out, a desktop's (2) not.
    expect(identities(await played('countryCode=CA', chromeOnWindows))).toEqual(both);
    expect(identities(await played('countryCode=CA', safariOnIphone))).toEqual(['book-of-embers']);
    expect(identities(await played('platform=1&countryCode=CA', chromeOnWindows))).toEqual(['book-of-embers']);
    expect(identities(await played('platform=2&countryCode=CA', safariOnIphone))).toEqual(both);
    // With no country asked or sent by the proxy, UA's restrictions apply.
    await app.db.execute(sql`update games set restricted_countries = '{UA}' where identity = 'book-of-embers'`);
    try {
      expect(identities(await played('', chromeOnWindows))).toEqual(['blackjack-royale']);
      expect(identities(await played('countryCode=CA', chromeOnWindows))).toEqual(both);
    } finally {
      await app.db.execute(sql`update games set restricted_countries = '{}' where identity = 'book-of-embers'`);
    }
  });

  it('serves thousands of games with every filter and exact paging', async () => {
    const bulk = bulkCatalogue(3000);
    await seedCatalogue(app.db, bulk);
    const page = await games(app, 'collection=bulk-shelf&perPage=50&page=7&countryCode=CA');
    expect(page.body.meta).toEqual({ page: 7, perPage: 50, totalPages: 60, totalRows: 3000 });
    expect(page.body.data[0]?.identity).toBe('bulk-game-00300');
    // Mobile: even indexes; jackpot: multiples of 7; offered in Brazil: not multiples of 5.
    const filtered = await games(app, 'provider=bulk-studio&platform=1&tag=jackpot&countryCode=BR&perPage=100');
    const expected = bulk.filter((_, i) => i % 2 === 0 && i % 7 === 0 && i % 5 !== 0).map((g) => g.identity);
    expect(filtered.body.meta.totalRows).toBe(expected.length);
    expect(identities(filtered)).toEqual(expected.slice(0, 100));
    const dragons = await games(app, 'provider=bulk-studio&search=drag&perPage=100&countryCode=CA');
    expect(dragons.body.meta.totalRows).toBe(300);
  });

  it('hands a game with artwork and no thumbnail its generated cover, cached for a year at that address', async () => {
    const artwork = { background: ['#0d47a1', '#1e88e5'], accent: '#80deea', ink: '#e0f7fa', motif: 'waves' };
    await seedCatalogue(app.db, [
      { ...(bulkCatalogue(1)[0] as GameDefinition), identity: 'cover-pearls', name: 'Pearls & Tides', artwork },
    ]);
    const game = await call<{ data: Game }>(app, 'GET', '/api/game/games/cover-pearls?countryCode=CA');
    const address = game.body.data.images.thumbnail as string;
    expect(address).toMatch(/^\/api\/game\/games\/cover-pearls\/cover\.svg\?v=[0-9a-z]+$/);
    const cover = await fetch(`${app.url}${address}`);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(cover.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await cover.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* data-cover="waves\/\w+\/[\w-]+"/);
    expect(svg).toMatch(/Pearls &amp;( |<\/tspan>.*?>)Tides/i);
    // Another version (an older address) gets today's cover, but only for minutes.
    const stale = await fetch(`${app.url}/api/game/games/cover-pearls/cover.svg?v=old`);
    expect(stale.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await stale.text()).toBe(svg);
    // A provider's own thumbnail stays; an unknown game has no cover.
    const starfall = await call<{ data: Game }>(app, 'GET', '/api/game/games/starfall-fortunes?countryCode=CA');
    expect(starfall.body.data.images.thumbnail).toBe('/games/starfall-fortunes/thumbnail.webp');
    expect((await fetch(`${app.url}/api/game/games/no-such-game/cover.svg`)).status).toBe(404);
  });
});
