/**
 * The house studio's browser tests each play one game against a site of their own: one setup here keeps
 * their site, browser and pages alike, so that a change to how the studio is opened is made once.
 */

import type { Browser, BrowserContext, FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchChromium } from './browser.ts';
import { createPlayer, uniqueEmail } from './players.ts';
import { type RunningSite, startSite } from './site.ts';
import { accountOf, depositApproved } from './wallet.ts';

/** "$2,000.00" in cents. */
export const cents = (text: string | null): bigint => BigInt((text ?? '').replace(/[^0-9]/g, ''));

export interface PageOptions {
  width?: number;
  height?: number;
  reducedMotion?: 'reduce' | 'no-preference';
  /** A player's access token: the page is signed in as them. */
  token?: string;
}

export interface FramePageOptions {
  width?: number;
  reducedMotion?: 'reduce' | 'no-preference';
  /** The test id whose appearance means the game is ready to play: the house balance unless given. */
  waitFor?: string;
}

/** A new player's real-money table: the site's page, the game's frame in it and the frame's balance. */
export interface RealTable {
  token: string;
  page: Page;
  frame: FrameLocator;
  inFrame: Locator;
}

export interface HouseTables {
  /** Its url is there once the suite's beforeAll has run. */
  site: { readonly url: string };
  pageFor(options?: PageOptions): Promise<Page>;
  /** The frame's own page, opened directly: axe, the phone layout and a reload look at the game, not the lobby. */
  framePage(slug: string, options?: FramePageOptions): Promise<Page>;
  /** A new player with $20.00 deposited, on `/games/{slug}?real=true`, once the frame shows that balance. */
  realTable(slug: string): Promise<RealTable>;
}

/**
 * Starts a site and Chromium for the `describe` it is called in and closes them after it. Each game's
 * suite has secrets of its own (from `name`), as it had when every file set them up itself.
 */
export function houseTables(name: string): HouseTables {
  let running: RunningSite | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    running = await startSite({
      NODE_ENV: 'test',
      JWT_SECRET: `e2e-house-${name}-secret-that-is-at-least-32-characters`,
      GAME_WALLET_SECRET: `e2e-house-${name}-wallet-master-secret-0123456789`,
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
    await running?.close();
  });

  const site = {
    get url(): string {
      if (!running) throw new Error('the house site starts in beforeAll');
      return running.url;
    },
  };

  async function pageFor({ width = 1280, height = 900, reducedMotion, token }: PageOptions = {}): Promise<Page> {
    if (!browser) throw new Error('the browser starts in beforeAll');
    const context = await browser.newContext({ locale: 'en-US', viewport: { width, height }, reducedMotion });
    contexts.push(context);
    if (token) await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    return context.newPage();
  }

  async function framePage(
    slug: string,
    { width = 1280, reducedMotion, waitFor = 'house-balance' }: FramePageOptions = {},
  ): Promise<Page> {
    const page = await pageFor({ width, reducedMotion });
    await page.goto(`${site.url}/games/${slug}`);
    const source = await page.getByTestId('game-frame').getAttribute('src');
    await page.goto(new URL(source as string, site.url).href);
    await page.getByTestId(waitFor).waitFor();
    return page;
  }

  async function realTable(slug: string): Promise<RealTable> {
    const token = await createPlayer(site.url, uniqueEmail(`house-${name}`), 'Sunny-Day7');
    await accountOf(site.url, token);
    await depositApproved(site.url, token, 20);
    const page = await pageFor({ token });
    await page.goto(`${site.url}/games/${slug}?real=true`);
    const frame = page.frameLocator('[data-testid="game-frame"]');
    const inFrame = frame.getByTestId('house-balance');
    await expect.poll(() => inFrame.textContent()).toBe('$20.00');
    return { token, page, frame, inFrame };
  }

  return { site, pageFor, framePage, realTable };
}

/**
 * Which of the game frame's test ids are not wholly on the screen of the frame on the site's game page: inside the
 * frame, below the top bar and above the bottom navigation. Empty when a phone shows them all without scrolling.
 */
export async function offScreenInFrame(page: Page, ids: readonly string[]): Promise<string[]> {
  const game = page.frameLocator('[data-testid="game-frame"]');
  const frame = await page.getByTestId('game-frame').boundingBox();
  const bar = await page.getByRole('banner').boundingBox();
  const nav = await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox();
  if (!frame || !bar || !nav) throw new Error('no frame, top bar or bottom navigation');
  const top = Math.max(frame.y, bar.y + bar.height);
  const bottom = Math.min(frame.y + frame.height, nav.y);
  const hidden: string[] = [];
  for (const id of ids) {
    const box = await game.getByTestId(id).boundingBox();
    if (!box || box.y < top - 1 || box.y + box.height > bottom + 1)
      hidden.push(
        `${id} at ${box ? `${Math.round(box.y)}–${Math.round(box.y + box.height)}` : 'nowhere'}, seen ${Math.round(top)}–${Math.round(bottom)}`,
      );
  }
  return hidden;
}

/**
 * Waits until `done` gives `expected`, pressing the slot's Skip whenever it shows. The press is short-lived
 * on purpose: Skip leaves as the playback ends, and a press that waited the default 30 s for it to come
 * back would hold the poll past its own timeout.
 */
export async function skippingUntil<T>(
  game: FrameLocator | Page,
  done: () => Promise<T>,
  expected: T,
  timeout = 20_000,
): Promise<void> {
  const skip = game.getByRole('button', { name: 'Skip', exact: true });
  await expect
    .poll(
      async () => {
        if (await skip.isVisible().catch(() => false)) await skip.click({ timeout: 500 }).catch(() => {});
        return done();
      },
      { timeout },
    )
    .toEqual(expected);
}
