/**
 * Requests per second and latency of the home page (SSR), /api/settings/currencies and a hello route
 * (/healthz) in the same process, loopback only, bounded duration. Run after `npm run build`:
 * node bench/http.ts [seconds]
 */
import autocannon from 'autocannon';
import { startSite } from '../e2e/support/site.ts';
import { report } from './support.ts';

const seconds = Number(process.argv[2] ?? 10);
const site = await startSite();
try {
  for (const [name, path] of [
    ['hello route /healthz', '/healthz'],
    ['GET /api/settings/currencies', '/api/settings/currencies?visible=true'],
    ['home page SSR /', '/'],
  ] as const) {
    const result = await autocannon({ url: `${site.url}${path}`, connections: 20, duration: seconds });
    report(`${name} throughput`, result.requests.average, 'req/s');
    report(`${name} latency p50`, result.latency.p50, 'ms');
    report(`${name} latency p99`, result.latency.p99, 'ms');
    if (result.non2xx > 0) report(`${name} non-2xx answers`, result.non2xx, 'responses');
  }
} finally {
  await site.close();
}
