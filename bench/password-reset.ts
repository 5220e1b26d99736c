/**
 * Response time of POST /api/player/passwords/reset for addresses that have an account and for addresses
 * that do not (issue 19, item 10; decision 0054): the two must not be told apart. API only, loopback:
 *   node bench/password-reset.ts [samples per kind] [pause ms]   (defaults 300 and 20; `npx tsx` on Node < 24)
 * In-memory PGlite; with DATABASE_URL set, that PostgreSQL database (a throwaway one: the run migrates it
 * and registers players).
 *
 * Requests go one at a time, known and unknown addresses (of the same length) in a shuffled order, each
 * from its own X-Forwarded-For address, and never more than five per known address (the per-address and
 * per-e-mail limits stay on).
 * Between requests the script pauses, so the reset work a request left behind has finished before the next
 * one is timed: what is measured is the answer itself.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { report } from './support.ts';

const samples = Number(process.argv[2] ?? 300);
const pauseMs = Number(process.argv[3] ?? 20);
const perEmailLimit = 5;

let addressCounter = 0;
function nextAddress(): string {
  addressCounter += 1;
  const n = addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

async function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify(body),
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/**
 * The server runs in a child process: in this one, its work after an answer would run on the same thread
 * as the client reading that answer, and be timed with it; an attacker's client is elsewhere.
 */
if (process.argv[2] === 'serve') {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'development',
    DATA_DIR: 'memory://',
    JWT_SECRET: 'bench-only-secret-that-is-long-enough-0123456789',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const { app } = await buildApp(config, {});
  process.send?.({ url: await app.listen({ port: 0, host: '127.0.0.1' }) });
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
} else {
  await measure();
}

async function measure(): Promise<void> {
  const server = fork(fileURLToPath(import.meta.url), ['serve']);
  const url = await new Promise<string>((resolve, reject) => {
    server.once('message', (message) => resolve((message as { url: string }).url));
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });

  const run = crypto.randomUUID().slice(0, 8);
  const known: string[] = [];
  for (let i = 0; i < Math.ceil(samples / perEmailLimit); i++) {
    const email = `reset-bench-${run}-${i}@example.com`;
    const registered = await post(`${url}/api/player/register`, {
      email,
      password: 'Bench-Reset-9',
      currency: 'EUR',
      country: 'DE',
      birthdate: '1990-05-20',
      agreements: true,
    });
    if (registered.status !== 202) throw new Error(`register answered ${registered.status}`);
    known.push(email);
  }

  const order = [...Array(samples).fill('known'), ...Array(samples).fill('unknown')] as ('known' | 'unknown')[];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [order[i], order[j]] = [order[j] as 'known' | 'unknown', order[i] as 'known' | 'unknown'];
  }

  // Warm-up: the first requests pay for JIT and the first statements' plans.
  for (let i = 0; i < 20; i++)
    await post(`${url}/api/player/passwords/reset`, { email: `warm-${run}-${i}@example.com` });

  const times = { known: [] as number[], unknown: [] as number[] };
  let knownUsed = 0;
  let unknownUsed = 0;
  for (const kind of order) {
    const email =
      kind === 'known'
        ? (known[Math.floor(knownUsed++ / perEmailLimit)] as string)
        : `reset-bench-${run}-n${unknownUsed++}@example.com`;
    const started = performance.now();
    const response = await post(`${url}/api/player/passwords/reset`, { email });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 202) throw new Error(`reset answered ${response.status}`);
    times[kind].push(elapsed);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }

  for (const kind of ['known', 'unknown'] as const) {
    const sorted = [...times[kind]].sort((a, b) => a - b);
    const mean = sorted.reduce((sum, t) => sum + t, 0) / sorted.length;
    report(`reset ${kind} p25`, percentile(sorted, 25), 'ms');
    report(`reset ${kind} p50`, percentile(sorted, 50), 'ms');
    report(`reset ${kind} p90`, percentile(sorted, 90), 'ms');
    report(`reset ${kind} mean`, mean, 'ms');
  }
  server.disconnect();
}
