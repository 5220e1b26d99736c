import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { hasChromium, waitForHydration } from './support/browser.ts';
import { houseTables } from './support/house.ts';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { realtimeLive } from './support/realtime.ts';
import { demoCup as cup, demoRace as race } from './support/tournaments.ts';
import { accountOf, depositApproved } from './support/wallet.ts';

/** A slot the demo race counts. */
const slot = 'croupier-originals-fruit-stand-classic';
const shots = process.env.TOURNAMENT_SHOTS;

describe.skipIf(!hasChromium())('tournaments', () => {
  const { site, pageFor, realTable } = houseTables('tournaments');

  it.each([1280, 390])(
    '[S1.2-36] [S1.2-37] [S2.2-112] [S2.2-113] a guest opens the list, a tournament and its modals; axe finds nothing at %i px',
    async (width) => {
      const page = await pageFor({ width });
      const listed = await page.goto(`${site.url}/tournaments`);
      expect(listed?.status()).toBe(200);
      await waitForHydration(page);
      await page.getByRole('heading', { name: 'Running now' }).waitFor();
      await expect(page.getByRole('heading', { name: 'Finished' }).isVisible()).resolves.toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/tournaments-${width}.png`, fullPage: true });

      await page.getByRole('link', { name: 'Weekend Slots Race' }).click();
      await page.getByRole('heading', { level: 1, name: 'Weekend Slots Race' }).waitFor();
      await page.getByText('Log in to see your rank and score.').waitFor();
      // The prize pool, once the page's live data has drawn it (a snapshot check raced it in CI).
      await page.getByText('$1,000', { exact: true }).filter({ visible: true }).first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/tournament-${width}.png`, fullPage: true });

      await page.getByRole('button', { name: 'Rules' }).click();
      const rules = page.getByRole('dialog', { name: 'Rules: Weekend Slots Race' });
      await rules.getByText('Rounds below the minimum bet of CA$0.20 do not count.').waitFor();
      expect(new URL(page.url()).searchParams.get('tournament-rules')).toBe(race);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Full leaderboard' }).click();
      await page.getByRole('dialog', { name: 'Leaderboard: Weekend Slots Race' }).waitFor();
      await page.close();
    },
    120_000,
  );

  it('[S1.2-37] shows the not-found page for an unknown tournament', async () => {
    const page = await pageFor();
    const answer = await page.goto(`${site.url}/tournaments/00000000-0000-4000-8000-000000000000`);
    expect(answer?.status()).toBe(404);
    const other = await page.goto(`${site.url}/tournaments/not-a-tournament`);
    expect(other?.status()).toBe(404);
    await page.close();
  });

  it('[S2.7-63] moves a player’s rank and score live as they play a house slot, on their page and another’s', async () => {
    const table = await realTable(slot);
    const board = await table.page.context().newPage();
    await board.goto(`${site.url}/tournaments/${race}`);
    await waitForHydration(board);
    await board.getByText('Play an eligible game to enter.').waitFor();
    // Another player watching the same tournament: the public leaderboard push reaches them too (decision 0098).
    const watcher = await pageFor({ token: await createPlayer(site.url, uniqueEmail('watcher'), 'Sunny-Day7') });
    await watcher.goto(`${site.url}/tournaments/${race}`);
    await waitForHydration(watcher);
    await expect.poll(() => realtimeLive(board), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => realtimeLive(watcher), { timeout: 15_000 }).toBe(true);

    await table.frame.getByLabel('Stake', { exact: true }).fill('1.00');
    await table.frame.getByRole('button', { name: 'Spin', exact: true }).click();
    const own = board.getByTestId('tournament-own-entry');
    await expect.poll(() => own.textContent(), { timeout: 20_000 }).toMatch(/^Rank 1Score \$1\.00$/);
    // Its line on the leaderboard is marked as the player's.
    await board.getByRole('row', { name: /\(You\)/ }).waitFor();
  });

  it('sells entry to a buy-in tournament: the price on the button, and why a player without the balance stays out', async () => {
    const token = await createPlayer(site.url, uniqueEmail('cup'), 'Sunny-Day7');
    await accountOf(site.url, token);
    await depositApproved(site.url, token, 20);
    const page = await pageFor({ token });
    await page.goto(`${site.url}/tournaments/${cup}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Join for $5' }).click();
    await page.getByTestId('tournament-own-entry').waitFor();

    const poor = await pageFor({ token: await createPlayer(site.url, uniqueEmail('cup-poor'), 'Sunny-Day7') });
    await poor.goto(`${site.url}/tournaments/${cup}`);
    await waitForHydration(poor);
    await poor.getByRole('button', { name: 'Join for $5' }).click();
    await poor.getByText('Your real balance is below the $5 buy-in. Deposit to join.').waitFor();
    await expect(poor.getByTestId('tournament-own-entry').count()).resolves.toBe(0);
  });
});
