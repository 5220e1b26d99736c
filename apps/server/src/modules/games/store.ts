import type { Winner } from '@croupier/contracts/games';
import { and, asc, count, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { byKey, filterConditions, type GameFilter, type GameRow, gameColumns, visible } from './game-query.ts';
import {
  gameCollectionItems,
  gameCollections,
  gameFavorites,
  gamePlays,
  gameProviders,
  gameRounds,
  gameSessions,
  games,
  gameTransactions,
} from './tables.ts';

export type GameRecord = typeof games.$inferSelect;
export type ProviderRecord = typeof gameProviders.$inferSelect;
export type CollectionRecord = typeof gameCollections.$inferSelect;
export type SessionRecord = typeof gameSessions.$inferSelect;
export type RoundRecord = typeof gameRounds.$inferSelect;
export type TransactionRecord = typeof gameTransactions.$inferSelect;

// --- catalogue -------------------------------------------------------------------------------------

/** A visible game by id or identity. */
export async function findVisibleGame(
  db: Executor,
  key: string,
  playerId: string | null,
): Promise<GameRow | undefined> {
  const [row] = await db
    .select(gameColumns(playerId))
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(and(visible, byKey(games.id, games.identity, key)))
    .limit(1);
  return row ? { ...row, isFavorite: Boolean(row.isFavorite) } : undefined;
}

export async function findGameById(db: Executor, id: string): Promise<GameRecord | undefined> {
  const [row] = await db.select().from(games).where(eq(games.id, id)).limit(1);
  return row;
}

/** A game by identity whatever its visibility: the hidden sportsbook entry is launched only this way. */
export async function findGameByIdentity(db: Executor, identity: string): Promise<GameRecord | undefined> {
  const [row] = await db.select().from(games).where(eq(games.identity, identity)).limit(1);
  return row;
}

export async function listCollections(db: Executor): Promise<CollectionRecord[]> {
  return db
    .select()
    .from(gameCollections)
    .orderBy(asc(gameCollections.position), asc(gameCollections.name), asc(gameCollections.id));
}

/** Collections holding at least one visible live game: the categories of /live-casino. */
export async function collectionIdsWithLiveGames(db: Executor): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ id: gameCollectionItems.collectionId })
    .from(gameCollectionItems)
    .innerJoin(games, eq(games.id, gameCollectionItems.gameId))
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(and(visible, eq(games.isLive, true)));
  return new Set(rows.map((row) => row.id));
}

export async function findCollection(db: Executor, key: string): Promise<CollectionRecord | undefined> {
  const [row] = await db
    .select()
    .from(gameCollections)
    .where(byKey(gameCollections.id, gameCollections.identity, key))
    .limit(1);
  return row;
}

/** Visible providers with their count of the games offered in `country` (all visible ones without a country). */
export async function listProviders(
  db: Executor,
  country: string | null,
): Promise<{ id: string; identity: string; name: string; gamesCount: number }[]> {
  const offered = country ? sql` and not (${country} = any(g.restricted_countries))` : sql``;
  return db
    .select({
      id: gameProviders.id,
      identity: gameProviders.identity,
      name: gameProviders.name,
      // Written out: drizzle leaves columns of a single-table select unqualified, and "id" would be the game's.
      gamesCount: sql<number>`(select count(*)::int from games g where g.provider_id = game_providers.id and not g.is_hidden${offered})`,
    })
    .from(gameProviders)
    .where(eq(gameProviders.isHidden, false))
    .orderBy(asc(gameProviders.position), asc(gameProviders.name));
}

export async function findVisibleProvider(db: Executor, key: string): Promise<ProviderRecord | undefined> {
  const [row] = await db
    .select()
    .from(gameProviders)
    .where(and(eq(gameProviders.isHidden, false), byKey(gameProviders.id, gameProviders.identity, key)))
    .limit(1);
  return row;
}

export async function findProviderByIdentity(db: Executor, identity: string): Promise<ProviderRecord | undefined> {
  const [row] = await db.select().from(gameProviders).where(eq(gameProviders.identity, identity)).limit(1);
  return row;
}

// --- favorites and recently played -----------------------------------------------------------------

export async function favoriteGameIds(db: Executor, playerId: string): Promise<string[]> {
  const rows = await db
    .select({ gameId: gameFavorites.gameId })
    .from(gameFavorites)
    .where(eq(gameFavorites.playerId, playerId))
    .orderBy(desc(gameFavorites.createdAt));
  return rows.map((r) => r.gameId);
}

