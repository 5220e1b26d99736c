import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { hasChromium } from './support/browser.ts';
import { cents, houseTables } from './support/house.ts';
import { accountOf } from './support/wallet.ts';

const blackjack = 'croupier-originals-blackjack';

const cardName =
  /^(Ace|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King) of (spades|hearts|diamonds|clubs)$/;

describe.skipIf(!hasChromium())('house studio: blackjack in the game frame', () => {
  const { site, pageFor, framePage, realTable } = houseTables('blackjack');

  /**
   * Plays the round in play to its end the simplest way: no insurance when offered, else stand. One press
   * per answer: the next press waits until the buttons are live again.
   */
  async function playOut(game: Page | FrameLocator) {
    const again = game.getByRole('button', { name: 'Deal again', exact: true });
    const noInsurance = game.getByRole('button', { name: 'No insurance', exact: true });
    const stand = game.getByRole('button', { name: 'Stand', exact: true });
    for (let presses = 0; ; presses++) {
      // Two hands at most, and insurance once: more presses than that would be a page that does not move on.
      expect(presses).toBeLessThan(4);
      const next = async () => {
        for (const [name, button] of [
          ['again', again],
          ['noInsurance', noInsurance],
          ['stand', stand],
        ] as const) {
          if ((await button.count()) === 1 && (await button.getAttribute('aria-disabled')) !== 'true') return name;
        }
        return undefined;
      };
      await expect.poll(next, { timeout: 10_000 }).toBeDefined();
      const press = await next();
      if (press === 'again') return;
      await (press === 'noInsurance' ? noInsurance : stand).click();
    }
  }

  /** The settled round as shown: the money adds up, each hand says how it ended, the hole card is turned. */
  async function checkSettled(game: Page | FrameLocator, before: string | null) {
    const stake = await game.getByTestId('blackjack-stake').textContent();
    const win = await game.getByTestId('blackjack-win').textContent();
    await expect
      .poll(async () => cents(await game.getByTestId('house-balance').textContent()))
      .toBe(cents(before) - cents(stake) + cents(win));
    const outcome = await game.getByTestId('blackjack-outcome').textContent();
    if (cents(win) > cents(stake)) expect(outcome).toBe(`You win ${win}`);
    else if (cents(win) > 0n) expect(outcome).toBe(`${win} back`);
    else expect(outcome).toBe('No win this time.');
    const hands = await game.getByTestId('blackjack-hand').count();
    expect(hands).toBeGreaterThanOrEqual(1);
    expect(await game.getByTestId('blackjack-hand-result').count()).toBe(hands);
    expect(await game.getByTestId('blackjack-hole-card').count()).toBe(0);
    const dealer = await game.getByTestId('blackjack-dealer').getByRole('img').all();
    expect(dealer.length).toBeGreaterThanOrEqual(2);
    for (const card of dealer) expect(await card.getAttribute('aria-label')).toMatch(cardName);
    return { stake, win };
  }

  it('[S1.2-19] deals demo blackjack with play money, one move per press, and the balance settles by win less stake', async () => {
    const page = await pageFor();
    await page.goto(`${site.url}/games/${blackjack}`);
    const frame = page.frameLocator('[data-testid="game-frame"]');
    const balance = frame.getByTestId('house-balance');
    await expect.poll(() => balance.textContent()).not.toBeNull();
    const start = await balance.textContent();
    expect(start).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(await frame.getByTestId('blackjack-outcome').textContent()).toBe('Set your stake, then deal.');

    await frame.getByLabel('Stake', { exact: true }).fill('1.00');
    await frame.getByRole('button', { name: 'Deal', exact: true }).click();
    const outcome = frame.getByTestId('blackjack-outcome');
    await expect.poll(() => outcome.textContent()).not.toBe('Set your stake, then deal.');
    await expect.poll(() => frame.getByTestId('blackjack-hand').count()).toBe(1);
    const mine = frame.getByTestId('blackjack-hand').getByRole('img');
    expect(await mine.count()).toBe(2);
    for (const card of await mine.all()) expect(await card.getAttribute('aria-label')).toMatch(cardName);

    if ((await frame.getByRole('button', { name: 'Deal again' }).count()) === 0) {
      // In play: the hole card is face down, the stake is shown in play, and only the allowed moves are offered.
      expect(await frame.getByTestId('blackjack-hole-card').getAttribute('aria-label')).toBe('Face-down card');
      expect(await frame.getByTestId('blackjack-in-play').textContent()).toBe('In play: $1.00');
      const moves = await frame.getByRole('group', { name: 'Your move' }).getByRole('button').allTextContents();
      expect([
        ['Insurance', 'No insurance'],
        ['Hit', 'Stand', 'Double'],
        ['Hit', 'Stand', 'Double', 'Split'],
      ]).toContainEqual(moves);
      // Demo money leaves the balance at the deal.
      expect(cents(await balance.textContent())).toBe(cents(start) - 100n);
    }
    await playOut(frame);
    const first = await checkSettled(frame, start);

    // Deal again keeps the stake; a second round settles as well.
    expect(await frame.getByLabel('Stake', { exact: true }).inputValue()).toBe('1.00');
    const before = await balance.textContent();
    await frame.getByRole('button', { name: 'Deal again', exact: true }).click();
    await expect.poll(() => frame.getByRole('button', { name: 'Dealing…' }).count()).toBe(0);
    await playOut(frame);
    await checkSettled(frame, before);
    expect(first.stake).toMatch(/^\$\d+\.\d{2}$/);
    await frame.getByText('Provably fair').click();
    expect(await frame.locator('dt:text-is("Next round number") + dd').textContent()).toBe('2');
  });

  it('[S1.2-20] deals real-money blackjack: the stake is in play while the round lasts, the casino pays the end', async () => {
    const { token, frame, inFrame } = await realTable(blackjack);
    await frame.getByLabel('Stake', { exact: true }).fill('2.00');
    await frame.getByRole('button', { name: 'Deal', exact: true }).click();
    await expect.poll(() => frame.getByTestId('blackjack-hand').count()).toBe(1);
    if ((await frame.getByRole('button', { name: 'Deal again' }).count()) === 0) {
      expect(await frame.getByTestId('blackjack-in-play').textContent()).toBe('In play: $2.00');
    }
    await playOut(frame);
    const { stake, win } = await checkSettled(frame, '$20.00');
    const now = await inFrame.textContent();
    expect(Math.round((await accountOf(site.url, token)).balance * 100)).toBe(Number(cents(now)));
    expect(cents(now)).toBe(2000n - cents(stake) + cents(win));
  });

  it('[S1.2-19] the blackjack page has no axe violations on a phone with a round dealt, and a reload resumes the round', async () => {
    const page = await framePage(blackjack, { width: 390 });
    // Dealt from the keyboard: the focus moves on to the first move (or to Deal again after a natural).
    await page.getByRole('button', { name: 'Deal', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('blackjack-hand').count()).toBe(1);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toMatch(/^(Hit|Insurance|Deal again)$/);
    await page.getByText('Rules', { exact: true }).click();
    await page.getByText('Blackjack pays 3:2.').waitFor();
    // The table fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);

    if ((await page.getByRole('button', { name: 'Deal again' }).count()) === 0) {
      const cards = () =>
        page
          .getByTestId('blackjack-hand')
          .getByRole('img')
          .evaluateAll((all) => all.map((card) => card.getAttribute('aria-label')));
      const dealt = await cards();
      await page.reload();
      await page.getByTestId('house-balance').waitFor();
      await expect.poll(cards).toEqual(dealt);
      expect(await page.getByTestId('blackjack-hole-card').count()).toBe(1);
      await playOut(page);
    }
  });
});
