import { and, asc, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { filterConditions, type GameFilter, type GameRow, gameColumns, placeholders } from './game-query.ts';
import { gameCollectionItems, gameProviders, games } from './tables.ts';

/** The catalogue's filters: those of a lobby page (a list of ids is the player lists' own). */
export type CatalogueFilter = Omit<GameFilter, 'gameIds'>;

/** The filters a catalogue statement has (not their values): one prepared statement per shape. */
const shapeOf = (filter: CatalogueFilter, playerId: string | null): string =>
  [
    filter.collectionId && 'collection',
    filter.providerId && 'provider',
    filter.searchWords && filter.searchWords.length > 0 && 'search',
    filter.tag && 'tag',
    filter.live !== undefined && 'live',
    filter.platform && 'platform',
    filter.country && 'country',
    playerId && 'player',
  ]
    .filter(Boolean)
    .join('-') || 'all';

/**
 * One statement whatever the page: every match numbered in the page's order and counted, then the page's rows
 * read with the first match as well, whose row carries the count when the page is past the end (most pages a
 * search is asked for lie past its few matches, which cost a second count statement before).
 */
function catalogueStatement(db: Executor, filter: CatalogueFilter, playerId: string | null, name: string) {
  const where = and(...filterConditions(filter, true, placeholders));
  // Within a collection, its own order; the join also does the filtering.
  const order = filter.collectionId
    ? [asc(gameCollectionItems.position), asc(games.position), asc(games.name), asc(games.id)]
    : [asc(games.position), asc(games.name), asc(games.id)];
  const numbered = db
    .select({
      matchId: sql<string>`${games.id}`.as('match_id'),
      total: sql<number>`(count(*) over ())::integer`.as('total'),
      n: sql<number>`(row_number() over (order by ${sql.join(order, sql`, `)}))::integer`.as('n'),
    })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId));
  const matches = (
    filter.collectionId
      ? numbered.innerJoin(
          gameCollectionItems,
          and(
            eq(gameCollectionItems.gameId, games.id),
            eq(gameCollectionItems.collectionId, placeholders('collectionId', filter.collectionId)),
          ),
        )
      : numbered
  )
    .where(where)
    .as('matches');
  return db
    .select({ ...gameColumns(playerId, placeholders), total: matches.total, n: matches.n })
    .from(matches)
    .innerJoin(games, eq(games.id, matches.matchId))
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(or(and(gt(matches.n, sql.placeholder('after')), lte(matches.n, sql.placeholder('last'))), eq(matches.n, 1)))
    .orderBy(asc(matches.n))
    .prepare(name);
}

/**
 * The catalogue's statements, prepared once per database and shape (decision 0147): a new search then costs
 * neither building its SQL in drizzle nor parsing and planning it in PostgreSQL, which were most of its CPU.
 */
const catalogueStatements = new WeakMap<Executor, Map<string, ReturnType<typeof catalogueStatement>>>();

export async function listGames(
  db: Executor,
  filter: CatalogueFilter,
  paging: { page: number; perPage: number },
  playerId: string | null,
): Promise<{ rows: GameRow[]; total: number }> {
  const shape = shapeOf(filter, playerId);
  let statements = catalogueStatements.get(db);
  if (!statements) {
    statements = new Map();
    catalogueStatements.set(db, statements);
  }
  let statement = statements.get(shape);
  if (!statement) {
    statement = catalogueStatement(db, filter, playerId, `catalogue-${shape}`);
    statements.set(shape, statement);
  }
  const after = (paging.page - 1) * paging.perPage;
  const rows = await statement.execute({
    ...filter,
    ...(playerId ? { playerId } : {}),
    after,
    last: after + paging.perPage,
  });
  return {
    rows: rows
      .filter((r) => r.n > after)
      .map(({ total: _total, n: _n, ...r }) => ({ ...r, isFavorite: Boolean(r.isFavorite) })),
    total: rows[0]?.total ?? 0,
  };
}
