import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { hasChromium } from './support/browser.ts';
import { houseTables } from './support/house.ts';
import { realtimeLive } from './support/realtime.ts';
import { accountOf } from './support/wallet.ts';

const dice = 'croupier-originals-dice';

describe.skipIf(!hasChromium())('house studio: dice in the game frame', () => {
  const { site, pageFor, framePage, realTable } = houseTables('dice');

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
    expect(await frame.getByTestId('revealed-seed').textContent()).toContain('1 round was played');
    expect(await frame.getByTestId('server-seed-hash').textContent()).not.toBe(hash);

    // The public verifier recomputes the roll in the browser from the revealed seeds, and notices a wrong seed.
    const verifier = await pageFor();
    await verifier.goto(`${site.url}/provider/house/verify?hash=${hash}`);
    await expect
      .poll(() => verifier.getByTestId('verify-hash').textContent())
      .toBe("The server seed's SHA-256 is the hash shown before play.");
    const row = verifier.getByTestId('verify-round');
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.getByText('Match', { exact: true }).count()).toBe(1);
    expect(await row.textContent()).toContain(outcome?.startsWith('You win') ? '$2.00$2.00' : '$0.00$0.00');
    await verifier.getByLabel('Server seed', { exact: true }).fill('0'.repeat(64));
    await verifier.getByRole('button', { name: 'Recompute' }).click();
    await expect
      .poll(() => verifier.getByTestId('verify-hash').textContent())
      .toBe("The server seed's SHA-256 is not the hash shown before play.");
    await expect.poll(() => row.getByText('Mismatch', { exact: true }).count()).toBe(1);
    expect(await axeViolations(verifier)).toEqual([]);
  });

  it('[S1.2-20] [S1.7-62] plays real-money dice: the stake goes through the casino wallet and the header balance follows live', async () => {
    const { token, page, frame, inFrame } = await realTable(dice);
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

  it("keeps a player's seeds across a reload and on a second device, where rotating reveals every round", async () => {
    const { token, page, frame, inFrame } = await realTable(dice);
    const hash = (await frame.getByTestId('server-seed-hash').textContent()) as string;
    await frame.getByLabel('Stake', { exact: true }).fill('1.00');
    for (let n = 0; n < 2; n++) {
      const before = await inFrame.textContent();
      await frame.getByRole('button', { name: 'Roll' }).click();
      await expect.poll(() => inFrame.textContent()).not.toBe(before);
    }

    // A reload launches the game again: the same seeds, two rounds on.
    await page.reload();
    const reloaded = page.frameLocator('[data-testid="game-frame"]');
    await expect.poll(() => reloaded.getByTestId('seed-nonce').textContent()).toBe('2');
    expect(await reloaded.getByTestId('server-seed-hash').textContent()).toBe(hash);
    expect(await reloaded.getByTestId('seed-owner').textContent()).toContain('on every device');

    // Until the player rotates them, the verifier says where to do it.
    const verifier = await pageFor();
    await verifier.goto(`${site.url}/provider/house/verify?hash=${hash}`);
    await verifier.getByText('These seeds are still in play. To reveal them, change your client seed').waitFor();

    // The same player on a phone plays the same seeds, and rotating there reveals the rounds played on the desktop.
    const phone = await pageFor({ token, width: 390 });
    await phone.goto(`${site.url}/games/${dice}?real=true`);
    const other = phone.frameLocator('[data-testid="game-frame"]');
    await expect.poll(() => other.getByTestId('server-seed-hash').textContent()).toBe(hash);
    await other.getByText('Provably fair').click();
    await other.getByLabel('Your client seed').fill('from-my-phone');
    await other.getByRole('button', { name: 'Change seed' }).click();
    await other.getByTestId('revealed-seed').waitFor();
    expect(await other.getByTestId('revealed-seed').textContent()).toContain('2 rounds were played');
    const next = (await other.getByTestId('server-seed-hash').textContent()) as string;
    expect(next).not.toBe(hash);

    await verifier.reload();
    const rows = verifier.getByTestId('verify-round');
    await expect.poll(() => rows.getByText('Match', { exact: true }).count()).toBe(2);

    // The desktop's next roll is played with the phone's new seeds, and its panel follows.
    const before = await reloaded.getByTestId('house-balance').textContent();
    await reloaded.getByLabel('Stake', { exact: true }).fill('1.00');
    await reloaded.getByRole('button', { name: 'Roll' }).click();
    await expect.poll(() => reloaded.getByTestId('house-balance').textContent()).not.toBe(before);
    await expect.poll(() => reloaded.getByTestId('server-seed-hash').textContent()).toBe(next);
    await expect.poll(() => reloaded.getByLabel('Your client seed').inputValue()).toBe('from-my-phone');
    expect(await reloaded.getByTestId('seed-nonce').textContent()).toBe('1');
  });

  it('[S1.8-22] [S1.8-23] [S1.8-24] a guest who reloaded can still reveal the seeds of the demo table they left, on the verifier, which asks its read again after a passing failure but never its reveal', async () => {
    const page = await pageFor();
    await page.goto(`${site.url}/games/${dice}`);
    const frame = page.frameLocator('[data-testid="game-frame"]');
    const balance = frame.getByTestId('house-balance');
    await expect.poll(() => balance.textContent()).toBe('$2,000.00');
    const hash = (await frame.getByTestId('server-seed-hash').textContent()) as string;
    expect(await frame.getByTestId('seed-owner').textContent()).toContain('demo table');
    await frame.getByRole('button', { name: 'Roll' }).click();
    await expect.poll(() => balance.textContent()).not.toBe('$2,000.00');
    await page.reload();
    await expect.poll(() => frame.getByTestId('server-seed-hash').textContent()).not.toBe(hash);

    const verifier = await pageFor();
    const inPlay = verifier.getByText("These seeds belong to a guest's demo table");
    const failed = verifier.getByRole('alert').getByText('Something went wrong. Please try again.');
    // The studio is a provider, not one of the site's own calls: its client keeps the generic defaults.
    // The reveal (a POST) answered 503 is not sent again: the page says so and the pair stays in play.
    let reveals = 0;
    const reveal = `**/provider/house/api/seeds/${hash}/reveal`;
    await verifier.route(reveal, (route) => {
      reveals += 1;
      return route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Unavailable' } } });
    });
    await verifier.goto(`${site.url}/provider/house/verify?hash=${hash}`);
    await inPlay.waitFor();
    await verifier.getByRole('button', { name: 'Reveal the seeds' }).click();
    await failed.waitFor();
    expect(reveals).toBe(1);
    await verifier.unroute(reveal);
    await verifier.getByRole('button', { name: 'Look up' }).click();
    await inPlay.waitFor();
    await verifier.getByRole('button', { name: 'Reveal the seeds' }).click();
    const verdict = verifier.getByTestId('verify-hash');
    await expect.poll(() => verdict.textContent()).toBe("The server seed's SHA-256 is the hash shown before play.");
    await expect.poll(() => verifier.getByTestId('verify-round').getByText('Match', { exact: true }).count()).toBe(1);

    // The read (a GET) answered with any retryable status is asked once more, and the rounds still show.
    const seedsRead = (url: URL) => url.pathname === `/provider/house/api/seeds/${hash}`;
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504, 501]) {
      let reads = 0;
      await verifier.route(seedsRead, (route) => {
        reads += 1;
        if (reads > 1) return route.continue();
        return route.fulfill({ status, json: { error: { code: 'failed', message: `HTTP ${status}` } } });
      });
      await verifier.getByRole('button', { name: 'Look up' }).click();
      if (status === 501) {
        // Not a passing failure: taken as the answer, after one request.
        await failed.waitFor();
        expect(reads).toBe(1);
      } else {
        await expect.poll(() => reads, { message: `read answered ${status}` }).toBe(2);
        await expect.poll(() => verdict.textContent()).toBe("The server seed's SHA-256 is the hash shown before play.");
        expect(await failed.count()).toBe(0);
      }
      await verifier.unroute(seedsRead);
    }
  });

  it('"Your last rounds" lists each real-money roll as it is played, without a reload', async () => {
    const { page, frame, inFrame } = await realTable(dice);
    await expect.poll(() => realtimeLive(page)).toBe(true);
    await page.getByText('No real-money rounds or free spins of this game yet.').waitFor();

    await frame.getByLabel('Stake', { exact: true }).fill('1.00');
    const balances: string[] = [];
    for (let n = 0; n < 3; n++) {
      const before = await inFrame.textContent();
      await frame.getByRole('button', { name: 'Roll' }).click();
      // Even odds at 1.00: the balance always moves, up 1.00 or down 1.00.
      await expect.poll(() => inFrame.textContent()).not.toBe(before);
      balances.push((await inFrame.textContent()) as string);
    }
    const recall = page.getByTestId('game-recall').locator('tbody tr');
    await expect.poll(() => recall.count()).toBe(3);
    // Newest first, each with the balance the roll left.
    const rows = await recall.allTextContents();
    expect(rows.map((row, i) => row.endsWith(balances[balances.length - 1 - i] as string))).toEqual([true, true, true]);
    expect(await page.getByText('No real-money rounds or free spins of this game yet.').count()).toBe(0);
  });

  it('is silent until the player turns sound on, remembers the choice, and chimes only for a win above the stake', async () => {
    const page = await pageFor();
    // Counts the notes the page starts, by their pitch: the chime is three rising notes, the end of a round one.
    await page.addInitScript(() => {
      const tones: number[] = [];
      (globalThis as unknown as { tones: number[] }).tones = tones;
      const create = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function (this: AudioContext) {
        const oscillator = create.call(this);
        const start = oscillator.start.bind(oscillator);
        oscillator.start = (when?: number) => {
          tones.push(oscillator.frequency.value);
          start(when);
        };
        return oscillator;
      };
    });
    await page.goto(`${site.url}/games/${dice}`);
    const frameSource = await page.getByTestId('game-frame').getAttribute('src');
    await page.goto(new URL(frameSource as string, site.url).href);
    const tones = () => page.evaluate(() => (globalThis as unknown as { tones: number[] }).tones.length);
    const soundButton = page.getByRole('button', { name: 'Sound' });
    expect(await soundButton.getAttribute('aria-pressed')).toBe('false');

    const roll = async () => {
      const before = await page.getByTestId('house-balance').textContent();
      await page.getByRole('button', { name: 'Roll' }).click();
      await expect.poll(() => page.getByTestId('house-balance').textContent()).not.toBe(before);
      return page.getByTestId('dice-outcome').textContent();
    };
    await roll();
    expect(await tones()).toBe(0);

    await soundButton.click();
    expect(await soundButton.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Sound' }).getAttribute('aria-pressed')).toBe('true');
    const outcome = await roll();
    // Even odds pay ×2: a win is above the stake and chimes; a loss is one quiet note.
    await expect.poll(tones).toBe(outcome?.startsWith('You win') ? 3 : 1);
  });

  it('[S1.2-19] the dice page has no axe violations on a phone', async () => {
    const page = await framePage(dice, { width: 390 });
    expect(await axeViolations(page)).toEqual([]);
  });
});
