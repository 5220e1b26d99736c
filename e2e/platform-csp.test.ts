import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium, waitForHydration } from './support/browser.ts';
import { type RunningSite, startSite } from './support/site.ts';

/**
 * The site must pass its own Content-Security-Policy: every page type hydrates, opens its modals and loads
 * its assets without a single CSP report in the console.
 */
describe.skipIf(!hasChromium())('platform: the site passes its own Content-Security-Policy', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const paths = [
    '/',
    '/fr/promotions?promotions-card-detail=welcome-package',
    '/questions',
    '/contact',
    '/terms-and-conditions',
    '/no-such-page',
    '/login',
    '/?languages=true',
    '/api/docs/static/index.html',
  ];

  it.each(paths)('%s loads and hydrates with no CSP violation', async (path) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) {
        violations.push(message.text());
      }
    });
    page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
    const response = await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
    const csp = response?.headers()['content-security-policy'] ?? '';
    if (path.startsWith('/api/')) {
      // The API reference brings its own, stricter policy (hashes instead of a nonce).
      expect(csp).toContain("script-src 'self'");
    } else {
      expect(csp).toContain("script-src 'self' 'nonce-");
      await waitForHydration(page);
    }
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe.skipIf(!hasChromium())('platform: the tag manager waits for consent', () => {
  const gtmId = 'GTM-AB12CD';
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite({ GTM_ID: gtmId });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('[S1.9-38] a valid id loads gtm.js, under the site’s policy, only once the visitor accepts cookies', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    // Google's script, answered here: the test machine has no way out, and the page's behaviour is what counts.
    const requested: string[] = [];
    await page.route('https://www.googletagmanager.com/**', async (route) => {
      requested.push(route.request().url());
      await route.fulfill({ contentType: 'text/javascript', body: 'window.__gtmRuns = (window.__gtmRuns || 0) + 1;' });
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    const runs = () => page.evaluate(() => (window as unknown as { __gtmRuns?: number }).__gtmRuns ?? 0);

    await page.goto(site.url);
    await waitForHydration(page);
    expect(requested).toEqual([]);
    expect(await runs()).toBe(0);

    await page.getByTestId('cookie-popup').getByRole('button', { name: 'Accept' }).click();
    await expect.poll(runs).toBe(1);
    expect(requested).toEqual([`https://www.googletagmanager.com/gtm.js?id=${gtmId}`]);

    // The next page has the consent cookie: the server's bootstrap loads it from the start.
    await page.goto(`${site.url}/promotions`);
    await expect.poll(runs).toBe(1);
    expect(requested).toHaveLength(2);
    expect(violations).toEqual([]);
    await context.close();
  });
});
