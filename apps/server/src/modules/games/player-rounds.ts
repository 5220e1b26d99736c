import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../platform/db/database.ts';
import type { RoundRow } from './store.ts';
import { gameFreeRounds, gameRounds, games } from './tables.ts';

export interface FreeRoundRow {
  free: typeof gameFreeRounds.$inferSelect;
  game: { id: string; identity: string; name: string };
}

/** A row of the player's round history: a paid round, or a free spin played from an award (decision 0088). */
export type PlayerRoundRow = { kind: 'round'; row: RoundRow } | { kind: 'free'; row: FreeRoundRow };

const gameColumns = { id: games.id, identity: games.identity, name: games.name };

/**
 * The player's rounds and free spins together, newest first, one page. A free spin is no `game_rounds` row
 * (decision 0075), so the page is chosen over both tables by time, then each side is read by id.
 */
export async function listPlayerRounds(
  db: Executor,
  where: { playerId: string; gameId?: string | undefined },
  paging: { page: number; perPage: number },
): Promise<{ rows: PlayerRoundRow[]; total: number }> {
  const ofGame = (column: SQL) => (where.gameId ? sql` and ${column} = ${where.gameId}` : sql``);
  const page = await queryRows<{ kind: 'round' | 'free'; id: string }>(
    db,
    sql`select 'round' as kind, id, started_at as at from game_rounds
        where player_id = ${where.playerId}${ofGame(sql`game_id`)}
      union all
      select 'free', id, created_at from game_free_rounds
        where player_id = ${where.playerId}${ofGame(sql`game_id`)}
      order by at desc, id desc
      limit ${paging.perPage} offset ${(paging.page - 1) * paging.perPage}`,
  );
  const roundIds = page.filter((p) => p.kind === 'round').map((p) => p.id);
  const freeIds = page.filter((p) => p.kind === 'free').map((p) => p.id);
  const roundWhere = and(
    eq(gameRounds.playerId, where.playerId),
    where.gameId ? eq(gameRounds.gameId, where.gameId) : undefined,
  );
  const freeWhere = and(
    eq(gameFreeRounds.playerId, where.playerId),
    where.gameId ? eq(gameFreeRounds.gameId, where.gameId) : undefined,
  );
  const [rounds, frees, [paid], [free]] = await Promise.all([
    roundIds.length
      ? db
          .select({ round: gameRounds, game: gameColumns })
          .from(gameRounds)
          .innerJoin(games, eq(games.id, gameRounds.gameId))
          .where(inArray(gameRounds.id, roundIds))
      : [],
    freeIds.length
      ? db
          .select({ free: gameFreeRounds, game: gameColumns })
          .from(gameFreeRounds)
          .innerJoin(games, eq(games.id, gameFreeRounds.gameId))
          .where(inArray(gameFreeRounds.id, freeIds))
      : [],
    db.select({ n: count() }).from(gameRounds).where(roundWhere),
    db.select({ n: count() }).from(gameFreeRounds).where(freeWhere),
  ]);
  const byId = new Map<string, PlayerRoundRow>([
    ...rounds.map((row) => [row.round.id, { kind: 'round', row }] as const),
    ...frees.map((row) => [row.free.id, { kind: 'free', row }] as const),
  ]);
  return {
    rows: page.flatMap((p) => byId.get(p.id) ?? []),
    total: (paid?.n ?? 0) + (free?.n ?? 0),
  };
}
