/**
 * First-load JavaScript of a page, gzip: every script the server-rendered HTML loads or preloads (module
 * preloads, the entry and the route modules), compressed at level 9 as a CDN would.
 * Run after `npm run build`: node bench/first-load-js.ts [path …]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startSite } from '../e2e/support/site.ts';
import { report } from './support.ts';

const clientDir = path.resolve(import.meta.dirname, '../apps/web/build/client');
const pages = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/promotions', '/questions'];
const site = await startSite();
try {
  for (const page of pages) {
    const html = await (await fetch(`${site.url}${page}`)).text();
    const scripts = new Set(
      [
        ...html.matchAll(
          /(?:href|src)="(\/assets\/[^"]+\.js)"|from "(\/assets\/[^"]+\.js)"|import\("(\/assets\/[^"]+\.js)"\)/g,
        ),
      ]
        .map((m) => m[1] ?? m[2] ?? m[3])
        .filter((s): s is string => Boolean(s)),
    );
    let raw = 0;
    let gzip = 0;
    for (const script of scripts) {
      const bytes = readFileSync(path.join(clientDir, script));
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    report(`first-load JS ${page} (${scripts.size} files) raw`, Math.round(raw / 102.4) / 10, 'KB');
    report(`first-load JS ${page} gzip`, Math.round(gzip / 102.4) / 10, 'KB');
    // The budget is 153,600 bytes: a tenth of a KB is too coarse to see a change of a few hundred.
    report(`first-load JS ${page} gzip bytes`, gzip, 'bytes');
    if (process.env.FIRST_LOAD_FILES) {
      for (const script of scripts) {
        const size = gzipSync(readFileSync(path.join(clientDir, script)), { level: 9 }).length;
        report(`  ${script}`, size, 'bytes');
      }
    }
  }
} finally {
  await site.close();
}
