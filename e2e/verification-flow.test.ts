import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, hasChromium, launchChromium } from './support/browser.ts';
import { createPlayer, logInWithForm, uniqueEmail } from './support/players.ts';
import { type RunningSite, startSite } from './support/site.ts';

/** The smallest bytes the server recognises as a PNG image (its magic number), padded. */
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(128).fill(5)]);
const password = 'Verify-Me-42';

describe.skipIf(!hasChromium())('identity verification and documents', () => {
  let site: RunningSite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    // NODE_ENV test: the sandbox provider runs (never in production) and the dev outbox confirms players.
    site = await startSite({ NODE_ENV: 'test', JWT_SECRET: 'e2e-verification-secret-at-least-32-characters' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  // A test's pages keep their sockets and timers running until closed: left open, they slowed every later test.
  afterEach(() => closeContexts(contexts));

  async function loggedInPage(label: string): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    const email = uniqueEmail(label);
    await createPlayer(site.url, email, password);
    await logInWithForm(page, site.url, email, password);
    return page;
  }

  it('[S1.1-17] [S1.2-22] [S1.3-03] [S1.7-35] verifies through the sandbox hosted pages and shows "Verified"', async () => {
    const page = await loggedInPage('kyc');
    await page.goto(`${site.url}/profile/verification`);
    const status = page.getByTestId('verification-status');
    expect(await status.textContent()).toBe('Not verified');
    expect(await page.getByRole('link', { name: 'Upload documents' }).count()).toBe(1);
    // The header has shown the balance once in this tab before the player leaves for the provider's pages.
    await page.getByTestId('header-balance').filter({ hasText: '$0.00' }).waitFor();

    await page.getByRole('button', { name: 'Verify my identity' }).click();
    await page.getByRole('heading', { name: 'Step 1 of 3: identity document' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/sandbox\/kyc\/[0-9a-f-]{36}$/);
    await page
      .getByLabel(/Photo of your passport/)
      .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Upload document' }).click();

    await page.getByRole('heading', { name: 'Step 2 of 3: selfie' }).waitFor();
    await page.getByLabel(/A photo of your face/).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Upload selfie' }).click();

    await page.getByRole('heading', { name: 'Step 3 of 3: review' }).waitFor();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('heading', { name: 'Verification approved' }).waitFor();

    // Coming back is a new page load, which reads the accounts again: held back here, the header must still
    // show the balance it knew (issue 26), never an empty pill.
    let releaseAccounts = () => {};
    const accountsHeld = new Promise<void>((resolve) => {
      releaseAccounts = resolve;
    });
    await page.route('**/api/wallet/accounts', async (route) => {
      await accountsHeld;
      await route.continue().catch(() => undefined);
    });
    await page.getByRole('link', { name: 'Back to the site' }).click();
    await page.waitForURL(`${site.url}/profile/verification`);
    const pill = page.getByTestId('currency-nav-panel').locator(':scope > :first-child');
    expect((await pill.textContent())?.trim()).not.toBe('');
    await page.getByTestId('header-balance-last').filter({ hasText: '$0.00' }).waitFor({ timeout: 5000 });
    releaseAccounts();
    await page.getByTestId('header-balance').filter({ hasText: '$0.00' }).waitFor();
    await page.unroute('**/api/wallet/accounts');

    expect(await page.getByTestId('verification-status').textContent()).toBe('Verified');
    expect(await page.getByRole('button', { name: 'Verify my identity' }).count()).toBe(0);
    // Verified: nothing more to upload is offered; the documents page says so first.
    expect(await page.getByRole('link', { name: 'Upload documents' }).count()).toBe(0);
    await page.goto(`${site.url}/profile/documents`);
    expect(await page.getByTestId('documents-verified').textContent()).toMatch(/^Verified.*nothing more to upload/);
  });

  it('[S1.2-23] uploads a document, refuses a wrong file type in the browser, and deletes a pending one', async () => {
    const page = await loggedInPage('docs');
    await page.goto(`${site.url}/profile/documents`);
    await page.getByText('You have not uploaded any documents yet.').waitFor();

    await page.getByLabel('Document type').selectOption('passport');
    await page
      .getByLabel('File', { exact: true })
      .setInputFiles({ name: 'animation.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('The file must be a JPEG or PNG image or a PDF.').waitFor();

    await page
      .getByLabel('File', { exact: true })
      .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Document uploaded. It is now pending review.').waitFor();
    const row = page.getByTestId('document-row');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    const text = await row.first().textContent();
    expect(text).toContain('Passport');
    expect(text).toContain('passport.png');
    expect(text).toContain('Pending');

    await row
      .first()
      .getByRole('button', { name: /Delete Passport/ })
      .click();
    await page.getByText('You have not uploaded any documents yet.').waitFor();
  });
});

describe.skipIf(!hasChromium())('documents hidden by the verification provider', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite({
      NODE_ENV: 'test',
      KYC_HIDE_DOCUMENTS: 'true',
      JWT_SECRET: 'e2e-hidden-documents-secret-at-least-32-characters',
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('[S1.2-24] leaves Documents out of the profile menu and drawer and answers its page with Not found', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const email = uniqueEmail('hidden-docs');
    await createPlayer(site.url, email, password);
    await logInWithForm(page, site.url, email, password);
    await page.goto(`${site.url}/profile/dashboard`);
    const menu = page.getByRole('navigation', { name: 'Profile sections' });
    await menu.getByRole('link', { name: 'Verification' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Documents' }).count()).toBe(0);
    // The small-screen drawer (profile-manager) lists the same sections.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Account menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'My account' });
    await drawer.getByRole('link', { name: 'Verification' }).waitFor();
    expect(await drawer.getByRole('link', { name: 'Documents' }).count()).toBe(0);
    const response = await page.goto(`${site.url}/profile/documents`);
    expect(response?.status()).toBe(404);
    await context.close();
  });
});
