import type { Page } from 'playwright-core';

/**
 * Whether the page's realtime connection is up with every channel subscribed. A test that triggers a
 * live update waits for it first: a publication sent before the page subscribed never reaches it.
 */
export async function realtimeLive(page: Page): Promise<boolean> {
  return (await page.locator('[data-realtime-live]').getAttribute('data-realtime-live')) === 'true';
}
