/**
 * Frame rate of each house game's round animation on a mid-range phone profile: 390×844 at 2× density and
 * the CPU slowed 4× (Chrome DevTools' "mid-tier mobile"), in Debian's Chromium. For each game one demo
 * round is played by pressing its button; frames are counted with requestAnimationFrame for 2.5 s.
 * Run after `npm run build`: node bench/house-fps.ts
 */
import { launchChromium } from '../e2e/support/browser.ts';
import { startSite } from '../e2e/support/site.ts';
import { report } from './support.ts';

/** The button that plays one round, by its English name, and what must be done first (if anything). */
const games: { slug: string; press: RegExp; before?: RegExp[] }[] = [
  { slug: 'croupier-originals-dice', press: /^Roll$/ },
  { slug: 'croupier-originals-plinko-medium', press: /^Drop$/ },
  { slug: 'croupier-originals-fruit-stand-classic', press: /^Spin$/ },
  { slug: 'croupier-originals-european-roulette', press: /^Spin$/, before: [/^Red/] },
  { slug: 'croupier-originals-mines', press: /^Tile/, before: [/^Start/] },
  { slug: 'croupier-originals-blackjack', press: /^Deal$/ },
  { slug: 'croupier-originals-crash', press: /^Place bet$/ },
];
const recordMs = 2_500;

type BrowserFrames = { frames_: number[]; requestAnimationFrame(step: (now: number) => void): number };

const site = await startSite({ NODE_ENV: 'test', GAME_WALLET_SECRET: 'bench-house-fps-wallet-secret-0123456789' });
const browser = await launchChromium();
try {
  for (const game of games) {
    const launch = await fetch(`${site.url}/api/game/games/${game.slug}/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ real: false, currency: 'CAD' }),
    });
    const { data } = (await launch.json()) as { data: { url: string } };
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(new URL(data.url, site.url).href);
    await page.getByTestId('house-balance').waitFor();
    try {
      for (const first of game.before ?? []) await page.getByRole('button', { name: first }).first().click();
      const button = page.getByRole('button', { name: game.press }).first();
      await button.waitFor({ timeout: 20_000 });
      await page.evaluate((ms) => {
        // The bench compiles without the DOM library; this is the page's window.
        const page = globalThis as unknown as BrowserFrames;
        const frames: number[] = [];
        page.frames_ = frames;
        const start = performance.now();
        const step = (now: number) => {
          frames.push(now);
          if (now - start < ms) page.requestAnimationFrame(step);
        };
        page.requestAnimationFrame(step);
      }, recordMs);
      await button.click();
      await page.waitForTimeout(recordMs + 200);
      const frames = await page.evaluate(() => (globalThis as unknown as BrowserFrames).frames_);
      const gaps = frames.slice(1).map((t, i) => t - (frames[i] as number));
      const sorted = [...gaps].sort((a, b) => a - b);
      const fps = ((frames.length - 1) / ((frames.at(-1) as number) - (frames[0] as number))) * 1000;
      report(`house fps ${game.slug}`, fps, 'fps');
      report(`house frame p95 ${game.slug}`, sorted[Math.floor(sorted.length * 0.95)] ?? 0, 'ms');
      report(`house frames over 25 ms ${game.slug}`, gaps.filter((g) => g > 25).length, 'frames');
    } catch (error) {
      report(`house fps ${game.slug} (not measured: ${(error as Error).message.split('\n')[0]})`, 0, 'fps');
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}
