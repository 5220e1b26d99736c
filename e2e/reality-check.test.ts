import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './support/browser.ts';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { type RunningSite, startSite } from './support/site.ts';

const password = 'Steady-Pace4';
const minute = 60_000;

describe.skipIf(!hasChromium())('reality check', () => {
  let site: RunningSite;
  let browser: Browser;
  // The server's clock for responsible-gaming rules; the browser's is moved with Playwright's clock.
  let serverNow = Date.now();

  beforeAll(async () => {
    site = await startSite({ NODE_ENV: 'test' }, { clock: () => new Date(serverNow) });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const api = async (method: string, path: string, token: string, body?: unknown) => {
    const response = await fetch(`${site.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return (await response.json()) as { data: { dueAt: string | null; sessionMinutes: number } };
  };

  it('shows session time when the chosen interval has passed and holds the page until it is acknowledged', async () => {
    const token = await createPlayer(site.url, uniqueEmail('reality'), password);
    const set = await api('PUT', '/api/player/limits/reality-check', token, { intervalMinutes: 15 });
    const firstDue = Date.parse(set.data.dueAt ?? '');
    expect(firstDue).toBeGreaterThan(Date.now());

    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    const page = await context.newPage();
    await page.clock.install({ time: new Date(serverNow) });
    await page.goto(`${site.url}/`);
    const dialog = page.getByRole('dialog', { name: 'Reality check' });
    expect(await dialog.isVisible()).toBe(false);

    serverNow += 16 * minute;
    await page.clock.fastForward(16 * minute);
    await dialog.waitFor();
    // The session began a moment after this test read the clock, so 15 or 16 whole minutes have passed.
    expect(await dialog.textContent()).toMatch(/You have been playing for 1[56] minutes this session\./);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    // Escape does not dismiss it; only an answer does.
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByRole('button', { name: 'Continue playing' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const after = await api('GET', '/api/player/limits/reality-check', token);
    expect(Date.parse(after.data.dueAt ?? '')).toBe(serverNow + 15 * minute);
    await context.close();
  });
});
