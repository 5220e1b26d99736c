import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, axeViolations, pagePerWidth } from './support/axe.ts';
import { hasChromium, launchChromium } from './support/browser.ts';
import { type RunningSite, startSite } from './support/site.ts';

describe.skipIf(!hasChromium())('content pages and modals: accessibility (axe)', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite({ JWT_SECRET: 'e2e-pages-secret-at-least-32-characters' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const pageAt = pagePerWidth(async (width) =>
    (await browser.newContext({ locale: 'en-US', viewport: { width, height: 800 } })).newPage(),
  );
  const waitDialog = (page: Page) => page.getByRole('dialog').locator('h2').first().waitFor();
  const cases: [name: string, path: string, width: number, ready?: (page: Page) => Promise<void>][] = [
    ['home', '/', 1280],
    ['home (mobile)', '/', 390],
    ['promotions', '/promotions', 1280],
    ['promotions with the detail modal', '/promotions?promotions-card-detail=welcome-package', 1280, waitDialog],
    ['languages modal (mobile sheet)', '/?languages=true', 390, waitDialog],
    ['questions', '/questions', 1280],
    ['questions topic', '/questions/payments', 390],
    ['contact', '/contact', 1280],
    [
      'contact with errors',
      '/contact',
      1280,
      async (page) => {
        await page.getByRole('button', { name: 'Send message' }).click();
        await page.locator('#contact-name-error').waitFor();
      },
    ],
    ['content page', '/privacy-policy', 1280],
    ['static page', '/static/fair-play', 390],
    ['about page', '/about-us', 1280],
    ['error page', '/fr/no-such-page', 1280],
  ];

  for (const [name, path, width, ready] of cases) {
    it(`[S1.2-06][S1.2-26][S1.2-28][S1.2-13][S2.2-111] ${name} (${path}, ${width}px) has no axe violations`, async () => {
      const page = await pageAt(width);
      await page.goto(`${site.url}${path}`);
      await page.waitForLoadState('networkidle');
      if (ready) await ready(page);
      await animationsDone(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('[S1.2-38] [S1.2-40] the geo-restricted page (390px) has no axe violations', async () => {
    const context = await browser.newContext({
      locale: 'en-US',
      extraHTTPHeaders: { 'cf-ipcountry': 'US' },
      viewport: { width: 390, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(site.url);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
