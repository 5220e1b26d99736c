/**
 * Real-money rounds per second through the seamless-wallet API — a signed debit, then a signed credit that
 * settles the round — against pgbench's default TPC-B-like transactions per second on the same database
 * in the same run (issue 6's budget: ratio ≥ 0.40). API only, loopback, bounded:
 *   DATABASE_URL=postgres://127.0.0.1:5432/bench node bench/rounds.ts [seconds] [connections] [players]
 *   (defaults 10, 16, 32). Point DATABASE_URL at a throwaway database: the run migrates it, registers
 *   players and adds pgbench's tables. Without DATABASE_URL it runs on PGlite and skips pgbench.
 * At the end the ledger is checked: every player's balance equals deposits − stakes + wins.
 */
import { execFileSync } from 'node:child_process';
import { buildApp } from '../apps/server/src/app.ts';
import { hmacHex, signedWalletCall } from '../apps/server/src/modules/games/signing.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { type BenchPlayer, benchApi } from './players.ts';
import { report } from './support.ts';

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
const { app } = await buildApp(config);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`database: ${databaseUrl ? 'PostgreSQL' : 'PGlite (in memory)'}\n`);
const api = benchApi(url, webhookSecret);

interface Seat {
  player: BenchPlayer;
  sessionToken: string;
  staked: number;
  won: number;
}

async function wallet(operation: 'debit' | 'credit', body: Record<string, unknown>): Promise<void> {
  const signed = signedWalletCall(providerSecret, body);
  const response = await fetch(`${url}/api/provider-wallet/${studio}/${operation}`, {
    method: 'POST',
    headers: signed.headers,
    body: signed.body,
  });
  if (response.status !== 200) throw new Error(`${operation} answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
}

/** One round: a 0.20 stake, then a settling credit of 0 or 0.40 (minor units, as a provider speaks). */
async function round(seat: Seat, n: number): Promise<void> {
  const roundId = `bench-${seat.player.accountId}-${n}`;
  const won = n % 2 === 0 ? 40 : 0;
  const base = { sessionToken: seat.sessionToken, roundId, currency: 'CAD' };
  await wallet('debit', { ...base, transactionId: `${roundId}-bet`, amount: '20' });
  await wallet('credit', { ...base, transactionId: `${roundId}-win`, amount: String(won) });
  seat.staked += 20;
  seat.won += won;
}

function pgbenchTps(): number | undefined {
  if (!databaseUrl) return undefined;
  execFileSync('pgbench', ['-i', '-q', '-s', '1', databaseUrl], { stdio: 'ignore' });
  const output = execFileSync('pgbench', ['-c', String(connections), '-j', '2', '-T', String(seconds), databaseUrl], {
    encoding: 'utf8',
  });
  const match = /tps = ([0-9.]+)/.exec(output);
  return match ? Number(match[1]) : undefined;
}

try {
  const runId = Date.now().toString(36);
  const seats: Seat[] = [];
  for (let i = 0; i < playerCount; i++) {
    const player = await api.createPlayer(`bench-rounds-${runId}-${i}@example.com`, 'Bench-Rounds-9');
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
  report('players', seats.length, 'players');

  let rounds = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      // Each connection plays its own seats, as one player's rounds follow one another.
      const mine = seats.filter((_, index) => index % connections === worker);
      let n = 0;
      while (performance.now() < deadline) {
        await round(mine[n % mine.length] as Seat, n);
        n += 1;
        rounds += 1;
      }
    }),
  );
  const roundsPerSecond = rounds / ((performance.now() - started) / 1000);
  report(`real-money rounds (debit + credit, ${connections} connections)`, roundsPerSecond, 'rounds/s');

  for (const seat of seats) {
    const accounts = await api.json<{ data: { currency: string; balance: number }[] }>('/api/wallet/accounts', {
      token: seat.player.token,
    });
    const balance = accounts.body.data.find((a) => a.currency === 'CAD')?.balance ?? Number.NaN;
    const expected = (funding * 100 - seat.staked + seat.won) / 100;
    if (Math.abs(balance - expected) > 1e-9) throw new Error(`balance ${balance}, expected ${expected}`);
  }
  report('balances checked', seats.length, 'accounts');

  const tps = pgbenchTps();
  if (tps !== undefined) {
    report(`pgbench TPC-B-like (${connections} clients)`, tps, 'tps');
    report('rounds / pgbench tps ratio', roundsPerSecond / tps, '(budget ≥ 0.40)');
  }
} finally {
  await app.close();
}
