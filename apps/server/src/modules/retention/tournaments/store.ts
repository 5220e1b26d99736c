import { and, asc, eq, getTableColumns, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../../platform/db/database.ts';
import {
  tournamentEntries,
  tournamentPayouts,
  tournamentPrizes,
  tournamentScoreBuckets,
  tournamentScoreEvents,
  tournaments,
} from './tables.ts';

export type TournamentRecord = typeof tournaments.$inferSelect;
export type PrizeRecord = typeof tournamentPrizes.$inferSelect;
export type EntryRecord = typeof tournamentEntries.$inferSelect;

const e = tournamentEntries;
/** Above every score: the bound of a count within the highest bucket. */
const maxScore = 9223372036854775807n;
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
 * Moves the score buckets (decision 0114) by entries that left a score (-1) and reached one (+1): one statement,
 * the moves within one bucket cancelling out. In the transaction that writes the entries.
 */
async function moveBuckets(
  executor: Executor,
  tournamentId: string,
  moves: readonly { score: bigint; entries: 1 | -1 }[],
): Promise<void> {
  if (moves.length === 0) return;
  const values = sql.join(
    moves.map((m) => sql`(${m.score}::bigint, ${m.entries}::int)`),
    sql`, `,
  );
  // Buckets that lose entries exist already (an update); those that gain may be new (an upsert: a row proposed for
  // insertion must pass the check on its own, so a negative count cannot go that way).
  await executor.execute(sql`with moved as (
      select tournament_score_bucket(v.score) as floor, sum(v.entries)::int as entries
      from (values ${values}) as v(score, entries)
      group by 1 having sum(v.entries) <> 0
    ), emptied as (
      update tournament_score_buckets b set entries = b.entries + m.entries from moved m
      where b.tournament_id = ${tournamentId} and b.floor = m.floor and m.entries < 0
    )
    insert into tournament_score_buckets as b (tournament_id, floor, entries)
    select ${tournamentId}::uuid, floor, entries from moved where entries > 0 order by floor
    on conflict (tournament_id, floor) do update set entries = b.entries + excluded.entries`);
}

/**
 * Adds a batch's gains to a tournament's entries (the row locks order concurrent batches): the points add up, or
 * with `best` the higher score stays; `scored_at` moves only when the score rose, so a tie goes to who got there
 * first; the entry is marked for the flush to tell its player. An opt-in or buy-in tournament only moves entries
 * players made by joining (`create` false); an automatic one makes them, counting new entrants on the tournament
 * row. The scores before are read (and locked) first, so the score buckets move with them. Answers how many
 * entries moved.
 */
export async function addGains(
  executor: Executor,
  s: { tournamentId: string; best: boolean; at: Date; create: boolean },
  gains: EntryGain[],
): Promise<number> {
  if (gains.length === 0) return 0;
  const at = sql`${s.at.toISOString()}::timestamptz`;
  const before = new Map(
    (
      await executor
        .select({ playerId: e.playerId, score: e.score })
        .from(e)
        .where(
          and(
            eq(e.tournamentId, s.tournamentId),
            inArray(
              e.playerId,
              gains.map((g) => g.playerId),
            ),
          ),
        )
        .orderBy(asc(e.playerId))
        .for('update')
    ).map((row) => [row.playerId, row.score]),
  );
  let after: { player_id: string; score: bigint | string }[];
  if (!s.create) {
    const values = sql.join(
      gains.map((g) => sql`(${g.playerId}::uuid, ${g.points}::bigint, ${g.rounds}::int, ${g.alias}::text)`),
      sql`, `,
    );
    const next = s.best ? sql`greatest(e.score, v.points)` : sql`e.score + v.points`;
    const rose = s.best ? sql`v.points > e.score` : sql`v.points > 0`;
    after = await queryRows(
      executor,
      sql`update tournament_entries e set score = ${next}, rounds = e.rounds + v.rounds,
          alias = coalesce(v.alias, e.alias), push_pending = true,
          scored_at = case when ${rose} then ${at} else e.scored_at end
        from (values ${values}) as v(player_id, points, rounds, alias)
        where e.tournament_id = ${s.tournamentId} and e.player_id = v.player_id
        returning e.player_id, e.score`,
    );
  } else {
    const incoming = sql`excluded.score`;
    after = await executor
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
      .returning({ player_id: e.playerId, score: e.score });
    const added = after.filter((row) => !before.has(row.player_id)).length;
    if (added > 0) {
      await executor
        .update(tournaments)
        .set({ entrants: sql`${tournaments.entrants} + ${added}` })
        .where(eq(tournaments.id, s.tournamentId));
    }
  }
  const moves: { score: bigint; entries: 1 | -1 }[] = [];
  for (const row of after) {
    const score = BigInt(row.score);
    const was = before.get(row.player_id);
    if (was === score) continue;
    if (was !== undefined) moves.push({ score: was, entries: -1 });
    moves.push({ score, entries: 1 });
  }
  await moveBuckets(executor, s.tournamentId, moves);
  return after.length;
}

/**
 * Counts a tournament's buckets again from its entries: for a board written other than through the scorer and
 * joins (a bench's or a test's rows).
 */
export async function recountBuckets(executor: Executor, tournamentId: string): Promise<void> {
  await executor.delete(tournamentScoreBuckets).where(eq(tournamentScoreBuckets.tournamentId, tournamentId));
  await executor.execute(sql`insert into tournament_score_buckets (tournament_id, floor, entries)
    select tournament_id, tournament_score_bucket(score), count(*)::int from tournament_entries
    where tournament_id = ${tournamentId} group by 1, 2`);
}

/** A completed tournament's ranks are its frozen places: its buckets are no longer read. */
export async function dropBuckets(executor: Executor, tournamentId: string): Promise<void> {
  await executor.delete(tournamentScoreBuckets).where(eq(tournamentScoreBuckets.tournamentId, tournamentId));
}

/** One more entrant (the new entry's transaction). */
async function countEntrant(executor: Executor, tournamentId: string): Promise<void> {
  await executor
    .update(tournaments)
    .set({ entrants: sql`${tournaments.entrants} + 1` })
    .where(eq(tournaments.id, tournamentId));
}

/**
 * Joins an opt-in or buy-in tournament (with the buy-in's ledger transaction), in the caller's transaction: the
 * entry, the entrant count and its score bucket together. Joining twice changes nothing.
 */
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
  if (joined.length > 0) {
    await countEntrant(executor, tournamentId);
    await moveBuckets(executor, tournamentId, [{ score: 0n, entries: 1 }]);
  }
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
 * 1 + the entries ahead of this one in the leaderboard's order (decision 0114): the entries of the score buckets
 * above its own, those of its own bucket with a higher score (an index range up to the next bucket's floor), and
 * those of its score that got there first. One statement, so the counts agree; no read walks more than the
 * buckets and one bucket's entries.
 */
export async function rankOf(executor: Executor, entry: EntryRecord): Promise<number> {
  const tid = entry.tournamentId;
  const score = sql`${entry.score}::bigint`;
  const bucket = sql`tournament_score_bucket(${score})`;
  const [row] = await queryRows<{ rank: string | number }>(
    executor,
    sql`select 1
        + coalesce((select sum(entries) from tournament_score_buckets
            where tournament_id = ${tid} and floor > ${bucket}), 0)
        + (select count(*) from tournament_entries where tournament_id = ${tid} and score > ${score}
            and score < coalesce((select min(floor) from tournament_score_buckets
              where tournament_id = ${tid} and floor > ${bucket}), ${maxScore}::bigint))
        + (select count(*) from tournament_entries where tournament_id = ${tid} and score = ${score}
            and (scored_at, player_id) < (${entry.scoredAt.toISOString()}::timestamptz, ${entry.playerId}::uuid))
        as rank`,
  );
  return Number(row?.rank ?? 1);
}

/**
 * A player's entry and rank in one statement (the detail's own entry, read on every page view): `rankOf`'s count
 * over the entry's own row, or its frozen place once the tournament completed. One round trip instead of two.
 */
export async function entryWithRank(
  executor: Executor,
  tournamentId: string,
  playerId: string,
): Promise<{ entry: EntryRecord; rank: number } | undefined> {
  const me = alias(e, 'me');
  // Qualified by hand: drizzle leaves the columns of a one-table select unqualified, and inside the counts below an
  // unqualified column is the counted row's, not the player's.
  const my = (column: string) => sql.raw(`"me"."${column}"`);
  const bucket = sql`tournament_score_bucket(${my('score')})`;
  const [row] = await executor
    .select({
      entry: getTableColumns(me),
      rank: sql<string | number>`coalesce(${my('place')}, 1
        + coalesce((select sum(entries) from tournament_score_buckets
            where tournament_id = ${my('tournament_id')} and floor > ${bucket}), 0)
        + (select count(*) from tournament_entries where tournament_id = ${my('tournament_id')} and score > ${my('score')}
            and score < coalesce((select min(floor) from tournament_score_buckets
              where tournament_id = ${my('tournament_id')} and floor > ${bucket}), ${maxScore}::bigint))
        + (select count(*) from tournament_entries where tournament_id = ${my('tournament_id')} and score = ${my('score')}
            and (scored_at, player_id) < (${my('scored_at')}, ${my('player_id')})))`,
    })
    .from(me)
    .where(and(eq(me.tournamentId, tournamentId), eq(me.playerId, playerId)));
  return row ? { entry: row.entry, rank: Number(row.rank) } : undefined;
}

/**
 * The ranks of some entries of one tournament, as `rankOf` reads each, in one statement (the rank flush tells 30-odd
 * players at a time: one statement planned once instead of one per player). Answers rank by player id.
 */
export async function ranksOf(executor: Executor, tournamentId: string, entries: readonly EntryRecord[]) {
  const out = new Map<string, number>();
  if (entries.length === 0) return out;
  const list = (values: string[]) => `{${values.join(',')}}`;
  const scores = list(entries.map((entry) => String(entry.score)));
  const times = list(entries.map((entry) => `"${entry.scoredAt.toISOString()}"`));
  const players = list(entries.map((entry) => entry.playerId));
  const tid = tournamentId;
  const bucket = sql`tournament_score_bucket(q.score)`;
  const rows = await queryRows<{ player_id: string; rank: string | number }>(
    executor,
    sql`select q.player_id, 1
        + coalesce((select sum(entries) from tournament_score_buckets
            where tournament_id = ${tid} and floor > ${bucket}), 0)
        + (select count(*) from tournament_entries where tournament_id = ${tid} and score > q.score
            and score < coalesce((select min(floor) from tournament_score_buckets
              where tournament_id = ${tid} and floor > ${bucket}), ${maxScore}::bigint))
        + (select count(*) from tournament_entries where tournament_id = ${tid} and score = q.score
            and (scored_at, player_id) < (q.scored_at, q.player_id))
        as rank
      from unnest(${scores}::bigint[], ${times}::timestamptz[], ${players}::uuid[]) as q(score, scored_at, player_id)`,
  );
  for (const row of rows) out.set(row.player_id, Number(row.rank));
  return out;
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
