/**
 * Logins per second and latency of POST /api/player/sessions (argon2id verification included), loopback
 * only, bounded duration. Run after `npm run build`:
 *   node bench/login.ts [seconds] [players] [connections,…]   (defaults 10, 600 and 1,2,4)
 * The site runs on an in-memory PGlite; with DATABASE_URL set it uses that PostgreSQL database instead
 * (point it at a throwaway database: the run migrates it, seeds the demo data and registers the players).
 *
 * The login route is rate-limited per address (10/min) and per e-mail (5/15 min), and the benchmark must
 * measure logins, not 429s: it registers and confirms enough players (through the API and the dev outbox)
 * that no e-mail is used more than five times, and gives every request its own X-Forwarded-For address
 * (TRUST_PROXY defaults to loopback, so the site believes it). No limit is raised or switched off.
 */
import autocannon from 'autocannon';
import { hashPassword, verifyPassword } from '../apps/server/src/modules/player/passwords.ts';
import { startSite } from '../e2e/support/site.ts';
import { report } from './support.ts';

const seconds = Number(process.argv[2] ?? 10);
const playerCount = Number(process.argv[3] ?? 600);
const password = 'Bench-Login-9';
const perEmailLimit = 5;
const connectionSettings = (process.argv[4] ?? '1,2,4').split(',').map(Number);
const databaseUrl = process.env.DATABASE_URL;

let addressCounter = 0;
/** A distinct client address per request: 10.x.y.z from a counter, never repeating within a run. */
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

/** Registers and confirms one player; the confirmation code comes from the development outbox. */
async function createPlayer(siteUrl: string, email: string): Promise<void> {
  const registered = await post(`${siteUrl}/api/player/register`, {
    email,
    password,
    currency: 'EUR',
    country: 'DE',
    birthdate: '1990-05-20',
    agreements: true,
  });
  if (registered.status !== 202) throw new Error(`register answered ${registered.status}`);
  const outbox = await fetch(`${siteUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`, {
    headers: { 'x-forwarded-for': nextAddress() },
  });
  const messages = ((await outbox.json()) as { data: { links: string[] }[] }).data;
  const code = messages.flatMap((m) => m.links).find((link) => link.includes('/verify/'));
  if (!code) throw new Error(`no confirmation link for ${email}`);
  const confirmed = await post(`${siteUrl}/api/player/register/confirm`, { code: code.split('/verify/')[1] });
  if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}`);
}

/** Runs `task` over `items` with at most `limit` in flight. */
async function inBatches<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/** The hash on its own, one at a time: the floor under every login's latency on this machine. */
async function timeVerification(samples: number): Promise<void> {
  const stored = await hashPassword(password);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await verifyPassword(stored, password);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  report('argon2id verification alone p50', times[Math.floor(samples / 2)] ?? 0, 'ms');
  report('argon2id verification alone p99', times[Math.ceil(samples * 0.99) - 1] ?? 0, 'ms');
}

await timeVerification(100);

// NODE_ENV test keeps the development outbox, where the confirmation links are read.
const site = await startSite({ NODE_ENV: 'test', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
process.stdout.write(`database: ${databaseUrl ? 'PostgreSQL' : 'PGlite (in memory)'}\n`);
try {
  const runId = Date.now().toString(36);
  const emails = Array.from({ length: playerCount }, (_, i) => `bench-${runId}-${i}@example.com`);
  const setupStarted = performance.now();
  await inBatches(emails, 8, (email) => createPlayer(site.url, email));
  report('players registered and confirmed', emails.length, 'players');
  report('setup time', (performance.now() - setupStarted) / 1000, 's');

  // Shared across runs and connections: each login takes the next (e-mail, address) pair.
  let loginCounter = 0;
  const capacity = emails.length * perEmailLimit;
  for (const connections of connectionSettings) {
    // Stops rather than reuse an e-mail a sixth time inside the 15-minute window (429s, not logins).
    if (capacity - loginCounter <= connections) break;
    const result = await autocannon({
      url: site.url,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/api/player/sessions',
          setupRequest: (request) => {
            const index = loginCounter++;
            const email = emails[index % emails.length] ?? '';
            return {
              ...request,
              headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
              body: JSON.stringify({ email, password, fingerprint: `bench-visitor-${index % emails.length}` }),
            };
          },
        },
      ],
    });
    const name = `login (${connections} connection${connections === 1 ? '' : 's'})`;
    report(`${name} throughput`, result.requests.average, 'logins/s');
    report(`${name} latency p50`, result.latency.p50, 'ms');
    report(`${name} latency p99`, result.latency.p99, 'ms');
    report(`${name} requests`, result.requests.total, 'requests');
    if (result.non2xx > 0) report(`${name} non-2xx answers`, result.non2xx, 'responses');
    if (loginCounter > capacity)
      report('logins beyond the per-e-mail limit (rerun with more players)', loginCounter - capacity, 'logins');
  }
} finally {
  await site.close();
}
