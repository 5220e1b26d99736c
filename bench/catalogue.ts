/**
 * GET /api/game/games on a 10,000-game catalogue with a collection filter and a search, against a hello
 * route (/healthz) in the same process and run (issue 6's budget: ratio ≥ 0.25, p99 ≤ 25 ms): first one
 * query asked again and again (served from the shared catalogue pages after the first), then a new query
 * on every request (the database every time). API only,
 * loopback, bounded:
 *   DATABASE_URL=postgres://… node bench/catalogue.ts [seconds] [games]     (defaults 10, 10000)
 * Without DATABASE_URL it runs on an in-memory PGlite. Point DATABASE_URL at a throwaway database: the run
 * seeds the generated catalogue into it.
 */
import { generateLargeCatalogue } from '@croupier/house-games/catalogue';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { seedCatalogue } from '../apps/server/src/modules/games/catalogue.ts';
import { houseCatalogue, houseCollections } from '../apps/server/src/modules/games/house-catalogue.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { cpuSince, markPhase } from './statement-profile.ts';
import { report } from './support.ts';

const seconds = Number(process.argv[2] ?? 10);
const size = Number(process.argv[3] ?? 10_000);
const databaseUrl = process.env.DATABASE_URL;

const config = loadConfig({
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  DATA_DIR: 'memory://',
  JWT_SECRET: 'bench-catalogue-jwt-secret-that-is-long-enough',
  // Production refuses to start without its own key for staff TOTP secrets (decision 0126).
  ADMIN_TOTP_KEY: 'bench-catalogue-admin-totp-key-long-enough-0123',
  HOUSE_GAMES_ENABLED: 'false',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const { app, database } = await buildApp(config);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`database: ${databaseUrl ? 'PostgreSQL' : 'PGlite (in memory)'}\n`);

try {
  const seeded = performance.now();
  await seedCatalogue(database.db, houseCatalogue(generateLargeCatalogue(size)), { collections: houseCollections });
  report('catalogue seeded', size, 'games');
  report('seeding took', performance.now() - seeded, 'ms');

  // A category and a two-word prefix search, as the lobby's search modal asks within a category.
  const catalogue = '/api/game/games?collection=slots&search=gold%20ro&countryCode=CA&perPage=24';
  const probe = (await (await fetch(`${url}${catalogue}`)).json()) as { meta: { totalRows: number } };
  report('catalogue query matches', probe.meta.totalRows, 'games');

  const figures: Record<string, number> = {};
  for (const [name, path] of [
    ['hello route /healthz', '/healthz'],
    ['GET /api/game/games (collection + search)', catalogue],
  ] as const) {
    const result = await autocannon({ url: `${url}${path}`, connections: 10, duration: seconds });
    figures[name] = result.requests.average;
    report(`${name} throughput`, result.requests.average, 'req/s');
    report(`${name} latency p50`, result.latency.p50, 'ms');
    report(`${name} latency p99`, result.latency.p99, 'ms');
    if (result.non2xx > 0) report(`${name} non-2xx answers`, result.non2xx, 'responses');
  }
  // Every request a different search (two words of the generated names, then a page number): nothing is
  // served from the shared pages, so this is the database path alone.
  const words = ['gold', 'ro', 'fruit', 'ocean', 'crash', 'royal', 'neon', 'book', 'dice', 'plinko'];
  let n = 0;
  const mark = await markPhase(database.db);
  const misses = await autocannon({
    url: `${url}/api/game/games`,
    connections: 10,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          const search = `${words[n % words.length]} ${words[Math.floor(n / words.length) % words.length]?.slice(0, 2)}`;
          const path = `/api/game/games?collection=slots&search=${encodeURIComponent(search)}&countryCode=CA&perPage=24&page=${1 + (Math.floor(n / 100) % 50)}`;
          return { ...request, path };
        },
      },
    ],
  });
  report('GET /api/game/games, every request a new query, throughput', misses.requests.average, 'req/s');
  report('GET /api/game/games, every request a new query, latency p50', misses.latency.p50, 'ms');
  report('GET /api/game/games, every request a new query, latency p99', misses.latency.p99, 'ms');
  // CPU per answer (this process, autocannon's side included, and PostgreSQL's backends) moves far less with the
  // machine's load than the latencies, which on two shared cores are mostly queueing.
  const cpu = await cpuSince(database.db, mark);
  report(
    'GET /api/game/games, every request a new query, CPU per answer (this process)',
    (cpu.process * 1000) / misses.requests.total,
    'ms',
  );
  if (databaseUrl)
    report("… and the database backends' CPU per answer", (cpu.backends * 1000) / misses.requests.total, 'ms');

  const ratio =
    (figures['GET /api/game/games (collection + search)'] ?? 0) / (figures['hello route /healthz'] ?? Number.NaN);
  report('catalogue / hello throughput ratio', ratio, '(budget ≥ 0.25)');
} finally {
  await app.close();
}
