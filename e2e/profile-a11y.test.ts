import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, axeViolations, pagePerWidth } from './support/axe.ts';
import { hasChromium, launchChromium } from './support/browser.ts';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { type RunningSite, startSite } from './support/site.ts';

const shots = process.env.PROFILE_SHOTS_DIR;

describe.skipIf(!hasChromium())('profile pages and modals: accessibility (axe) and screenshots', () => {
  let site: RunningSite;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    site = await startSite({ NODE_ENV: 'test', JWT_SECRET: 'e2e-profile-a11y-secret-at-least-32-characters' });
    browser = await launchChromium();
    token = await createPlayer(site.url, uniqueEmail('a11y'), 'Sunny-Day7');
    // One limit, so the limits page and the edit modal have something to show.
    const currencies = (await (await fetch(`${site.url}/api/settings/currencies?visible=true`)).json()) as {
      data: { code: string }[];
    };
    await fetch(`${site.url}/api/player/limits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ definition: 3, period: 'weekly', currency: currencies.data[0]?.code, amount: 250 }),
    });
    if (shots) mkdirSync(shots, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const openModal = (button: string, dialog: string, submit: string) => async (page: Page) => {
    await page.getByRole('button', { name: button, exact: true }).first().click();
    await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: submit, exact: true }).waitFor();
  };

  const cases: [name: string, path: string, ready?: (page: Page) => Promise<void>][] = [
    ['dashboard', '/profile/dashboard'],
    ['account', '/profile/account'],
    ['history', '/profile/history'],
    ['limits', '/profile/limits'],
    ['add-cash-limit', '/profile/limits', openModal('Add deposit limit', 'Add a limit', 'Set limit')],
    ['edit-cash-limit', '/profile/limits', openModal('Change', 'Change deposit limit', 'Save')],
    ['cooling-off-limit', '/profile/limits', openModal('Start a cooling-off', 'Cooling-off', 'Start cooling-off')],
    ['self-exclusion-limit', '/profile/limits', openModal('Exclude myself', 'Self-exclusion', 'Exclude me')],
    ['change-password', '/profile/account', openModal('Change password', 'Change password', 'Change password')],
    [
      'update-profile-fields',
      '/profile/dashboard',
      openModal('Complete profile', 'Complete your profile', 'Save details'),
    ],
  ];

  const pageAt = pagePerWidth(async (width) => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: width > 500 ? 800 : 844 } });
    await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    return context.newPage();
  });

  for (const width of [1280, 390]) {
    for (const [name, path, ready] of cases) {
      it(`[S1.2-22][S2.2-83][S2.2-84][S2.2-86][S2.2-87][S2.2-101][S2.2-102] ${name} (${width}px) has no axe violations`, async () => {
        const page = await pageAt(width);
        await page.goto(`${site.url}${path}`);
        await page.waitForLoadState('networkidle');
        if (ready) await ready(page);
        await animationsDone(page);
        if (shots) await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: !ready });
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }

  it('[S2.2-100] profile-manager (390px) has no axe violations', async () => {
    const page = await pageAt(390);
    await page.goto(`${site.url}/profile/dashboard`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Account menu', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'My account' });
    await dialog.getByRole('button', { name: 'Log out' }).waitFor();
    await animationsDone(page);
    if (shots) await page.screenshot({ path: `${shots}/profile-manager-390.png` });
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('link', { name: 'Limits' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/limits');
  });
});
