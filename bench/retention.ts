/**
 * Retention under load (issue 25's budgets; prints figures, asserts nothing):
 *   DATABASE_URL=postgres://127.0.0.1:5432/bench node bench/retention.ts [seconds] [connections] [players] [entrants]
 *   (defaults 10, 16, 32, 100000). Point DATABASE_URL at a throwaway database: the run migrates it, registers
 *   players, ends the demo tournaments and writes a tournament of `entrants` entries.
 * 1. The rounds of bench/rounds.ts without retention: no tournament running, quests off (their subscriber still
 *    reads each settled round and counts nothing).
 * 2. The same app restarted with quests and loyalty on, two open quests and one running tournament of
 *    `entrants` entries that every bench player's round counts in:
 *    (b) the top 100 and one player's rank, read as the API reads them (p50/p99 over random entries);
 *    (a) while the same rounds run, a probe player plays a round every 250 ms: from its settling credit to its
 *        own rank on its channel, and to the public leaderboard push that includes that round (p50/p99);
 *    (c) rounds/s with retention ÷ without.
 * 3. The same app once the tournament is over, for (c) within one app. Every run seats fresh players.
 * 4. (c) once more, the two conditions of 2 and 3 alternated in eight short slices of the same app (see interleaved).
 * BENCH_QUESTS=0 keeps quests and loyalty's level-up pay off in part 2: the tournament's share alone.
 * BENCH_TRACE=1 prints each probe round's settling time (wall clock) and push latency, to match a slow one against
 * PostgreSQL's log (a deadlock, a checkpoint; decision 0153).
 */
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { hmacHex } from '../apps/server/src/modules/games/signing.ts';
import { entryWithRank, leaders, recountBuckets } from '../apps/server/src/modules/retention/tournaments/store.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { queryRows } from '../apps/server/src/platform/db/database.ts';
import { benchApi } from './players.ts';
import { probe, type Seat } from './retention-probe.ts';
import type { ProviderResult, ProviderRun } from './rounds-provider.ts';
import { cpuSince, installStatementCounter, markPhase, reportPhase } from './statement-profile.ts';
import { report, reportLatencies } from './support.ts';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 16);
const playerCount = Number(process.argv[4] ?? 32);
const entrants = Number(process.argv[5] ?? 100_000);
/** Unmeasured seconds of rounds before each whole phase (BENCH_WARMUP, default 2). */
const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 2);
const databaseUrl = process.env.DATABASE_URL;
const webhookSecret = 'bench-retention-webhook-secret-of-32-characters';
const walletSecret = 'bench-retention-game-wallet-master-secret-01';
const game = 'croupier-originals-fruit-stand-classic';
const studio = 'croupier-originals';
const providerSecret = hmacHex(walletSecret, `game-provider:${studio}`);

/** BENCH_QUESTS=0 keeps quests and loyalty's level-up pay off in the second part too: the tournament's share alone. */
const questsToo = process.env.BENCH_QUESTS !== '0';
/** BENCH_PROFILE=1 prints each phase's CPU and statements per round (bench/statement-profile.ts). */
const profile = process.env.BENCH_PROFILE === '1';
const trace = process.env.BENCH_TRACE === '1';
if (profile) installStatementCounter();

const configFor = (retention: boolean) =>
  loadConfig({
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    JWT_SECRET: 'bench-retention-jwt-secret-that-is-long-enough',
    PAYMENT_SANDBOX_WEBHOOK_SECRET: webhookSecret,
    GAME_WALLET_SECRET: walletSecret,
    QUESTS_ENABLED: String(retention && questsToo),
    LOYALTY_ENABLED: String(retention && questsToo),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });

type Running = Awaited<ReturnType<typeof start>>;

async function start(retention: boolean) {
  const handle = await buildApp(configFor(retention));
  const url = await handle.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...handle, url, api: benchApi(url, webhookSecret) };
}

async function seat(running: Running, label: string, count: number): Promise<Seat[]> {
  const seats: Seat[] = [];
  for (let i = 0; i < count; i++) {
    const player = await running.api.createPlayer(`bench-retention-${label}-${i}@example.com`, 'Bench-Rounds-9');
    await running.api.deposit(player, 1000);
    const launch = await running.api.json<{ data: { url: string } }>(`/api/game/games/${game}/play`, {
      method: 'POST',
      token: player.token,
      body: { real: true, currency: 'CAD' },
    });
    const sessionToken = new URL(launch.body.data.url, running.url).searchParams.get('token');
    if (!sessionToken) throw new Error(`launch answered ${launch.status}`);
    seats.push({ player, sessionToken });
  }
  return seats;
}

