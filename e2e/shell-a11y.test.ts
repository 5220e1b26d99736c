import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { hasChromium, launchChromium } from './support/browser.ts';
import { type RunningSite, startSite } from './support/site.ts';

describe.skipIf(!hasChromium())('site shell: accessibility (axe)', () => {
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

  const pages: [name: string, path: string, headers: Record<string, string>, width: number][] = [
    ['home', '/', {}, 1280],
    ['home (mobile)', '/', {}, 390],
    ['content page', '/about-us', {}, 1280],
    ['login', '/login', {}, 1280],
    ['error page', '/fr/no-such-page', {}, 1280],
    ['geo page', '/', { 'cf-ipcountry': 'US' }, 390],
  ];

  for (const [name, path, headers, width] of pages) {
    it(`[S1.2-38][S1.2-48][S1.2-40] ${name} (${path}, ${width}px) has no axe violations`, async () => {
      const context = await browser.newContext({
        locale: 'en-US',
        extraHTTPHeaders: headers,
        viewport: { width, height: 800 },
      });
      const page = await context.newPage();
      await page.goto(`${site.url}${path}`);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