/** Which of these games the player has marked: the favorite hearts over a shared catalogue page. */
export async function favoritesAmong(db: Executor, playerId: string, gameIds: string[]): Promise<Set<string>> {
  if (gameIds.length === 0) return new Set();
  const rows = await db
    .select({ gameId: gameFavorites.gameId })
    .from(gameFavorites)
    .where(and(eq(gameFavorites.playerId, playerId), inArray(gameFavorites.gameId, gameIds)));
  return new Set(rows.map((r) => r.gameId));
}

export async function addFavorite(db: Executor, playerId: string, gameId: string, at: Date): Promise<void> {
  await db.insert(gameFavorites).values({ playerId, gameId, createdAt: at }).onConflictDoNothing();
}

export async function removeFavorite(db: Executor, playerId: string, gameId: string): Promise<void> {
  await db.delete(gameFavorites).where(and(eq(gameFavorites.playerId, playerId), eq(gameFavorites.gameId, gameId)));
}

export async function recordPlay(db: Executor, playerId: string, gameId: string, at: Date): Promise<void> {
  await db
    .insert(gamePlays)
    .values({ playerId, gameId, lastPlayedAt: at })
    .onConflictDoUpdate({
      target: [gamePlays.playerId, gamePlays.gameId],
      set: { lastPlayedAt: at, launches: sql`${gamePlays.launches} + 1` },
    });
}

/** The player's games, most recently played first, filtered like the catalogue and paged in SQL. */
export async function listPlayedGames(
  db: Executor,
  playerId: string,
  filter: GameFilter,
  paging: { page: number; perPage: number },
): Promise<{ rows: GameRow[]; total: number }> {
  const where = and(eq(gamePlays.playerId, playerId), ...filterConditions(filter));
  const [rows, [totals]] = await Promise.all([
    db
      .select(gameColumns(playerId))
      .from(gamePlays)
      .innerJoin(games, eq(games.id, gamePlays.gameId))
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(where)
      .orderBy(desc(gamePlays.lastPlayedAt), asc(games.id))
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage),
    db
      .select({ n: count() })
      .from(gamePlays)
      .innerJoin(games, eq(games.id, gamePlays.gameId))
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, isFavorite: Boolean(r.isFavorite) })), total: totals?.n ?? 0 };
}

/** The player's favorites, newest first. */
export async function listFavoriteGames(
  db: Executor,
  playerId: string,
  filter: GameFilter,
  paging: { page: number; perPage: number },
): Promise<{ rows: GameRow[]; total: number }> {
  const where = and(eq(gameFavorites.playerId, playerId), ...filterConditions(filter));
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...gameColumns(null), isFavorite: sql<boolean>`true` })
      .from(gameFavorites)
      .innerJoin(games, eq(games.id, gameFavorites.gameId))
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(where)
      .orderBy(desc(gameFavorites.createdAt), asc(games.id))
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage),
    db
      .select({ n: count() })
      .from(gameFavorites)
      .innerJoin(games, eq(games.id, gameFavorites.gameId))
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, isFavorite: true })), total: totals?.n ?? 0 };
}

// --- sessions --------------------------------------------------------------------------------------

export async function insertSession(db: Executor, values: typeof gameSessions.$inferInsert): Promise<SessionRecord> {
  const [row] = await db.insert(gameSessions).values(values).returning();
  if (!row) throw new Error('insert into game_sessions returned no row');
  return row;
}

export async function findSessionByTokenHash(db: Executor, tokenHash: string): Promise<SessionRecord | undefined> {
  const [row] = await db.select().from(gameSessions).where(eq(gameSessions.tokenHash, tokenHash)).limit(1);
  return row;
}

// --- transactions and rounds -----------------------------------------------------------------------

