import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's Chromium, as CI installs it; CHROMIUM_PATH overrides. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function hasChromium(): boolean {
  return existsSync(chromiumPath);
}

/** Root in CI needs --no-sandbox; the rest keeps Chromium from dialling out on a closed network. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--in-process-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: [...chromiumFlags] });
}

/**
 * Waits until the page's scripts have loaded and React has hydrated it. A server-rendered page shows its
 * controls before that, but its listeners (clicks, the cross-tab storage event) only work afterwards, and on a
 * loaded CI machine the gap is seconds.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // A logged-in page may keep the network busy (live reads after its socket connects): idle is a hint, not a must.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  // React marks the document it attached its event listeners to when hydration starts.
  await page.waitForFunction("Object.keys(document).some((key) => key.startsWith('_reactListening'))");
}

/**
 * Closes and forgets the contexts a test opened. Their pages keep realtime sockets, polling and animations
 * running until closed: left open for the file, they made each later test of a 20-test file slower (8 s alone,
 * 27 s at the end of the file).
 */
export async function closeContexts(contexts: BrowserContext[]): Promise<void> {
  for (const context of contexts.splice(0)) await context.close().catch(() => {});
}
