import { and, arrayContains, eq, getTableColumns, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isUuid } from '../../platform/db/uuid.ts';
import { gameCollectionItems, gameFavorites, gameProviders, games } from './tables.ts';

/**
 * The pieces every game list is built of: which games are visible, the filters of a lobby or a player's list,
 * and the columns a listed game is read with. A filter binds its values directly, or as placeholders of a
 * prepared statement (catalogue-list.ts).
 */

/** A game as lists and pages read it: every column but the search prefixes, which only the filter needs. */
export type ListedGame = Omit<typeof games.$inferSelect, 'searchPrefixes'>;
const { searchPrefixes: _searchPrefixes, ...listedColumns } = getTableColumns(games);

export interface GameRow {
  game: ListedGame;
  provider: { id: string; identity: string; name: string };
  isFavorite: boolean;
}

/** By id or identity: the site links games, providers and collections by either. */
export const byKey = (idColumn: PgColumn, identityColumn: PgColumn, key: string): SQL =>
  isUuid(key) ? eq(idColumn, key) : eq(identityColumn, key);

/** Visible: neither the game nor its provider hidden. */
export const visible = and(eq(games.isHidden, false), eq(gameProviders.isHidden, false)) as SQL;

export interface GameFilter {
  collectionId?: string | undefined;
  providerId?: string | undefined;
  /** Words of a prefix search over the name ("boo emb" finds "Book of Embers"). */
  searchWords?: string[] | undefined;
  tag?: string | undefined;
  live?: boolean | undefined;
  platform?: number | undefined;
  /** Games restricted in this country are left out. */
  country?: string | null | undefined;
  /** Only these games (favorites, played). */
  gameIds?: string[] | undefined;
}

/**
 * Binds a filter's value: the value itself, or a placeholder named for it in a prepared statement (catalogue-list.ts), so
 * one condition list serves both.
 */
export type Bind = <T>(name: string, value: T) => T | Placeholder;
const direct: Bind = (_name, value) => value;
export const placeholders: Bind = (name) => sql.placeholder(name);

/** `joinedCollection`: the query joins the collection's items itself (listGames), so no exists is needed. */
export function filterConditions(filter: GameFilter, joinedCollection = false, bind: Bind = direct): SQL[] {
  const conditions: SQL[] = [visible];
  if (filter.collectionId && !joinedCollection) {
    conditions.push(
      sql`exists (select 1 from ${gameCollectionItems} where ${gameCollectionItems.gameId} = ${games.id} and ${gameCollectionItems.collectionId} = ${filter.collectionId})`,
    );
  }
  if (filter.providerId) conditions.push(eq(games.providerId, bind('providerId', filter.providerId)));
  if (filter.searchWords && filter.searchWords.length > 0) {
    conditions.push(arrayContains(games.searchPrefixes, bind('searchWords', filter.searchWords)));
  }
  if (filter.tag) conditions.push(sql`${bind('tag', filter.tag)} = any(${games.tags})`);
  if (filter.live !== undefined) conditions.push(eq(games.isLive, bind('live', filter.live)));
  if (filter.platform) conditions.push(sql`${bind('platform', filter.platform)}::integer = any(${games.platforms})`);
  if (filter.country) {
    conditions.push(sql`not (${bind('country', filter.country)} = any(${games.restrictedCountries}))`);
  }
  if (filter.gameIds) conditions.push(filter.gameIds.length > 0 ? inArray(games.id, filter.gameIds) : sql`false`);
  return conditions;
}

export const gameColumns = (playerId: string | null, bind: Bind = direct) => ({
  game: listedColumns,
  provider: { id: gameProviders.id, identity: gameProviders.identity, name: gameProviders.name },
  isFavorite: playerId
    ? sql<boolean>`exists (select 1 from ${gameFavorites} where ${gameFavorites.gameId} = ${games.id} and ${gameFavorites.playerId} = ${bind('playerId', playerId)})`
    : sql<boolean>`false`,
});
