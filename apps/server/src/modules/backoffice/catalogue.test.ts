import type { AdminCatalogueGame, AdminCollection } from '@croupier/contracts/admin-catalogue';
import type { Game, GameCollection } from '@croupier/contracts/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { startTestApp } from '../../testing/test-app.ts';
import { type GameDefinition, seedCatalogue } from '../games/catalogue.ts';
import { call, type TestApp } from '../player/test-helpers.ts';
import { adminCall, enrolStaff, type StaffSession, signIn, type TestClock, testClock } from './test-helpers.ts';

type Fields = { error: { code: string; fields?: Record<string, string[]> } };

let app: TestApp;
let clock: TestClock;
let content: StaffSession;
let support: StaffSession;
let auditor: StaffSession;

// Unique per run: a shared PostgreSQL database keeps the catalogue of earlier runs and other test files.
const run = crypto.randomUUID().slice(0, 8);
const first = `bo-first-${run}`;
const second = `bo-second-${run}`;
const provider = { identity: `bo-studio-${run}`, name: 'Back office studio' };
const game = (n: number, categories: string[]): GameDefinition => ({
  identity: `bo-game-${n}-${run}`,
  name: `Zephyr ${run} ${n}`,
  provider,
  type: 'slots',
  categories,
  betRanges: [{ currency: 'CAD', min: '10', max: '10000' }],
});
const fixture = [game(1, [first]), game(2, [first]), game(3, [first, second])];
const fixtureCollections = [
  { identity: first, name: 'First shelf', position: 900 },
  { identity: second, name: 'Second shelf', position: 901 },
];

const manage = (method: string, path: string, body?: unknown, session = content) =>
  adminCall<{ data: unknown } & Fields>(app, method, `/api/admin/catalogue${path}`, {
    session,
    ...(body === undefined ? {} : { body }),
  });
const adminCollections = async () =>
  (await adminCall<{ data: AdminCollection[] }>(app, 'GET', '/api/admin/catalogue/collections', { session: content }))
    .body.data;
const collectionOf = async (identity: string) => {
  const found = (await adminCollections()).find((c) => c.identity === identity);
  if (!found) throw new Error(`no collection ${identity}`);
  return found;
};
const adminGames = async (collectionId: string) =>
  (
    await adminCall<{ data: AdminCatalogueGame[] }>(
      app,
      'GET',
      `/api/admin/catalogue/collections/${collectionId}/games`,
      {
        session: content,
      },
    )
  ).body.data;
const lobbyCollections = async (country = 'CA') =>
  (await call<{ data: GameCollection[] }>(app, 'GET', `/api/game/collections?countryCode=${country}`)).body.data;
const lobbyGames = async (query: string) => {
  const answer = await call<{ data: Game[] }>(app, 'GET', `/api/game/games?countryCode=CA&${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.map((g) => g.identity);
};
const auditOf = async (action: string, targetId?: string) =>
  (
    await adminCall<{ data: { action: string; before: unknown; after: unknown }[] }>(
      app,
      'GET',
      `/api/admin/audit?action=${action}${targetId ? `&targetId=${targetId}` : ''}`,
      { session: auditor },
    )
  ).body.data;
const auditCount = async () =>
  (await queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from audit_log`))[0]?.n ?? 0;

beforeAll(async () => {
  clock = testClock();
  app = await startTestApp({}, { clock: clock.now });
  await seedCatalogue(app.db, fixture, { collections: fixtureCollections });
  content = await signIn(app, clock, await enrolStaff(app, clock, ['content']));
  support = await signIn(app, clock, await enrolStaff(app, clock, ['support']));
  auditor = await signIn(app, clock, await enrolStaff(app, clock, ['administrator']));
});
afterAll(async () => {
  // Other test files may share this PostgreSQL database: the fixture leaves the lobby.
  for (const identity of [first, second]) {
    const collection = await collectionOf(identity);
    await manage('PATCH', `/collections/${collection.id}`, { isHidden: true });
  }
  await app.close();
});

