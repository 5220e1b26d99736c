/**
 * Wallet-open to interactive, in Chromium: from the click on the header's Deposit button (the page already
 * loaded) until the deposit tab's first payment method can be clicked, i.e. the modal's code loaded, the
 * accounts and methods fetched and rendered. Also the cold case: a fresh page load of `/?wallet=deposit`
 * until the same point. Loopback, the site on an in-memory PGlite as `npm start` runs it.
 * Run after `npm run build`: node bench/wallet-open.ts [rounds]  (default 20; Chromium at /usr/bin/chromium)
 */
import { chromium } from 'playwright-core';
import { createPlayer } from '../e2e/support/players.ts';
import { startSite } from '../e2e/support/site.ts';
import { report } from './support.ts';

const rounds = Number(process.argv[2] ?? 20);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0;
}

function summarise(name: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  report(`${name} p50`, percentile(sorted, 0.5), 'ms');
  report(`${name} p95`, percentile(sorted, 0.95), 'ms');
  report(`${name} max`, sorted.at(-1) ?? 0, 'ms');
}

const site = await startSite({ NODE_ENV: 'test' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const token = await createPlayer(site.url, `bench-wallet-${Date.now().toString(36)}@example.com`, 'Bench-Wallet-9');
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
  const page = await context.newPage();
  const firstMethod = page.getByTestId('wallet').getByRole('button', { name: /^Visa/ });

  const warm: number[] = [];
  const cold: number[] = [];
  for (let round = 0; round < rounds; round++) {
    await page.goto(`${site.url}/`);
    await page.getByTestId('user-nav-panel').waitFor();
    await page.waitForLoadState('networkidle');
    const started = performance.now();
    await page.getByRole('link', { name: 'Deposit' }).first().click();
    await firstMethod.click({ trial: true });
    warm.push(performance.now() - started);

    const loading = performance.now();
    await page.goto(`${site.url}/?wallet=deposit`);
    await firstMethod.click({ trial: true });
    cold.push(performance.now() - loading);
  }
  process.stdout.write(`rounds: ${rounds}\n`);
  summarise('wallet open from the Deposit button to interactive', warm);
  summarise('page load of /?wallet=deposit to interactive', cold);
} finally {
  await browser.close();
  await site.close();
}
