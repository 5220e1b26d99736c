import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './support/browser.ts';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { realtimeLive } from './support/realtime.ts';
import { type RunningSite, startSite } from './support/site.ts';
import { accountOf, depositApproved } from './support/wallet.ts';

const dice = 'croupier-originals-dice';

describe.skipIf(!hasChromium())('house studio: dice in the game frame', () => {
  let site: RunningSite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    site = await startSite({
      NODE_ENV: 'test',
      JWT_SECRET: 'e2e-house-dice-secret-that-is-at-least-32-characters',
      GAME_WALLET_SECRET: 'e2e-house-dice-wallet-master-secret-0123456789',
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
    await site?.close();
  });

  async function pageFor(token?: string, width = 1280): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: 900 } });
    contexts.push(context);
    if (token) await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    return context.newPage();
  }

  it('[S1.2-19] plays demo dice with play money, one roll per press, and reveals the seed that made the rolls', async () => {
    const page = await pageFor();
    await page.goto(`${site.url}/games/${dice}`);
    const frame = page.frameLocator('[data-testid="game-frame"]');
    const balance = frame.getByTestId('house-balance');
    await expect.poll(() => balance.textContent()).toBe('$2,000.00');
    const hash = await frame.getByTestId('server-seed-hash').textContent();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);

    await frame.getByLabel('Stake', { exact: true }).fill('1.00');
    await frame.getByRole('button', { name: 'Roll' }).click();
    await expect.poll(() => frame.getByTestId('dice-roll').textContent()).toMatch(/^\d{1,2}\.\d{2}$/);
    const after = await balance.textContent();
    const outcome = await frame.getByTestId('dice-outcome').textContent();
    // Won: 1.00 × 2.00 back; lost: the stake gone. Nothing else is possible.
    expect([
      ['$2,001.00', 'You win $2.00'],
      ['$1,999.00', 'No win this time.'],
    ]).toContainEqual([after, outcome]);

    await frame.getByText('Provably fair').click();
    await frame.getByLabel('Your client seed').fill('lucky-7');
    await frame.getByRole('button', { name: 'Change seed' }).click();
    await frame.getByTestId('revealed-seed').waitFor();
    expect(await frame.getByTestId('revealed-seed').textContent()).toContain('1 roll was made');
    expect(await frame.getByTestId('server-seed-hash').textContent()).not.toBe(hash);
  });

  it('[S1.2-20] [S1.7-62] plays real-money dice: the stake goes through the casino wallet and the header balance follows live', async () => {
    const token = await createPlayer(site.url, uniqueEmail('house-dice'), 'Sunny-Day7');
    await accountOf(site.url, token);
    await depositApproved(site.url, token, 20);
    const page = await pageFor(token);
    await page.goto(`${site.url}/games/${dice}?real=true`);
    const frame = page.frameLocator('[data-testid="game-frame"]');
    const inFrame = frame.getByTestId('house-balance');
    await expect.poll(() => inFrame.textContent()).toBe('$20.00');
    await expect.poll(() => realtimeLive(page)).toBe(true);

    await frame.getByLabel('Stake', { exact: true }).fill('2.00');
    await frame.getByRole('button', { name: 'Roll' }).click();
    await expect.poll(() => inFrame.textContent()).not.toBe('$20.00');
    const now = await inFrame.textContent();
    expect(['$18.00', '$22.00']).toContain(now);
    await expect.poll(() => page.getByTestId('header-balance').textContent()).toBe(now);
    expect((await accountOf(site.url, token)).balance).toBe(now === '$18.00' ? 18 : 22);

    // A stake above the balance is refused by the casino and explained in the game; nothing moves.
    await frame.getByLabel('Stake', { exact: true }).fill('100.00');
    await frame.getByRole('button', { name: 'Roll' }).click();
    await frame.getByText('Your balance is too low for this stake.').waitFor();
    expect(await inFrame.textContent()).toBe(now);
  });

  it('[S1.2-19] the dice page has no axe violations on a phone', async () => {
    const page = await pageFor(undefined, 390);
    await page.goto(`${site.url}/games/${dice}`);
    const frameSource = await page.getByTestId('game-frame').getAttribute('src');
    await page.goto(new URL(frameSource as string, site.url).href);
    await page.getByTestId('house-balance').waitFor();
    const result = await new AxeBuilder({ page }).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`)).toEqual([]);
  });
});
