/**
 * Lighthouse (mobile form factor, default throttling) on the home page, in Debian's Chromium.
 * Run after `npm run build`: node bench/lighthouse.ts [path]
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../e2e/support/browser.ts';
import { startSite } from '../e2e/support/site.ts';
import { report } from './support.ts';

const page = process.argv[2] ?? '/';
// As an operator runs it: without a wallet key the house studio cannot reach the casino, and a game page's frame
// answers 503 (its demo too), which is neither the page a visitor meets nor its cost.
const site = await startSite({ GAME_WALLET_SECRET: 'bench-lighthouse-wallet-master-secret-0123456789' });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  // A site that has been running a while has compiled its render path: the first renders after a start (a cold
  // process, 200+ ms for home) are not what a visitor meets. The page is asked as a phone asks it a few times first;
  // Lighthouse's own request may still miss the 5 s page cache (decision 0134) and render.
  for (let i = 0; i < 20; i++) {
    const headers = { 'user-agent': 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Mobile Safari/537.36' };
    await (await fetch(`${site.url}${page}`, { headers })).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const result = await lighthouse(`${site.url}${page}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error('lighthouse returned nothing');
  for (const [id, category] of Object.entries(result.lhr.categories)) {
    report(`lighthouse mobile ${page} ${id}`, Math.round((category.score ?? 0) * 100), '/ 100');
  }
  for (const audit of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ]) {
    const value = result.lhr.audits[audit];
    if (value?.numericValue !== undefined)
      report(`lighthouse ${audit}`, value.numericValue, audit === 'cumulative-layout-shift' ? '' : 'ms');
  }
} finally {
  chrome.kill();
  await site.close();
}
