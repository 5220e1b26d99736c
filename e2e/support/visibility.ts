import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { chromiumFlags, chromiumPath } from './browser.ts';
import { createPlayer, uniqueEmail } from './players.ts';

/** User agents of the device families the site tells apart (apps/web/app/ui/device.ts). */
export const iPhoneUserAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
export const androidUserAgent =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/**
 * A Chromium whose pages can really be hidden. Playwright's own contexts emulate focus, which Chromium counts as
 * a capture of the page: it stays visible whatever happens to its window. The browser's default context,
 * attached with `noDefaults`, leaves focus alone, so minimising a page's window hides it as it would a player's.
 */
async function launchHidingChromium(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'croupier-e2e-chromium-'));
  const child = spawn(
    chromiumPath,
    [
      ...chromiumFlags,
      '--headless',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--window-size=1280,800',
      '--lang=en-US',
      '--accept-lang=en-US',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (listening?.[1]) resolve(listening[1]);
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output}`)));
  });
  const browser = await chromium.connectOverCDP(endpoint, { noDefaults: true, isLocal: true });
  return {
    browser,
    async close() {
      await browser.close().catch(() => {});
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * The requests that reload a player's data, counted from now: the route data (`.data`: the root's holds the
 * profile) and the accounts (the header's balance).
 */
function countPlayerReloads(page: Page): { data: number; accounts: number } {
  const reloads = { data: 0, accounts: 0 };
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.data')) reloads.data += 1;
    if (path === '/api/wallet/accounts') reloads.accounts += 1;
  });
  return reloads;
}

/**
 * Spec 02 §4 "Cross-tab sync", spec 01 §9: a player's tab shown again after being hidden longer than its
 * device's threshold reloads the profile and the accounts. Proves it of the site at `siteUrl` for the device
 * of `userAgent` (a computer without one): hidden exactly `thresholdMs`, nothing reloads; 1 ms longer, both do.
 * The page's window is minimised and restored, so Chromium itself hides and shows the page; meanwhile the
 * page's clock (stopped: the time away is exact) is moved on, and no timer fires.
 */
export async function provesVisibilityThreshold(siteUrl: string, thresholdMs: number, userAgent?: string) {
  const token = await createPlayer(siteUrl, uniqueEmail('return'), 'Sunny-Day7');
  const hiding = await launchHidingChromium();
  try {
    const [context] = hiding.browser.contexts();
    if (!context) throw new Error('no default context');
    await context.addCookies([{ name: 'access_token', value: token, url: siteUrl }]);
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    if (userAgent) await session.send('Emulation.setUserAgentOverride', { userAgent });
    const { targetInfo } = await session.send('Target.getTargetInfo');
    const browserSession = await hiding.browser.newBrowserCDPSession();
    const { windowId } = await browserSession.send('Browser.getWindowForTarget', { targetId: targetInfo.targetId });
    const awayFor = async (awayMs: number) => {
      await browserSession.send('Browser.setWindowBounds', { windowId, bounds: { windowState: 'minimized' } });
      await page.waitForFunction(() => document.visibilityState === 'hidden');
      await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + awayMs);
      await browserSession.send('Browser.setWindowBounds', { windowId, bounds: { windowState: 'normal' } });
      await page.waitForFunction(() => document.visibilityState === 'visible');
    };

    await page.clock.install();
    await page.goto(`${siteUrl}/promotions`);
    // The balance is read in the browser once the page has hydrated: the page listens, and its first read is done.
    await page.getByTestId('header-balance').waitFor();
    // From here the page's clock moves only as the test says.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const reloads = countPlayerReloads(page);

    await awayFor(thresholdMs);
    // A reload starts as the page is shown: none by now is none at all.
    await page.waitForTimeout(300);
    expect(reloads).toEqual({ data: 0, accounts: 0 });

    await awayFor(thresholdMs + 1);
    await expect.poll(() => ({ ...reloads })).toEqual({ data: 1, accounts: 1 });
  } finally {
    await hiding.close();
  }
}
