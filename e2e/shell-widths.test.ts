import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './support/browser.ts';
import { type RunningSite, startSite } from './support/site.ts';

/** Longer languages (German above all) once pushed the top bar and the footer past a phone's and a tablet's edge. */
describe.skipIf(!hasChromium())('site shell: every language fits every width', () => {
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

  it('[S1.9-19] [S1.9-20] home scrolls only down, never sideways, at 360, 768 and 1024 px in all five languages', async () => {
    const overflowing: string[] = [];
    for (const prefix of ['', '/de', '/fr', '/es', '/pt-br']) {
      for (const width of [360, 768, 1024]) {
        const page = await browser.newPage({ viewport: { width, height: 800 } });
        await page.goto(`${site.url}${prefix}/`);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) overflowing.push(`${prefix || '/'} at ${width}: ${scrollWidth}`);
        await page.close();
      }
    }
    expect(overflowing).toEqual([]);
  });
});
