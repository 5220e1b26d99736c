import type {
  AdminCatalogueGame,
  AdminCollection,
  AdminCollectionBody,
  AdminGameBody,
} from '@croupier/contracts/admin-catalogue';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { catalogueChanged } from './catalogue.ts';
import { gameCollectionItems, gameCollections, gameProviders, games } from './tables.ts';

const notFound = (what: string) => new AppError(404, 'not_found', `No such ${what}`);
const notTheList = () =>
  new AppError(400, 'validation_failed', 'Some fields are invalid', { ids: ['Every id of the list, each once'] });

/** Validated uuids as one array parameter: one statement moves the whole order. */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Same values in the same order: a change that changes nothing is neither written nor audited. */
const same = (before: unknown, after: unknown) => JSON.stringify(before) === JSON.stringify(after);

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === a.length;

/**
 * The operator's side of the catalogue (issue 22 §8; docs/decisions/0119): the order, visibility and countries
 * of collections, the order of the games in one, a game's visibility and country restrictions. The back office
 * calls the changes inside `change`, its own transaction, so a change and its audit row commit together; it
 * never writes the games tables itself. After the commit, this process's cached catalogue pages are dropped so
 * the lobby shows the change at once (other processes within the cache's 10 seconds, decision 0032).
 */
export function createGamesAdmin(deps: { db: Database; clock: () => Date }) {
  const { db, clock } = deps;

  async function lockedCollection(tx: Executor, id: string) {
    const [row] = await tx.select().from(gameCollections).where(eq(gameCollections.id, id)).for('update');
    if (!row) throw notFound('collection');
    return row;
  }

  const admin = {
    async change<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      const result = await db.transaction(work);
      catalogueChanged();
      return result;
    },

    async collections(executor: Executor = db): Promise<AdminCollection[]> {
      const rows = await executor
        .select({ collection: gameCollections, gamesCount: count(gameCollectionItems.gameId) })
        .from(gameCollections)
        .leftJoin(gameCollectionItems, eq(gameCollectionItems.collectionId, gameCollections.id))
        .groupBy(gameCollections.id)
        .orderBy(asc(gameCollections.position), asc(gameCollections.name), asc(gameCollections.id));
      return rows.map(({ collection: c, gamesCount }) => ({
        id: c.id,
        identity: c.identity,
        name: c.name,
        position: c.position,
        isHidden: c.isHidden,
        countries: c.countries,
        gamesCount,
      }));
    },

    /**
     * Every collection in the new order; answers the order before and after (ids). Only the collections that
     * moved become the operator's: the others keep following the catalogue source.
     */
    async orderCollections(tx: Executor, ids: readonly string[]) {
      const rows = await tx
        .select({ id: gameCollections.id })
        .from(gameCollections)
        .orderBy(asc(gameCollections.position), asc(gameCollections.name), asc(gameCollections.id))
        .for('update');
      const before = rows.map((r) => r.id);
      if (!sameSet(before, ids)) throw notTheList();
      if (same(before, ids)) return { changed: false, before, after: [...ids] };
      await tx.execute(sql`
        update ${gameCollections} set position = o.ord - 1, updated_at = ${clock()}, operator_set_at = ${clock()}
        from unnest(${uuidArray(ids)}) with ordinality as o(id, ord)
        where ${gameCollections.id} = o.id and ${gameCollections.position} <> o.ord - 1`);
      return { changed: true, before, after: [...ids] };
    },

    /** Hides or shows a collection, or sets the countries it is shown in; answers it before and after (the same when nothing changed). */
    async setCollection(tx: Executor, id: string, body: AdminCollectionBody) {
      const row = await lockedCollection(tx, id);
      const before = { isHidden: row.isHidden, countries: row.countries };
      const after = { isHidden: body.isHidden ?? row.isHidden, countries: body.countries ?? row.countries };
      if (!same(before, after)) {
        await tx
          .update(gameCollections)
          .set({ ...after, updatedAt: clock(), operatorSetAt: clock() })
          .where(eq(gameCollections.id, id));
      }
      const [view] = (await admin.collections(tx)).filter((c) => c.id === id);
      return { changed: !same(before, after), before, after, collection: view as AdminCollection };
    },

    /**
     * The games free spins may be given on (docs/decisions/0133): visible slots of visible providers. Free rounds
     * are slot rounds (decision 0075: the house studio plays them on its slots only), and a hidden game could not
     * be launched to play them. With its id, which a player's award records.
     */
    async freeSpinGames(executor: Executor = db) {
      const rows = await executor
        .select({ id: games.id, identity: games.identity, name: games.name, provider: gameProviders.name })
        .from(games)
        .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
        .where(and(eq(games.type, 'slots'), eq(games.isHidden, false), eq(gameProviders.isHidden, false)))
        .orderBy(asc(games.name), asc(games.identity));
      return rows;
    },

    /** The games of a collection in its order, hidden ones too (so they can be shown again). */
    async collectionGames(id: string, executor: Executor = db): Promise<AdminCatalogueGame[]> {
      const [found] = await executor
        .select({ id: gameCollections.id })
        .from(gameCollections)
        .where(eq(gameCollections.id, id));
      if (!found) throw notFound('collection');
      const rows = await executor
        .select({ game: games, providerName: gameProviders.name, position: gameCollectionItems.position })
        .from(gameCollectionItems)
        .innerJoin(games, eq(games.id, gameCollectionItems.gameId))
        .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
        .where(eq(gameCollectionItems.collectionId, id))
        .orderBy(asc(gameCollectionItems.position), asc(games.position), asc(games.name), asc(games.id));
      return rows.map(({ game, providerName, position }) => ({
        id: game.id,
        identity: game.identity,
        name: game.name,
        providerName,
        position,
        isHidden: game.isHidden,
        restrictedCountries: game.restrictedCountries,
      }));
    },

    /** Every game of the collection in the new order; answers the order before and after (game ids). */
    async orderCollectionGames(tx: Executor, id: string, ids: readonly string[]) {
      await lockedCollection(tx, id);
      const before = (await admin.collectionGames(id, tx)).map((g) => g.id);
      if (!sameSet(before, ids)) throw notTheList();
      if (same(before, ids)) return { changed: false, before, after: [...ids] };
      await tx.execute(sql`
        update ${gameCollectionItems} set position = o.ord - 1
        from unnest(${uuidArray(ids)}) with ordinality as o(id, ord)
        where ${gameCollectionItems.collectionId} = ${id} and ${gameCollectionItems.gameId} = o.id`);
      await tx
        .update(gameCollections)
        .set({ updatedAt: clock(), operatorSetAt: clock() })
        .where(eq(gameCollections.id, id));
      return { changed: true, before, after: [...ids] };
    },

    /** Hides or shows a game everywhere on the site, or sets where it is not offered; before and after. */
    async setGame(tx: Executor, id: string, body: AdminGameBody) {
      const [row] = await tx.select().from(games).where(eq(games.id, id)).for('update');
      if (!row) throw notFound('game');
      const before = { isHidden: row.isHidden, restrictedCountries: row.restrictedCountries };
      const after = {
        isHidden: body.isHidden ?? row.isHidden,
        restrictedCountries: body.restrictedCountries ?? row.restrictedCountries,
      };
      if (!same(before, after)) {
        await tx
          .update(games)
          .set({ ...after, updatedAt: clock(), operatorSetAt: clock() })
          .where(eq(games.id, id));
      }
      return {
        changed: !same(before, after),
        before,
        after,
        game: { id: row.id, identity: row.identity, name: row.name, ...after },
      };
    },
  };
  return admin;
}

export type GamesAdmin = ReturnType<typeof createGamesAdmin>;