/** The provider's thread (bench/rounds-provider.ts) plays these seats for `seconds`. */
async function playRounds(
  running: Running,
  seats: Seat[],
  slice: { seconds: number; label?: string },
): Promise<ProviderResult> {
  const run: ProviderRun = {
    url: running.url,
    studio,
    providerSecret,
    seconds: slice.seconds,
    connections,
    seats: seats.map((s) => ({ accountId: s.player.accountId, sessionToken: s.sessionToken })),
    ...(slice.label ? { label: slice.label } : {}),
  };
  const provider = new Worker(new URL('./rounds-provider.ts', import.meta.url), { workerData: run });
  try {
    return await new Promise<ProviderResult>((resolve, reject) => {
      provider.once('message', resolve);
      provider.once('error', reject);
    });
  } finally {
    await provider.terminate();
  }
}

/** A whole phase: an unmeasured warm-up, then `seconds` of rounds; answers rounds per second. */
async function play(running: Running, seats: Seat[], phase: string): Promise<number> {
  // First a short warm-up with the phase's own seats: the first rounds of a freshly started app (cold JIT, pools,
  // caches) or of a freshly written tournament (its pages' first touch after the fixture's checkpoint) would
  // otherwise be charged to whichever phase meets them.
  if (warmupSeconds > 0) {
    await playRounds(running, seats, { seconds: warmupSeconds, label: `${phase.replace(/\W+/g, '-')}-warmup-` });
  }
  const mark = profile ? await markPhase(running.database.db) : undefined;
  const walBefore = mark ? await walNow(running) : undefined;
  const began = process.hrtime.bigint() / 1000n;
  const played = await playRounds(running, seats, { seconds });
  if (mark) {
    // Monotonic microseconds, as a --cpu-prof profile's timestamps: the phase's slice of a profile.
    process.stdout.write(`${phase}: from ${began} to ${process.hrtime.bigint() / 1000n} µs\n`);
    await reportPhase(running.database.db, phase, mark, played.rounds);
    const walAfter = await walNow(running);
    if (walBefore) {
      const per = (n: number) => (n / played.rounds).toFixed(2);
      process.stdout.write(
        `${phase}: WAL per round (the whole server's): ${per((walAfter.bytes - walBefore.bytes) / 1024)} KiB, ` +
          `${per(walAfter.fpi - walBefore.fpi)} full-page images\n`,
      );
    }
  }
  return played.rounds / played.elapsedSeconds;
}

/** The server's WAL written so far (pg_stat_wal, every database's): what a phase's writes cost the disk. */
async function walNow(running: Running): Promise<{ bytes: number; fpi: number }> {
  const [row] = await queryRows<{ bytes: string; fpi: string }>(
    running.database.db,
    sql`select wal_bytes::text as bytes, wal_fpi::text as fpi from pg_stat_wal`,
  );
  return { bytes: Number(row?.bytes ?? 0), fpi: Number(row?.fpi ?? 0) };
}

/**
 * (c) again within the same app, the tournament running and over in turns (on, off, off, on, on, off, off, on; a
 * quarter of `seconds` each): the machine's load drifts over the minute a run takes (other sessions' builds and
 * tests), and phases (2) and (3) met different loads, which moved their ratio between 0.5 and 1.6 while each
 * round cost the same CPU in both. Alternating in short slices, each condition sees the same load on average.
 */
