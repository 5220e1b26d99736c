import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, axeViolations, pagePerWidth } from './support/axe.ts';
import { hasChromium, launchChromium } from './support/browser.ts';
import { type RunningSite, startSite } from './support/site.ts';

const shots = process.env.AUTH_SHOTS_DIR;

describe.skipIf(!hasChromium())('auth pages: accessibility (axe) and screenshots', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite({ NODE_ENV: 'test', JWT_SECRET: 'e2e-auth-a11y-secret-at-least-32-characters' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const loginError = async (page: Page) => {
    await page.getByLabel('E-mail', { exact: true }).fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Wrong-Pass1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').waitFor();
  };
  const signUpErrors = async (page: Page) => {
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.locator('#sign-up-email-error').waitFor();
  };
  const checkYourEmail = async (page: Page) => {
    await page.getByLabel('E-mail', { exact: true }).fill(`shot.${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('Sunny-Day7');
    const currency = page.getByLabel('Currency');
    await currency.selectOption((await currency.locator('option:not([disabled])').first().getAttribute('value')) ?? '');
    await page.getByRole('combobox', { name: 'Country' }).fill('Germany');
    await page.getByRole('option', { name: 'Germany' }).click();
    await page.getByLabel('Date of birth').fill('1990-05-20');
    await page.getByLabel(/accept the Terms/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('dialog').locator('h2').waitFor();
  };

  const openPage = async (width: number) =>
    (await browser.newContext({ locale: 'en-US', viewport: { width, height: width > 500 ? 800 : 844 } })).newPage();
  const pageAt = pagePerWidth(openPage);

  const cases: [name: string, path: string, ready?: (page: Page) => Promise<void>][] = [
    ['login', '/login'],
    ['login-error', '/login', loginError],
    ['sign-up', '/sign-up'],
    ['sign-up-errors', '/sign-up', signUpErrors],
    ['check-your-email', '/sign-up', checkYourEmail],
    ['forgot-password', '/forgot-password'],
    ['reset-password', '/reset-password?resetCode=example'],
  ];

  for (const width of [1280, 390]) {
    for (const [name, path, ready] of cases) {
      it(`[S1.2-15][S1.2-16][S1.2-17][S1.2-18][S1.5-01] ${name} (${path}, ${width}px) has no axe violations`, async () => {
        // A registration leaves the page's storage changed: that case gets a page of its own.
        const page = ready === checkYourEmail ? await openPage(width) : await pageAt(width);
        await page.goto(`${site.url}${path}`);
        await page.waitForLoadState('networkidle');
        if (ready) await ready(page);
        await animationsDone(page);
        if (shots) await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
        expect(await axeViolations(page)).toEqual([]);
        if (ready === checkYourEmail) await page.context().close();
      });
    }
  }
});
