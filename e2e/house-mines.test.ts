import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { hasChromium } from './support/browser.ts';
import { cents, houseTables } from './support/house.ts';

const mines = 'croupier-originals-mines';

const tileName = /^Tile row [1-5], column [1-5], (hidden|safe|mine|mine, hit|safe, not opened)$/;

describe.skipIf(!hasChromium())('house studio: mines in the game frame', () => {
  const { site, pageFor, framePage } = houseTables('mines');

  const tiles = (game: Page | FrameLocator) => game.getByTestId('mines-grid').getByRole('button');
  const tileStates = (game: Page | FrameLocator) =>
    tiles(game).evaluateAll((all) => all.map((tile) => tile.getAttribute('data-state')));

  it('[S1.2-19] plays demo mines with play money: one tile per press, cash out pays stake × multiplier, a mine takes the stake', async () => {
    const page = await pageFor();
    await page.goto(`${site.url}/games/${mines}`);
    const frame = page.frameLocator('[data-testid="game-frame"]');
    const balance = frame.getByTestId('house-balance');
    await expect.poll(() => balance.textContent()).not.toBeNull();
    const start = await balance.textContent();
    expect(start).toMatch(/^\$[\d,]+\.\d{2}$/);
    const outcome = frame.getByTestId('mines-outcome');
    expect(await outcome.textContent()).toBe('Choose your stake and the number of mines, then start.');

    await frame.getByLabel('Stake', { exact: true }).fill('1.00');
    await frame.getByLabel('Mines', { exact: true }).selectOption('1');
    await frame.getByRole('button', { name: 'Start', exact: true }).click();
    await expect.poll(() => tiles(frame).count()).toBe(25);
    expect(await outcome.textContent()).toBe('1 mine is hidden. Pick a tile.');
    // The stake leaves the balance at the start; nothing to cash out before a safe tile.
    expect(cents(await balance.textContent())).toBe(cents(start) - 100n);
    expect(await frame.getByRole('button', { name: 'Open a safe tile to cash out' }).isDisabled()).toBe(true);
    expect(await frame.getByTestId('mines-next').textContent()).toBe('×1.03');
    for (const name of await tiles(frame).evaluateAll((all) => all.map((tile) => tile.getAttribute('aria-label'))))
      expect(name).toMatch(tileName);

    // Row 2, column 3 is tile 7 (row × 5 + column, counted from 0).
    const tile = frame.getByRole('button', { name: 'Tile row 2, column 3, hidden' });
    await tile.click();
    await expect.poll(async () => (await tileStates(frame))[7]).not.toBe('hidden');

    if ((await tileStates(frame))[7] === 'safe') {
      expect(await frame.getByRole('button', { name: 'Tile row 2, column 3, safe' }).count()).toBe(1);
      expect(await outcome.textContent()).toBe('Safe. Cash out $1.03 or pick another tile.');
      expect(await frame.getByTestId('mines-multiplier').textContent()).toBe('×1.03');
      // Demo money: nothing moves until the round ends.
      expect(cents(await balance.textContent())).toBe(cents(start) - 100n);
      // 0.99 × 25/24 = ×1.03125 on $1.00, rounded down to the cent.
      await frame.getByRole('button', { name: 'Cash out $1.03', exact: true }).click();
      await expect.poll(() => outcome.textContent()).toBe('You win $1.03');
      const win = await frame.getByTestId('mines-win').textContent();
      expect(win).toBe('$1.03');
      await expect.poll(async () => cents(await balance.textContent())).toBe(cents(start) - 100n + cents(win));
      // Cashed out: the mine is shown all the same.
      expect((await tileStates(frame)).filter((s) => s === 'mine')).toHaveLength(1);
    } else {
      expect((await tileStates(frame))[7]).toBe('mine-hit');
      expect(await frame.getByRole('button', { name: 'Tile row 2, column 3, mine, hit' }).count()).toBe(1);
      await expect.poll(() => outcome.textContent()).toBe('No win this time.');
      expect(cents(await balance.textContent())).toBe(cents(start) - 100n);
      expect((await tileStates(frame)).filter((s) => s === 'safe-unopened')).toHaveLength(24);
    }

    // Play again keeps the stake and the mine count; another round starts from them.
    await frame.getByRole('button', { name: 'Play again', exact: true }).click();
    expect(await frame.getByLabel('Stake', { exact: true }).inputValue()).toBe('1.00');
    expect(await frame.getByLabel('Mines', { exact: true }).inputValue()).toBe('1');
    await expect
      .poll(() =>
        frame.getByRole('button', { name: 'Start', exact: true }).evaluate((b) => b === document.activeElement),
      )
      .toBe(true);
    const before = await balance.textContent();
    await frame.getByRole('button', { name: 'Start', exact: true }).click();
    await expect.poll(() => outcome.textContent()).toBe('1 mine is hidden. Pick a tile.');
    expect(cents(await balance.textContent())).toBe(cents(before) - 100n);
  });

  it('[S1.2-19] opens tiles from the keyboard, and a reload resumes the round in play', async () => {
    const page = await framePage(mines);
    const balance = page.getByTestId('house-balance');
    await page.getByLabel('Mines', { exact: true }).selectOption('3');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect.poll(() => tiles(page).count()).toBe(25);
    const staked = await balance.textContent();
    // The focus is on the board: the arrow keys move it, Enter opens a tile.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Tile row 1, column 1, hidden');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Tile row 2, column 2, hidden',
    );
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await tileStates(page))[6]).not.toBe('hidden');
    const opened = (await tileStates(page))[6];

    if (opened === 'safe') {
      const shown = await tileStates(page);
      const cashOut = await page.getByRole('button', { name: /^Cash out \$/ }).textContent();
      await page.reload();
      await page.getByTestId('house-balance').waitFor();
      await expect.poll(() => tileStates(page)).toEqual(shown);
      expect(await page.getByRole('button', { name: /^Cash out \$/ }).textContent()).toBe(cashOut);
      expect(await page.getByTestId('mines-multiplier').textContent()).toBe('×1.12');
      expect(await page.getByTestId('mines-count').textContent()).toBe('3');
      expect(await balance.textContent()).toBe(staked);
      // The same tile again is not a move: it stays safe, nothing is sent, nothing changes.
      await page.getByRole('button', { name: 'Tile row 2, column 2, safe' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForTimeout(300);
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(await tileStates(page)).toEqual(shown);
      expect(await page.getByRole('button', { name: /^Cash out \$/ }).textContent()).toBe(cashOut);
    } else {
      expect(opened).toBe('mine-hit');
      // A lost round is over: a reload opens a fresh setup.
      await page.reload();
      await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await expect.poll(() => tiles(page).count()).toBe(25);
      const shown = await tileStates(page);
      await page.reload();
      await page.getByTestId('house-balance').waitFor();
      await expect.poll(() => tileStates(page)).toEqual(shown);
      expect(await page.getByRole('button', { name: 'Open a safe tile to cash out' }).isDisabled()).toBe(true);
    }
  });

  it('[S1.2-19] the mines page has no axe violations on a phone with a round in play, and fits it', async () => {
    const page = await framePage(mines, { width: 390 });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect.poll(() => tiles(page).count()).toBe(25);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Each tile is at least a 44 px target on the phone.
    const box = await tiles(page).first().boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(await axeViolations(page)).toEqual([]);
  });
});