async function interleaved(running: Running, tournamentId: string, questIds: string[], on: Seat[], off: Seat[]) {
  const db = running.database.db;
  const rounds = { on: [] as number[], off: [] as number[] };
  const cpuPerRound = { on: [] as number[], off: [] as number[] };
  const order = ['on', 'off', 'off', 'on', 'on', 'off', 'off', 'on'] as const;
  const quests = sql.join(
    questIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  for (const [i, turn] of order.entries()) {
    // Off: the tournament over and the two quests not started yet (a quest that has not started counts nothing,
    // as quests switched off do, decision 0095), so a slice without retention has neither.
    await db.execute(
      turn === 'on'
        ? sql`update tournaments set completed_at = null where id = ${tournamentId}`
        : sql`update tournaments set completed_at = now() where id = ${tournamentId}`,
    );
    await db.execute(
      turn === 'on'
        ? sql`update quests set starts_at = now() - interval '1 day' where id in (${quests})`
        : sql`update quests set starts_at = now() + interval '1 day' where id in (${quests})`,
    );
    const mark = await markPhase(db);
    const began = process.hrtime.bigint() / 1000n;
    const played = await playRounds(running, turn === 'on' ? on : off, { seconds: seconds / 4, label: `slice-${i}-` });
    const cpu = await cpuSince(db, mark);
    if (profile) {
      const per = (s: number) => ((s * 1000) / played.rounds).toFixed(2);
      process.stdout.write(
        `slice ${i} (${turn}): from ${began} to ${process.hrtime.bigint() / 1000n} µs, CPU per round ` +
          `${per(cpu.process)} + ${per(cpu.backends)} ms\n`,
      );
    }
    rounds[turn].push(played.rounds / played.elapsedSeconds);
    cpuPerRound[turn].push(((cpu.process + cpu.backends) * 1000) / played.rounds);
  }
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const show = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
  const show2 = (values: number[]) => values.map((v) => v.toFixed(2)).join(', ');
  report(
    `interleaved: rounds/s with the tournament and quests running (${show(rounds.on)})`,
    mean(rounds.on),
    'rounds/s',
  );
  report(`interleaved: rounds/s with neither (${show(rounds.off)})`, mean(rounds.off), 'rounds/s');
  report('interleaved: with retention / without, same app', mean(rounds.on) / mean(rounds.off), '(budget ≥ 0.85)');
  // CPU a round costs (this process with the provider's thread, and the database's backends) moves far less with
  // the machine's load than rounds/s: on two busy cores the throughput ratio follows the CPU ratio.
  report(`interleaved: CPU per round with them (${show2(cpuPerRound.on)})`, mean(cpuPerRound.on), 'ms');
  report(`interleaved: CPU per round without (${show2(cpuPerRound.off)})`, mean(cpuPerRound.off), 'ms');
  report('interleaved: CPU per round without / with', mean(cpuPerRound.off) / mean(cpuPerRound.on), '(what it allows)');
  await db.execute(sql`update tournaments set completed_at = now() where id = ${tournamentId}`);
  await db.execute(sql`update quests set starts_at = now() - interval '1 day' where id in (${quests})`);
}

/** Events of a topic a subscriber has still to handle, and how long it took to catch up from the end of the rounds. */
async function drained(running: Running, subscriber: string, topic: string): Promise<{ behind: number; ms: number }> {
  const began = performance.now();
  let first = -1;
  for (;;) {
    const [row] = await queryRows<{ behind: number }>(
      running.database.db,
      sql`select count(*)::int as behind from outbox_events e, outbox_cursors c
        where c.subscriber = ${subscriber} and e.topic = ${topic} and (e.tx_id, e.id) > (c.last_tx_id, c.last_event_id)`,
    );
    const behind = row?.behind ?? 0;
    if (first < 0) first = behind;
    if (behind === 0 || performance.now() - began > 120_000) return { behind: first, ms: performance.now() - began };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A tournament every round counts in, with `entrants` entries of random scores (minor units staked). */
async function bigTournament(running: Running): Promise<string> {
  const db = running.database.db;
  await db.execute(sql`update tournaments set completed_at = now() where completed_at is null`);
  const [t] = await queryRows<{ id: string }>(
    db,
    sql`insert into tournaments (title, starts_at, ends_at, scoring, entry, entrants, rules)
      values ('Bench race', now() - interval '1 hour', now() + interval '1 day', 'staked', 'automatic', ${entrants}, '')
      returning id`,
  );
  if (!t) throw new Error('no tournament');
  await db.execute(sql`insert into tournament_prizes (tournament_id, place, amount_minor)
    select ${t.id}, p, 10000 / p from generate_series(1, 10) p`);
  await db.execute(sql`insert into tournament_entries (tournament_id, player_id, alias, score, rounds, joined_at, scored_at)
    select ${t.id}, gen_random_uuid(), 'Be***', (random() * 50000)::bigint, 1 + (random() * 100)::int,
      now() - interval '1 hour', now() - interval '1 hour' * random()
    from generate_series(1, ${entrants})`);
  // As a tournament that has been live a while: its score buckets counted (rank reads), vacuumed (index-only counts).
  await recountBuckets(db, t.id);
  await db.execute(sql`vacuum analyze tournament_entries, tournament_score_buckets`);
  // The fixture's 100,000 rows are written out now, not by a checkpoint during the rounds it would be charged to.
  await db.execute(sql`checkpoint`).catch(() => {});
  return t.id;
}

/** Leaves exactly two quests open (every player takes part in each open quest); answers their ids. */
async function twoQuests(running: Running): Promise<string[]> {
  const db = running.database.db;
  await db.execute(sql`update quests set ends_at = now() - interval '1 second'
    where id not in (select id from quests where ends_at > now() order by ends_at, id limit 2)`);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from quests where ends_at > now() and starts_at <= now()`,
  );
  return rows.map((row) => row.id);
}

async function readTimes(running: Running, tournamentId: string): Promise<void> {
  const db = running.database.db;
  const sample = await queryRows<{ player_id: string }>(
    db,
    sql`select player_id from tournament_entries where tournament_id = ${tournamentId} order by random() limit 500`,
  );
  const top: number[] = [];
  const rank: number[] = [];
  const page: number[] = [];
  for (const { player_id } of sample) {
    let began = performance.now();
    await leaders(db, tournamentId, 100);
    top.push(performance.now() - began);
    began = performance.now();
    await entryWithRank(db, tournamentId, player_id);
    rank.push(performance.now() - began);
  }
  for (let i = 0; i < 200; i++) {
    const began = performance.now();
    const answer = await fetch(`${running.url}/api/retention/tournaments/${tournamentId}?leaders=100`);
    await answer.arrayBuffer();
    page.push(performance.now() - began);
  }
  reportLatencies(`top-100 read (${entrants} entrants)`, top);
  reportLatencies('one player’s own rank read (entry and rank, one statement)', rank);
  reportLatencies('GET /api/retention/tournaments/{id}?leaders=100 (HTTP, guest)', page);
}

let running = await start(false);
process.stdout.write(`database: ${databaseUrl ? 'PostgreSQL' : 'PGlite (in memory)'}\n`);
try {
  const runId = Date.now().toString(36);
  await running.database.db.execute(sql`update tournaments set completed_at = now() where completed_at is null`);
  const seats = await seat(running, runId, playerCount);
  const [probeSeat] = await seat(running, `${runId}-probe`, 1);
  if (!probeSeat) throw new Error('no probe');
  report('players', seats.length, 'players');

  const without = await play(running, seats, 'without retention');
  report(`rounds without retention (${connections} connections)`, without, 'rounds/s');
  await drained(running, 'realtime-publications', 'game.round.settled');
  await running.app.close();

  running = await start(true);
  // Fresh players for each run, as bench/rounds.ts seats its bonus run: a player's own history (limits, loyalty)
  // makes their later rounds dearer, which would be charged to retention.
  const retentionSeats = await seat(running, `${runId}-retention`, playerCount);
  const laterSeats = await seat(running, `${runId}-later`, playerCount);
  const tournamentId = await bigTournament(running);
  const questIds = await twoQuests(running);
  report('open quests', questIds.length, 'quests');
  await readTimes(running, tournamentId);

  let finish: () => void = () => {};
  const until = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const probing = probe(
    { url: running.url, db: running.database.db, studio, providerSecret, trace },
    probeSeat,
    tournamentId,
    until,
  );
  const withRetention = await play(running, retentionSeats, 'with retention');
  finish();
  const scores = await drained(running, 'retention-tournament-scores', 'game.round.settled');
  const published = await drained(running, 'realtime-publications', 'retention.tournament.updated');
  await probing;
  report(
    `rounds with retention (a ${entrants}-entrant tournament${questsToo ? ', two quests, loyalty on' : ' only'})`,
    withRetention,
    'rounds/s',
  );
  report('with retention / without', withRetention / without, '(budget ≥ 0.85)');
  report('tournament scorer behind when the rounds ended', scores.behind, 'events');
  report('time for it to catch up', scores.ms, 'ms');
  report('own-rank updates not yet published then', published.behind, 'events');
  for (const name of ['retention-loyalty-points', 'retention-quests']) {
    const lag = await drained(running, name, 'game.round.settled');
    report(`${name} behind (settled rounds) after that`, lag.behind, 'events');
  }
  await readTimes(running, tournamentId);

  // The same app and database with the tournament over: what the rounds cost here without it.
  await running.database.db.execute(sql`update tournaments set completed_at = now() where id = ${tournamentId}`);
  const withoutHere = await play(running, laterSeats, 'same app, tournament over');
  report('rounds in the same app once the tournament is over', withoutHere, 'rounds/s');
  report('with retention / without, same app', withRetention / withoutHere, '(budget ≥ 0.85)');
  await interleaved(running, tournamentId, questIds, retentionSeats, laterSeats);
} finally {
  await running.app.close();
}
