import type { PushPayload } from '@croupier/contracts/push';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushDevice, PushService, type Received } from '../apps/server/src/testing/web-push-client.ts';
import { axeViolations } from './support/axe.ts';
import { hasChromium, launchChromium, waitForHydration } from './support/browser.ts';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { realtimeLive } from './support/realtime.ts';
import { type RunningSite, startSite } from './support/site.ts';
import { api, depositApproved } from './support/wallet.ts';

const password = 'Bell-Ringer7';
const shots = process.env.MESSENGER_SHOTS_DIR;

describe.skipIf(!hasChromium())('the messenger: header popover, live messages, read-all', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;

  const unreadOnServer = async () =>
    (await api<{ meta: { totalUnread: number } }>(site.url, token, 'GET', '/api/notification/messenger/messages')).body
      .meta.totalUnread;

  beforeAll(async () => {
    site = await startSite({ NODE_ENV: 'test', OUTBOX_POLL_MS: '50', PUSH_PROVIDER: 'webpush' });
    browser = await launchChromium();
    token = await createPlayer(site.url, uniqueEmail('messenger'), password);
    // Four approved deposits: four messages, one more than the popover lists.
    for (const amount of [10, 20, 30, 40]) await depositApproved(site.url, token, amount);
    for (let attempt = 0; attempt < 100 && (await unreadOnServer()) < 4; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    // This page's player dismissed the push prompt this session: it would cover the popover (the last test has it).
    await context.addInitScript(() => sessionStorage.setItem('pushModalShown', '1'));
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close().catch(() => {});
    await browser?.close();
    await site?.close();
  });

  const bell = () => page.getByTestId('messenger').getByRole('button', { name: /^Messages/ });
  const popover = () => page.getByTestId('messenger-popover');
  const items = () => popover().getByTestId('message');

  it('[S2.7-07] [S2.9-39] [S2.9-40] [S1.9-12] [S1.9-13] shows the unread count and the newest 3 messages of page 1 in the header popover', async () => {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/notification/messenger/messages?')) reads.push(new URL(request.url()).search);
    });
    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    await expect.poll(() => bell().getAttribute('aria-label')).toBe('Messages: 4 unread');
    expect(reads).toEqual(['?page=1&perPage=3']);
    await expect.poll(() => page.getByTestId('messenger-unread').textContent()).toBe('4');
    await bell().click();
    await expect.poll(() => items().count()).toBe(3);
    expect(await items().first().textContent()).toContain('Your deposit of $40.00 has been credited');
    expect(await items().last().textContent()).toContain('$20.00');
    expect(await popover().getByText('4 unread').count()).toBe(1);
  });

  it('[S2.4-120] [S2.4-121] [S2.4-122] [S2.4-123] a live message counts at once, goes first in the list of 3 and raises its alert', async () => {
    await expect.poll(() => realtimeLive(page), { timeout: 10_000 }).toBe(true);
    // A bonus issued by a regular code writes a message (a live deposit would open its own success modal).
    const code = await api(site.url, token, 'POST', '/api/game/bonuses/bonuscodes', {
      bonusCode: 'NODEPOSIT10',
      trigger: 1,
    });
    expect(code.status).toBe(200);
    await expect.poll(() => page.getByTestId('messenger-unread').textContent()).toBe('5');
    await expect.poll(() => items().first().textContent()).toContain('New bonus: Free 10 to try the casino');
    expect(await items().count()).toBe(3);
    // One toast at a time: the bonus's own alert may show first.
    const alert = page.getByTestId('toasts');
    await expect
      .poll(() => alert.textContent(), { timeout: 15_000 })
      .toContain('New message: New bonus: Free 10 to try the casino');
  });

  it('[S2.4-124] reads one message by choosing it, then all with read-all, here and on the server', async () => {
    await items().first().getByRole('button').click();
    await expect.poll(() => items().first().getAttribute('data-state')).toBe('read');
    await expect.poll(() => page.getByTestId('messenger-unread').textContent()).toBe('4');
    await expect.poll(unreadOnServer).toBe(4);

    await popover().getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => page.getByTestId('messenger-unread').count()).toBe(0);
    expect(await bell().getAttribute('aria-label')).toBe('Messages');
    await expect
      .poll(() => items().evaluateAll((rows) => rows.map((row) => row.getAttribute('data-state'))))
      .toEqual(['read', 'read', 'read']);
    expect(await unreadOnServer()).toBe(0);
    expect(await popover().getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(true);
  });

  it('lists every message on the profile’s messages page, in the page’s language', async () => {
    await popover().getByRole('link', { name: 'See all messages' }).click();
    await page.waitForURL(/\/profile\/messages$/);
    await expect.poll(() => page.getByTestId('message-list').getByTestId('message').count()).toBe(5);
    await page.goto(`${site.url}/fr/profile/messages`);
    await expect
      .poll(() => page.getByTestId('message-list').getByTestId('message').first().textContent())
      .toContain('Nouveau bonus : Free 10 to try the casino');
  });

  it('[S2.4-157] [S2.4-158] [S2.3-64] [S2.3-65] the push prompt: allowed, the device gets the next deposit’s push, shown by the service worker', async () => {
    // Chromium here has no push service of its own (no vendor keys, no network): the test plays it. The page's
    // PushManager hands back the test device's subscription, and the browser's permission question is answered
    // by the test, as a player's click on it would; everything else is the site's and the platform's own.
    const service = new PushService();
    await service.start();
    const device = new PushDevice(`${service.url}/device/player`);
    const pushContext = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    await pushContext.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    await pushContext.addInitScript((subscription) => {
      const state = window as unknown as { pushAsked?: boolean; answerPermission?: () => void };
      Notification.requestPermission = () => {
        state.pushAsked = true;
        return new Promise((resolve) => {
          state.answerPermission = () => resolve(Notification.permission);
        });
      };
      PushManager.prototype.subscribe = async () =>
        ({ endpoint: subscription.endpoint, toJSON: () => subscription }) as unknown as PushSubscription;
    }, device.subscription());
    const tab = await pushContext.newPage();
    const cdp = await pushContext.newCDPSession(tab);
    const workers: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => workers.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');

    await tab.goto(`${site.url}/promotions`);
    await waitForHydration(tab);
    await tab.mouse.wheel(0, 600);
    const prompt = tab.getByTestId('push-prompt');
    await prompt.waitFor();
    expect(await tab.evaluate(() => sessionStorage.getItem('pushModalShown'))).not.toBeNull();
    expect(await axeViolations(tab, { include: '[data-testid="push-prompt"]' })).toEqual([]);
    if (shots) await tab.screenshot({ path: `${shots}/push-prompt-1280.png` });

    await prompt.getByRole('button', { name: 'Allow notifications' }).click();
    await expect.poll(() => tab.evaluate(() => (window as { pushAsked?: boolean }).pushAsked)).toBe(true);
    await pushContext.grantPermissions(['notifications'], { origin: site.url });
    await tab.evaluate(() => (window as { answerPermission?: () => void }).answerPermission?.());
    await expect.poll(() => tab.evaluate(() => localStorage.getItem('onesignal-notification-prompt'))).not.toBeNull();
    expect(await prompt.count()).toBe(0);

    // The platform pushes the player's next deposit to the device they allowed, encrypted for it.
    await depositApproved(site.url, token, 12);
    await expect.poll(() => service.to('/device/player').length).toBe(1);
    const payload: PushPayload = device.decrypt((service.to('/device/player')[0] as Received).body);
    expect(payload).toMatchObject({ title: 'Deposit received', body: expect.stringContaining('$12.00') });

    // The push service hands it to the site's service worker, which shows it.
    const worker = workers.find((w) => !w.isDeleted && w.scopeURL === `${site.url}/`);
    expect(worker).toBeDefined();
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: site.url,
      registrationId: worker?.registrationId ?? '',
      data: JSON.stringify(payload),
    });
    await expect
      .poll(() =>
        tab.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/');
          return (await registration?.getNotifications())?.map((n) => `${n.title}: ${n.body}`) ?? [];
        }),
      )
      .toEqual([`Deposit received: ${payload.body}`]);
    await pushContext.close();
    await service.close();
  });
});
