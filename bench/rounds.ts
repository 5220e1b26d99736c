/**
 * Real-money rounds per second through the seamless-wallet API — a signed debit, then a signed credit that
 * settles the round — against pgbench's default TPC-B-like transactions per second on the same database
 * in the same run (issue 6's budget: ratio ≥ 0.40). API only, loopback, bounded; the provider plays from a
 * thread of its own (bench/rounds-provider.ts), as it would from another machine:
 *   DATABASE_URL=postgres://127.0.0.1:5432/bench node bench/rounds.ts [seconds] [connections] [players]
 *   (defaults 10, 16, 32). Point DATABASE_URL at a throwaway database: the run migrates it, registers
 *   players and adds pgbench's tables. Without DATABASE_URL it runs on PGlite and skips pgbench.
 * The same run then plays the same rounds again for as many other players who each have an active wagering bonus
 * (the demo code NODEPOSIT10, 50×: every stake moves its progress; issue 21's budget: ≥ 0.85× the rounds without
 * bonuses). At the end the ledger is checked: every player's real balance equals deposits − stakes + wins (real
 * money is staked first, so the bonus balance is never touched).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { hmacHex } from '../apps/server/src/modules/games/signing.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { queryRows } from '../apps/server/src/platform/db/database.ts';
import { type BenchPlayer, benchApi } from './players.ts';
import type { ProviderResult, ProviderRun } from './rounds-provider.ts';
import { report } from './support.ts';

interface Seat {
  player: BenchPlayer;
  sessionToken: string;
  staked: number;
  won: number;
}

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 16);
const playerCount = Number(process.argv[4] ?? 32);
const databaseUrl = process.env.DATABASE_URL;
const webhookSecret = 'bench-rounds-webhook-secret-of-32-characters';
const walletSecret = 'bench-rounds-game-wallet-master-secret-0123';
const game = 'croupier-originals-fruit-stand-classic';
const studio = 'croupier-originals';
const providerSecret = hmacHex(walletSecret, `game-provider:${studio}`);
const funding = 1000;

const config = loadConfig({
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  // Test mode keeps the development outbox (confirmation links) and the sandbox payment provider.
  NODE_ENV: 'test',
  DATA_DIR: 'memory://',
  JWT_SECRET: 'bench-rounds-jwt-secret-that-is-long-enough',
  PAYMENT_SANDBOX_WEBHOOK_SECRET: webhookSecret,
  GAME_WALLET_SECRET: walletSecret,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const { app, database } = await buildApp(config);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`database: ${databaseUrl ? 'PostgreSQL' : 'PGlite (in memory)'}\n`);
const api = benchApi(url, webhookSecret);

function pgbench(args: string[]): number | undefined {
  if (!databaseUrl) return undefined;
  const output = execFileSync(
    'pgbench',
    [...args, '-c', String(connections), '-j', '2', '-T', String(seconds), databaseUrl],
    {
      encoding: 'utf8',
    },
  );
  const match = /tps = ([0-9.]+)/.exec(output);
  return match ? Number(match[1]) : undefined;
}

/**
 * The same rounds without the API: pgbench calls the wallet's database functions (decision 0039) directly
 * for the players' real sessions, one debit and one settling credit per pgbench transaction. What the
 * database alone can do, so the API's share of the figure above can be told apart.
 */
function databaseRoundsPerSecond(): number | undefined {
  const script = path.join(mkdtempSync(path.join(tmpdir(), 'croupier-rounds-')), 'rounds.sql');
  const parameter = (fields: string) =>
    `jsonb_build_object('providerId', ':prov', 'playerId', ':pid', 'currency', 'CAD', ${fields}, 'now', now(), 'metadata', '{}'::jsonb, 'subunit', 100)`;
  writeFileSync(
    script,
    [
      `\\set k random(0, ${playerCount - 1})`,
      '\\set n random(1, 9000000000000000000)',
      '\\set won random(0, 1) * 40',
      "select id as sid, provider_id as prov, player_id as pid, game_id as gid from game_sessions where mode = 'real' order by id offset :k limit 1 \\gset",
      `select game_wallet_debit(${parameter("'transactionId', 'db-:n-bet', 'roundId', 'db-:n', 'sessionId', ':sid', 'gameId', ':gid', 'amountMinor', '20', 'playerAlias', 'db***', 'ledgerKey', 'db/:n-bet', 'eventTopic', 'game.bet.placed'")});`,
      `select game_wallet_credit(${parameter("'transactionId', 'db-:n-win', 'roundId', 'db-:n', 'gameId', ':gid', 'amountMinor', ':won', 'roundEnded', true, 'ledgerKey', 'db/:n-win', 'eventTopic', 'game.round.settled'")});`,
    ].join('\n'),
  );
  return pgbench(['-n', '-f', script]);
}

