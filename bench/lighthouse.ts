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
const site = await startSite();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
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
