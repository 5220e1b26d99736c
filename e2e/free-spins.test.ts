import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { hasChromium } from './support/browser.ts';
import { houseTables, skippingUntil } from './support/house.ts';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { accountOf, api } from './support/wallet.ts';

/** FREESPINS_SHOTS_DIR=/tmp/shots-freespins saves the free-spin mode and its end at both widths. */
const shots = process.env.FREESPINS_SHOTS_DIR;

/** The site's page is checked without the game frame (its own page is checked on its own, as house-slots does). */
async function noAxeViolations(page: Page): Promise<void> {
  await page.waitForTimeout(400);
  expect(await axeViolations(page, { exclude: 'iframe' })).toEqual([]);
}

/**
 * A free-spin award played for real (docs/decisions/0075): redeemed by code (FRUITSPINS, the demo data's 25
 * spins on Fruit Stand Classic), activated and played from /bonuses, every spin in the house slot's
 * free-spin mode without touching the balance, and its end: the winnings a bonus, the award gone.
 */
describe.skipIf(!hasChromium())('free spins: an award played on its slot', () => {
  const { site, pageFor } = houseTables('freespins');

  it('a player activates a free-spin award, plays every spin in the slot and finds the winnings as a bonus', async () => {
    const token = await createPlayer(site.url, uniqueEmail('freespins'), 'Sunny-Day7');
    await accountOf(site.url, token);
    const redeemed = await api(site.url, token, 'POST', '/api/game/bonuses/bonuscodes', {
      bonusCode: 'FRUITSPINS',
      trigger: 1,
    });
    expect(redeemed.status).toBe(200);

    const page = await pageFor({ token, reducedMotion: 'reduce' });
    await page.goto(`${site.url}/bonuses`);
    const card = page.getByTestId('freespin-card');
    await card.getByText('25 spins left').waitFor();
    // An issued award offers Activate; an active one, Play.
    const activate = card.getByRole('button', { name: 'Activate' });
    if (await activate.isVisible()) await activate.click();
    await card.getByRole('link', { name: 'Play' }).click();

    await page.waitForURL(/\/games\/[^?]+\?real=true&freespin=/);
    const gamePath = new URL(page.url()).pathname;
    const frameElement = page.getByTestId('game-frame');
    expect(await frameElement.getAttribute('src')).toMatch(/[?&]freeRounds=/);
    const frame = page.frameLocator('[data-testid="game-frame"]');
    const left = frame.getByTestId('free-spins-left');
    await expect.poll(() => left.textContent()).toBe('Free spins: 25 left');
    const balance = await frame.getByTestId('house-balance').textContent();
    expect(await frame.getByTestId('free-spins-won').textContent()).toBe('$0.00');
    // The stake is the award's, not the player's: no stake field.
    expect(await frame.getByLabel('Stake', { exact: true }).count()).toBe(0);

    // The frame's own page at phone width, before any spin: the free-spin mode, checked by axe.
    const source = new URL((await frameElement.getAttribute('src')) as string, site.url).href;
    const phone = await pageFor({ width: 390 });
    await phone.goto(source);
    await expect.poll(() => phone.getByTestId('free-spins-left').textContent()).toBe('Free spins: 25 left');
    if (shots) await phone.screenshot({ path: `${shots}/free-spins-390.png`, fullPage: true });
    await noAxeViolations(phone);
    await phone.close();
    if (shots) await page.screenshot({ path: `${shots}/free-spins-1280.png`, fullPage: true });

    // Every spin, one press each; the triggered feature's own free spins are skipped when they show.
    const spin = frame.getByRole('button', { name: 'Spin', exact: true });
    for (let remaining = 24; remaining >= 0; remaining -= 1) {
      await spin.click();
      await skippingUntil(frame, () => left.textContent(), `Free spins: ${remaining} left`);
    }
    // The balance never moved: free spins are the casino's.
    expect(await frame.getByTestId('house-balance').textContent()).toBe(balance);

    const end = frame.getByTestId('free-spins-end');
    await end.waitFor();
    const won = await frame.getByTestId('free-spins-won').textContent();
    const ending = await end.getAttribute('data-ending');
    if (ending === 'bonus') {
      await end.getByText(`They won ${won} in total, and that is now a bonus on your account.`).waitFor();
    } else {
      expect(ending).toBe('nothing');
      expect(won).toBe('$0.00');
    }
    // Nothing is left to press: the Spin button has given way to the finished state.
    await frame.getByTestId('free-spins-finished').filter({ hasText: 'All free spins played' }).waitFor();
    expect(await spin.count()).toBe(0);
    expect(await page.getByTestId('deposit-prompt').count()).toBe(0);
    if (shots) {
      await page.screenshot({ path: `${shots}/free-spins-end-1280.png`, fullPage: true });
      // The game at phone width, without the cookie notice over it.
      await page.getByTestId('cookie-popup').getByRole('button', { name: 'Accept' }).click();
      await page.setViewportSize({ width: 390, height: 900 });
      await frameElement.screenshot({ path: `${shots}/free-spins-end-390.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    await noAxeViolations(page);

    // The bonuses page, in the whole window: the award is gone; its winnings are a bonus to wager.
    await end.getByRole('link', { name: 'Go to my bonuses' }).click();
    await page.waitForURL(/\/bonuses$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('freespin-card').count()).toBe(0);
    if (ending === 'bonus') await page.getByTestId('bonus-card').first().waitFor();
    if (shots) await page.screenshot({ path: `${shots}/bonuses-after-1280.png`, fullPage: true });

    // Opened again once played out, the slot says so instead of offering spins.
    const again = await pageFor({ width: 390 });
    await again.goto(source);
    await again.getByTestId('free-spins-end').waitFor();
    expect(await again.getByTestId('free-spins-end').getAttribute('data-ending')).toBe('over');
    expect(await again.getByRole('button', { name: 'Spin', exact: true }).count()).toBe(0);
    if (shots) await again.screenshot({ path: `${shots}/free-spins-over-390.png`, fullPage: true });
    await noAxeViolations(again);

    // The game's last rounds list the spins, marked as free spins with their win paid as a bonus (decision 0088).
    await page.goto(`${site.url}${gamePath}?real=true`);
    const recall = page.getByTestId('game-recall');
    await recall.getByTestId('recall-free-spin').first().waitFor();
    expect(await recall.getByTestId('recall-free-spin').count()).toBe(10);
    await recall.getByText('Win paid as a bonus').first().waitFor();
    if (shots) await recall.screenshot({ path: `${shots}/recall-free-spins-1280.png` });
  }, 240_000);
});
