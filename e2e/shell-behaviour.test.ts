import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OneSignalApi } from '../apps/server/src/testing/onesignal-api.ts';
import { hasChromium, launchChromium, waitForHydration } from './support/browser.ts';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { freePort, type RunningSite, startSite } from './support/site.ts';
import { provesVisibilityThreshold } from './support/visibility.ts';
import { depositApproved } from './support/wallet.ts';

const oneSignalAppId = '2f6c1e4a-8b3d-4f5e-a7c9-1d2e3f4a5b6c';

describe.skipIf(!hasChromium())('site shell: navigation behaviour and layout state', () => {
  let site: RunningSite;
  let browser: Browser;

  // The site runs OneSignal for its pushes (the OneSignal test below); guests, whom the other tests are, see none of it.
  const oneSignal = new OneSignalApi();

  /** The same site on another origin than the one the push SDK is allowed on (spec 02 §8). */
  let otherOrigin: string;

  beforeAll(async () => {
    await oneSignal.start();
    const port = await freePort();
    otherOrigin = `http://localhost:${port}`;
    site = await startSite({
      // Test players confirm their address through the development outbox.
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The push SDK may start on this address only, not on the same site reached as localhost.
      PUSH_ALLOWED_ORIGIN: `http://127.0.0.1:${port}`,
      AFFILIATE_TAG_DAYS: '45',
      // The operator's own threshold for a computer's tab (2 hours unless configured; auth-tabs.test.ts).
      VISIBILITY_RELOAD_WEB_SECONDS: '600',
      PUSH_PROVIDER: 'onesignal',
      ONESIGNAL_APP_ID: oneSignalAppId,
      ONESIGNAL_REST_API_KEY: 'os_v2_app_e2e_key_0123456789abcdef',
      ONESIGNAL_API_URL: oneSignal.url,
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await oneSignal.close();
  });

  function newContext(options: { width?: number } = {}): Promise<BrowserContext> {
    return browser.newContext({ locale: 'en-US', viewport: { width: options.width ?? 1280, height: 800 } });
  }

  it('[S1.2-55][S1.2-56][S2.2-18][S2.2-19][S1.9-08][S2.9-62] stag is stored as a cookie for the configured days and removed from the address', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const before = Date.now() / 1000;
    await page.goto(`${site.url}/casino?stag=aff-123&foo=bar`);
    await page.waitForURL((url) => !url.searchParams.has('stag'));
    expect(new URL(page.url()).search).toBe('?foo=bar');
    const cookie = (await context.cookies()).find((c) => c.name === 'stag');
    expect(cookie?.value).toBe('aff-123');
    const days = ((cookie?.expires ?? 0) - before) / 86_400;
    expect(days).toBeGreaterThan(44.9);
    expect(days).toBeLessThan(45.1);
    await context.close();
  });

  it('[S1.9-18] [S2.9-65] the visibility-return threshold is the configured one: a tab hidden over 10 minutes reloads', async () => {
    await provesVisibilityThreshold(site.url, 600_000);
  });

  it('[S1.8-06] a page that fails to load shows the error page with its status code and message', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/casino`);
    await waitForHydration(page);
    // The gateway in front of the site fails the next page's data.
    await page.route('**/tournaments.data*', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
    await page.getByRole('banner').getByRole('link', { name: 'Tournaments' }).click();
    const error = page.getByTestId('error-page');
    await error.waitFor();
    await error.getByText('503', { exact: true }).waitFor();
    await error.getByText('The page could not be loaded', { exact: true }).waitFor();
    await context.close();
  });

  it('[S1.2-57][S2.2-17] source=pwa is remembered for the session', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/casino?source=pwa`);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('pwa:source'))).toBe('1');
    await context.close();
  });

  it('[S1.2-58][S2.2-20] redirectedFromGame inside a frame sends the top window to the address without the flag', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/casino`);
    // The page as a game provider's frame would show it (same origin: frame-ancestors allows 'self').
    await page.evaluate(
      "document.body.append(Object.assign(document.createElement('iframe'), { src: '/live-casino?redirectedFromGame=true&keep=1' }))",
    );
    await page.waitForURL((url) => url.pathname === '/live-casino');
    expect(new URL(page.url()).search).toBe('?keep=1');
    await context.close();
  });

  it('[S1.2-43][S1.4-57][S1.4-58] the desktop drawer toggles open/closed and the compact choice survives a reload', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/casino`);
    const drawer = page.getByTestId('side-drawer');
    await expect(drawer.getAttribute('data-state')).resolves.toBe('open');
    // Each destination once: a second "Promotions" under Info made the menu look like a mistake.
    const names = await drawer.getByRole('link').allInnerTexts();
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    await page.getByTestId('drawer-compact-toggle').click();
    await expect.poll(() => drawer.getAttribute('data-state')).toBe('compact');
    await page.reload();
    await expect.poll(() => page.getByTestId('side-drawer').getAttribute('data-state')).toBe('compact');
    await page.getByRole('button', { name: 'Hide side menu' }).click();
    await expect.poll(() => page.getByTestId('side-drawer').count()).toBe(0);
    await page.getByRole('button', { name: 'Show side menu' }).click();
    await expect.poll(() => page.getByTestId('side-drawer').getAttribute('data-state')).toBe('compact');
    await context.close();
  });

  it('[S1.2-43] on mobile the bottom navigation Menu opens the drawer as a sheet', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/casino`);
    const bottom = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(bottom.getByRole('link', { name: 'Casino' }).isVisible()).resolves.toBe(true);
    // The server-rendered button does nothing until the page has hydrated (a press before it was lost in CI).
    await page.waitForLoadState('networkidle');
    await bottom.getByRole('button', { name: 'Menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => sheet.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.isVisible()).toBe(false);
    // The close button shuts it in place: the document, and a mark left on it, stay.
    await page.evaluate(() => Object.assign(window, { sheetMark: true }));
    await bottom.getByRole('button', { name: 'Menu' }).click();
    await sheet.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => sheet.isVisible()).toBe(false);
    expect(await page.evaluate(() => 'sheetMark' in window)).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('[S1.2-43] a Menu press before the page has hydrated is not lost: the page comes back with the sheet open', async () => {
    // Without script, as a page is before hydration: the press loads the page again with ?menu=true.
    const before = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    const still = await before.newPage();
    await still.goto(`${site.url}/casino?ref=home`);
    await still.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Menu' }).click();
    await still.waitForURL((url) => url.searchParams.get('menu') === 'true');
    expect(new URL(still.url()).searchParams.get('ref')).toBe('home');
    const shown = still.getByRole('dialog', { name: 'Menu' });
    await expect(shown.isVisible()).resolves.toBe(true);
    // Over the top bar, not under it: its own close button takes the pointer. Pressed, it loads the page again
    // with the sheet shut and the other parameters kept.
    await shown.getByRole('button', { name: 'Close menu' }).click({ timeout: 5000 });
    await still.waitForURL((url) => !url.searchParams.has('menu'));
    expect(new URL(still.url()).searchParams.get('ref')).toBe('home');
    await expect(shown.isVisible()).resolves.toBe(false);
    await before.close();

    // That address, once hydrated, is the sheet as a modal dialog; closing it drops the parameter.
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/casino?menu=true`);
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => sheet.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.isVisible()).toBe(false);
    await expect.poll(() => new URL(page.url()).searchParams.has('menu')).toBe(false);
    await context.close();
  });

  it('[S1.2-44] the cookie popup hides after Accept and stays hidden on the next page', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/casino`);
    const popup = page.getByTestId('cookie-popup');
    await popup.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => popup.count()).toBe(0);
    await page.goto(`${site.url}/live-casino`);
    await expect(page.getByTestId('cookie-popup').count()).resolves.toBe(0);
    await context.close();
  });

  it('[S1.2-45] the chat attractant renders only while the chat has unread messages', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/casino`);
    await expect(page.getByTestId('chat-attractant').count()).resolves.toBe(0);
    await page.evaluate(() => localStorage.setItem('chat:unreadMessages', '2'));
    await page.reload();
    await expect.poll(() => page.getByTestId('chat-attractant').textContent()).toBe('2 new messages');
    await context.close();
  });

  it('[S1.2-47] navigation starts at the top, follows a hash, and back restores the saved position', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 500 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/casino`);
    await page.evaluate('window.scrollTo(0, 400)');
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(400);
    // Client-side navigation from the sticky top bar, which needs no scrolling to reach (a click on the
    // footer would first scroll the long lobby down, and that is the position back restores).
    await page.getByRole('banner').getByRole('link', { name: 'Tournaments' }).click();
    await page.waitForURL('**/tournaments');
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
    await page.goBack();
    await page.waitForURL('**/casino');
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(400);
    // A hash target below the top bar: the page lands on it rather than at the top.
    await page.goto(`${site.url}/casino#content`);
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(0);
    await context.close();
  });

  it('[S1.9-22] [S1.9-23] [S2.9-73] [S2.9-74] the next page’s code is preloaded before the click; a slow page shows the preloader, which hides 200 ms after the page is there and is removed at 500 ms', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${site.url}/casino`);
    const topBar = page.getByRole('banner');
    await topBar.getByRole('link', { name: 'Tournaments' }).hover();
    // The route's module as the build manifest names it, preloaded (menus when idle, or the pointed-at link).
    const preloaded = () =>
      page.evaluate(() => {
        const manifest = (window as { __reactRouterManifest?: { routes: Record<string, { module: string }> } })
          .__reactRouterManifest;
        const module = manifest?.routes.tournaments?.module;
        return (
          module !== undefined &&
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].some((link) =>
            link.href.endsWith(module),
          )
        );
      });
    await expect.poll(preloaded, { timeout: 10_000 }).toBe(true);

    // The page's data takes a while: the bar shows while it loads and is gone once the page is there.
    await page.route('**/tournaments.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    // The page's clock stands still from the click: the preloader's timers run only as the test says.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
    await topBar.getByRole('link', { name: 'Tournaments' }).click();
    const preloader = page.getByTestId('preloader');
    await preloader.waitFor();
    expect(await preloader.getAttribute('data-phase')).toBe('loading');
    await page.waitForURL('**/tournaments');
    // The page's effects (which start the preloader's timers) run just after it is shown.
    await page.waitForTimeout(200);
    // The page is there: the bar fades 200 ms later and is removed 500 ms after it.
    await page.clock.runFor(199);
    expect(await preloader.getAttribute('data-phase')).toBe('loading');
    await page.clock.runFor(1);
    await expect.poll(() => preloader.getAttribute('data-phase')).toBe('hiding');
    await page.clock.runFor(299);
    expect(await preloader.count()).toBe(1);
    await page.clock.runFor(1);
    await preloader.waitFor({ state: 'detached' });
    await context.close();
  });

  it('[S1.9-21] at most 4 route preloads run at once', async () => {
    // The site's service worker would answer the scripts before the test's handler sees them.
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'block',
    });
    // The menus are preloaded when the page is idle: the test says when, once the page's own code is in.
    await context.addInitScript(() => {
      const idle: IdleRequestCallback[] = [];
      Object.assign(window, { heldIdle: idle });
      window.requestIdleCallback = (callback) => idle.push(callback);
    });
    const page = await context.newPage();
    await page.goto(`${site.url}/casino`);
    await waitForHydration(page);
    await page.waitForFunction(() => (window as unknown as { heldIdle: unknown[] }).heldIdle.length > 0);
    // Every script asked for from now on is a preload: each is held until the test lets it through.
    const held: (() => Promise<void>)[] = [];
    let started = 0;
    await page.route('**/*.js', async (route) => {
      const href = route.request().url();
      // Only preloads are held (a <link rel="modulepreload"> asked for it), not the chat's code arriving at 4 s.
      const preload = await page.evaluate(
        (url) =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].some((l) => l.href === url),
        href,
      );
      if (!preload) return route.continue();
      started += 1;
      held.push(() => route.continue());
    });
    await page.evaluate(() => {
      for (const callback of (window as unknown as { heldIdle: IdleRequestCallback[] }).heldIdle.splice(0)) {
        callback({ didTimeout: true, timeRemaining: () => 0 });
      }
    });
    let most = 0;
    for (let round = 0; round < 40 && (round < 3 || held.length > 0); round += 1) {
      await page.waitForTimeout(250);
      most = Math.max(most, held.length);
      expect(held.length).toBeLessThanOrEqual(4);
      await Promise.all(held.splice(0).map((release) => release()));
    }
    // Enough to queue: the cap was reached, and the rest followed as places came free.
    expect(most).toBe(4);
    expect(started).toBeGreaterThan(4);
    await context.close();
  });

  /**
   * A player's page on a computer whose clock stands still from before it loads. The clock moves in small steps
   * until the push prompt (mounted after hydration) asks for the push configuration, then stops: the prompt's
   * timers start at that moment of the page's time, and run only as the test says.
   */
  async function promptPage(): Promise<{ context: BrowserContext; page: Page }> {
    const token = await createPlayer(site.url, uniqueEmail('prompt'), 'Sunny-Day7');
    const context = await newContext();
    await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    const page = await context.newPage();
    const isConfig = (request: Request) => new URL(request.url()).pathname === '/api/push/config';
    let asked = false;
    page.on('request', (request) => {
      if (isConfig(request)) asked = true;
    });
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    const answered = page.waitForEvent('requestfinished', isConfig);
    await page.goto(`${site.url}/promotions`);
    await waitForHydration(page);
    // The clock stops for good once the prompt asks: from there to its timers nothing waits on the clock.
    await expect
      .poll(async () => {
        if (!asked) await page.clock.runFor(20);
        return asked;
      })
      .toBe(true);
    await answered;
    // The answer renders and the prompt's timers start without the clock.
    await page.waitForTimeout(300);
    return { context, page };
  }

  it('[S2.4-150] [S2.9-66] on a computer the push prompt shows 10 s after the page starts', async () => {
    const { context, page } = await promptPage();
    const prompt = page.getByTestId('push-prompt');
    await page.clock.runFor(9_999);
    await page.waitForTimeout(300);
    expect(await prompt.count()).toBe(0);
    await page.clock.runFor(1);
    await prompt.waitFor();
    await context.close();
  });

  it('[S2.4-151] [S2.9-67] on a computer the push prompt shows 500 ms after the first scroll', async () => {
    const { context, page } = await promptPage();
    const prompt = page.getByTestId('push-prompt');
    // A second in, far from the 10 s: the first scroll starts the 500 ms.
    await page.clock.runFor(1000);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => window.scrollY > 0);
    await page.clock.runFor(499);
    await page.waitForTimeout(300);
    expect(await prompt.count()).toBe(0);
    await page.clock.runFor(1);
    await prompt.waitFor();
    await context.close();
  });

  it('[S2.8-41] on another origin than the allowed one the push SDK is not started, and a console warning says so', async () => {
    // Permission given already: on the allowed origin the page starts the SDK at once, to link the browser.
    const sdkAsked = async (origin: string): Promise<{ asked: boolean; warnings: string[] }> => {
      const token = await createPlayer(site.url, uniqueEmail('push-origin'), 'Sunny-Day7');
      const context = await newContext();
      await context.addCookies([{ name: 'access_token', value: token, url: origin }]);
      await context.grantPermissions(['notifications'], { origin });
      let asked = false;
      await context.route('https://cdn.onesignal.com/**', (route) => {
        asked = true;
        return route.abort();
      });
      const page = await context.newPage();
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(`${origin}/promotions`);
      // The page decides once it has the push configuration: the SDK is asked for, or the warning logged.
      await expect
        .poll(() => asked || warnings.some((text) => text.startsWith('Push notifications are off')))
        .toBe(true);
      await context.close();
      return { asked, warnings };
    };
    const allowed = await sdkAsked(site.url);
    expect(allowed.asked).toBe(true);
    const other = await sdkAsked(otherOrigin);
    expect(other.asked).toBe(false);
    expect(other.warnings).toContain(`Push notifications are off: this page is not on ${site.url}`);
  });

  it('[S2.4-157] [S2.4-158] [S2.9-69] with OneSignal, the prompt loads its SDK with the worker scope /push/onesignal/, links the player, and the next deposit is pushed through it', async () => {
    // No network here: the test serves a stand-in for OneSignal's SDK (the calls the site makes, recorded) and
    // plays OneSignal's REST API (testing/onesignal-api.ts); the site's and the platform's parts are their own.
    const subscriptionId = randomUUID();
    const token = await createPlayer(site.url, uniqueEmail('onesignal'), 'Sunny-Day7');
    const context = await newContext();
    await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    await context.addInitScript(() => {
      const state = window as unknown as { answerPermission?: () => void };
      Notification.requestPermission = () =>
        new Promise((resolve) => {
          state.answerPermission = () => resolve(Notification.permission);
        });
    });
    await context.route('https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `(() => {
          const calls = (window.oneSignalCalls = []);
          const sdk = {
            init: async (options) => { calls.push(['init', options]); },
            login: async (id) => { calls.push(['login', id]); },
            Notifications: { requestPermission: async () => { calls.push(['ask']); await Notification.requestPermission(); } },
            User: { PushSubscription: { get id() { return Notification.permission === 'granted' ? ${JSON.stringify(subscriptionId)} : null; } } },
          };
          for (const callback of window.OneSignalDeferred ?? []) callback(sdk);
          window.OneSignalDeferred = { push: (callback) => callback(sdk) };
        })();`,
      }),
    );
    const page = await context.newPage();
    const policy = (await page.goto(`${site.url}/promotions`))?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src [^;]*https:\/\/cdn\.onesignal\.com/);
    await waitForHydration(page);
    await page.mouse.wheel(0, 600);
    const prompt = page.getByTestId('push-prompt');
    await prompt.getByRole('button', { name: 'Allow notifications' }).click();
    type Calls = [string, unknown][];
    const calls = () => page.evaluate(() => (window as unknown as { oneSignalCalls?: Calls }).oneSignalCalls ?? []);
    await expect.poll(async () => (await calls()).map(([name]) => name)).toEqual(['init', 'ask']);
    expect((await calls())[0]?.[1]).toMatchObject({
      appId: oneSignalAppId,
      serviceWorkerParam: { scope: '/push/onesignal/' },
    });
    await context.grantPermissions(['notifications'], { origin: site.url });
    await page.evaluate(() => (window as { answerPermission?: () => void }).answerPermission?.());
    await expect.poll(() => page.evaluate(() => localStorage.getItem('onesignal-notification-prompt'))).not.toBeNull();
    expect((await calls()).find(([name]) => name === 'login')?.[1]).toMatch(/^[0-9a-f-]{36}$/);

    // The platform sends the player's next deposit through OneSignal, to the subscription the SDK reported.
    await depositApproved(site.url, token, 12);
    await expect.poll(() => oneSignal.to(subscriptionId).length).toBe(1);
    expect(oneSignal.to(subscriptionId)[0]?.body).toMatchObject({
      app_id: oneSignalAppId,
      headings: { en: 'Deposit received' },
      contents: { en: expect.stringContaining('$12.00') },
    });
    // The SDK's service worker is served under its own scope.
    const worker = await fetch(`${site.url}/push/onesignal/OneSignalSDKWorker.js`);
    expect(worker.status).toBe(200);
    expect(await worker.text()).toContain('https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.sw.js');
    await context.close();
  });

  it('[S2.2-114] [S2.2-115] [S2.2-116] "Install the app" fits the device: a QR code on a computer, the steps on an iPhone, a clear no without service workers', async () => {
    const install = async (context: BrowserContext, dialogName: string) => {
      const page = await context.newPage();
      await page.goto(`${site.url}/promotions`);
      await waitForHydration(page);
      await page.getByRole('contentinfo').getByRole('button', { name: 'Install the app' }).click();
      const dialog = page.getByRole('dialog', { name: dialogName });
      await dialog.waitFor();
      return { page, dialog };
    };

    // A computer: the phone is the better place to install, so a QR code to the site.
    const desktop = await newContext();
    const qr = await install(desktop, 'Get the app on your phone');
    await qr.dialog.getByRole('img', { name: /^QR code linking to http/ }).waitFor();
    await desktop.close();

    // An iPhone never offers an install prompt: Safari's steps, its own tab chosen.
    const iphone = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    });
    const guide = await install(iphone, 'Install the app');
    expect(await guide.dialog.getByRole('button', { name: 'iPhone / iPad' }).getAttribute('aria-pressed')).toBe('true');
    await guide.dialog.getByText('Tap the Share button at the bottom of the screen.').waitFor();
    await iphone.close();

    // A phone browser without service workers cannot install it at all.
    const plain = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36',
    });
    await plain.addInitScript(() => {
      delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
    });
    await install(plain, 'Installation not available');
    await plain.close();
  });

  it('[S1.7-18][S1.8-20] a manifest that cannot be read is only logged; a changed one shows the new-build toast with a Reload button', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${site.url}/casino`);
    // First the manifest cannot be read: that is logged, and nothing is shown.
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route('**/build-manifest.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await expect
      .poll(async () => {
        await page.clock.runFor(61_000);
        return warnings.some((text) => text.includes('build manifest check failed'));
      })
      .toBe(true);
    await expect(page.getByRole('button', { name: 'Reload' }).count()).resolves.toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.unroute('**/build-manifest.json');
    await page.route('**/build-manifest.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ id: 'a-newer-build' }) }),
    );
    // Advance a poll interval at a time until hydration has started the poller and it has fired.
    const toast = page.getByText('A new version of the site is available.');
    await expect
      .poll(async () => {
        await page.clock.runFor(61_000);
        return toast.isVisible();
      })
      .toBe(true);
    await expect(page.getByRole('button', { name: 'Reload' }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});
