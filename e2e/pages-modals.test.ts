import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './support/browser.ts';
import { type RunningSite, startSite } from './support/site.ts';

/** The e2e project has no DOM typings, so in-page checks are plain expressions. */
const focusInDialog = `(() => { const d = [...document.querySelectorAll('[role=dialog]')].pop(); return !!d && d.contains(document.activeElement); })()`;

describe.skipIf(!hasChromium())('modal framework: URL sync, access, focus and layering', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite({ JWT_SECRET: 'e2e-pages-secret-at-least-32-characters' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function open(path: string, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.url}${path}`);
    await page.waitForLoadState('networkidle');
    return { context, page };
  }

  it('[S2.2-109][S2.2-131][S2.2-127] the language button opens the languages modal and adds ?languages=true', async () => {
    const { context, page } = await open('/promotions');
    await page.locator('header a[href*="languages=true"]').first().click();
    await page.waitForURL((url) => url.searchParams.get('languages') === 'true');
    const dialog = page.getByRole('dialog', { name: 'Choose your language' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await dialog.locator('a[hreflang]').count()).toBe(5);
    await context.close();
  });

  it('[S1.8-09] a modal’s chunk missing after a deployment raises the preload error and reloads the page once; the modal then opens', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    // A deployment removed the chunk this tab knows: the first request for it finds nothing.
    let refused = 0;
    await context.route('**/assets/languages-modal-*.js', (route) =>
      refused++ === 0 ? route.fulfill({ status: 404, body: '' }) : route.continue(),
    );
    await context.addInitScript(() =>
      window.addEventListener('vite:preloadError', () => sessionStorage.setItem('e2e:preload-error', 'seen')),
    );
    const page = await context.newPage();
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto(`${site.url}/promotions`);
    await page.waitForLoadState('networkidle');
    await page.locator('header a[href*="languages=true"]').first().click();
    await page.getByRole('dialog', { name: 'Choose your language' }).waitFor();
    expect(refused).toBeGreaterThanOrEqual(2);
    expect(loads).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem('e2e:preload-error'))).toBe('seen');
    await context.close();
  });

  it('[S1.8-10] a chunk still missing after that one reload is not handled again: the import fails and the error page shows', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    // The chunk is gone for good (not a deployment: a reload does not bring it back).
    await context.route('**/assets/languages-modal-*.js', (route) => route.fulfill({ status: 404, body: '' }));
    const page = await context.newPage();
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${site.url}/promotions`);
    await page.waitForLoadState('networkidle');
    await page.locator('header a[href*="languages=true"]').first().click();
    // The one reload, then the modal's import fails again: nothing handles it, and the route's error page shows.
    await page.getByTestId('error-page').waitFor();
    expect(loads).toBe(2);
    expect(new URL(page.url()).searchParams.get('languages')).toBe('true');
    // What reached the error page is the import's own failure, rethrown.
    expect(errors.some((text) => /languages-modal-[^/]*\.js/.test(text))).toBe(true);
    await context.close();
  });

  it('[S2.2-134] Escape closes the modal, removes its parameter and returns focus to the opener', async () => {
    const { context, page } = await open('/promotions');
    const opener = page.locator('header a[href*="languages=true"]').first();
    await opener.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.searchParams.has('languages'));
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect
      .poll(() => page.evaluate(`document.activeElement?.getAttribute('href')?.includes('languages=true') ?? false`))
      .toBe(true);
    await context.close();
  });

  it('[S2.2-137] a modal named in the URL opens on page load', async () => {
    const { context, page } = await open('/?languages=true');
    await page.getByRole('dialog', { name: 'Choose your language' }).waitFor();
    await context.close();
  });

  it('[S2.2-138][S2.2-68][S2.2-128] a logged-in-only modal parameter (wallet=deposit) is removed for a guest', async () => {
    const { context, page } = await open('/casino?wallet=deposit&keep=1');
    await page.waitForURL((url) => !url.searchParams.has('wallet'));
    expect(new URL(page.url()).search).toBe('?keep=1');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('[S2.2-132][S2.2-111] opening a second query modal closes the first', async () => {
    const { context, page } = await open('/promotions?languages=true');
    await page.getByRole('dialog', { name: 'Choose your language' }).waitFor();
    // A history entry change the router observes, as a link elsewhere on the page would make.
    await page.evaluate(
      `history.pushState(null, '', '/promotions?languages=true&promotions-card-detail=welcome-package'); dispatchEvent(new PopStateEvent('popstate'))`,
    );
    await page.getByRole('dialog', { name: /Welcome package/ }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await page.waitForURL((url) => !url.searchParams.has('languages'));
    expect(new URL(page.url()).searchParams.get('promotions-card-detail')).toBe('welcome-package');
    await context.close();
  });

  it('[S2.2-141] focus is trapped inside the dialog, which sits at z-index 1000', async () => {
    const { context, page } = await open('/?languages=true');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(focusInDialog)).toBe(true);
    for (let i = 0; i < 9; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate(focusInDialog)).toBe(true);
    }
    expect(await page.evaluate(`getComputedStyle(document.querySelector('[data-modal="languages"]')).zIndex`)).toBe(
      '1000',
    );
    expect(await page.evaluate(`getComputedStyle(document.documentElement).overflow`)).toBe('hidden');
    await context.close();
  });

  it('[S2.2-133] [S2.9-41] under 768 px the modal is a bottom sheet; from 768 px it is centred', async () => {
    const mobile = await open('/?languages=true', 767);
    const sheet = await mobile.page.getByRole('dialog').boundingBox();
    expect(Math.round((sheet?.y ?? 0) + (sheet?.height ?? 0))).toBe(800);
    expect(Math.round(sheet?.width ?? 0)).toBe(767);
    await mobile.context.close();
    const desktop = await open('/?languages=true', 768);
    const box = await desktop.page.getByRole('dialog').boundingBox();
    expect(box?.width).toBeLessThan(700);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThan(790);
    await desktop.context.close();
  });

  it('[S2.2-109] choosing a language stores the user-language cookie for a year and opens the page in it', async () => {
    const { context, page } = await open('/promotions?languages=true');
    await page.getByRole('dialog').locator('a[hreflang="fr"]').click();
    await page.waitForURL((url) => url.pathname === '/fr/promotions');
    expect(new URL(page.url()).searchParams.has('languages')).toBe(false);
    const cookie = (await context.cookies()).find((c) => c.name === 'user-language');
    expect(cookie?.value).toBe('fr');
    expect(((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400).toBeGreaterThan(364);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await context.close();
  });

  it('[S2.2-111] a promotion card opens its detail through the URL; closing removes the parameter', async () => {
    const { context, page } = await open('/promotions');
    const scrollBefore = await page.evaluate('scrollY');
    await page.locator('main article a').nth(1).click();
    await page.waitForURL((url) => url.searchParams.has('promotions-card-detail'));
    const identity = new URL(page.url()).searchParams.get('promotions-card-detail');
    expect(identity).toBeTruthy();
    const dialog = page.getByRole('dialog');
    await dialog.locator('h2').waitFor();
    expect(await dialog.locator('a').last().isVisible()).toBe(true);
    expect(await page.evaluate('scrollY')).toBe(scrollBefore);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => !url.searchParams.has('promotions-card-detail'));
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('[S2.2-111] loading /promotions?promotions-card-detail=<identity> shows that promotion with terms and CTA', async () => {
    const { context, page } = await open('/promotions?promotions-card-detail=welcome-package');
    const dialog = page.getByRole('dialog', { name: /Welcome package/ });
    await dialog.waitFor();
    expect(await dialog.getByRole('heading', { name: 'Key terms' }).count()).toBe(1);
    expect(await dialog.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/sign-up');
    await context.close();
  });
});
