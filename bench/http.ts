/**
 * Requests per second and latency of server-rendered pages (home as a guest, /casino, a game page, home as a
 * logged-in player), /api/settings/currencies and a hello route (/healthz) in the same process, loopback only,
 * bounded duration. Run after `npm run build`:
 *   node bench/http.ts [seconds]
 * The site runs on an in-memory PGlite; with DATABASE_URL set it uses that PostgreSQL database instead.
 *
 * The site runs with NODE_ENV=test (the development outbox confirms the logged-in player) and React's
 * production build (process NODE_ENV=production), as a deployment runs it: React's development build renders
 * several times slower and is not what players get.
 */
import './react-production.ts';
import autocannon from 'autocannon';
import { createPlayer, uniqueEmail } from '../e2e/support/players.ts';
import { startSite } from '../e2e/support/site.ts';
import { report } from './support.ts';

const seconds = Number(process.argv[2] ?? 10);
const databaseUrl = process.env.DATABASE_URL;
const site = await startSite({
  NODE_ENV: 'test',
  JWT_SECRET: 'bench-http-secret-that-is-long-enough-0123456789',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
process.stdout.write(`database: ${databaseUrl ? 'PostgreSQL' : 'PGlite (in memory)'}\n`);
try {
  const casino = await (await fetch(`${site.url}/casino`)).text();
  const gamePage = /href="(\/games\/[^"?#]+)"/.exec(casino)?.[1] ?? '/games/missing';
  const token = await createPlayer(site.url, uniqueEmail('bench-http'), 'Bench-Http-9');
  const player = { cookie: `access_token=${token}` };
  for (const [name, path, headers] of [
    ['hello route /healthz', '/healthz', {}],
    ['GET /api/settings/currencies', '/api/settings/currencies?visible=true', {}],
    ['home page SSR / (guest)', '/', {}],
    ['casino page SSR /casino (guest)', '/casino', {}],
    [`game page SSR ${gamePage} (guest)`, gamePage, {}],
    ['home page SSR / (logged-in player)', '/', player],
  ] as const) {
    const result = await autocannon({ url: `${site.url}${path}`, connections: 20, duration: seconds, headers });
    report(`${name} throughput`, result.requests.average, 'req/s');
    report(`${name} latency p50`, result.latency.p50, 'ms');
    report(`${name} latency p99`, result.latency.p99, 'ms');
    if (result.non2xx > 0) report(`${name} non-2xx answers`, result.non2xx, 'responses');
  }
} finally {
  await site.close();
}
