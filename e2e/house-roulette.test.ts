import { redNumbers } from '@croupier/house-games/roulette';
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { hasChromium } from './support/browser.ts';
import { cents, houseTables } from './support/house.ts';

const roulette = 'croupier-originals-european-roulette';
const ready = 'Put chips on the board, then spin.';

describe.skipIf(!hasChromium())('house studio: European roulette in the game frame', () => {
  const { site, pageFor, framePage } = houseTables('roulette');

  /** One press of Spin, once the wheel has stopped: the number, the money of the spin, the balance after. */
  async function spinOnce(game: Page | FrameLocator) {
    const balance = game.getByTestId('house-balance');
    const before = cents(await balance.textContent());
    const spin = game.getByRole('button', { name: 'Spin', exact: true });
    await spin.click();
    // One spin per press: a second press while the wheel turns plays nothing (the round count shows it).
    // Looked at and pressed in one step inside the page: the wheel may stop between two steps of the test
    // (at once with reduced motion), and a press then would be a real second spin.
    await game.getByRole('button', { name: /^Spin(ning…)?$/ }).evaluate((button) => {
      if (button.getAttribute('aria-disabled') === 'true') (button as HTMLButtonElement).click();
    });
    await expect.poll(() => spin.getAttribute('aria-disabled'), { timeout: 10_000 }).toBe('false');
    const number = Number(await game.getByTestId('roulette-number').textContent());
    const stake = await game.getByTestId('roulette-stake').textContent();
    const win = await game.getByTestId('roulette-win').textContent();
    const after = cents(await balance.textContent());
    expect(after - before).toBe(cents(win) - cents(stake));
    const outcome = await game.getByTestId('roulette-outcome').textContent();
    if (cents(win) > cents(stake)) expect(outcome).toBe(`You win ${win}`);
    else if (cents(win) > 0n) expect(outcome).toBe(`${win} back`);
    else expect(outcome).toBe('No win this time.');
    expect(await game.getByTestId('roulette-color').textContent()).toBe(
      number === 0 ? 'Green' : redNumbers.has(number) ? 'Red' : 'Black',
    );
    return { number, stake: cents(stake), win: cents(win) };
  }

  it('[S1.2-19] plays demo roulette: red and a straight bet, one spin per press, the balance moves by the win less the stake', async () => {
    const page = await pageFor();
    await page.goto(`${site.url}/games/${roulette}`);
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await expect.poll(() => frame.getByTestId('house-balance').textContent()).toBe('$2,000.00');
    expect(await frame.getByTestId('roulette-outcome').textContent()).toBe(ready);
    // Nothing on the board, nothing to spin.
    expect(await frame.getByRole('button', { name: 'Spin', exact: true }).isDisabled()).toBe(true);

    await frame.getByLabel('Chip value', { exact: true }).fill('1.00');
    await frame.getByRole('button', { name: 'Red', exact: true }).click();
    // The straight bet from the keyboard: every spot is a real button.
    await frame.getByRole('button', { name: 'Straight up 17', exact: true }).focus();
    await page.keyboard.press('Enter');
    await frame.getByRole('button', { name: 'Red, $1.00 on it', exact: true }).waitFor();
    await frame.getByRole('button', { name: 'Straight up 17, $1.00 on it', exact: true }).waitFor();
    expect(await frame.getByTestId('roulette-total').textContent()).toBe('$2.00');

    const first = await spinOnce(frame);
    expect(first.stake).toBe(200n);
    // Red pays 2 × $1.00 on a red number, the straight 36 × $1.00 on 17 (a black number): nothing else.
    const expected = (redNumbers.has(first.number) ? 200n : 0n) + (first.number === 17 ? 3600n : 0n);
    expect(first.win).toBe(expected);

    // The bets stay on the board, and the next press spins them again.
    await frame.getByRole('button', { name: 'Red, $1.00 on it', exact: true }).waitFor();
    expect(await frame.getByTestId('roulette-total').textContent()).toBe('$2.00');
    await spinOnce(frame);
    await frame.getByText('Provably fair').click();
    expect(await frame.locator('dt:text-is("Next round number") + dd').textContent()).toBe('2');

    // A second chip on the same spot is one bet of $2.00; clearing takes everything off.
    await frame.getByRole('button', { name: 'Red, $1.00 on it', exact: true }).click();
    await frame.getByRole('button', { name: 'Red, $2.00 on it', exact: true }).waitFor();
    expect(await frame.getByTestId('roulette-total').textContent()).toBe('$3.00');
    await frame.getByRole('button', { name: 'Clear bets' }).click();
    expect(await frame.getByTestId('roulette-total').textContent()).toBe('$0.00');
    expect(await frame.getByRole('button', { name: 'Red', exact: true }).count()).toBe(1);
  });

  it('[S1.2-19] the roulette page fits a phone and has no axe violations, with splits and corners shown', async () => {
    const page = await framePage(roulette, { width: 390, reducedMotion: 'reduce' });

    await page.getByLabel('Show splits, streets and corners').check();
    await page.getByRole('button', { name: 'Corner 1, 2, 4, and 5', exact: true }).click();
    await page.getByRole('button', { name: 'Split 17 and 20', exact: true }).click();
    await page.getByRole('button', { name: 'Black', exact: true }).click();
    await page.getByRole('button', { name: 'Corner 1, 2, 4, and 5, $0.20 on it', exact: true }).waitFor();
    expect(await page.getByTestId('roulette-total').textContent()).toBe('$0.60');
    await spinOnce(page);

    // The board fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
  });
});
