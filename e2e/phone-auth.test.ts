import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { closeContexts, hasChromium, launchChromium } from './support/browser.ts';
import { createPhonePlayer, limitsOf, smsCode, uniquePhone, wrongCode } from './support/phones.ts';
import { outboxLink, uniqueEmail } from './support/players.ts';
import { type RunningSite, startSite } from './support/site.ts';

/** PHONE_SHOTS_DIR=/tmp/shots-phone saves the phone sign-up, code modal and limit offer at both widths. */
const shots = process.env.PHONE_SHOTS_DIR;
if (shots) mkdirSync(shots, { recursive: true });

describe.skipIf(!hasChromium())('phone: sign-up and login with a one-time code, deposit-limit offer', () => {
  let site: RunningSite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    // NODE_ENV test keeps GET /api/dev/outbox, where the SMS codes are read.
    site = await startSite({ NODE_ENV: 'test', JWT_SECRET: 'e2e-phone-auth-secret-at-least-32-characters' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  // A test's pages keep their sockets and timers running until closed: left open, they slowed every later test.
  afterEach(() => closeContexts(contexts));

  async function newPage(width = 1280): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: width > 500 ? 800 : 844 } });
    contexts.push(context);
    return context.newPage();
  }

  const tokenOf = async (page: Page) =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'access_token')?.value;

  /** A page shot starts at the top (the whole page on a phone); a modal shot is the viewport the modal fills. */
  async function shot(page: Page, name: string, kind: 'page' | 'modal' = 'modal') {
    if (!shots) return;
    const width = page.viewportSize()?.width ?? 0;
    if (kind === 'page') await page.evaluate('window.scrollTo(0, 0)');
    // Let the modal's entrance transition finish, so the picture shows what the player sees.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: kind === 'page' && width < 500 });
  }

  async function expectNoAxeViolations(page: Page, include?: string) {
    expect(await axeViolations(page, include ? { include } : {})).toEqual([]);
  }

  const phoneForm = (page: Page) => page.getByRole('form', { name: 'Sign up with your phone number' });

  /** Fills the phone sign-up form (opened through the E-mail / Phone switch) and sends it. */
  async function fillPhoneSignUp(page: Page, phone: string): Promise<Locator> {
    await page.goto(`${site.url}/sign-up`);
    await page.getByText('By phone', { exact: true }).click();
    const form = phoneForm(page);
    await form.getByLabel('Phone number').fill(phone);
    await form.getByLabel('Password', { exact: true }).fill('Sunny-Day7');
    const currency = form.getByLabel('Currency');
    const firstCode = await currency.locator('option:not([disabled])').first().getAttribute('value');
    await currency.selectOption(firstCode ?? '');
    await form.getByRole('combobox', { name: 'Country' }).fill('Germ');
    await page.getByRole('option', { name: 'Germany' }).click();
    await form.getByLabel('Date of birth').fill('1990-05-20');
    await form.getByLabel(/accept the Terms/).check();
    return form;
  }

  it('[S1.1-15][S1.4-26][S1.7-22][S1.7-32][S2.2-120][S1.8-13][S2.8-24][S1.4-06][S1.4-28] signs up by phone, verifies the SMS code, lands home logged in and sets a deposit limit', async () => {
    const page = await newPage();
    const phone = uniquePhone();
    const form = await fillPhoneSignUp(page, phone);
    await expectNoAxeViolations(page);
    await shot(page, 'phone-sign-up', 'page');
    await form.getByRole('button', { name: 'Send me a code' }).click();

    const dialog = page.getByRole('dialog', { name: 'Verify your phone number' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(phone);
    // The 60-second cooldown of decision 0013, counted down on the resend button.
    const resend = dialog.getByRole('button', { name: /Send a new code in [01]:\d\d/ });
    expect(await resend.isDisabled()).toBe(true);
    const input = dialog.getByLabel('Code from the SMS');
    expect(await input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await input.getAttribute('inputmode')).toBe('numeric');
    await expectNoAxeViolations(page, '[role="dialog"]');
    await shot(page, 'phone-code-modal');

    await input.fill(await smsCode(site.url, phone, 'registration'));
    const welcome = page.getByRole('dialog', { name: 'Welcome to Croupier' });
    await welcome.waitFor();
    // The content alert successRegistration (apps/server/content/en/alerts.json), not the site's fallback.
    expect(await welcome.textContent()).toContain('Your account is ready');
    await page.waitForURL(`${site.url}/`);
    await page.getByTestId('user-nav-panel').waitFor();
    const marker = await page.evaluate<string | null>("localStorage.getItem('croupier:session-change')");
    expect(marker).toMatch(/:login$/);
    await shot(page, 'phone-limit-offer');

    await welcome.getByText('Weekly', { exact: true }).click();
    await welcome.getByLabel(/^Amount/).fill('150');
    await welcome.getByRole('button', { name: 'Set limit' }).click();
    await welcome.getByText('Deposit limit set').waitFor();
    await shot(page, 'phone-limit-saved');

    const token = await tokenOf(page);
    expect(token).toBeTruthy();
    const limits = await limitsOf(site.url, token ?? '');
    expect(limits).toMatchObject([{ definition: 3, period: 'weekly', amount: 150 }]);
    await welcome.getByRole('button', { name: 'Go to the lobby' }).click();
    await welcome.waitFor({ state: 'detached' });
  });

  it('[S1.4-26][S1.7-32] a wrong code says so and the right one still works; Skip leaves without a limit (mobile)', async () => {
    const page = await newPage(390);
    const phone = uniquePhone();
    const form = await fillPhoneSignUp(page, phone);
    await shot(page, 'phone-sign-up', 'page');
    await form.getByRole('button', { name: 'Send me a code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your phone number' });
    await dialog.waitFor();
    await shot(page, 'phone-code-modal');

    const code = await smsCode(site.url, phone, 'registration');
    const input = dialog.getByLabel('Code from the SMS');
    await input.fill(wrongCode(code));
    await dialog.getByText('This code is not right').waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await shot(page, 'phone-code-wrong');
    expect(await tokenOf(page)).toBeUndefined();

    await input.fill(code);
    const welcome = page.getByRole('dialog', { name: 'Welcome to Croupier' });
    await welcome.waitFor();
    await page.waitForURL(`${site.url}/`);
    await shot(page, 'phone-limit-offer');
    await welcome.getByRole('button', { name: 'Skip' }).click();
    await welcome.getByText('No deposit limit for now').waitFor();
    expect(await welcome.getByTestId('deposit-limit-offer').count()).toBe(0);
    expect(await limitsOf(site.url, (await tokenOf(page)) ?? '')).toEqual([]);
  });

  it('[S1.5-52][S1.8-21][S1.5-09] an invalid phone shows the specific libphonenumber message before anything is sent', async () => {
    const page = await newPage();
    await page.goto(`${site.url}/sign-up?method=phone`);
    const form = phoneForm(page);
    const phone = form.getByLabel('Phone number');
    const error = page.locator('#sign-up-phone-error');
    const cases: [string, string][] = [
      ['+49 1', 'The phone number is too short'],
      ['+49 1511 2345 6789 0123', 'The phone number is too long'],
      ['+999 1234 5678', 'The country code of the phone number is invalid'],
      ['call me', 'Value is not a phone number'],
    ];
    for (const [value, message] of cases) {
      await phone.fill(value);
      await form.getByRole('button', { name: 'Send me a code' }).click();
      await expect.poll(() => error.textContent()).toContain(message);
      expect(await phone.getAttribute('aria-invalid')).toBe('true');
    }
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('[S1.7-31][S1.7-32][S1.4-05] logs in by phone with a login code', async () => {
    const phone = uniquePhone();
    await createPhonePlayer(site.url, phone, 'Sunny-Day7');
    const page = await newPage();
    await page.goto(`${site.url}/login`);
    await page.getByText('By phone', { exact: true }).click();
    const form = page.getByRole('form', { name: 'Log in with your phone number' });
    await form.getByLabel('Phone number').fill(phone);
    await form.getByRole('button', { name: 'Send me a code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your phone number' });
    await dialog.waitFor();
    await dialog.getByLabel('Code from the SMS').fill(await smsCode(site.url, phone, 'login'));
    await page.waitForURL(`${site.url}/`);
    await page.getByTestId('user-nav-panel').waitFor();
    expect(await tokenOf(page)).toBeTruthy();
    const marker = await page.evaluate<string | null>("localStorage.getItem('croupier:session-change')");
    expect(marker).toMatch(/:login$/);
  });

  it('[S1.4-25][S1.4-28] the e-mail confirmation success offers the deposit limit too, and Skip keeps the lobby button', async () => {
    const email = uniqueEmail('offer');
    const register = await fetch(`${site.url}/api/player/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'Sunny-Day7',
        currency: 'CAD',
        country: 'DE',
        birthdate: '1990-05-20',
        agreements: true,
      }),
    });
    expect(register.status).toBe(202);
    const page = await newPage();
    await page.goto(`${site.url}${await outboxLink(site.url, email, /^\/verify\//)}`);
    const dialog = page.getByRole('dialog', { name: 'E-mail confirmed' });
    await dialog.waitFor();
    const offer = dialog.getByTestId('deposit-limit-offer');
    await offer.getByLabel('Amount (CAD)').waitFor();
    await dialog.getByRole('button', { name: 'Skip' }).click();
    await dialog.getByText('No deposit limit for now').waitFor();
    await dialog.getByRole('button', { name: 'Go to the lobby' }).click();
    await page.waitForURL(`${site.url}/`);
    expect(await limitsOf(site.url, (await tokenOf(page)) ?? '')).toEqual([]);
  });
});
