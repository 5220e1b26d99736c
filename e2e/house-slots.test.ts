import { slotThemes } from '@croupier/house-games/slot-themes';
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { hasChromium } from './support/browser.ts';
import { cents, houseTables, skippingUntil } from './support/house.ts';
import { accountOf, api } from './support/wallet.ts';

const slot = 'croupier-originals-fruit-stand-classic';
const fruitNames = (slotThemes.find((theme) => theme.id === 'fruit-stand')?.symbols ?? []).map((s) => s.name);

describe.skipIf(!hasChromium())('house studio: the video slot in the game frame', () => {
  const { site, pageFor, framePage, realTable } = houseTables('slots');

  /**
   * Spins once by `press` and waits for the whole round to be shown (free spins skipped if any), then checks
   * the money: the balance moved by exactly win − stake, and the words match the win.
   */
  async function spinOnce(game: Page | FrameLocator, press: () => Promise<void>) {
    const balance = game.getByTestId('house-balance');
    const before = await balance.textContent();
    const nonce = game.getByText('Next round number').locator('xpath=following-sibling::dd[1]');
    const round = Number(await nonce.textContent());
    const outcome = game.getByTestId('slots-outcome');
    await press();
    // Free spins play one after another; Skip jumps to the end of the round.
    const shown = /^(You win \$[\d,.]+|\$[\d,.]+ back|No win this time\.)$/;
    await skippingUntil(game, async () => shown.test((await outcome.textContent()) ?? ''), true);
    await expect
      .poll(() => game.getByRole('button', { name: 'Spin', exact: true }).getAttribute('aria-disabled'))
      .toBe('false');

    const stake = await game.getByTestId('slots-stake').textContent();
    const win = await game.getByTestId('slots-win').textContent();
    await expect.poll(async () => cents(await balance.textContent()) - cents(before)).toBe(cents(win) - cents(stake));
    const text = await outcome.textContent();
    if (cents(win) > cents(stake)) expect(text).toBe(`You win ${win}`);
    else if (cents(win) > 0n) expect(text).toBe(`${win} back`);
    else expect(text).toBe('No win this time.');
    // One press, one round: the seed's round number moved on by exactly one.
    expect(Number(await nonce.textContent())).toBe(round + 1);

    // The grid: 15 symbols, each an image named after a fruit-stand symbol (", in a win" when it pays).
    const cells = game.getByTestId('slot-cell');
    expect(await cells.count()).toBe(15);
    const names = await cells.getByRole('img').evaluateAll((images) => images.map((i) => i.getAttribute('aria-label')));
    expect(names).toHaveLength(15);
    for (const name of names) expect(fruitNames).toContain(name?.replace(/, in a win$/, ''));
    const winning = names.filter((name) => name?.endsWith(', in a win')).length;
    if (cents(win) === 0n) expect(winning).toBe(0);
    return { stake, win };
  }

  it('[S1.2-19] spins the demo slot once per press; the balance moves by exactly the win less the stake once the reels stop', async () => {
    const page = await pageFor();
    await page.goto(`${site.url}/games/${slot}`);
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await expect.poll(() => frame.getByTestId('house-balance').textContent()).toBe('$2,000.00');
    expect(await frame.getByTestId('slots-lines').textContent()).toBe('20 lines');
    expect(await frame.getByTestId('slots-outcome').textContent()).toBe('Set your stake, then spin.');
    expect(await frame.getByTestId('slot-cell').count()).toBe(15);

    await frame.getByLabel('Stake', { exact: true }).fill('1.00');
    const spinButton = frame.getByRole('button', { name: 'Spin', exact: true });
    await spinOnce(frame, () => spinButton.click());
    // From the keyboard: the button keeps its focus, and Enter spins again (once).
    await spinButton.focus();
    await spinOnce(frame, () => page.keyboard.press('Enter'));

    // The paytable prices every symbol for the stake: 20 lines of $0.05; the Seven's 5 pay 605 line bets.
    await frame.getByText('Paytable and rules').click();
    const seven = frame.getByRole('row', { name: /^Seven/ });
    expect(await seven.getByRole('cell').allTextContents()).toEqual(['$2.00', '$8.05', '$30.25']);
    const star = frame.getByRole('row', { name: /^Market Star/ });
    expect(await star.getByRole('cell').allTextContents()).toEqual(['$2.00', '$8.00', '$40.00']);
    await frame.getByText('Each line bets $0.05 (the stake ÷ 20)', { exact: false }).waitFor();
    await frame.getByText('3 or more scatters award 10 free spins at your stake, every win in them ×1.').waitFor();
  });

  it('[S1.2-19] with reduced motion the reels do not scroll: the result is there at once', async () => {
    const page = await framePage(slot, { width: 390, reducedMotion: 'reduce' });
    await page.getByLabel('Stake', { exact: true }).fill('0.50');
    const started = Date.now();
    await spinOnce(page, () => page.getByRole('button', { name: 'Spin', exact: true }).click());
    // No scroll animation ran (free spins, if any, were skipped at once).
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('[S1.2-19] the slot page has no axe violations on a phone, before and after a spin, paytable open', async () => {
    const page = await framePage(slot, { width: 390 });
    // Nothing wider than the phone: the reels and the paytable fit 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);

    await spinOnce(page, () => page.getByRole('button', { name: 'Spin', exact: true }).click());
    await page.getByText('Paytable and rules').click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('[S2.7-69] a stake above the active bonus’s maximum is refused, and the game page says why', async () => {
    const { token, page, frame, inFrame } = await realTable(slot);
    // The demo no-deposit bonus (CAD 10, at most $5.00 a bet while it is wagered), redeemed and activated.
    const redeemed = await api<{ data: { status: number } }>(site.url, token, 'POST', '/api/game/bonuses/bonuscodes', {
      bonusCode: 'NODEPOSIT10',
      trigger: 1,
    });
    expect(redeemed.body.data.status).toBe(2);
    const listed = await api<{ data: { id: string }[] }>(site.url, token, 'GET', '/api/game/player-bonuses');
    const bonusId = listed.body.data[0]?.id;
    expect((await api(site.url, token, 'PUT', `/api/game/player-bonuses/${bonusId}/activate`)).status).toBe(200);

    await frame.getByLabel('Stake', { exact: true }).fill('6.00');
    await frame.getByRole('button', { name: 'Spin', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Maximum bet while wagering' });
    await dialog.getByText('Your bet of $6.00 is above $5.00', { exact: false }).waitFor();
    // Nothing was staked: the real balance is the $20.00 deposited.
    expect((await accountOf(site.url, token)).balance).toBe(20);
    expect(cents(await inFrame.textContent())).toBeGreaterThanOrEqual(2000n);
  });
});
