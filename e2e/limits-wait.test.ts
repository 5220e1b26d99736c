import { formatDateTime } from '@croupier/i18n/dates';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './support/browser.ts';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { type RunningSite, startSite } from './support/site.ts';

const password = 'Patient-Wait6';
const hour = 60 * 60_000;
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.skipIf(!hasChromium())('a raised limit waits 24 hours and the player confirms it', () => {
  let site: RunningSite;
  let browser: Browser;
  // The limits module's clock, moved forward by the test instead of waiting a day.
  let serverNow = Date.now();

  beforeAll(async () => {
    site = await startSite({ NODE_ENV: 'test' }, { clock: () => new Date(serverNow) });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('[S1.4-28] [S1.4-29] [S1.7-42] [S1.7-43] [S1.7-44] keeps the old limit for 24 h, then applies the raise once confirmed; a decrease applies at once', async () => {
    const token = await createPlayer(site.url, uniqueEmail('wait'), password);
    // UTC in the browser, so the confirm-after time on the page can be compared with the server's.
    const context = await browser.newContext({
      locale: 'en-US',
      timezoneId: 'UTC',
      viewport: { width: 1280, height: 900 },
    });
    await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    const page = await context.newPage();
    await page.goto(`${site.url}/profile/limits`);
    await page.getByRole('button', { name: 'Add deposit limit' }).click();
    const add = page.getByRole('dialog', { name: 'Add a limit' });
    await add.getByLabel('Amount').fill('100');
    await add.getByRole('button', { name: 'Set limit' }).click();
    const row = page.getByTestId('limit-row');
    await row.filter({ hasText: '100.00' }).waitFor();

    await row.getByRole('button', { name: 'Change' }).click();
    // Sentence case: the limit's name inside the title is not capitalised (issue 26).
    const raise = page.getByRole('dialog', { name: 'Change deposit limit', exact: true });
    await raise.getByText(/^Current limit: \D*100\.00 a day\.$/).waitFor();
    await raise.getByLabel(/Amount in/).fill('250');
    await raise.getByText('takes 24 hours').waitFor();
    const requestedAt = serverNow;
    await raise.getByRole('button', { name: 'Save' }).click();
    const confirmFrom = formatDateTime(requestedAt + 24 * hour, 'en', { timeZone: 'UTC' });
    const requested = page.getByRole('dialog', { name: 'Change requested' });
    // In reading order: what was asked for, from when it can be confirmed, and only then "until then".
    const requestedText = new RegExp(
      `^New limit: \\D*250\\.00 a day\\. You can confirm it on the limits page from ${literal(confirmFrom)}\\. Your current limit applies until then\\.$`,
    );
    await requested.getByText(requestedText).waitFor();
    await requested.getByRole('button', { name: 'OK' }).click();
    const pending = page.getByTestId('pending-change');
    await pending.getByText(`You can confirm it from ${confirmFrom}.`).waitFor();
    expect(await pending.textContent()).toMatch(
      new RegExp(`^Change requested: \\D*250\\.00 a day\\. You can confirm it from ${literal(confirmFrom)}\\.$`),
    );
    expect(await pending.getByRole('button', { name: 'Confirm' }).count()).toBe(0);

    // 23 hours later: still waiting, still the old limit.
    serverNow += 23 * hour;
    await page.reload();
    await pending.waitFor();
    expect(await pending.getByRole('button', { name: 'Confirm' }).count()).toBe(0);
    expect(await row.first().textContent()).toContain('100.00');

    // A day and a minute after the request: the player may confirm, and only then the raise applies.
    serverNow += hour + 60_000;
    await page.reload();
    await pending.getByText('You can confirm it now.').waitFor();
    expect(await row.first().textContent()).toContain('100.00');
    await pending.getByRole('button', { name: 'Confirm' }).click();
    await pending.waitFor({ state: 'detached' });
    expect(await row.first().textContent()).toContain('250.00');

    // Lowering it needs no wait and no confirmation.
    await row.getByRole('button', { name: 'Change' }).click();
    const lower = page.getByRole('dialog', { name: 'Change deposit limit', exact: true });
    await lower.getByLabel(/Amount in/).fill('50');
    await lower.getByText('applies at once').waitFor();
    await lower.getByRole('button', { name: 'Save' }).click();
    const applied = page.getByRole('dialog', { name: 'Limit changed' });
    await applied.getByText('The new limit applies now.').waitFor();
    await applied.getByRole('button', { name: 'OK' }).click();
    // '250.00' contains '50.00': wait for the old figure to go.
    await expect.poll(async () => row.first().textContent(), { timeout: 5000 }).not.toContain('250.00');
    expect(await row.first().textContent()).toContain('50.00');
    expect(await pending.count()).toBe(0);
    await context.close();
  });
});
