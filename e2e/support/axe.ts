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
