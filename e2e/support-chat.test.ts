import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { hasChromium, launchChromium, waitForHydration } from './support/browser.ts';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { realtimeLive } from './support/realtime.ts';
import { type RunningSite, startSite } from './support/site.ts';

// The demo support agent a non-production start creates (README › Back office).
const agentEmail = 'support@staff.croupier.example';
const shots = process.env.SUPPORT_SHOTS_DIR;

let lastStep = 0;
/**
 * A code of the agent's authenticator the server will take: it accepts the step before and after the current
 * 30-second one, never one at or before the last it accepted, so each sign-in takes the next unused step.
 */
async function agentCode(): Promise<string> {
  const totp = new TOTP({ secret: Secret.fromBase32('KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU'), digits: 6, period: 30 });
  for (;;) {
    const now = Math.floor(Date.now() / 30_000);
    const step = Math.max(now, lastStep + 1);
    if (step <= now + 1) {
      lastStep = step;
      return totp.generate({ timestamp: step * 30_000 + 1 });
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Signs the demo support agent in over the API: the cookie and CSRF token of its session. */
async function agentSession(siteUrl: string): Promise<{ cookie: string; csrf: string }> {
  const response = await fetch(`${siteUrl}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: agentEmail, password: 'Croupier-demo-staff-1', code: await agentCode() }),
  });
  expect(response.status).toBe(200);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const body = (await response.json()) as { data: { csrfToken: string } };
  return { cookie, csrf: body.data.csrfToken };
}

describe.skipIf(!hasChromium())('the support chat: support links, live replies, the attractant', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let agent: { cookie: string; csrf: string };
  const playerEmail = uniqueEmail('support');

  beforeAll(async () => {
    site = await startSite({ NODE_ENV: 'test', OUTBOX_POLL_MS: '50' });
    browser = await launchChromium();
    const token = await createPlayer(site.url, playerEmail, 'Chat-With-Us7');
    agent = await agentSession(site.url);
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close().catch(() => {});
    await browser?.close();
    await site?.close();
  });

  const chat = () => page.getByTestId('support-chat');
  const attractant = () => page.getByTestId('chat-attractant');

  async function agentReply(text: string): Promise<void> {
    const headers = { cookie: agent.cookie, 'x-csrf-token': agent.csrf, 'content-type': 'application/json' };
    const list = await fetch(`${site.url}/api/admin/support/conversations`, { headers });
    const { data } = (await list.json()) as { data: { id: string; tags: string[] }[] };
    const id = data[0]?.id;
    const answer = await fetch(`${site.url}/api/admin/support/conversations/${id}/messages`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ body: text }),
    });
    expect(answer.status).toBe(201);
  }

  it('[S2.4-161] [S2.7-84] [S2.9-70] [S2.1-12] a support link opens the hidden chat; the player writes and reads the back office’s live reply', async () => {
    await page.goto(`${site.url}/questions`);
    await waitForHydration(page);
    // Hidden by default; its code arrives about 4 s after mount.
    expect(await chat().count()).toBe(0);
    await expect.poll(() => chat().count(), { timeout: 10_000 }).toBe(1);
    expect(await chat().isVisible()).toBe(false);
    await expect.poll(() => realtimeLive(page), { timeout: 10_000 }).toBe(true);

    // A "contact support" link opens the chat instead of the contact page.
    await page.getByRole('link', { name: 'Contact us' }).first().click();
    await expect.poll(() => chat().isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/questions');
    expect(await chat().evaluate((el) => getComputedStyle(el).zIndex)).toBe('99000');
    expect(await chat().getAttribute('role')).toBe('dialog');
    // Focus in the message box, ready to type.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');

    await page.getByLabel('Your message').fill('My deposit has not arrived yet.');
    await page.keyboard.press('Enter');
    await expect.poll(() => chat().getByRole('log').textContent()).toContain('My deposit has not arrived yet.');

    // The agent answers from the back office's Support chat page.
    const office = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const agentPage = await office.newPage();
    await agentPage.goto(`${site.url}/admin/`);
    await agentPage.waitForURL(/\/admin\/sign-in$/);
    await agentPage.getByLabel('Work e-mail').fill(agentEmail);
    await agentPage.getByLabel('Password', { exact: true }).fill('Croupier-demo-staff-1');
    await agentPage.getByLabel('Authenticator code').fill(await agentCode());
    await agentPage.getByRole('button', { name: 'Sign in' }).click();
    await agentPage.getByRole('heading', { level: 1, name: /^Hello, / }).waitFor();
    await agentPage.goto(`${site.url}/admin/support`);
    await agentPage.getByRole('button', { name: playerEmail }).click();
    const thread = agentPage.getByRole('list', { name: 'Messages' });
    await expect.poll(() => thread.textContent()).toContain('My deposit has not arrived yet.');
    await agentPage.getByLabel('Your reply').fill('Hello! I can see it: it lands in a minute.');
    await agentPage.getByRole('button', { name: 'Send reply' }).click();
    await expect.poll(() => thread.textContent()).toContain('it lands in a minute');
    await office.close();

    await expect.poll(() => chat().getByRole('log').textContent()).toContain('it lands in a minute');
    expect(await attractant().count()).toBe(0);
    expect(await axeViolations(page, { include: '[data-testid="support-chat"]' })).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/support-chat-1280.png` });
  });

  it('[S2.4-162] [S2.4-163] [S2.3-63] [S1.2-45] a reply while the chat is closed shows the attractant with the count, which opening clears', async () => {
    await page.keyboard.press('Escape');
    await expect.poll(() => chat().isVisible()).toBe(false);
    await agentReply('One more thing: your bonus is ready too.');
    await expect.poll(() => attractant().textContent(), { timeout: 10_000 }).toContain('1 new message');
    expect(await page.evaluate(() => localStorage.getItem('chat:unreadMessages'))).toBe('1');

    await attractant().click();
    await expect.poll(() => chat().isVisible()).toBe(true);
    await expect.poll(() => chat().getByRole('log').textContent()).toContain('your bonus is ready too');
    await expect.poll(() => attractant().count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('chat:unreadMessages'))).toBeNull();
  });

  it('[S2.4-164] ending the chat clears it; a phone-width window fits the screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await chat().getByRole('button', { name: 'End chat' }).click();
    await expect.poll(() => chat().getByRole('log').textContent()).toContain('This chat has ended');
    const box = await chat().boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    if (shots) await page.screenshot({ path: `${shots}/support-chat-390.png` });
    expect(await page.evaluate(() => localStorage.getItem('chat:unreadMessages'))).toBeNull();
  });

  it('[S2.6-10] asks a guest to log in', async () => {
    const guest = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    const guestPage = await guest.newPage();
    await guestPage.goto(`${site.url}/?chat=open`);
    await expect.poll(() => guestPage.getByTestId('support-chat').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await guestPage.getByTestId('support-chat').textContent()).toContain('Log in to chat with us');
    await guest.close();
  });
});

