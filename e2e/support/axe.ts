import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** Where to look: a CSS selector to confine the analysis to, and one to leave out (a game's iframe). */
export interface AxeScope {
  include?: string;
  exclude?: string;
}

/**
 * The page's axe violations, one line each ("rule: targets"); empty when the page is clean.
 *
 * axe runs in the page itself, on every rule it enables by default, and reports violations only.
 * The @axe-core/playwright builder finished each analysis in a second, blank page and carried every passing
 * node's details across: 22-32 s for the home page on a loaded machine, against 6-9 s this way.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  // Without an excluded iframe, axe asks each frame for its part: every frame needs its own copy.
  const frames = scope.exclude ? [page.mainFrame()] : page.frames();
  for (const frame of frames) {
    // A frame may go while the copies are sent (a page's transient frames): there is nothing of it to analyse.
    await frame.evaluate(axe.source).catch((error: unknown) => {
      if (!frame.isDetached()) throw error;
    });
  }
  return page.evaluate(async ({ include, exclude }) => {
    const runner = (window as unknown as { axe: typeof axe }).axe;
    const context =
      include || exclude ? { include: include ? [include] : [':root'], exclude: exclude ? [exclude] : [] } : document;
    const result = await runner.run(context, { resultTypes: ['violations'], iframes: !exclude, frameWaitTime: 20_000 });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, scope);
}

/**
 * Resolves once the page's finite animations and transitions have ended, so colours are measured at rest.
 * Endless ones (a spinner) never end and are left running.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );
}

/**
 * A file's analyses share one page per viewport width (opened on first use, closed with the browser), each case
 * navigating it to its own address: a new context per case started a renderer and loaded every script cold,
 * about a second of the machine's two cores each time.
 */
export function pagePerWidth(open: (width: number) => Promise<Page>): (width: number) => Promise<Page> {
  const pages = new Map<number, Promise<Page>>();
  return (width) => {
    let page = pages.get(width);
    if (!page) {
      page = open(width);
      pages.set(width, page);
    }
    return page;
  };
}
