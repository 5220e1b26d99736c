import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './support/browser.ts';
import { uniqueEmail } from './support/players.ts';
import { type RunningSite, startSite } from './support/site.ts';

async function register(siteUrl: string, email: string): Promise<void> {
  const response = await fetch(`${siteUrl}/api/player/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'Sunny-Day7',
      currency: 'EUR',
      country: 'DE',
      birthdate: '1990-05-20',
      agreements: true,
    }),
  });
  if (response.status !== 202) throw new Error(`register answered ${response.status}: ${await response.text()}`);
}

describe.skipIf(!hasChromium())('development outbox page', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite({ NODE_ENV: 'test', JWT_SECRET: 'e2e-dev-outbox-secret-at-least-32-characters' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('lists the confirmation e-mail of a new registration, with its link, filtered by recipient', async () => {
    const email = uniqueEmail('outbox');
    const other = uniqueEmail('other');
    await register(site.url, email);
    await register(site.url, other);
    const context = await browser.newContext({ locale: 'en-US' });
    try {
      const page = await context.newPage();
      const response = await page.goto(`${site.url}/dev/outbox`);
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Development outbox');
      await page.getByLabel('Recipient').fill(email);
      await page.getByRole('button', { name: 'Filter' }).click();
      await page.waitForURL(/\?to=/);
      const cards = page.locator('article');
      await expect.poll(() => cards.count()).toBe(1);
      const card = cards.first();
      expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe('Confirm your e-mail address');
      expect(await card.textContent()).toContain(email);
      expect(await card.textContent()).not.toContain(other);
      const link = card.getByRole('link');
      expect(await link.getAttribute('href')).toMatch(/\/verify\/[\w-]+$/);
      // The auto-refresh toggle says whether it is on.
      const toggle = page.getByRole('button', { name: /Auto-refresh/ });
      await toggle.click();
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    } finally {
      await context.close();
    }
  });
});

describe('development outbox page in production', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  it('does not exist', async () => {
    // Bodies are read so the connections end; an unread one keeps the server from closing for its
    // 72-second keep-alive.
    const page = await fetch(`${site.url}/dev/outbox`);
    await page.text();
    expect(page.status).toBe(404);
    const api = await fetch(`${site.url}/api/dev/outbox`);
    await api.text();
    expect(api.status).toBe(404);
  });
});