/** Players funded and seated at the game; `withBonus` first redeems and activates the no-deposit code's bonus. */
async function seatPlayers(label: string, withBonus: boolean): Promise<Seat[]> {
  const seats: Seat[] = [];
  for (let i = 0; i < playerCount; i++) {
    const player = await api.createPlayer(`bench-rounds-${label}-${i}@example.com`, 'Bench-Rounds-9');
    if (withBonus) await activateBonus(player);
    await api.deposit(player, funding);
    const launch = await api.json<{ data: { url: string } }>(`/api/game/games/${game}/play`, {
      method: 'POST',
      token: player.token,
      body: { real: true, currency: 'CAD' },
    });
    const sessionToken = new URL(launch.body.data.url, url).searchParams.get('token');
    if (!sessionToken) throw new Error(`launch answered ${launch.status}`);
    seats.push({ player, sessionToken, staked: 0, won: 0 });
  }
  return seats;
}

async function activateBonus(player: BenchPlayer): Promise<void> {
  const redeemed = await api.json<{ data: { status: number } }>('/api/game/bonuses/bonuscodes', {
    method: 'POST',
    token: player.token,
    body: { bonusCode: 'NODEPOSIT10', trigger: 1 },
  });
  if (redeemed.body.data?.status !== 2) throw new Error(`the bonus code answered ${redeemed.status}`);
  const listed = await api.json<{ data: { id: string }[] }>('/api/game/player-bonuses', { token: player.token });
  const id = listed.body.data[0]?.id;
  const activated = await api.json(`/api/game/player-bonuses/${id}/activate`, { method: 'PUT', token: player.token });
  if (activated.status !== 200) throw new Error(`activating the bonus answered ${activated.status}`);
}

/** The provider's thread plays rounds for these seats for `seconds`; answers rounds per second. */
async function play(seats: Seat[]): Promise<number> {
  const run: ProviderRun = {
    url,
    studio,
    providerSecret,
    seconds,
    connections,
    seats: seats.map((seat) => ({ accountId: seat.player.accountId, sessionToken: seat.sessionToken })),
  };
  const provider = new Worker(new URL('./rounds-provider.ts', import.meta.url), { workerData: run });
  const played = await new Promise<ProviderResult>((resolve, reject) => {
    provider.once('message', resolve);
    provider.once('error', reject);
  });
  await provider.terminate();
  for (const [index, totals] of played.seats.entries()) Object.assign(seats[index] as Seat, totals);
  return played.rounds / played.elapsedSeconds;
}

async function checkBalances(seats: Seat[]): Promise<void> {
  for (const seat of seats) {
    const accounts = await api.json<{ data: { currency: string; balance: number }[] }>('/api/wallet/accounts', {
      token: seat.player.token,
    });
    const balance = accounts.body.data.find((a) => a.currency === 'CAD')?.balance ?? Number.NaN;
    const expected = (funding * 100 - seat.staked + seat.won) / 100;
    if (Math.abs(balance - expected) > 1e-9) throw new Error(`balance ${balance}, expected ${expected}`);
  }
}

try {
  const runId = Date.now().toString(36);
  const seats = await seatPlayers(runId, false);
  const bonusSeats = await seatPlayers(`${runId}-bonus`, true);
  report('players', seats.length, 'players (and as many with an active bonus)');

  const roundsPerSecond = await play(seats);
  report(`real-money rounds (debit + credit, ${connections} connections)`, roundsPerSecond, 'rounds/s');
  // Work deferred is not work saved: how far the realtime publisher (it sees every round's events) lags.
  const [lag] = await queryRows<{ behind: number }>(
    database.db,
    sql`select count(*)::int as behind from outbox_events e, outbox_cursors c
      where c.subscriber = 'realtime-publications' and (e.tx_id, e.id) > (c.last_tx_id, c.last_event_id)`,
  );
  report('outbox events not yet published when the rounds ended', lag?.behind ?? Number.NaN, 'events');

  const bonusRoundsPerSecond = await play(bonusSeats);
  report('the same rounds, every player wagering an active bonus', bonusRoundsPerSecond, 'rounds/s');
  report('with bonus / without', bonusRoundsPerSecond / roundsPerSecond, '(budget ≥ 0.85)');

  await checkBalances([...seats, ...bonusSeats]);
  report('balances checked', seats.length + bonusSeats.length, 'accounts');

  if (databaseUrl) {
    const direct = databaseRoundsPerSecond();
    execFileSync('pgbench', ['-i', '-q', '-s', '1', databaseUrl], { stdio: 'ignore' });
    const tps = pgbench([]);
    if (tps !== undefined && direct !== undefined) {
      report(`pgbench TPC-B-like (${connections} clients)`, tps, 'tps');
      report('rounds / pgbench tps ratio', roundsPerSecond / tps, '(budget ≥ 0.40)');
      report(`database functions alone, pgbench driving them (${connections} clients)`, direct, 'rounds/s');
      report('database-only rounds / pgbench tps ratio', direct / tps, '(what the API could reach if it cost nothing)');
    }
  }
} finally {
  await app.close();
}
