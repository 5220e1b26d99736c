import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, hasChromium, launchChromium } from './support/browser.ts';
import { createPlayer, uniqueEmail } from './support/players.ts';
import { type RunningSite, startSite } from './support/site.ts';

const password = 'Sunny-Day7';

describe.skipIf(!hasChromium())('profile: details, password, sessions, limits', () => {
  let site: RunningSite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    site = await startSite({ NODE_ENV: 'test', JWT_SECRET: 'e2e-profile-flows-secret-at-least-32-characters' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await closeContexts(contexts);
    await browser?.close();
    await site?.close();
  });
  // A test's pages keep their sockets and timers running until closed: left open, they slowed every later test.
  afterEach(() => closeContexts(contexts));

  /** A page whose browser already holds the player's session cookie, as after a login. */
  async function playerPage(token: string, width = 1280): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: 800 } });
    contexts.push(context);
    await context.addCookies([{ name: 'access_token', value: token, url: site.url }]);
    return context.newPage();
  }

  async function newPlayer(prefix: string) {
    const email = uniqueEmail(prefix);
    const token = await createPlayer(site.url, email, password);
    return { email, token };
  }

  const apiLogin = (email: string, secret: string) =>
    fetch(`${site.url}/api/player/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126' },
      body: JSON.stringify({ email, password: secret }),
    });

  const apiProfile = async (token: string) => {
    const response = await fetch(`${site.url}/api/player/profile`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
  };

  it('[S1.2-22][S1.6-02] sends a guest from /profile to the login page', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${site.url}/profile`);
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.goto(`${site.url}/profile/limits`);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('[S1.2-22][S1.9-30][S2.9-57] /profile opens the dashboard with the masked e-mail and the profile menu', async () => {
    const { token, email } = await newPlayer('dash');
    const page = await playerPage(token);
    await page.goto(`${site.url}/profile`);
    expect(new URL(page.url()).pathname).toBe('/profile/dashboard');
    const local = email.split('@')[0] ?? '';
    await page.getByText(`${local.slice(0, -3)}***@example.com`).waitFor();
    const menu = page.getByRole('navigation', { name: 'Profile sections' }).first();
    for (const name of [
      'Dashboard',
      'Personal details',
      'History',
      'Limits',
      'Verification',
      'Documents',
      'Take a break',
    ]) {
      expect(await menu.getByRole('link', { name }).count()).toBe(1);
    }
  });

  it('[S1.9-31][S2.9-58] a local part shorter than four characters shows only its first character and the stars', async () => {
    // Three characters, the longest a short local part can be; a domain of its own keeps the address unique.
    const domain = `${Date.now().toString(36)}.example.com`;
    const email = `kim@${domain}`;
    const token = await createPlayer(site.url, email, password);
    const page = await playerPage(token);
    await page.goto(`${site.url}/profile/dashboard`);
    await page.getByText(`k***@${domain}`).waitFor();
    await page.goto(`${site.url}/profile/account`);
    await page.getByText(`k***@${domain}`).waitFor();
    expect(await page.getByText(email).count()).toBe(0);
  });

  it('[S1.3-11][S1.7-34][S1.1-08] edits and saves the profile; a reload shows it', async () => {
    const { token } = await newPlayer('edit');
    const page = await playerPage(token);
    await page.goto(`${site.url}/profile/account`);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('City').fill('Berlin');
    await page.getByLabel('Phone').fill('+49 151 12345678');
    await page.getByLabel('Gender').selectOption('female');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your details are saved.').waitFor();
    await page.reload();
    expect(await page.getByLabel('First name').inputValue()).toBe('Ada');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Lovelace');
    expect(await page.getByLabel('City').inputValue()).toBe('Berlin');
    const saved = await apiProfile(token);
    expect(saved.body.data).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', city: 'Berlin', gender: 'female' });
    expect(saved.body.data.phone).toBe('+4915112345678');
  });

  it('[S1.5-45][S1.5-48][S1.3-30][S1.9-02] a bad field shows its error and nothing is saved', async () => {
    const { token } = await newPlayer('bad');
    const page = await playerPage(token);
    await page.goto(`${site.url}/profile/account`);
    await page.getByLabel('First name').fill('A');
    await page.getByLabel('City').fill('Paris');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('This field should be at least 2 characters long').waitFor();
    expect(await page.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Phone').fill('12');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.locator('#account-phone-error').waitFor();
    const profile = await apiProfile(token);
    expect(profile.body.data).toMatchObject({ firstName: null, city: null, phone: null });
  });

  it('[S1.7-36][S1.5-40][S1.5-44][S2.2-101] changes the password: a wrong current one fails, then the new one works', async () => {
    const { token, email } = await newPlayer('pass');
    const page = await playerPage(token);
    await page.goto(`${site.url}/profile/account`);
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('Value is required').first().waitFor();
    await dialog.getByLabel('Current password', { exact: true }).fill('Wrong-Pass1');
    await dialog.getByLabel('New password', { exact: true }).fill('Rainy-Day8');
    await dialog.getByLabel('Repeat new password', { exact: true }).fill('Rainy-Day8');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('The current password is not correct').waitFor();
    await dialog.getByLabel('Current password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('dialog', { name: 'Password changed' }).waitFor();
    expect((await apiLogin(email, password)).status).toBeGreaterThanOrEqual(400);
    expect((await apiLogin(email, 'Rainy-Day8')).status).toBe(200);
  });

  it('[S1.3-16][S1.3-17][S1.7-39][S1.7-40] lists sessions and closes another one', async () => {
    const { token, email } = await newPlayer('sessions');
    const other = (await (await apiLogin(email, password)).json()) as { data: { accessToken: string } };
    const page = await playerPage(token);
    await page.goto(`${site.url}/profile/history`);
    const rows = page.getByTestId('session-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    const current = rows.filter({ hasText: 'This device' });
    expect(await current.count()).toBe(1);
    expect(await current.getByRole('button', { name: 'Log out here' }).count()).toBe(1);
    const android = rows.filter({ hasText: 'Android' });
    await android.getByRole('button', { name: 'Close session' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    expect((await apiProfile(other.data.accessToken)).status).toBe(401);
    expect((await apiProfile(token)).status).toBe(200);
  });

  it('[S1.4-28][S1.4-29][S1.7-42][S1.7-43][S1.7-44][S1.1-09] adds a deposit limit, lowers it at once and raises it pending 24 h', async () => {
    const { token } = await newPlayer('limits');
    const page = await playerPage(token);
    await page.goto(`${site.url}/profile/limits`);
    await page.getByRole('button', { name: 'Add deposit limit' }).click();
    const add = page.getByRole('dialog', { name: 'Add a limit' });
    await add.getByLabel('Amount').fill('100');
    await add.getByRole('button', { name: 'Set limit' }).click();
    const row = page.getByTestId('limit-row');
    await row.filter({ hasText: '100.00' }).waitFor();
    expect(await row.textContent()).toContain('Daily');

    await row.getByRole('button', { name: 'Change' }).click();
    const lower = page.getByRole('dialog', { name: 'Change deposit limit', exact: true });
    await lower.getByLabel(/Amount in/).fill('50');
    await lower.getByText('applies at once').waitFor();
    await lower.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Limit changed' }).getByRole('button', { name: 'OK' }).click();
    await row.filter({ hasText: '50.00' }).waitFor();
    expect(await page.getByTestId('pending-change').count()).toBe(0);

    await row.getByRole('button', { name: 'Change' }).click();
    const raise = page.getByRole('dialog', { name: 'Change deposit limit', exact: true });
    await raise.getByLabel(/Amount in/).fill('80');
    await raise.getByText('takes 24 hours').waitFor();
    await raise.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Change requested' }).getByRole('button', { name: 'OK' }).click();
    const pendingChange = page.getByTestId('pending-change');
    await pendingChange.waitFor();
    expect(await pendingChange.textContent()).toContain('80.00');
    expect(await pendingChange.textContent()).toContain('You can confirm it from');
    expect(await pendingChange.getByRole('button', { name: 'Confirm' }).count()).toBe(0);
    expect(await row.first().textContent()).toContain('50.00');
  });

  it('[S1.3-21][S2.2-87] a cooling-off shows when it ends and counts down', async () => {
    const { token } = await newPlayer('cool');
    const page = await playerPage(token);
    await page.goto(`${site.url}/profile/limits`);
    await page.getByRole('button', { name: 'Start a cooling-off' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cooling-off' });
    await dialog.getByText('cannot be shortened or cancelled').waitFor();
    await dialog.getByLabel('1 week').check();
    await dialog.getByRole('button', { name: 'Start cooling-off' }).click();
    const panel = page.locator('#cooling-off-active');
    await panel.waitFor();
    expect(await panel.textContent()).toMatch(/Until .+/);
    expect(await panel.getByTestId('countdown').textContent()).toMatch(/^6 d 23 h \d+ min \d+ s left$/);
    expect(await page.getByRole('button', { name: 'Cooling-off running' }).isDisabled()).toBe(true);
  });

  it('[S2.2-86][S1.4-11][S1.8-02] self-exclusion needs the typed word, logs the player out, and login is refused', async () => {
    const { token, email } = await newPlayer('exclude');
    const page = await playerPage(token);
    await page.goto(`${site.url}/profile/limits`);
    await page.getByRole('button', { name: 'Exclude myself' }).click();
    const dialog = page.getByRole('dialog', { name: 'Self-exclusion' });
    await dialog.getByLabel('1 year').check();
    await dialog.getByLabel('Type EXCLUDE to confirm').fill('exclud');
    await dialog.getByRole('button', { name: 'Exclude me' }).click();
    await dialog.getByText('Type EXCLUDE exactly to confirm').waitFor();
    expect((await apiProfile(token)).status).toBe(200);
    await dialog.getByLabel('Type EXCLUDE to confirm').fill('EXCLUDE');
    await dialog.getByRole('button', { name: 'Exclude me' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect((await page.context().cookies()).find((c) => c.name === 'access_token')?.value ?? '').toBe('');
    expect((await apiProfile(token)).status).toBe(401);
    const login = await apiLogin(email, password);
    expect(login.status).toBe(403);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
  it('[S1.4-62][S2.4-145][S1.2-57] a logged-in visit with source=pwa marks the profile pwaInstalled once', async () => {
    const { token } = await newPlayer('pwa');
    expect((await apiProfile(token)).body.data.pwaInstalled).toBe(false);
    const page = await playerPage(token);
    await page.goto(`${site.url}/profile/dashboard?source=pwa`);
    await expect.poll(async () => (await apiProfile(token)).body.data.pwaInstalled, { timeout: 5000 }).toBe(true);
  });

  it('[S1.8-19][S2.8-25] a pwaInstalled update the server refuses is only logged: Personal data not changed!', async () => {
    const { token } = await newPlayer('pwa-failed');
    const page = await playerPage(token);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    let updates = 0;
    // The server fails the profile update (a read still works).
    await page.route(
      (url) => url.pathname === '/api/player/profile',
      (route) => {
        if (route.request().method() !== 'PUT') return route.fallback();
        updates += 1;
        return route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Internal error' } } });
      },
    );
    await page.goto(`${site.url}/profile/dashboard?source=pwa`);
    await expect.poll(() => warnings.includes('Personal data not changed!')).toBe(true);
    expect(updates).toBe(1);
    // Nothing is shown: no alert, no error text, the dashboard as it was.
    await page.waitForTimeout(300);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByText(/something went wrong/i).count()).toBe(0);
    await page.getByRole('navigation', { name: 'Profile sections' }).first().waitFor();
    expect((await apiProfile(token)).body.data.pwaInstalled).toBe(false);
  });

  it('[S2.8-26] a first load whose profile fetch fails logs User logged out! and shows the guest page', async () => {
    const { token } = await newPlayer('profile-failed');
    // The session ends elsewhere (another device logs it out): the browser's cookie no longer reads a profile.
    const logout = await fetch(`${site.url}/api/player/sessions/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);
    expect((await apiProfile(token)).status).toBe(401);
    const page = await playerPage(token);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${site.url}/`);
    await expect.poll(() => warnings.filter((text) => text === 'User logged out!')).toEqual(['User logged out!']);
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
    expect(await page.getByTestId('user-nav-panel').count()).toBe(0);
  });
});
