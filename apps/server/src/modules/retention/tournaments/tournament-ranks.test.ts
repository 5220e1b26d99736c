import type { TournamentDetail } from '@croupier/contracts/tournaments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../platform/db/database.ts';
import { gamePlayer, startGamesApp } from '../../games/test-helpers.ts';
import type { TestPlayer } from '../../payments/test-helpers.ts';
import { call, type ErrorBody, type TestApp } from '../../player/test-helpers.ts';
import { leaders, rankOf, recountBuckets } from './store.ts';
import { tournamentEntries } from './tables.ts';
import { completionJob, createTournament, playRound } from './test-helpers.ts';

type Detail = { data: TournamentDetail } & ErrorBody;

async function own(app: TestApp, id: string, player: TestPlayer) {
  const answer = await call<Detail>(app, 'GET', `/api/retention/tournaments/${id}`, { token: player.token });
  expect(answer.status).toBe(200);
  return answer.body.data.me;
}

/** Entries of a board written directly, `scores` in minor units, each a second after the one before. */
async function board(app: TestApp, id: string, scores: bigint[], players: Record<number, string> = {}) {
  const hourAgo = Date.now() - 3_600_000;
  await app.db.insert(tournamentEntries).values(
    scores.map((score, i) => ({
      tournamentId: id,
      playerId: players[i] ?? crypto.randomUUID(),
      score,
      joinedAt: new Date(hourAgo),
      scoredAt: new Date(hourAgo + i * 1000),
    })),
  );
  await app.db.execute(sql`update tournaments set entrants = ${scores.length} where id = ${id}`);
  await recountBuckets(app.db, id);
}

/** The buckets as kept, without empty ones, and as counted from the entries now: the two must agree. */
async function buckets(app: TestApp, id: string) {
  const kept = await queryRows<{ floor: string; entries: number }>(
    app.db,
    sql`select floor::text, entries from tournament_score_buckets
      where tournament_id = ${id} and entries > 0 order by floor`,
  );
  const counted = await queryRows<{ floor: string; entries: number }>(
    app.db,
    sql`select tournament_score_bucket(score)::text as floor, count(*)::int as entries from tournament_entries
      where tournament_id = ${id} group by 1 order by 1::bigint`,
  );
  return { kept, counted };
}

/** Every entry's rank as read, and its place in the leaderboard's order: the two must be the same. */
async function ranks(app: TestApp, id: string) {
  const order = await leaders(app.db, id, 1000);
  return { read: await Promise.all(order.map((entry) => rankOf(app.db, entry))), places: order.map((_, i) => i + 1) };
}

describe('tournament ranks from score buckets (decision 0114)', () => {
  let app: TestApp;

  beforeAll(async () => {
    ({ app } = await startGamesApp());
  });
  afterAll(async () => {
    await app.close();
  });

  it('buckets scores by their two leading digits', async () => {
    const rows = await queryRows<{ floor: string }>(
      app.db,
      sql`select tournament_score_bucket(s)::text as floor
        from unnest(array[0, 99, 100, 109, 110, 999, 1000, 1099, 54321, 9223372036854775807]::bigint[]) s`,
    );
    expect(rows.map((r) => r.floor)).toEqual([
      '0',
      '99',
      '100',
      '100',
      '110',
      '990',
      '1000',
      '1000',
      '54000',
      '9200000000000000000',
    ]);
  });

  it('ranks every entry as its place in the leaderboard, ties to who got there first, as scores move', async () => {
    const id = await createTournament(app, { scoring: 'staked', prizes: [1000] });
    const climber = await gamePlayer(app, { balance: 100 });
    const jumper = await gamePlayer(app, { balance: 100 });
    const newcomer = await gamePlayer(app, { balance: 100 });
    // Ties within a bucket (105 twice, 1050 twice) and across its edges (99 | 100, 109 | 110, 999 | 1000).
    const scores = [0n, 0n, 5n, 99n, 100n, 100n, 105n, 109n, 110n, 150n, 990n, 999n, 1000n, 1050n, 1050n, 5432n];
    await board(app, id, [...scores, 95n, 100n], { 16: climber.playerId, 17: jumper.playerId });
    let found = await ranks(app, id);
    expect(found.read).toEqual(found.places);

    // Within its bucket (95 → 105, behind the 105 that got there first); out of it (100 → 1100); a new entrant on a
    // tie (150).
    await playRound(app, climber, 0.1);
    await playRound(app, jumper, 10);
    await playRound(app, newcomer, 0.5);
    await playRound(app, newcomer, 1);
    found = await ranks(app, id);
    expect(found.read).toEqual(found.places);
    const { kept, counted } = await buckets(app, id);
    expect(kept).toEqual(counted);
    expect(await own(app, id, climber)).toMatchObject({ score: 1.05, rank: 13 });
    expect(await own(app, id, jumper)).toMatchObject({ score: 11, rank: 2 });
    expect(await own(app, id, newcomer)).toMatchObject({ score: 1.5, rank: 9 });

    // A move to the top, and one to the tie on 1050 (second there, so behind both).
    await playRound(app, climber, 60);
    await playRound(app, jumper, 0.5, { win: 0 });
    await playRound(app, newcomer, 9);
    found = await ranks(app, id);
    expect(found.read).toEqual(found.places);
    const after = await buckets(app, id);
    expect(after.kept).toEqual(after.counted);
    expect(await own(app, id, climber)).toMatchObject({ score: 61.05, rank: 1 });
    expect(await own(app, id, jumper)).toMatchObject({ score: 11.5, rank: 3 });
    expect(await own(app, id, newcomer)).toMatchObject({ score: 10.5, rank: 6 });

    // Completion freezes the places and drops the buckets: the ranks read are the places.
    await app.db.execute(sql`update tournaments set ends_at = now() - interval '1 second' where id = ${id}`);
    await completionJob(app).run();
    expect(await buckets(app, id)).toEqual({ kept: [], counted: expect.any(Array) });
    expect(await own(app, id, climber)).toMatchObject({ rank: 1 });
    expect(await own(app, id, newcomer)).toMatchObject({ rank: 6 });
  });

  it('counts a joined entrant at 0 and moves them when their rounds count', async () => {
    const id = await createTournament(app, { scoring: 'bets', entry: 'opt_in' });
    await board(app, id, [3n, 1n, 0n]);
    const player = await gamePlayer(app, { balance: 20 });
    const joined = await call<Detail>(app, 'POST', `/api/retention/tournaments/${id}/join`, { token: player.token });
    expect(joined.status).toBe(200);
    expect(joined.body.data.me).toMatchObject({ joined: true, score: 0, rank: 4 });
    await playRound(app, player, 1);
    await playRound(app, player, 1);
    expect(await own(app, id, player)).toMatchObject({ score: 2, rank: 2 });
    const found = await ranks(app, id);
    expect(found.read).toEqual(found.places);
    const { kept, counted } = await buckets(app, id);
    expect(kept).toEqual(counted);
  });
});
