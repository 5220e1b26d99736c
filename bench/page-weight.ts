/**
 * What a guest's first visit to a page downloads besides scripts: the server-rendered HTML's bytes and, of
 * those, the hydration data (the inline scripts that hand the loaders' data to React Router in the browser).
 * Run after `npm run build`: node bench/page-weight.ts [path …] (a game page is found on /casino by default).
 */
import { startSite } from '../e2e/support/site.ts';
import { report } from './support.ts';

const site = await startSite();
try {
  const pages =
    process.argv.length > 2 ? process.argv.slice(2) : ['/', '/casino', await firstGamePage(), '/promotions', '/login'];
  for (const page of pages) {
    const html = await (await fetch(`${site.url}${page}`)).text();
    const hydration = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
      .filter((m) => m[1]?.includes('__reactRouterContext'))
      .reduce((sum, m) => sum + Buffer.byteLength(m[0]), 0);
    report(`HTML ${page}`, Buffer.byteLength(html), 'bytes');
    report(`hydration data ${page}`, hydration, 'bytes');
  }
} finally {
  await site.close();
}

async function firstGamePage(): Promise<string> {
  const html = await (await fetch(`${site.url}/casino`)).text();
  return /href="(\/games\/[^"?#]+)"/.exec(html)?.[1] ?? '/games/missing';
}