describe('back-office catalogue (issue 22 §8)', () => {
  it('content reorders and hides collections: the lobby’s collections follow, and the change is audited', async () => {
    const all = await adminCollections();
    const a = all.find((c) => c.identity === first) as AdminCollection;
    const b = all.find((c) => c.identity === second) as AdminCollection;
    expect(a).toMatchObject({ name: 'First shelf', isHidden: false, countries: [], gamesCount: 3 });
    const lobbyOrder = async () =>
      (await lobbyCollections()).map((c) => c.identity).filter((id) => id === first || id === second);
    expect(await lobbyOrder()).toEqual([first, second]);

    const swapped = all.map((c) => (c.id === a.id ? b.id : c.id === b.id ? a.id : c.id));
    const ordered = await manage('PUT', '/collections/order', { ids: swapped });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    expect(await lobbyOrder()).toEqual([second, first]);
    expect((await adminCollections()).map((c) => c.id)).toEqual(swapped);
    // Other test files' apps may reseed positions meanwhile on a shared database: the entry is found by its result.
    const orderAudit = (await auditOf('catalogue.collections_order')).find(
      (entry) => JSON.stringify((entry.after as { ids: string[] }).ids) === JSON.stringify(swapped),
    ) as { before: { ids: string[] } } | undefined;
    expect([...(orderAudit?.before.ids ?? [])].sort()).toEqual(all.map((c) => c.id).sort());

    const hidden = await manage('PATCH', `/collections/${b.id}`, { isHidden: true });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(hidden.body.data).toMatchObject({ id: b.id, isHidden: true });
    // The lobby lists a hidden collection flagged, for the site to leave out of its shelves and menu.
    expect((await lobbyCollections()).find((c) => c.id === b.id)?.isHidden).toBe(true);
    expect(await auditOf('catalogue.collection_update', b.id)).toMatchObject([
      { before: { isHidden: false, countries: [] }, after: { isHidden: true, countries: [] } },
    ]);
    // Already hidden: answered as it is, and nothing new in the audit log.
    expect((await manage('PATCH', `/collections/${b.id}`, { isHidden: true })).status).toBe(200);
    expect(await auditOf('catalogue.collection_update', b.id)).toHaveLength(1);
  });

  it('content limits a collection to countries: other countries no longer get it', async () => {
    const a = await collectionOf(first);
    const limited = await manage('PATCH', `/collections/${a.id}`, { countries: ['de', 'AT', 'de'] });
    expect(limited.status, JSON.stringify(limited.body)).toBe(200);
    expect(limited.body.data).toMatchObject({ countries: ['AT', 'DE'] });
    expect((await lobbyCollections('CA')).map((c) => c.identity)).not.toContain(first);
    expect((await lobbyCollections('DE')).map((c) => c.identity)).toContain(first);
    expect((await call(app, 'GET', `/api/game/games?countryCode=CA&collection=${first}`)).status).toBe(404);

    expect((await manage('PATCH', `/collections/${a.id}`, { countries: [] })).status).toBe(200);
    expect((await lobbyCollections('CA')).map((c) => c.identity)).toContain(first);
  });

  it('content reorders the games of a collection: the lobby’s page of it follows at once', async () => {
    const a = await collectionOf(first);
    const before = await adminGames(a.id);
    expect(before.map((g) => g.identity)).toEqual(fixture.map((g) => g.identity));
    // Read once so the shared catalogue page is cached: the change must not wait for it to expire.
    expect(await lobbyGames(`collection=${first}`)).toEqual(fixture.map((g) => g.identity));

    const reversed = [...before].reverse();
    const ordered = await manage('PUT', `/collections/${a.id}/order`, { ids: reversed.map((g) => g.id) });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    expect(await lobbyGames(`collection=${first}`)).toEqual(reversed.map((g) => g.identity));
    expect((await adminGames(a.id)).map((g) => g.id)).toEqual(reversed.map((g) => g.id));
  });

  it('content hides a game: it is gone from the list, the search and its page; shown again it is back', async () => {
    const a = await collectionOf(first);
    const target = (await adminGames(a.id)).find((g) => g.identity === fixture[0]?.identity) as AdminCatalogueGame;
    expect(await lobbyGames(`search=zephyr ${run}`)).toContain(target.identity);

    const hidden = await manage('PATCH', `/games/${target.id}`, { isHidden: true });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(await lobbyGames(`search=zephyr ${run}`)).not.toContain(target.identity);
    expect(await lobbyGames(`collection=${first}`)).not.toContain(target.identity);
    expect((await call(app, 'GET', `/api/game/games/${target.identity}`)).status).toBe(404);
    // The back office still lists it, to show it again.
    expect((await adminGames(a.id)).find((g) => g.id === target.id)?.isHidden).toBe(true);

    expect((await manage('PATCH', `/games/${target.id}`, { isHidden: false })).status).toBe(200);
    expect(await lobbyGames(`search=zephyr ${run}`)).toContain(target.identity);
    expect(await auditOf('catalogue.game_update', target.id)).toHaveLength(2);
  });

  it('content restricts a game in a country: that country no longer gets it', async () => {
    const a = await collectionOf(first);
    const target = (await adminGames(a.id)).find((g) => g.identity === fixture[1]?.identity) as AdminCatalogueGame;
    const restricted = await manage('PATCH', `/games/${target.id}`, { restrictedCountries: ['ca'] });
    expect(restricted.status, JSON.stringify(restricted.body)).toBe(200);
    expect(restricted.body.data).toMatchObject({ restrictedCountries: ['CA'] });
    expect(await lobbyGames(`search=zephyr ${run}`)).not.toContain(target.identity);
    const german = await call<{ data: Game[] }>(app, 'GET', `/api/game/games?countryCode=DE&search=zephyr ${run}`);
    expect(german.body.data.map((g) => g.identity)).toContain(target.identity);
  });

  it('the back office’s changes survive the catalogue source seeding again (a restart)', async () => {
    const b = await collectionOf(second);
    const target = (await adminGames((await collectionOf(first)).id)).find(
      (g) => g.identity === fixture[1]?.identity,
    ) as AdminCatalogueGame;
    const order = (await adminGames((await collectionOf(first)).id)).map((g) => g.id);
    await seedCatalogue(app.db, fixture, { collections: fixtureCollections });
    expect(await collectionOf(second)).toMatchObject({ isHidden: true, position: b.position });
    expect((await adminGames((await collectionOf(first)).id)).map((g) => g.id)).toEqual(order);
    expect((await adminGames((await collectionOf(first)).id)).find((g) => g.id === target.id)).toMatchObject({
      restrictedCountries: ['CA'],
    });
  });

  it('bad input is 400 with field errors, an unknown id 404, and nothing changes', async () => {
    const all = await adminCollections();
    const a = all.find((c) => c.identity === first) as AdminCollection;
    const audits = await auditCount();

    const missing = await manage('PUT', '/collections/order', { ids: all.slice(1).map((c) => c.id) });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields?.ids).toBeDefined();
    const twice = await manage('PUT', '/collections/order', { ids: [a.id, a.id] });
    expect(twice.status).toBe(400);
    const badCountry = await manage('PATCH', `/collections/${a.id}`, { countries: ['Germany'] });
    expect(badCountry.status).toBe(400);
    expect(Object.keys(badCountry.body.error.fields ?? {}).join()).toContain('countries');
    expect((await manage('PATCH', `/collections/${a.id}`, {})).status).toBe(400);
    expect((await manage('PATCH', '/games/not-a-uuid', { isHidden: true })).status).toBe(400);
    const games = await adminGames(a.id);
    expect((await manage('PUT', `/collections/${a.id}/order`, { ids: games.slice(1).map((g) => g.id) })).status).toBe(
      400,
    );

    const unknown = crypto.randomUUID();
    expect((await manage('PATCH', `/collections/${unknown}`, { isHidden: true })).status).toBe(404);
    expect((await manage('PATCH', `/games/${unknown}`, { isHidden: true })).status).toBe(404);
    expect((await manage('GET', `/collections/${unknown}/games`)).status).toBe(404);
    expect((await manage('PUT', `/collections/${unknown}/order`, { ids: [unknown] })).status).toBe(404);

    expect(await adminCollections()).toEqual(all);
    expect(await adminGames(a.id)).toEqual(games);
    expect(await auditCount()).toBe(audits);
  });

  it('a role without catalogue.manage is refused (403) and nothing changes', async () => {
    const a = await collectionOf(first);
    const refused = await manage('PATCH', `/collections/${a.id}`, { isHidden: true }, support);
    expect(refused.status).toBe(403);
    expect((await manage('GET', '/collections', undefined, support)).status).toBe(403);
    expect((await collectionOf(first)).isHidden).toBe(false);
  });
});