// A third party's widget, as an operator would configure it: its script registers `window.croupierSupportChat`.
const widgetUrl = 'https://chat-widget.example/widget.js';
const widgetScript =
  'window.croupierSupportChat = { open() { window.widgetOpened = (window.widgetOpened ?? 0) + 1; } };';

describe.skipIf(!hasChromium())('the support chat’s other providers: a third party’s widget, or none', () => {
  let widgetSite: RunningSite;
  let noneSite: RunningSite;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    [widgetSite, noneSite, browser] = await Promise.all([
      startSite({ NODE_ENV: 'test', SUPPORT_CHAT_PROVIDER: widgetUrl }),
      startSite({ NODE_ENV: 'test', SUPPORT_CHAT_PROVIDER: 'none' }),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await context?.close().catch(() => {});
    await browser?.close();
    await widgetSite?.close();
    await noneSite?.close();
  });

  /**
   * A guest's FAQ page whose clock the test moves, the chat's 4 s delay skipped; `script` answers the widget's
   * address. Resolves with the page and the chat's configuration as the site answered it.
   */
  async function faqPage(
    site: RunningSite,
    script: (route: Route) => Promise<void> | void,
    unread?: string,
  ): Promise<{ page: Page; provider: string }> {
    await context?.close().catch(() => {});
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    await context.route(widgetUrl, script);
    if (unread) await context.addInitScript((count) => localStorage.setItem('chat:unreadMessages', count), unread);
    const page = await context.newPage();
    // Paused: the page's time moves only as the test says.
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.goto(`${site.url}/questions`);
    await waitForHydration(page);
    let asked = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/support/config')) asked = true;
    });
    const config = page.waitForResponse('**/api/support/config');
    // Nothing of the chat before 4 s (its chunk, then its configuration).
    await page.clock.runFor(3900);
    await page.waitForTimeout(300);
    expect(asked).toBe(false);
    await page.clock.runFor(100);
    // Then time flows (React reveals a suspended chunk on a timer of its own).
    await page.clock.resume();
    const body = (await (await config).json()) as { data: { provider: string } };
    return { page, provider: body.data.provider };
  }

  it('[S2.7-84] [S2.9-68] the chat loads 4 s after mount; a configured widget script is loaded and every contact link opens it instead of the contact page', async () => {
    const { page, provider } = await faqPage(widgetSite, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: widgetScript }),
    );
    expect(provider).toBe('script');
    await page.waitForFunction(() => 'croupierSupportChat' in window);
    // Connected once React has taken the adapter: a click a moment before navigates, so the page is reopened.
    await expect
      .poll(async () => {
        await page.getByRole('link', { name: 'Contact us' }).first().click();
        if (new URL(page.url()).pathname !== '/questions') await page.goBack();
        return page.evaluate(() => (window as { widgetOpened?: number }).widgetOpened ?? 0);
      })
      .toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/questions');
    // The site's own window is not shown beside a third party's widget.
    expect(await page.getByTestId('support-chat').count()).toBe(0);
  });

  it('[S2.8-40] a widget not ready 10 s after the chat’s code arrived is given up: contact links lead to the contact page', async () => {
    let asked: () => void = () => {};
    const scriptAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    let answer: () => Promise<void> = async () => {};
    const { page } = await faqPage(widgetSite, (route) => {
      answer = () => route.fulfill({ contentType: 'text/javascript', body: widgetScript });
      asked();
    });
    await scriptAsked;
    // The script answers only once the page's clock is past the timeout.
    await page.clock.runFor(10_001);
    await answer();
    await page.waitForFunction(() => 'croupierSupportChat' in window);
    // Time for the chat to take the adapter had it not given up (it does within a frame when in time).
    await page.waitForTimeout(500);
    await page.getByRole('link', { name: 'Contact us' }).first().click();
    await page.waitForURL('**/contact');
    expect(await page.evaluate(() => (window as { widgetOpened?: number }).widgetOpened)).toBeUndefined();
  });

  it('with provider none there is no chat: no window, no attractant, and contact links lead to the contact page', async () => {
    const { page, provider } = await faqPage(noneSite, (route) => route.abort(), '2');
    expect(provider).toBe('none');
    await page.getByRole('link', { name: 'Contact us' }).first().click();
    await page.waitForURL('**/contact');
    expect(await page.getByTestId('support-chat').count()).toBe(0);
    expect(await page.getByTestId('chat-attractant').count()).toBe(0);
  });
});
