import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './support/browser.ts';
import { type RunningSite, startSite } from './support/site.ts';

describe.skipIf(!hasChromium())('content pages: home, questions, contact, content, PWA manifest', () => {
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

  async function open(path: string, height = 800): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height } });
    const page = await context.newPage();
    await page.goto(`${site.url}${path}`);
    await page.waitForLoadState('networkidle');
    return { context, page };
  }

  it('[S1.2-06] home shows the hero carousel with a pause control, features, promotions and responsible gaming', async () => {
    const { context, page } = await open('/');
    const carousel = page.locator('section[aria-roledescription="carousel"]');
    expect(await carousel.count()).toBe(1);
    expect(await carousel.getByRole('button', { name: /Pause slideshow|Play slideshow/ }).count()).toBe(1);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    expect(await carousel.locator('[aria-roledescription="slide"]:visible').getAttribute('aria-label')).toBe('2 of 3');
    expect(await page.getByRole('heading', { name: 'Promotions' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'All promotions' }).getAttribute('href')).toBe('/promotions');
    expect(await page.title()).toMatch(/Croupier/);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/slots/i);
    // The promotions' artwork is served as images (/art/…): the hero's first at once, the promotions' as the
    // visitor scrolls to them; each is a drawn picture.
    const drawn = (images: Locator) =>
      images.evaluateAll((all) => all.map((image) => (image as HTMLImageElement).naturalWidth > 0));
    expect(await drawn(carousel.locator('img[src^="/art/"][loading="eager"]'))).toEqual([true]);
    const promotions = page.locator('section[aria-labelledby="home-promotions"]');
    await promotions.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(promotions.locator('img[src^="/art/"]'))).toEqual([true, true, true]);
    await context.close();
  });

  it('home sends the rails below the fold as placeholders and reads them as the visitor scrolls toward them', async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    expect(html).toContain('id="rail-new"');
    expect(html).toContain('id="rail-live"');
    const { context, page } = await open('/');
    const rail = (name: string) => page.getByRole('region', { name });
    const tiles = (name: string) => rail(name).getByTestId('game-tile');
    // The last rail, far below the fold, holds its place with placeholders; nothing has read it yet.
    expect(await rail('Jackpots').getByRole('list').getAttribute('aria-busy')).toBe('true');
    expect(await tiles('Jackpots').count()).toBe(0);
    expect(await tiles('New games').count()).toBeGreaterThan(0);
    await rail('Jackpots').scrollIntoViewIfNeeded();
    await expect.poll(() => tiles('Live games').count()).toBeGreaterThan(0);
    await expect.poll(() => tiles('Jackpots').count()).toBeGreaterThan(0);
    expect(await rail('Jackpots').getByRole('list').getAttribute('aria-busy')).toBeNull();
    await context.close();
  });

  it('[S1.2-06] the carousel does not autoplay for visitors who prefer reduced motion', async () => {
    const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: 'Play slideshow' }).count()).toBe(1);
    await context.close();
  });

  it('[S1.2-28][S1.2-29][S1.2-30] moving between /questions and a topic keeps the scroll position and does not reload the parent', async () => {
    const { context, page } = await open('/questions', 520);
    const dataRequests: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url().includes('.data')) dataRequests.push(request.url());
    });
    await page.evaluate('scrollTo(0, 260)');
    await page.waitForTimeout(100);
    const before = await page.evaluate('scrollY');
    expect(before).toBeGreaterThan(100);
    await page.locator('main nav a[href="/questions/payments"]').click();
    await page.waitForURL('**/questions/payments');
    await page.getByRole('heading', { name: 'Payments', level: 2 }).waitFor();
    expect(await page.evaluate('scrollY')).toBe(before);
    await page.locator('main nav a[href="/questions/bonuses"]').click();
    await page.getByRole('heading', { name: 'Bonuses', level: 2 }).waitFor();
    expect(await page.evaluate('scrollY')).toBe(before);
    expect(dataRequests.length).toBe(2);
    for (const url of dataRequests) {
      const routes = new URL(url).searchParams.get('_routes') ?? '';
      // Only the child's data is asked for; the parent route ("questions") is not in the list.
      expect(routes.split(',')).not.toContain('questions');
      expect(routes).toContain('questions-pageIdentity');
    }
    await context.close();
  });

  it('[S1.2-28] a topic renders its questions as disclosures', async () => {
    const { context, page } = await open('/questions/account');
    const first = page.locator('details').first();
    expect(await first.getAttribute('open')).toBeNull();
    await first.locator('summary').click();
    expect(await first.getAttribute('open')).toBe('');
    await context.close();
  });

  it('[S1.2-13][S1.7-08] contact: an invalid submit shows field errors and sends nothing', async () => {
    const { context, page } = await open('/contact');
    const posts: string[] = [];
    page.on('request', (request: Request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.fill('#contact-name', 'A');
    await page.fill('#contact-email', 'not-an-email');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.locator('#contact-email-error').waitFor();
    expect(await page.locator('#contact-name-error').textContent()).toContain('between 2 and 100');
    expect(await page.locator('#contact-email').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#contact-subject-error').count()).toBe(1);
    expect(await page.locator('#contact-message-error').count()).toBe(1);
    expect(await page.evaluate(`document.activeElement?.id`)).toBe('contact-name');
    await page.waitForTimeout(200);
    expect(posts).toEqual([]);
    await context.close();
  });

  it('[S1.2-13][S1.7-08] contact: a valid submit is stored by the API (201) and shows the success state', async () => {
    const { context, page } = await open('/contact');
    await page.fill('#contact-name', 'Ada Lovelace');
    await page.fill('#contact-email', 'ada@example.com');
    await page.selectOption('#contact-subject', 'payments');
    await page.fill('#contact-message', 'My withdrawal has been pending since yesterday.');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/contact')),
      page.getByRole('button', { name: 'Send message' }).click(),
    ]);
    expect(response.status()).toBe(200);
    await page.getByRole('status').getByRole('heading', { name: 'Message sent' }).waitFor();
    // The same call the action makes, straight to the API: the body shape is accepted and stored.
    const direct = await fetch(`${site.url}/api/notification/communications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'payments',
        message: 'A second message.',
      }),
    });
    expect(direct.status).toBe(201);
    await context.close();
  });

  it('[S1.2-13] contact works without JavaScript: server-side validation shows errors', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/contact`);
    await page.fill('#contact-name', 'Bo');
    await page.fill('#contact-email', 'bo@example');
    await page.fill('#contact-message', 'short');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.waitForLoadState('load');
    expect(await page.locator('#contact-email-error').count()).toBe(1);
    expect(await page.locator('#contact-message-error').count()).toBe(1);
    expect(await page.inputValue('#contact-name')).toBe('Bo');
    await context.close();
  });

  it('[S1.2-05] a content page renders its blocks; an unknown slug is a 404', async () => {
    const { context, page } = await open('/about-us');
    expect(await page.locator('main h1').count()).toBe(1);
    expect(await page.locator('main p').count()).toBeGreaterThan(1);
    const missing = await page.goto(`${site.url}/no-such-page-here`);
    expect(missing?.status()).toBe(404);
    const staticPage = await page.goto(`${site.url}/static/fair-play`);
    expect(staticPage?.status()).toBe(200);
    expect(await page.locator('main h1').count()).toBe(1);
    await context.close();
  });

  it('[S2.8-17] a content query answered with an HTML document is Not found: the promotion detail says so', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // The content store's proxy answers the promotions document with a web page, as a CDN's fallback would.
    let asked = 0;
    await page.route('**/api/content/pages/promotions?*', (route) => {
      asked += 1;
      return route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html><body><h1>Welcome</h1></body></html>',
      });
    });
    // Home holds no promotions document of its own: the detail asks the content API from the browser.
    await page.goto(`${site.url}/?promotions-card-detail=welcome-package`);
    await page.getByRole('dialog', { name: 'Promotion not found' }).waitFor();
    expect(asked).toBe(1);
    await context.close();
  });

  it('[S2.4-PWA] GET /manifest.webmanifest is valid JSON with icons, and the page links it', async () => {
    const response = await fetch(`${site.url}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as { name?: string; icons?: { src: string; sizes: string }[] };
    expect(manifest.name).toBeTruthy();
    expect(manifest.icons?.length).toBeGreaterThan(0);
    const { context, page } = await open('/');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toContain('manifest.webmanifest');
    await context.close();
  });
});
