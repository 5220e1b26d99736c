import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { closeContexts, hasChromium, launchChromium, waitForHydration } from './support/browser.ts';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { realtimeLive } from './support/realtime.ts';
import { type RunningSite, startSite } from './support/site.ts';
import { accountOf, depositApproved } from './support/wallet.ts';

const dice = 'croupier-originals-dice';
const shots = process.env.QUESTS_SHOTS;

describe.skipIf(!hasChromium())('the quests page', () => {
  let site: RunningSite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    site = await startSite({
      NODE_ENV: 'test',
      JWT_SECRET: 'e2e-quests-page-secret-at-least-32-characters',
      GAME_WALLET_SECRET: 'e2e-quests-wallet-master-secret-0123456789abc',
      QUESTS_ENABLED: 'true',
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await closeContexts(contexts);
    await browser?.close();
    await site?.close();
  });
  // A test's pages keep their sockets and timers running until closed: left open, they slowed every later test.
  afterEach(() => closeContexts(contexts));

  async function pageFor(width: number, token?: string): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: 900 } });
    contexts.push(context);
    if (token) await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    return context.newPage();
  }

  it('[S1.2-31] [S2.2-07] sends a guest opening /quests to the localized sign-up page', async () => {
    const page = await pageFor(1280);
    await page.goto(`${site.url}/quests`);
    expect(new URL(page.url()).pathname).toBe('/sign-up');
    await page.goto(`${site.url}/fr/quests`);
    expect(new URL(page.url()).pathname).toBe('/fr/sign-up');
  });

  it('[S2.7-60] [S2.7-71] [S2.7-72] [S2.4-108] shows a player their quests and moves a task live as a house round settles', async () => {
    const token = await createPlayer(site.url, uniqueEmail('quests'), 'Quest-Player-2026');
    await accountOf(site.url, token);
    await depositApproved(site.url, token, 20);

    const quests = await pageFor(1280, token);
    await quests.goto(`${site.url}/quests`);
    await waitForHydration(quests);
    const card = quests.getByRole('article', { name: 'Slot Starter: spin 20 rounds' });
    await card.waitFor();
    const rounds = card.getByRole('progressbar', { name: 'Play 20 rounds' });
    expect(await rounds.getAttribute('aria-valuenow')).toBe('0');
    await expect(card.getByText('Reward: $5', { exact: true }).isVisible()).resolves.toBe(true);
    // The hardest demo quest pays a bonus offer as well as cash (decision 0103).
    const hunter = quests.getByRole('article', { name: 'Big Win Hunter: hit a 10× win' });
    await hunter.getByText('Reward: $15 + Fruit Stand free spins', { exact: true }).waitFor();
    await expect(card.getByTestId('quest-state').textContent()).resolves.toBe('Active');
    await expect.poll(() => realtimeLive(quests)).toBe(true);

    // The round is played in another tab of the same browser, as a player keeps the quests open beside the game.
    const game = await quests.context().newPage();
    await game.goto(`${site.url}/games/${dice}?real=true`);
    const frame = game.frameLocator('[data-testid="game-frame"]');
    await expect.poll(() => frame.getByTestId('house-balance').textContent()).toBe('$20.00');
    await frame.getByLabel('Stake', { exact: true }).fill('1.00');
    await frame.getByRole('button', { name: 'Roll' }).click();

    await expect.poll(() => rounds.getAttribute('aria-valuenow'), { timeout: 10_000 }).toBe('1');
    // The player's first round started the quest: its state-change alert (2, active) is shown.
    await quests.getByText('Quest started', { exact: true }).first().waitFor();
    await expect(card.getByText('1 / 20', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(
      card.getByRole('progressbar', { name: 'Play 3 different games' }).getAttribute('aria-valuenow'),
    ).resolves.toBe('1');
    await game.close();

    expect(await axeViolations(quests)).toEqual([]);
    if (shots) await quests.screenshot({ path: `${shots}/quests-1280.png`, fullPage: true });

    const phone = await pageFor(390, token);
    await phone.goto(`${site.url}/quests`);
    await waitForHydration(phone);
    const phoneCard = phone.getByRole('article', { name: 'Slot Starter: spin 20 rounds' });
    await expect
      .poll(() => phoneCard.getByRole('progressbar', { name: 'Play 20 rounds' }).getAttribute('aria-valuenow'))
      .toBe('1');
    expect(await axeViolations(phone)).toEqual([]);
    if (shots) await phone.screenshot({ path: `${shots}/quests-390.png`, fullPage: true });
  });

  it('shows a quest’s cash reward in the open wallet history, labelled, the moment the quest completes', async () => {
    const token = await createPlayer(site.url, uniqueEmail('quest-reward'), 'Quest-Player-2026');
    await accountOf(site.url, token);
    await depositApproved(site.url, token, 60);

    // The history is open before the round: the reward's row must arrive live, not on a reload.
    const page = await pageFor(1280, token);
    await page.goto(`${site.url}/?wallet=history`);
    await waitForHydration(page);
    const rows = page.getByTestId('transaction');
    await expect.poll(() => rows.count()).toBe(1);

    // One roll of 50 completes the demo's "wager 50" quest, which pays 10 (decision 0102).
    const game = await pageFor(1280, token);
    await game.goto(`${site.url}/games/${dice}?real=true`);
    const frame = game.frameLocator('[data-testid="game-frame"]');
    await expect.poll(() => frame.getByTestId('house-balance').textContent()).toBe('$60.00');
    await frame.getByLabel('Stake', { exact: true }).fill('50.00');
    await frame.getByRole('button', { name: 'Roll' }).click();

    await expect
      .poll(() => rows.allTextContents(), { timeout: 20_000 })
      .toEqual(expect.arrayContaining([expect.stringMatching(/Quest reward.*\+\$10\.00/s)]));
    const reward = page.getByTestId('transaction').filter({ hasText: 'Quest reward' });
    await expect(reward.getByText('Deposit').count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
