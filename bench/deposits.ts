/**
 * Deposits per second through the whole path: POST /api/payment/invoices/deposit (validation, limits,
 * invoice, outbox event, provider start) and then the provider's signed webhook that approves it (state
 * machine, ledger posting under the account's row lock, outbox events). API only, loopback, bounded:
 *   DATABASE_URL=postgres://… node bench/deposits.ts [seconds] [players] [connections,…]   (defaults 10, 50, 1,4,16)
 * Without DATABASE_URL it runs on an in-memory PGlite. Point DATABASE_URL at a throwaway database: the run
 * migrates it and registers players. At the end the ledger is checked: every approved deposit credited once.
 */
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { type BenchPlayer, benchApi } from './players.ts';
import { report } from './support.ts';

const seconds = Number(process.argv[2] ?? 10);
const playerCount = Number(process.argv[3] ?? 50);
const connectionSettings = (process.argv[4] ?? '1,4,16').split(',').map(Number);
const databaseUrl = process.env.DATABASE_URL;
const secret = 'bench-deposits-webhook-secret-of-32-characters';
const password = 'Bench-Deposit-9';

const config = loadConfig({
  LOG_LEVEL: 'silent',
  // Test mode keeps the development outbox (confirmation links) and the sandbox payment provider.
  NODE_ENV: 'test',
  DATA_DIR: 'memory://',
  JWT_SECRET: 'bench-deposits-jwt-secret-that-is-long-enough',
  PAYMENT_SANDBOX_WEBHOOK_SECRET: secret,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const { app } = await buildApp(config);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`database: ${databaseUrl ? 'PostgreSQL' : 'PGlite (in memory)'}\n`);

const { json, createPlayer: register, deposit: fund } = benchApi(url, secret);
const createPlayer = (email: string) => register(email, password);

/** One deposit end to end: request, then the provider's approval. Answers its latency in ms. */
async function deposit(player: BenchPlayer): Promise<number> {
  const started = performance.now();
  await fund(player, 25);
  return performance.now() - started;
}

try {
  const runId = Date.now().toString(36);
  const players: BenchPlayer[] = [];
  for (let i = 0; i < playerCount; i++) players.push(await createPlayer(`bench-deposit-${runId}-${i}@example.com`));
  report('players', players.length, 'players');

  let total = 0;
  for (const connections of connectionSettings) {
    const latencies: number[] = [];
    const deadline = performance.now() + seconds * 1000;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < deadline) {
          // Each connection walks its own players, so the row lock of one account is not the bottleneck.
          const player = players[next++ % players.length] as BenchPlayer;
          latencies.push(await deposit(player));
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    total += latencies.length;
    const name = `deposit + webhook (${connections} connection${connections === 1 ? '' : 's'})`;
    report(`${name} throughput`, latencies.length / elapsed, 'deposits/s');
    report(`${name} latency p50`, latencies[Math.floor(latencies.length / 2)] ?? 0, 'ms');
    report(`${name} latency p99`, latencies[Math.ceil(latencies.length * 0.99) - 1] ?? 0, 'ms');
  }

  // Every approved deposit credited exactly once: 25 CAD each.
  let credited = 0;
  for (const player of players) {
    const accounts = await json<{ data: { currency: string; balance: number }[] }>('/api/wallet/accounts', {
      token: player.token,
    });
    credited += accounts.body.data.find((a) => a.currency === 'CAD')?.balance ?? 0;
  }
  report('deposits approved', total, 'deposits');
  report('credited in all', credited, 'CAD');
  if (credited !== total * 25) throw new Error(`credited ${credited} CAD for ${total} deposits of 25`);
} finally {
  await app.close();
}
