import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../platform/db/database.ts';
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

/** The tournaments rounds that ended between `from` and `to` may count in; each round is checked against its own. */
export function runningBetween(executor: Executor, from: Date, to: Date): Promise<TournamentRecord[]> {
  return executor
    .select()
    .from(tournaments)
    .where(and(lte(tournaments.startsAt, to), gt(tournaments.endsAt, from), isNull(tournaments.completedAt)));
}

export function prizesOf(executor: Executor, ids: readonly string[]): Promise<PrizeRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select()
    .from(tournamentPrizes)
    .where(inArray(tournamentPrizes.tournamentId, [...ids]))
    .orderBy(asc(tournamentPrizes.tournamentId), asc(tournamentPrizes.place));
}

/** Rounds in tournaments, as a batch claims them. */
export interface RoundClaim {
  tournamentId: string;
  roundId: string;
  playerId: string;
  eventId: number;
  points: bigint;
  at: Date;
}

/**
 * Claims rounds for tournaments in one statement; answers the claims made now (a round counted before, by a
 * replayed or repeated event, is left out).
 */
export async function claimRounds(executor: Executor, claims: RoundClaim[]): Promise<RoundClaim[]> {
  if (claims.length === 0) return [];
  const claimed = await executor
    .insert(tournamentScoreEvents)
    .values(claims.map((c) => ({ ...c, createdAt: c.at })))
    .onConflictDoNothing()
    .returning({ tournamentId: tournamentScoreEvents.tournamentId, roundId: tournamentScoreEvents.roundId });
  const made = new Set(claimed.map((c) => `${c.tournamentId}/${c.roundId}`));
  return claims.filter((c) => made.has(`${c.tournamentId}/${c.roundId}`));
}

/** What a batch adds to one player's entry: the points (summed, or the best), the rounds, the latest name. */
export interface EntryGain {
  playerId: string;
  alias: string | null;
  points: bigint;
  rounds: number;
}

/**
 * Adds a batch's gains to a tournament's entries in one statement (the row locks order concurrent batches): the
 * points add up, or with `best` the higher score stays; `scored_at` moves only when the score rose, so a tie goes
 * to who got there first; the entry is marked for the flush to tell its player. An opt-in or buy-in tournament
 * only moves entries players made by joining (`create` false); an automatic one makes them, counting new entrants
 * on the tournament row. Answers how many entries moved.
 */
export async function addGains(
  executor: Executor,
  s: { tournamentId: string; best: boolean; at: Date; create: boolean },
  gains: EntryGain[],
): Promise<number> {
  if (gains.length === 0) return 0;
  const at = sql`${s.at.toISOString()}::timestamptz`;
  if (!s.create) {
    const values = sql.join(
      gains.map((g) => sql`(${g.playerId}::uuid, ${g.points}::bigint, ${g.rounds}::int, ${g.alias}::text)`),
      sql`, `,
    );
    const next = s.best ? sql`greatest(e.score, v.points)` : sql`e.score + v.points`;
    const rose = s.best ? sql`v.points > e.score` : sql`v.points > 0`;
    const moved = await queryRows<{ player_id: string }>(
      executor,
      sql`update tournament_entries e set score = ${next}, rounds = e.rounds + v.rounds,
          alias = coalesce(v.alias, e.alias), push_pending = true,
          scored_at = case when ${rose} then ${at} else e.scored_at end
        from (values ${values}) as v(player_id, points, rounds, alias)
        where e.tournament_id = ${s.tournamentId} and e.player_id = v.player_id
        returning e.player_id`,
    );
    return moved.length;
  }
  const incoming = sql`excluded.score`;
  const rows = await executor
    .insert(e)
    .values(
      gains.map((g) => ({
        tournamentId: s.tournamentId,
        playerId: g.playerId,
        alias: g.alias,
        score: g.points,
        rounds: g.rounds,
        joinedAt: s.at,
        scoredAt: s.at,
        pushPending: true,
      })),
    )
    .onConflictDoUpdate({
      target: [e.tournamentId, e.playerId],
      set: {
        score: s.best ? sql`greatest(${e.score}, ${incoming})` : sql`${e.score} + ${incoming}`,
        rounds: sql`${e.rounds} + excluded.rounds`,
        alias: sql`coalesce(excluded.alias, ${e.alias})`,
        pushPending: true,
        scoredAt: sql`case when ${s.best ? sql`${incoming} > ${e.score}` : sql`${incoming} > 0`} then ${at} else ${e.scoredAt} end`,
      },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const added = rows.filter((r) => r.inserted).length;
  if (added > 0) {
    await executor
      .update(tournaments)
      .set({ entrants: sql`${tournaments.entrants} + ${added}` })
      .where(eq(tournaments.id, s.tournamentId));
  }
  return rows.length;
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

/**
 * 1 + the entries ahead of this one in the leaderboard's order, counted from the nearer end: above the tournament's
 * median score the entries ahead, below it the entrant count less the entries behind. Each count is an index range
 * (a higher or lower score, then the ties in the index's order) in one statement, so `entrants` and the counts
 * agree; no rank walks more than about half the entries.
 */
export async function rankOf(executor: Executor, entry: EntryRecord): Promise<number> {
  const tid = entry.tournamentId;
  const at = entry.scoredAt.toISOString();
  const ties = (direction: '<' | '>') =>
    sql`(select count(*) from tournament_entries where tournament_id = ${tid} and score = ${entry.score}
      and (scored_at, player_id) ${sql.raw(direction)} (${at}::timestamptz, ${entry.playerId}::uuid))`;
  const [row] = await queryRows<{ rank: string | number }>(
    executor,
    sql`select case when t.median_score is null or ${entry.score} >= t.median_score
        then 1 + (select count(*) from tournament_entries where tournament_id = ${tid} and score > ${entry.score})
          + ${ties('<')}
        else t.entrants - (select count(*) from tournament_entries where tournament_id = ${tid} and score < ${entry.score})
          - ${ties('>')}
        end as rank
      from tournaments t where t.id = ${tid}`,
  );
  return Number(row?.rank ?? 1);
}

/** Remembers the score half-way down the leaderboard, which `rankOf` counts from (once per board push). */
export async function refreshMedian(executor: Executor, tournamentId: string): Promise<void> {
  await executor.execute(sql`update tournaments t set median_score = (
      select score from tournament_entries where tournament_id = t.id
      order by score desc nulls last, scored_at, player_id offset (t.entrants / 2) limit 1)
    where t.id = ${tournamentId}`);
}

/**
 * Claims the entries whose score moved since their player was last told (a scorer still holding one is skipped
 * and left to the next flush); answers them, clearing the mark.
 */
export function claimPendingEntries(executor: Executor, limit: number): Promise<EntryRecord[]> {
  const pending = executor
    .select({ tournamentId: e.tournamentId, playerId: e.playerId })
    .from(e)
    .where(eq(e.pushPending, true))
    .orderBy(asc(e.tournamentId))
    .limit(limit)
    .for('update', { skipLocked: true });
  return executor
    .update(e)
    .set({ pushPending: false })
    .where(sql`(${e.tournamentId}, ${e.playerId}) in (${pending})`)
    .returning();
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