export async function findTransaction(
  db: Executor,
  providerId: string,
  providerTransactionId: string,
  options: { lock?: boolean } = {},
): Promise<TransactionRecord | undefined> {
  const query = db
    .select()
    .from(gameTransactions)
    .where(
      and(
        eq(gameTransactions.providerId, providerId),
        eq(gameTransactions.providerTransactionId, providerTransactionId),
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Claims the provider's transaction id; undefined when it was claimed before (a duplicate). */
export async function claimTransaction(
  tx: Executor,
  values: typeof gameTransactions.$inferInsert,
): Promise<TransactionRecord | undefined> {
  const [row] = await tx.insert(gameTransactions).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateTransaction(
  tx: Executor,
  id: string,
  patch: Partial<typeof gameTransactions.$inferInsert>,
): Promise<void> {
  await tx.update(gameTransactions).set(patch).where(eq(gameTransactions.id, id));
}

export async function findRoundByIdForUpdate(tx: Executor, id: string): Promise<RoundRecord | undefined> {
  const [row] = await tx.select().from(gameRounds).where(eq(gameRounds.id, id)).for('update').limit(1);
  return row;
}

export async function updateRound(
  tx: Executor,
  id: string,
  patch: Partial<typeof gameRounds.$inferInsert>,
): Promise<RoundRecord> {
  const [row] = await tx.update(gameRounds).set(patch).where(eq(gameRounds.id, id)).returning();
  if (!row) throw new Error(`round ${id} vanished during an update`);
  return row;
}

/** Stakes (debits not rolled back) and wins of a player in one currency and window. */
export async function stakesAndWins(
  db: Executor,
  query: { playerId: string; currency: string; from: Date; to: Date },
): Promise<{ stakes: bigint; wins: bigint }> {
  const [row] = await db
    .select({
      stakes: sql<string>`coalesce(sum(${gameTransactions.amountMinor}) filter (where ${gameTransactions.kind} = 'debit' and ${gameTransactions.status} = 'applied'), 0)::text`,
      wins: sql<string>`coalesce(sum(${gameTransactions.amountMinor}) filter (where ${gameTransactions.kind} = 'credit'), 0)::text`,
    })
    .from(gameTransactions)
    .where(
      and(
        eq(gameTransactions.playerId, query.playerId),
        eq(gameTransactions.currency, query.currency),
        gte(gameTransactions.createdAt, query.from),
        // Inclusive: a stake placed in the same millisecond as the check still counts.
        lte(gameTransactions.createdAt, query.to),
      ),
    );
  return { stakes: BigInt(row?.stakes ?? '0'), wins: BigInt(row?.wins ?? '0') };
}

// --- history ---------------------------------------------------------------------------------------

export interface RoundRow {
  round: RoundRecord;
  game: { id: string; identity: string; name: string };
}

const roundColumns = {
  round: gameRounds,
  game: { id: games.id, identity: games.identity, name: games.name },
};

export async function findPlayerRound(db: Executor, playerId: string, roundId: string): Promise<RoundRow | undefined> {
  const [row] = await db
    .select(roundColumns)
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .where(and(eq(gameRounds.id, roundId), eq(gameRounds.playerId, playerId)))
    .limit(1);
  return row;
}

export async function roundTransactions(db: Executor, roundId: string): Promise<TransactionRecord[]> {
  return db
    .select()
    .from(gameTransactions)
    .where(eq(gameTransactions.roundId, roundId))
    .orderBy(asc(gameTransactions.createdAt), asc(gameTransactions.id));
}

export interface BetRow {
  bet: TransactionRecord;
  round: RoundRecord;
  game: { id: string; identity: string; name: string };
}

/** The player's stakes; settled: of rounds that ended (won, lost, refunded), else of open rounds. */
export async function listBets(
  db: Executor,
  playerId: string,
  settled: boolean,
  paging: { page: number; perPage: number },
): Promise<{ rows: BetRow[]; total: number }> {
  const condition = and(
    eq(gameTransactions.playerId, playerId),
    eq(gameTransactions.kind, 'debit'),
    or(eq(gameTransactions.status, 'applied'), eq(gameTransactions.status, 'rolled_back')),
    settled ? sql`${gameRounds.status} <> 1` : eq(gameRounds.status, 1),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({ bet: gameTransactions, round: gameRounds, game: roundColumns.game })
      .from(gameTransactions)
      .innerJoin(gameRounds, eq(gameRounds.id, gameTransactions.roundId))
      .innerJoin(games, eq(games.id, gameRounds.gameId))
      .where(condition)
      .orderBy(desc(gameTransactions.createdAt), desc(gameTransactions.id))
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage),
    db
      .select({ n: count() })
      .from(gameTransactions)
      .innerJoin(gameRounds, eq(gameRounds.id, gameTransactions.roundId))
      .where(condition),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

/**
 * The newest settled wins, through the credits that ended them (game_transactions_wins_idx, decision 0044),
 * each worded by the database's `game_winner` (sql/functions, decision 0048).
 */
export async function listWinners(db: Executor, limit: number): Promise<Winner[]> {
  // The bare column, not "= $1": a parameter would keep the planner from using the partial index.
  const rows = await db
    .select({ winner: sql<Winner>`game_winner(${gameRounds}, ${games})` })
    .from(gameTransactions)
    .innerJoin(gameRounds, eq(gameRounds.id, gameTransactions.roundId))
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .where(and(sql`${gameTransactions.settlesWin}`, eq(games.isHidden, false)))
    .orderBy(desc(gameTransactions.createdAt), desc(gameTransactions.roundId))
    .limit(limit);
  return rows.map((row) => row.winner);
}
