import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { hasChromium } from './support/browser.ts';
import { cents, houseTables } from './support/house.ts';

const plinko = 'croupier-originals-plinko-medium';

describe.skipIf(!hasChromium())('house studio: plinko in the game frame', () => {
  const { site, pageFor, framePage } = houseTables('plinko');

  /** Drops one ball and checks the money once it has landed: the balance moved by exactly win − stake. */
  async function dropOne(game: Page | FrameLocator) {
    const balance = game.getByTestId('house-balance');
    const before = await balance.textContent();
    const outcome = game.getByTestId('plinko-outcome');
    // The landed round's id, not its words: two drops in a row can say the same thing.
    const shown = await outcome.getAttribute('data-round');
    await game.getByRole('button', { name: 'Drop' }).click();
    await expect.poll(() => outcome.getAttribute('data-round'), { timeout: 10_000 }).not.toBe(shown);
    await expect.poll(() => game.getByRole('button', { name: 'Drop' }).getAttribute('aria-disabled')).toBe('false');

    const stake = await game.getByTestId('plinko-stake').textContent();
    const win = await game.getByTestId('plinko-win').textContent();
    const after = await balance.textContent();
    expect(cents(after) - cents(before)).toBe(cents(win) - cents(stake));
    const text = await outcome.textContent();
    if (cents(win) > cents(stake)) expect(text).toBe(`You win ${win}`);
    else if (cents(win) > 0n) expect(text).toBe(`${win} back`);
    else expect(text).toBe('No win this time.');
    // The landing bucket is marked, and it is the payout the round was paid at.
    expect(await game.getByTestId('plinko-bucket-hit').textContent()).toBe(
      await game.getByTestId('plinko-multiplier').textContent(),
    );
    return { stake, win };
  }

  it('[S1.2-19] drops one demo ball through 8 rows; the balance moves by the win less the stake once it lands', async () => {
    const page = await pageFor();
    await page.goto(`${site.url}/games/${plinko}`);
    const frame = page.frameLocator('[data-testid="game-frame"]');
    const balance = frame.getByTestId('house-balance');
    await expect.poll(() => balance.textContent()).toBe('$2,000.00');
    expect(await frame.getByTestId('plinko-risk').textContent()).toBe('Medium risk');
    expect(await frame.getByTestId('plinko-outcome').textContent()).toBe(
      'Choose the rows and your stake, then drop a ball.',
    );

    await frame.getByLabel('Stake', { exact: true }).fill('1.00');
    // The rows are a radio group, worked from the keyboard: 12 is chosen, one step left is 8.
    const rows = frame.getByRole('group', { name: 'Rows' });
    await rows.getByRole('radio', { name: '12', exact: true }).focus();
    await page.keyboard.press('ArrowLeft');
    expect(await rows.getByRole('radio', { name: '8', exact: true }).isChecked()).toBe(true);
    const buckets = frame.getByRole('list', { name: 'Payout of each bucket, left to right' }).getByRole('listitem');
    await expect
      .poll(() => buckets.allTextContents())
      .toEqual(['×13.12', '×3', '×1.3', '×0.7', '×0.4', '×0.7', '×1.3', '×3', '×13.12']);

    // One ball per press: while it falls the button waits and the balance has not moved yet.
    const drop = frame.getByRole('button', { name: 'Drop' });
    await drop.click();
    const falling = frame.getByRole('button', { name: 'Falling…' });
    await falling.waitFor();
    expect(await falling.getAttribute('aria-disabled')).toBe('true');
    // Pressed again only while still falling, in one step inside the page: a press after the ball lands is a new drop.
    await frame.getByRole('button', { name: /^(Drop|Falling…)$/ }).evaluate((button) => {
      if (button.getAttribute('aria-disabled') === 'true') (button as HTMLButtonElement).click();
    });
    const during = await balance.textContent();
    if ((await falling.count()) === 1) expect(during).toBe('$2,000.00');
    await expect
      .poll(() => frame.getByTestId('plinko-outcome').textContent(), { timeout: 10_000 })
      .not.toBe('Choose the rows and your stake, then drop a ball.');

    const stake = await frame.getByTestId('plinko-stake').textContent();
    const win = await frame.getByTestId('plinko-win').textContent();
    expect(stake).toBe('$1.00');
    expect(['$13.12', '$3.00', '$1.30', '$0.70', '$0.40']).toContain(win);
    const after = await balance.textContent();
    expect(cents(after) - cents('$2,000.00')).toBe(cents(win) - cents(stake));
    const outcome = await frame.getByTestId('plinko-outcome').textContent();
    expect(outcome).toBe(cents(win) > cents(stake) ? `You win ${win}` : `${win} back`);
    expect(await frame.getByTestId('plinko-bucket-hit').textContent()).toBe(
      await frame.getByTestId('plinko-multiplier').textContent(),
    );

    // A second press drops a second ball, and the money follows again; the press made while the first ball
    // fell played nothing: two rounds in all.
    await dropOne(frame);
    await frame.getByText('Provably fair').click();
    expect(await frame.locator('dt:text-is("Next round number") + dd').textContent()).toBe('2');
  });

  it('[S1.2-19] the plinko page has no axe violations on a phone, with 16 rows and reduced motion', async () => {
    const page = await framePage(plinko, { width: 390, reducedMotion: 'reduce' });
    await page.getByText('16', { exact: true }).click();
    expect(await page.getByRole('radio', { name: '16', exact: true }).isChecked()).toBe(true);
    expect(
      await page.getByRole('list', { name: 'Payout of each bucket, left to right' }).getByRole('listitem').count(),
    ).toBe(17);
    await dropOne(page);
    // The board fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
  });
});
