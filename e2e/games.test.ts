import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, pagePerWidth } from './support/axe.ts';
import { closeContexts, hasChromium, launchChromium, waitForHydration } from './support/browser.ts';
import { gameWalletSecret, launchToken, providerCall, transactionId } from './support/games.ts';
import { offScreenInFrame } from './support/house.ts';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { realtimeLive } from './support/realtime.ts';
import { type RunningSite, startSite } from './support/site.ts';
import { accountOf, api, depositApproved } from './support/wallet.ts';

const password = 'Sunny-Day7';
const fruitStand = 'croupier-originals-fruit-stand-classic';
const emberDice = 'ember-and-oak-ember-dice';
const studio = 'croupier-originals';

describe.skipIf(!hasChromium())('games: lobby, search, favorites and the game page', () => {
  let site: RunningSite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    site = await startSite({
      NODE_ENV: 'test',
      JWT_SECRET: 'e2e-games-secret-that-is-at-least-32-characters',
      GAME_WALLET_SECRET: gameWalletSecret,
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

  async function guestPage(width = 1280): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: 900 } });
    contexts.push(context);
    return context.newPage();
  }

  async function playerPage(token: string, width = 1280): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: 900 } });
    contexts.push(context);
    await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    return context.newPage();
  }

  async function newPlayer(prefix: string) {
    const token = await createPlayer(site.url, uniqueEmail(prefix), password);
    await accountOf(site.url, token);
    return token;
  }

  const tiles = (page: Page) => page.getByTestId('game-tile');

  it('[S1.9-27] [S2.9-75] a game’s cover loads once its tile comes within 400 px of the viewport', async () => {
    const page = await guestPage(390);
    await page.goto(`${site.url}/casino/slots`);
    await page.getByText('Showing 24 of 50 games').waitFor();
    await waitForHydration(page);
    const art = tiles(page).last().locator('[data-cover]');
    // How far below the viewport's bottom edge the tile's picture is, and whether its cover is asked for.
    const state = () =>
      art.evaluate((box) => ({
        below: box.getBoundingClientRect().top - window.innerHeight,
        cover: box.querySelector('img') !== null,
      }));
    const start = await state();
    expect(start.below).toBeGreaterThan(500);
    expect(start.cover).toBe(false);
    // 402 px away: still beyond the margin, however long it stays there.
    await page.evaluate((by) => window.scrollBy(0, by), Math.floor(start.below - 402));
    await page.waitForTimeout(300);
    const outside = await state();
    expect(outside.below).toBeGreaterThan(401);
    expect(outside.cover).toBe(false);
    // 4 px further, inside the margin: the cover loads.
    await page.evaluate(() => window.scrollBy(0, 4));
    await expect.poll(async () => (await state()).cover).toBe(true);
    expect((await state()).below).toBeLessThan(400);
  });

  it('[S1.2-11] [S1.7-60] [S2.2-107] browses the casino by category, pages with Show more, and through the categories modal', async () => {
    const page = await guestPage();
    await page.goto(`${site.url}/casino`);
    await page.getByRole('heading', { level: 1, name: 'Casino' }).waitFor();
    // Issue 26: the first dozen covers are a dozen compositions, not one picture recoloured, and they draw.
    const covers = await tiles(page)
      .locator('[data-cover]')
      .evaluateAll((nodes) => nodes.slice(0, 12).map((node) => node.getAttribute('data-cover')));
    expect(new Set(covers).size).toBe(12);
    const firstCover = tiles(page).first().locator('img');
    await expect.poll(() => firstCover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page
      .getByRole('navigation', { name: 'Game categories' })
      .getByRole('link', { name: 'Slots', exact: true })
      .click();
    await page.waitForURL(`${site.url}/casino/slots`);
    await page.getByRole('heading', { level: 1, name: 'Slots' }).waitFor();
    await page.getByText('Showing 24 of 50 games').waitFor();
    expect(await tiles(page).count()).toBe(24);
    await page.getByRole('button', { name: 'Show more games' }).click();
    await page.getByText('Showing 48 of 50 games').waitFor();
    expect(await tiles(page).count()).toBe(48);

    await page.getByRole('button', { name: 'All categories' }).click();
    const modal = page.getByRole('dialog', { name: 'All categories' });
    await modal.getByRole('link', { name: 'Jackpots' }).click();
    await page.waitForURL(`${site.url}/casino/jackpots`);
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Jackpots' }).waitFor();
    expect(await tiles(page).count()).toBe(20);

    // An unknown category is the 404 page, not an empty lobby.
    const missing = await page.goto(`${site.url}/casino/no-such-shelf`);
    expect(missing?.status()).toBe(404);
  });

  it('[S1.2-12] the live casino lists live games only', async () => {
    const page = await guestPage();
    await page.goto(`${site.url}/live-casino`);
    await page.getByRole('heading', { level: 1, name: 'Live casino' }).waitFor();
    const count = await tiles(page).count();
    expect(count).toBeGreaterThan(0);
    expect(await page.getByTestId('game-tile').filter({ hasText: 'Live' }).count()).toBe(count);
  });

  it('[S2.2-110] [S2.2-03] searches games and providers as the visitor types, from the header and from ?search=true', async () => {
    const page = await guestPage();
    await page.goto(`${site.url}/`);
    await page.getByRole('button', { name: 'Search games' }).click();
    const modal = page.getByRole('dialog', { name: 'Search games' });
    await page.waitForURL((url) => url.searchParams.get('search') === 'true');
    const field = modal.getByRole('searchbox', { name: 'Game or provider name' });
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    await field.fill('pharaoh gold');
    const results = modal.getByTestId('search-results');
    await results.getByRole('link', { name: /Pharaoh's Gold Classic/ }).waitFor();
    await field.fill('northlight');
    await modal
      .getByRole('region', { name: 'Game providers' })
      .getByRole('link', { name: 'Northlight Studio' })
      .waitFor();
    await field.fill('zzqx');
    await modal.getByText('No games match “zzqx”.').waitFor();
    await field.fill('fruit stand clas');
    await results.getByRole('link', { name: /Fruit Stand Classic/ }).click();
    await page.waitForURL(`${site.url}/games/${fruitStand}`);
    await modal.waitFor({ state: 'detached' });

    await page.goto(`${site.url}/casino?search=true`);
    await page.getByRole('dialog', { name: 'Search games' }).waitFor();
  });

  it('[S1.2-27] lists the providers and opens one with its games, also from the providers modal', async () => {
    const page = await guestPage(390);
    await page.goto(`${site.url}/providers`);
    expect(await page.getByTestId('provider-card').count()).toBe(5);
    await page.getByRole('link', { name: /Northlight Studio/ }).click();
    await page.waitForURL(`${site.url}/providers/northlight-studio`);
    await page.getByRole('heading', { level: 1, name: 'Northlight Studio' }).waitFor();
    expect(await tiles(page).count()).toBeGreaterThan(0);

    await page.goto(`${site.url}/casino`);
    await page.getByRole('button', { name: 'Providers' }).click();
    const modal = page.getByRole('dialog', { name: 'Game providers' });
    await modal.getByRole('link', { name: /Velvet Ace/ }).click();
    await page.waitForURL(`${site.url}/providers/velvet-ace`);
  });

  it('[S1.2-19] [S2.2-106] opens a game in demo for anyone; a guest asking for real money gets the demo-game choice', async () => {
    const page = await guestPage();
    await page.goto(`${site.url}/games/${fruitStand}`);
    const frame = page.getByTestId('game-frame');
    await frame.waitFor();
    expect(await frame.getAttribute('data-mode')).toBe('demo');
    const source = new URL((await frame.getAttribute('src')) as string, site.url);
    expect(source.pathname).toBe('/provider/house/play');
    expect(source.searchParams.get('mode')).toBe('demo');
    expect(source.searchParams.get('game')).toBe(fruitStand);
    expect(launchToken(source.href).length).toBeGreaterThan(20);

    await page.goto(`${site.url}/games/${fruitStand}?real=true`);
    const choice = page.getByRole('dialog', { name: 'Play for real money' });
    await choice.waitFor();
    expect(await page.getByTestId('game-frame').count()).toBe(0);
    await choice.getByRole('link', { name: 'Play demo' }).click();
    await page.waitForURL(`${site.url}/games/${fruitStand}`);
    expect(await page.getByTestId('game-frame').getAttribute('data-mode')).toBe('demo');
  });

  it('[S2.2-117] a game not offered in the visitor’s country opens the geo-restricted-game modal, and no frame', async () => {
    // Ember & Oak's games are not offered in Italy (house-catalogue.ts).
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { 'cf-ipcountry': 'IT' },
    });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${site.url}/games/${emberDice}`);
    const modal = page.getByRole('dialog', { name: 'Not available in your country' });
    await modal.waitFor();
    expect(await page.getByTestId('game-frame').count()).toBe(0);
    await modal.getByRole('link', { name: 'Browse games' }).click();
    await page.waitForURL(`${site.url}/casino`);

    // Elsewhere the same game plays.
    const elsewhere = await guestPage();
    await elsewhere.goto(`${site.url}/games/${emberDice}`);
    await elsewhere.getByTestId('game-frame').waitFor();
    expect(await elsewhere.getByRole('dialog').count()).toBe(0);
  });

  it('[S1.4-54] [S1.4-55] [S1.7-63] [S1.7-64] [S1.7-65] [S1.2-14] keeps favorites: a heart on the tile, the favorites page, and undo', async () => {
    const token = await newPlayer('favorites');
    const page = await playerPage(token);
    await page.goto(`${site.url}/casino/new`);
    const heart = page.getByRole('button', { name: 'Add Fruit Stand Classic to favorites' });
    await heart.click();
    await page.getByRole('button', { name: 'Remove Fruit Stand Classic from favorites' }).waitFor();
    expect(
      await page
        .getByRole('button', { name: 'Remove Fruit Stand Classic from favorites' })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    await page.goto(`${site.url}/favorites`);
    await page.getByRole('heading', { level: 1, name: 'Favorites' }).waitFor();
    expect(await tiles(page).count()).toBe(1);
    await page.getByRole('button', { name: 'Remove Fruit Stand Classic from favorites' }).click();
    await page.getByRole('button', { name: 'Add Fruit Stand Classic to favorites' }).waitFor();
    await page.reload();
    await page.getByText('You have no favorite games yet.', { exact: false }).waitFor();
  });

  it('[S1.2-20] [S1.7-62] [S1.1-07] [S1.2-33] plays for real: the balance moves live in the header, the winners ticker shows the win live, the round is recalled, the game is in recently played', async () => {
    const token = await newPlayer('real-play');
    await depositApproved(site.url, token, 50);
    const page = await playerPage(token);
    await page.goto(`${site.url}/games/${fruitStand}?real=true`);
    const frame = page.getByTestId('game-frame');
    await frame.waitFor();
    expect(await frame.getAttribute('data-mode')).toBe('real');
    const sessionToken = launchToken((await frame.getAttribute('src')) as string);
    const header = page.getByTestId('header-balance');
    const inGame = page.getByTestId('game-balance');
    await expect.poll(() => header.textContent()).toBe('$50.00');
    await expect.poll(() => inGame.textContent()).toBe('$50.00');
    await expect.poll(() => realtimeLive(page)).toBe(true);

    const roundId = transactionId('round');
    const bet = await providerCall(site.url, studio, 'debit', {
      sessionToken,
      transactionId: transactionId('bet'),
      roundId,
      currency: 'CAD',
      amount: '250',
    });
    expect(bet.status).toBe(200);
    await expect.poll(() => header.textContent()).toBe('$47.50');
    await expect.poll(() => inGame.textContent()).toBe('$47.50');
    // A visitor on the lobby sees the win arrive in the winners ticker without reloading.
    const lobby = await guestPage();
    await lobby.goto(`${site.url}/`);
    await expect.poll(() => realtimeLive(lobby)).toBe(true);
    const win = await providerCall(site.url, studio, 'credit', {
      sessionToken,
      transactionId: transactionId('win'),
      roundId,
      currency: 'CAD',
      amount: '600',
    });
    expect(win.status).toBe(200);
    await expect.poll(() => header.textContent()).toBe('$53.50');
    const ticker = lobby.getByTestId('winners-ticker');
    await ticker.waitFor();
    const entry = ticker.getByTestId('winner').first();
    expect(await entry.textContent()).toContain('$6.00');
    expect(await entry.textContent()).toContain('Fruit Stand Classic');

    await page.reload();
    const recall = page.getByTestId('game-recall');
    await recall.waitFor();
    const row = recall.getByRole('row').nth(1);
    expect(await row.textContent()).toContain('Won');
    expect(await row.textContent()).toContain('$2.50');
    expect(await row.textContent()).toContain('$6.00');
    expect(await row.textContent()).toContain('$50.00 → $53.50');

    await page.goto(`${site.url}/recently`);
    await page.getByRole('link', { name: 'Fruit Stand Classic', exact: true }).waitFor();
  });

  it('[S1.4-60] [S1.4-61] [S1.4-14] offers the way back to the real-money game the player left; closing it stores nothing, logout forgets it', async () => {
    const token = await newPlayer('return-game');
    await depositApproved(site.url, token, 20);
    const page = await playerPage(token);
    const stored = () => page.evaluate(() => sessionStorage.getItem('croupier:return-game'));
    const playReal = async () => {
      await page.goto(`${site.url}/games/${fruitStand}?real=true`);
      await page.getByTestId('game-frame').waitFor();
      await expect.poll(stored).not.toBeNull();
    };
    await playReal();
    const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
    const back = page.getByTestId('return-to-game');
    expect(await back.count()).toBe(0);

    await page.goto(`${site.url}/promotions`);
    await back.getByRole('link', { name: `Back to ${name}` }).click();
    await page.waitForURL((url) => url.pathname === `/games/${fruitStand}` && url.searchParams.get('real') === 'true');
    await page.getByTestId('game-frame').waitFor();
    await back.waitFor({ state: 'detached' });

    await page.goto(`${site.url}/promotions`);
    await back.getByRole('button', { name: 'Hide the link back to the game' }).click();
    await back.waitFor({ state: 'detached' });
    expect(await stored()).toBeNull();

    await playReal();
    await page.goto(`${site.url}/promotions`);
    await back.waitFor();
    await page.getByRole('button', { name: /^My account/ }).click();
    await page.getByTestId('user-nav-panel').getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
    // The first logged-out page forgets it.
    await expect.poll(stored).toBeNull();
    expect(await back.count()).toBe(0);
  });

  it('[S2.2-85] [S2.7-68] opens game-limit-reached when the player’s own bet limit refuses a stake', async () => {
    const token = await newPlayer('limits');
    await depositApproved(site.url, token, 10);
    const limit = await api(site.url, token, 'POST', '/api/player/limits', {
      definition: 1,
      period: 'daily',
      currency: 'CAD',
      amount: 1,
    });
    expect(limit.status).toBe(201);
    const page = await playerPage(token);
    await page.goto(`${site.url}/games/${fruitStand}?real=true`);
    const frame = page.getByTestId('game-frame');
    await frame.waitFor();
    const sessionToken = launchToken((await frame.getAttribute('src')) as string);
    await expect.poll(() => realtimeLive(page)).toBe(true);

    const refused = await providerCall(site.url, studio, 'debit', {
      sessionToken,
      transactionId: transactionId('bet'),
      roundId: transactionId('round'),
      currency: 'CAD',
      amount: '200',
    });
    expect([refused.status, (refused.body.error as { code: string }).code]).toEqual([409, 'limit_reached']);
    const modal = page.getByRole('dialog', { name: 'You have reached your limit' });
    await modal.waitFor();
    expect(await modal.textContent()).toContain('$2.00');
    expect(await modal.textContent()).toContain('$1.00');
    await modal.getByRole('button', { name: 'Back to the game' }).click();
    await modal.waitFor({ state: 'detached' });
  });

  it('[S2.7-70] prompts a deposit once the balance is below the game’s smallest stake, and when a stake is refused for funds', async () => {
    const token = await newPlayer('low-balance');
    await depositApproved(site.url, token, 10);
    const page = await playerPage(token);
    await page.goto(`${site.url}/games/${fruitStand}?real=true`);
    const frame = page.getByTestId('game-frame');
    await frame.waitFor();
    const sessionToken = launchToken((await frame.getAttribute('src')) as string);
    await expect.poll(() => realtimeLive(page)).toBe(true);
    expect(await page.getByTestId('deposit-prompt').count()).toBe(0);

    const roundId = transactionId('round');
    const stake = (amount: string) =>
      providerCall(site.url, studio, 'debit', {
        sessionToken,
        transactionId: transactionId('bet'),
        roundId,
        currency: 'CAD',
        amount,
      });
    expect((await stake('990')).status).toBe(200);
    const prompt = page.getByTestId('deposit-prompt');
    await prompt.waitFor();
    expect(await prompt.textContent()).toContain('minimum bet of $0.20');
    const refused = await stake('100');
    expect([refused.status, (refused.body.error as { code: string }).code]).toEqual([409, 'insufficient_funds']);
    await prompt.getByRole('button', { name: 'Deposit' }).click();
    await page.getByRole('dialog', { name: 'Wallet', exact: true }).waitFor();
  });

  /**
   * One round of each house game kind, as a phone player plays it: the press, then what the round left.
   * `outcome` is the test id of the words that say how the round went, where the eye is after the press.
   */
  const houseRounds: Record<string, { slug: string; outcome: string; play(game: FrameLocator): Promise<void> }> = {
    dice: {
      slug: 'croupier-originals-dice',
      outcome: 'dice-outcome',
      async play(game) {
        await game.getByRole('button', { name: 'Roll' }).click();
        await expect.poll(() => game.getByTestId('dice-roll').textContent()).toMatch(/\d/);
      },
    },
    slots: {
      slug: fruitStand,
      outcome: 'slots-outcome',
      async play(game) {
        await game.getByRole('button', { name: 'Spin', exact: true }).click();
        await expect.poll(() => game.getByTestId('slots-win').textContent(), { timeout: 30_000 }).not.toBe('—');
      },
    },
    roulette: {
      slug: 'croupier-originals-european-roulette',
      // On a phone the wheel is a screen above the Spin button: the result is repeated beside the button.
      outcome: 'roulette-outcome-near',
      async play(game) {
        await game.getByRole('button', { name: 'Red', exact: true }).click();
        await game.getByRole('button', { name: 'Spin', exact: true }).click();
        await expect.poll(() => game.getByTestId('roulette-win').textContent(), { timeout: 10_000 }).not.toBe('—');
      },
    },
    blackjack: {
      slug: 'croupier-originals-blackjack',
      outcome: 'blackjack-outcome',
      async play(game) {
        await game.getByRole('button', { name: 'Deal', exact: true }).click();
        // Stands (and declines insurance) until the round is over.
        const again = game.getByRole('button', { name: 'Deal again', exact: true });
        const moves = game
          .getByRole('button', { name: /^(No insurance|Stand)$/ })
          .and(game.locator(':not([aria-disabled="true"])'));
        for (let presses = 0; (await again.count()) === 0; presses++) {
          expect(presses).toBeLessThan(40);
          if ((await moves.count()) > 0) await moves.first().click();
          else await new Promise((resolve) => setTimeout(resolve, 250));
        }
      },
    },
    mines: {
      slug: 'croupier-originals-mines',
      outcome: 'mines-outcome',
      async play(game) {
        await game.getByRole('button', { name: 'Start', exact: true }).click();
        await game.getByRole('button', { name: 'Tile row 3, column 3, hidden' }).click();
        const cashOut = game.getByRole('button', { name: /^Cash out \$/ });
        const again = game.getByRole('button', { name: 'Play again', exact: true });
        await expect.poll(async () => (await cashOut.count()) + (await again.count())).toBe(1);
        if ((await cashOut.count()) === 1) await cashOut.click();
        await again.waitFor();
      },
    },
    plinko: {
      slug: 'croupier-originals-plinko-medium',
      outcome: 'plinko-outcome',
      async play(game) {
        await game.getByRole('button', { name: 'Drop' }).click();
        await expect.poll(() => game.getByTestId('plinko-win').textContent(), { timeout: 10_000 }).not.toBe('—');
      },
    },
  };

  for (const [kind, width, height] of [
    ['dice', 360, 740],
    ['dice', 390, 844],
    ['slots', 390, 844],
    ['roulette', 390, 844],
    ['blackjack', 390, 844],
    ['mines', 390, 844],
    ['plinko', 390, 844],
    // The crash table's phone layout is checked in house-crash.test.ts, on the round its first test plays.
  ] as const) {
    it(`a phone (${width}×${height}) shows the ${kind} round's outcome and the balance in the game frame without scrolling`, async () => {
      const context = await browser.newContext({ locale: 'en-US', viewport: { width, height } });
      contexts.push(context);
      const page = await context.newPage();
      const round = houseRounds[kind] as (typeof houseRounds)[string];
      await page.goto(`${site.url}/games/${round.slug}`);
      const game = page.frameLocator('[data-testid="game-frame"]');
      await game.getByTestId('house-balance').waitFor();
      // A first visit's cookie notice sits over the bottom of the screen until the visitor answers it.
      await page.getByTestId('cookie-popup').getByRole('button', { name: 'Accept' }).click();
      await round.play(game);

      const hidden = await offScreenInFrame(page, [round.outcome, 'house-balance']);
      expect(hidden).toEqual([]);
    });
  }

  // The analyses share a page per width, outside `contexts` (closed after each test): a context per case loaded
  // every script cold.
  const axePage = pagePerWidth(async (width) =>
    (await browser.newContext({ locale: 'en-US', viewport: { width, height: 900 } })).newPage(),
  );

  for (const [name, path, width] of [
    ['casino lobby', '/casino', 1280],
    ['category', '/casino/slots', 1280],
    ['category (mobile)', '/casino/slots', 390],
    ['game page', `/games/${fruitStand}`, 1280],
    ['game page (mobile)', `/games/${fruitStand}`, 390],
    ['providers', '/providers', 1280],
    ['search modal', '/casino?search=true', 390],
  ] as const) {
    it(`[S1.2-11] [S1.2-19] [S1.2-27] ${name} (${path}, ${width}px) has no axe violations`, async () => {
      const page = await axePage(width);
      await page.goto(`${site.url}${path}`);
      if (path.includes('search=true')) {
        const modal = page.getByRole('dialog', { name: 'Search games' });
        await modal.getByRole('searchbox').fill('fruit');
        await modal.getByTestId('search-results').waitFor();
      } else {
        await page.getByRole('heading', { level: 1 }).waitFor();
      }
      expect(await axeViolations(page, { exclude: 'iframe' })).toEqual([]);
      // A lobby's DOM is large: one axe run passed in 31-50 s and timed out at 60 s on a loaded machine.
    }, 120_000);
  }
});
