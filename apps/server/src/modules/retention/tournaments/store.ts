import { and, asc, count, eq, getTableColumns, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import {
  tournamentEntries,
  tournamentPayouts,
  tournamentPrizes,
  tournamentScoreEvents,
  tournaments,
} from './tables.ts';

export type TournamentRecord = typeof tournaments.$inferSelect;
export type PrizeRecord = typeof tournamentPrizes.$inferSelect;
export type EntryRecord = typeof tournamentEntries.$inferSelect;

const e = tournamentEntries;
/** The leaderboard's order, as the rank index holds it. */
const leaderboardOrder = [sql`${e.score} desc nulls last`, asc(e.scoredAt), asc(e.playerId)];

export async function findTournament(executor: Executor, id: string): Promise<TournamentRecord | undefined> {
  const [row] = await executor.select().from(tournaments).where(eq(tournaments.id, id));
  return row;
}

/** The tournaments a round that ended at `at` counts in: started by then, not ended, not completed. */
export function runningAt(executor: Executor, at: Date): Promise<TournamentRecord[]> {
  return executor
    .select()
    .from(tournaments)
    .where(and(lte(tournaments.startsAt, at), gt(tournaments.endsAt, at), isNull(tournaments.completedAt)));
}

export function prizesOf(executor: Executor, ids: readonly string[]): Promise<PrizeRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select()
    .from(tournamentPrizes)
    .where(inArray(tournamentPrizes.tournamentId, [...ids]))
    .orderBy(asc(tournamentPrizes.tournamentId), asc(tournamentPrizes.place));
}

/** Claims a round for a tournament: false when it was counted before (a replayed or repeated event). */
export async function claimRound(
  executor: Executor,
  row: { tournamentId: string; roundId: string; playerId: string; eventId: number; points: bigint; at: Date },
): Promise<boolean> {
  const claimed = await executor
    .insert(tournamentScoreEvents)
    .values({ ...row, createdAt: row.at })
    .onConflictDoNothing()
    .returning({ roundId: tournamentScoreEvents.roundId });
  return claimed.length > 0;
}

/**
 * Adds a round to the player's entry in one statement (the row lock orders concurrent rounds): the points add up,
 * or with `best` the higher score stays. `scored_at` moves only when the score rose, so a tie goes to who got
 * there first. An opt-in tournament only moves an entry the player made by joining (`create` false).
 */
export async function scoreEntry(
  executor: Executor,
  s: { tournamentId: string; playerId: string; alias: string | null; points: bigint; best: boolean; at: Date },
  create: boolean,
): Promise<EntryRecord | undefined> {
  const next = s.best ? sql`greatest(${e.score}, ${s.points})` : sql`${e.score} + ${s.points}`;
  const rose = s.best ? sql`${s.points} > ${e.score}` : sql`${s.points} > 0`;
  const set = {
    score: next,
    rounds: sql`${e.rounds} + 1`,
    alias: sql`coalesce(${s.alias}::text, ${e.alias})`,
    scoredAt: sql`case when ${rose} then ${s.at.toISOString()}::timestamptz else ${e.scoredAt} end`,
  };
  if (!create) {
    const [row] = await executor
      .update(e)
      .set(set)
      .where(and(eq(e.tournamentId, s.tournamentId), eq(e.playerId, s.playerId)))
      .returning();
    return row;
  }
  const [row] = await executor
    .insert(e)
    .values({
      tournamentId: s.tournamentId,
      playerId: s.playerId,
      alias: s.alias,
      score: s.points,
      rounds: 1,
      joinedAt: s.at,
      scoredAt: s.at,
    })
    .onConflictDoUpdate({ target: [e.tournamentId, e.playerId], set })
    .returning({ ...getTableColumns(e), inserted: sql<boolean>`(xmax = 0)` });
  if (!row) return undefined;
  const { inserted, ...entry } = row;
  if (inserted) await countEntrant(executor, s.tournamentId);
  return entry;
}

/** One more entrant (the new entry's transaction). */
async function countEntrant(executor: Executor, tournamentId: string): Promise<void> {
  await executor
    .update(tournaments)
    .set({ entrants: sql`${tournaments.entrants} + 1` })
    .where(eq(tournaments.id, tournamentId));
}

/** Joins an opt-in or buy-in tournament (with the buy-in's ledger transaction); joining twice changes nothing. */
export async function joinEntry(
  executor: Executor,
  tournamentId: string,
  playerId: string,
  at: Date,
  buyInTransactionId: string | null = null,
) {
  const joined = await executor
    .insert(e)
    .values({ tournamentId, playerId, joinedAt: at, scoredAt: at, buyInTransactionId })
    .onConflictDoNothing()
    .returning({ playerId: e.playerId });
  if (joined.length > 0) await countEntrant(executor, tournamentId);
}

export function leaders(executor: Executor, tournamentId: string, limit: number): Promise<EntryRecord[]> {
  return executor
    .select()
    .from(e)
    .where(eq(e.tournamentId, tournamentId))
    .orderBy(...leaderboardOrder)
    .limit(limit);
}

export async function entryOf(executor: Executor, tournamentId: string, playerId: string) {
  const [row] = await executor
    .select()
    .from(e)
    .where(and(eq(e.tournamentId, tournamentId), eq(e.playerId, playerId)));
  return row;
}

/** 1 + the entries ahead of this one in the leaderboard's order: an index range count. */
export async function rankOf(executor: Executor, entry: EntryRecord): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(e)
    .where(
      and(
        eq(e.tournamentId, entry.tournamentId),
        sql`(${e.score} > ${entry.score} or (${e.score} = ${entry.score} and (${e.scoredAt}, ${e.playerId}) < (${entry.scoredAt.toISOString()}::timestamptz, ${entry.playerId}::uuid)))`,
      ),
    );
  return Number(row?.n ?? 0) + 1;
}

export function payoutsOf(executor: Executor, tournamentId: string) {
  return executor.select().from(tournamentPayouts).where(eq(tournamentPayouts.tournamentId, tournamentId));
}

/** Tournaments ended by `now` and not completed yet: the completion job's work. */
export function endedUncompleted(executor: Executor, now: Date): Promise<TournamentRecord[]> {
  return executor
    .select()
    .from(tournaments)
    .where(and(lte(tournaments.endsAt, now), isNull(tournaments.completedAt)))
    .orderBy(asc(tournaments.endsAt));
}
