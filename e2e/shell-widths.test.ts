import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { hasChromium, launchChromium } from './support/browser.ts';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { type RunningSite, startSite } from './support/site.ts';
import { accountOf, api, depositApproved } from './support/wallet.ts';

/** Longer languages (German above all) once pushed the top bar and the footer past a phone's and a tablet's edge. */
describe.skipIf(!hasChromium())('site shell: every language fits every width', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite({ NODE_ENV: 'test', JWT_SECRET: 'e2e-shell-widths-secret-at-least-32-characters' });
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
    // Fifteen full page loads: 2–4 s each on a CI machine under load, past the suite's 60 s for one test.
  }, 180_000);

  /**
   * What in the top bar wraps onto a second line or leaves the window: every visible link and button, by
   * the lines each of its texts takes (the client rects of a text node) and its box against the window's edges.
   */
  function headerProblems(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const problems: string[] = [];
      const header = document.querySelector('header');
      if (!header) return ['no header'];
      const bar = header.getBoundingClientRect();
      if (bar.height > 72) problems.push(`the bar is ${Math.round(bar.height)} px high`);
      for (const control of header.querySelectorAll<HTMLElement>('a, button')) {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const label = (control.textContent ?? '').trim() || control.getAttribute('aria-label') || control.tagName;
        if (box.left < 0 || box.right > window.innerWidth) problems.push(`${label} leaves the window`);
        const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const lines = new Set<number>();
          for (const rect of range.getClientRects()) if (rect.width > 0) lines.add(Math.round(rect.top));
          if (lines.size > 1) problems.push(`${label} wraps onto ${lines.size} lines`);
        }
      }
      return problems;
    });
  }

  it('the logged-in top bar keeps one line from 1280 to 1440 px and on a phone, with a 32-character nickname and a five-digit balance; Log out is in the account menu', async () => {
    const nickname = 'Maximilian_Alexander_Longname_XL';
    const token = await createPlayer(site.url, uniqueEmail('wide'), 'Sunny-Day7');
    await accountOf(site.url, token);
    const profile = await api<{ data: Record<string, unknown> }>(site.url, token, 'GET', '/api/player/profile');
    await api(site.url, token, 'PUT', '/api/player/profile', { ...profile.body.data, nickname });
    for (const amount of [4000, 4000, 4000, 345.67]) await depositApproved(site.url, token, amount);

    const problems: string[] = [];
    const runs: [string, number, number][] = [
      ['', 1280, 900],
      ['', 1366, 900],
      ['', 1440, 900],
      ['', 390, 844],
      ['/de', 1280, 900],
      ['/fr', 1280, 900],
      ['/es', 1280, 900],
      ['/pt-br', 1280, 900],
    ];
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    const page = await context.newPage();
    for (const [prefix, width, height] of runs) {
      await page.setViewportSize({ width, height });
      // The bar is the same on every page; the promotions page is a light one to load eight times.
      await page.goto(`${site.url}${prefix}/promotions`);
      await page.getByTestId('header-balance').filter({ hasText: '12,345.67' }).waitFor();
      for (const problem of await headerProblems(page)) problems.push(`${prefix || '/'} at ${width}: ${problem}`);
    }
    expect(problems).toEqual([]);

    // The account menu names the player in full and holds Log out (last: logging out ends the session).
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${site.url}/promotions`);
    await page.getByRole('button', { name: `My account (${nickname})` }).click();
    const menu = page.getByTestId('user-nav-panel');
    await expect.poll(() => menu.getByTestId('account-menu-name').textContent()).toBe(nickname);
    await menu.getByRole('link', { name: 'Limits', exact: true }).waitFor();
    expect(await axeViolations(page, { include: '[data-testid="user-nav-panel"]' })).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.getByRole('button', { name: 'Log out' }).count()).toBe(0);
    await page.getByRole('button', { name: `My account (${nickname})` }).click();
    await menu.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
    await context.close();
  }, 120_000);
});
