/**
 * Realtime gateway capacity: N concurrent websocket connections on one server process, resident memory
 * per idle connection, and the delivery latency of one publication to all of them; then the same with
 * two processes on one Redis (connections on one, the publishing API call on the other).
 *
 * Run after `npm run build`: node bench/realtime.ts [connections] [rounds]   (defaults 10000 and 5)
 * The Redis part needs PostgreSQL and Redis on 127.0.0.1 (the CI services); it is skipped otherwise.
 * The bulk clients speak the JSON protocol over plain `ws` to keep this process small; the official
 * client is exercised by the test suite.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { report } from './support.ts';

const connections = Number(process.argv[2] ?? 10_000);
const rounds = Number(process.argv[3] ?? 5);
const root = path.resolve(import.meta.dirname, '..');
const secret = 'bench-only-secret-that-is-long-enough-0123456789';
const password = 'Bench-Live-9';

async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      JWT_SECRET: secret,
      OUTBOX_POLL_MS: '20',
      ...env,
    },
    stdio: 'inherit',
  });
  for (let waited = 0; waited < 60_000; waited += 50) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill();
  throw new Error('server did not start');
}

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function json(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    ...init,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.9.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}`,
      ...init.headers,
    },
  });
  return (await response.json()) as Record<string, unknown>;
}

/** One player (registered through the API and the dev outbox) whose profile channel everyone watches. */
async function player(base: string): Promise<{ id: string; token: string }> {
  const email = `bench-${crypto.randomUUID()}@example.com`;
  await json(`${base}/api/player/register`, {
    method: 'POST',
    body: JSON.stringify({
      email,
      password,
      currency: 'EUR',
      country: 'DE',
      birthdate: '1990-01-01',
      agreements: true,
    }),
  });
  const outbox = (await json(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).data as { links: string[] }[];
  const code = outbox[0]?.links.find((l) => l.includes('/verify/'))?.split('/verify/')[1] ?? '';
  const confirmed = (
    await json(`${base}/api/player/register/confirm`, { method: 'POST', body: JSON.stringify({ code }) })
  ).data as { accessToken: string; profile: { id: string } };
  return { id: confirmed.profile.id, token: confirmed.accessToken };
}

interface Watcher {
  ws: WebSocket;
  onPublication?: () => void;
}

async function openWatchers(port: number, count: number, token: string, channel: string): Promise<Watcher[]> {
  const watchers: Watcher[] = [];
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    await Promise.all(
      Array.from(
        { length: size },
        () =>
          new Promise<void>((resolve, reject) => {
            const ws = new WebSocket(`ws://127.0.0.1:${port}/api/connection/websocket`);
            const watcher: Watcher = { ws };
            ws.on('open', () => {
              ws.send(
                `${JSON.stringify({ id: 1, connect: { token } })}\n${JSON.stringify({ id: 2, subscribe: { channel } })}`,
              );
            });
            ws.on('message', (data) => {
              for (const line of data.toString().split('\n')) {
                if (line === '{}') ws.send('{}');
                else if (line.startsWith('{"id":2')) resolve();
                else if (line.startsWith('{"push"')) watcher.onPublication?.();
              }
            });
            ws.on('error', reject);
            watchers.push(watcher);
          }),
      ),
    );
  }
  return watchers;
}

/** Changes the profile through the API (outbox → publication) and times each watcher's delivery. */
async function publishAndTime(base: string, who: { token: string }, watchers: Watcher[]): Promise<number[]> {
  const profile = (await json(`${base}/api/player/profile`, { headers: { authorization: `Bearer ${who.token}` } }))
    .data as Record<string, unknown>;
  const latencies: number[] = [];
  const done = new Promise<void>((resolve) => {
    for (const watcher of watchers) {
      watcher.onPublication = () => {
        latencies.push(performance.now() - started);
        watcher.onPublication = undefined;
        if (latencies.length === watchers.length) resolve();
      };
    }
  });
  const started = performance.now();
  await json(`${base}/api/player/profile`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${who.token}` },
    body: JSON.stringify({ ...profile, nickname: `Bench${Date.now() % 100000}` }),
  });
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  return latencies;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

async function measure(label: string, publishBase: string, watchPort: number, count: number, pid?: number) {
  const who = await player(publishBase);
  const channel = `player:profile#${who.id}`;
  const before = pid ? rssKb(pid) : 0;
  const opened = performance.now();
  const watchers = await openWatchers(watchPort, count, who.token, channel);
  report(`${label}: connections open and subscribed`, watchers.length, 'connections');
  report(`${label}: time to open them`, (performance.now() - opened) / 1000, 's');
  await new Promise((resolve) => setTimeout(resolve, 2000));
  if (pid) report(`${label}: server RSS per idle connection`, (rssKb(pid) - before) / count, 'KB');
  const all: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const latencies = await publishAndTime(publishBase, who, watchers);
    if (latencies.length < watchers.length)
      report(`${label}: round ${round} missing deliveries`, watchers.length - latencies.length, 'connections');
    all.push(...latencies);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  report(`${label}: API call → delivered to all, p50`, percentile(all, 50), 'ms');
  report(`${label}: API call → delivered to all, p99`, percentile(all, 99), 'ms');
  for (const watcher of watchers) watcher.ws.terminate();
  return percentile(all, 99);
}

const single = await startServer(3921, {});
try {
  await measure('one process', 'http://127.0.0.1:3921', 3921, connections, single.pid);
} finally {
  single.kill('SIGTERM');
}

const database = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/croupier_bench';
const redis = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const shared = { DATABASE_URL: database, REDIS_URL: redis, REALTIME_REDIS_PREFIX: `bench-${Date.now()}:` };
let a: ChildProcess | undefined;
let b: ChildProcess | undefined;
try {
  a = await startServer(3922, shared);
  b = await startServer(3923, shared);
  const count = Math.min(connections, 2000);
  const local = await measure('Redis, same process', 'http://127.0.0.1:3923', 3923, count);
  const across = await measure('Redis, two processes', 'http://127.0.0.1:3922', 3923, count);
  report('extra p99 through Redis across processes', across - local, 'ms');
} catch (err) {
  process.stdout.write(`Redis part skipped: ${(err as Error).message}\n`);
} finally {
  a?.kill('SIGTERM');
  b?.kill('SIGTERM');
}
