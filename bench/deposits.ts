/**
 * Deposits per second through the whole path: POST /api/payment/invoices/deposit (validation, limits,
 * invoice, outbox event, provider start) and then the provider's signed webhook that approves it (state
 * machine, ledger posting under the account's row lock, outbox events). API only, loopback, bounded:
 *   DATABASE_URL=postgres://… node bench/deposits.ts [seconds] [players] [connections,…]   (defaults 10, 50, 1,4,16)
 * Without DATABASE_URL it runs on an in-memory PGlite. Point DATABASE_URL at a throwaway database: the run
 * migrates it and registers players. At the end the ledger is checked: every approved deposit credited once.
 */
import { createHmac } from 'node:crypto';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
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

let addressCounter = 0;
/** A distinct client address per request, so no per-address rate limit is what gets measured. */
function nextAddress(): string {
  addressCounter += 1;
  const n = addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

async function json<T>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { 'x-forwarded-for': nextAddress() };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

interface Player {
  token: string;
  accountId: string;
}

async function createPlayer(email: string): Promise<Player> {
  const registered = await json('/api/player/register', {
    method: 'POST',
    body: { email, password, currency: 'CAD', country: 'CA', birthdate: '1990-05-20', agreements: true },
  });
  if (registered.status !== 202) throw new Error(`register answered ${registered.status}`);
  const outbox = await json<{ data: { links: string[] }[] }>(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const link = outbox.body.data.flatMap((m) => m.links).find((l) => l.includes('/verify/'));
  if (!link) throw new Error(`no confirmation link for ${email}`);
  const confirmed = await json<{ data: { accessToken: string } }>('/api/player/register/confirm', {
    method: 'POST',
    body: { code: link.split('/verify/')[1] },
  });
  const token = confirmed.body.data.accessToken;
  const accounts = await json<{ data: { id: string; currency: string }[] }>('/api/wallet/accounts', { token });
  const account = accounts.body.data.find((a) => a.currency === 'CAD');
  if (!account) throw new Error('no CAD account');
  return { token, accountId: account.id };
}

function signed(invoiceId: string): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({
    eventId: crypto.randomUUID(),
    invoiceId,
    status: 2,
    reason: null,
    createdAt: new Date().toISOString(),
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-sandbox-pay-timestamp': timestamp,
      'x-sandbox-pay-signature': createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'),
    },
  };
}

/** One deposit end to end: request, then the provider's approval. Answers its latency in ms. */
async function deposit(player: Player): Promise<number> {
  const started = performance.now();
  const created = await json<{ data: { id: string } }>('/api/payment/invoices/deposit', {
    method: 'POST',
    token: player.token,
    body: { method: 'sandbox.card', currency: 'CAD', amount: 25, accountId: player.accountId },
  });
  if (created.status !== 201) throw new Error(`deposit answered ${created.status}`);
  const { body, headers } = signed(created.body.data.id);
  const hook = await fetch(`${url}/api/payment/webhooks/sandbox`, { method: 'POST', headers, body });
  const answer = (await hook.json()) as { data?: { status: string } };
  if (answer.data?.status !== 'applied') throw new Error(`webhook answered ${hook.status} ${JSON.stringify(answer)}`);
  return performance.now() - started;
}

try {
  const runId = Date.now().toString(36);
  const players: Player[] = [];
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
          const player = players[next++ % players.length] as Player;
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
