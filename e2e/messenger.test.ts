import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium, waitForHydration } from './support/browser.ts';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { realtimeLive } from './support/realtime.ts';
import { type RunningSite, startSite } from './support/site.ts';
import { api, depositApproved } from './support/wallet.ts';

const password = 'Bell-Ringer7';

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
    site = await startSite({ NODE_ENV: 'test', OUTBOX_POLL_MS: '50' });
    browser = await launchChromium();
    token = await createPlayer(site.url, uniqueEmail('messenger'), password);
    // Four approved deposits: four messages, one more than the popover lists.
    for (const amount of [10, 20, 30, 40]) await depositApproved(site.url, token, amount);
    for (let attempt = 0; attempt < 100 && (await unreadOnServer()) < 4; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
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

  it('[S2.7-07] [S2.9-39] [S2.9-40] shows the unread count and the newest 3 messages of page 1 in the header popover', async () => {
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
});
