import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { closeContexts, hasChromium, launchChromium } from './support/browser.ts';
import { type RunningSite, startSite } from './support/site.ts';

// The demo marketing account a non-production start creates (README › Back office).
const email = 'marketing@staff.croupier.example';
const password = 'Croupier-demo-staff-1';
const secret = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
// Set to a folder to keep screenshots of the page.
const shots = process.env.BACKOFFICE_SHOTS_DIR;

/** A datetime-local value `days` from now, in the browser's (and this process's) own time zone. */
function localInput(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

describe.skipIf(!hasChromium())('back office: tournaments and quests (issue 22 §7)', () => {
  let site: RunningSite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    site = await startSite({ NODE_ENV: 'test', JWT_SECRET: 'e2e-engagement-secret-at-least-32-characters' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await closeContexts(contexts);
    await browser?.close();
    await site?.close();
  });
  afterEach(() => closeContexts(contexts));

  async function signedIn(): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
    await page.goto(`${site.url}/admin/`);
    await page.waitForURL(/\/admin\/sign-in$/);
    await page.getByLabel('Work e-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Authenticator code').fill(totp.generate());
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: /^Hello, / }).waitFor();
    return page;
  }

  it('a marketing manager creates and cancels a tournament, creates and disables a quest, from the keyboard', async () => {
    const page = await signedIn();
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Tournaments and quests' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Tournaments and quests' }).waitFor();
    // The demo's tournaments are listed.
    await page.getByTestId('admin-tournament').filter({ hasText: 'Weekend Slots Race' }).waitFor();

    const form = page.getByRole('region', { name: 'New tournament' });
    const title = `Spring Sprint ${Date.now().toString(36)}`;
    await form.getByLabel('Title (English)').fill(title);
    await form.getByLabel('Starts').fill(localInput(-1));
    await form.getByLabel('Ends').fill(localInput(3));
    await form.getByLabel('Scoring').selectOption({ label: 'Most rounds' });
    await form.getByLabel('Minimum bet').fill('0.5');
    await form.getByLabel('Cash prizes by place').fill('100, 50');
    await form.getByRole('button', { name: 'Create tournament' }).click();
    // A start in the past is refused at its field.
    await form.getByText('The start must be in the future.').waitFor();
    await form.getByLabel('Starts').fill(localInput(1));
    await form.getByLabel('Cash prizes by place').press('Enter');
    await form.getByText(`${title} is created.`).waitFor();
    const row = page.getByTestId('admin-tournament').filter({ hasText: title });
    await row.getByText('Upcoming').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/admin-engagement-1280.png`, fullPage: true });

    await row.getByRole('button', { name: `Cancel the tournament ${title}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`${title} is cancelled and removed.`).waitFor();
    await row.waitFor({ state: 'detached' });

    const questForm = page.getByRole('region', { name: 'New quest' });
    const name = `Warm-up ${Date.now().toString(36)}`;
    await questForm.getByLabel('Name (English)').fill(name);
    await questForm.getByLabel('Starts').fill(localInput(1));
    await questForm.getByLabel('Ends').fill(localInput(8));
    await questForm.getByLabel('Task').selectOption({ label: 'Play rounds' });
    await questForm.getByLabel('Target').fill('10');
    await questForm.getByLabel('Cash reward').fill('5');
    await questForm.getByLabel('Cash reward').press('Enter');
    await questForm.getByText(`${name} is created.`).waitFor();
    const questRow = page.getByTestId('admin-quest').filter({ hasText: name });
    await questRow.getByText('10 rounds').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await questRow.getByRole('button', { name: `Disable the quest ${name}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`${name} is disabled`, { exact: false }).waitFor();
    await questRow.waitFor({ state: 'detached' });
  });
});
