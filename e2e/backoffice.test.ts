import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Cookie, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { closeContexts, hasChromium, launchChromium } from './support/browser.ts';
import { createPlayer, outboxLink, uniqueEmail } from './support/players.ts';
import { realtimeLive } from './support/realtime.ts';
import { type RunningSite, startSite } from './support/site.ts';
import { accountOf, api, depositApproved, submitIdentity, uploadDocument, verifyIdentity } from './support/wallet.ts';

// The demo staff accounts a non-production start creates (README › Back office).
const demoPassword = 'Croupier-demo-staff-1';
const demoSecret = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
const demoEmail = (role: string) => `${role}@staff.croupier.example`;

// Set to a folder to keep screenshots of the pages the tests pass through.
const shots = process.env.BACKOFFICE_SHOTS_DIR;

const usedSteps = new Map<string, number>();
/**
 * A code of the account's authenticator that the server will take: it accepts the step before and after the
 * current 30-second one, and never a step at or before the last it accepted for the account. So each use
 * takes the next unused step, the current one or the one after it, waiting when both are used.
 */
async function code(account: string, secret: string): Promise<string> {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  for (;;) {
    const now = Math.floor(Date.now() / 30_000);
    const step = Math.max(now, (usedSteps.get(account) ?? 0) + 1);
    if (step <= now + 1) {
      usedSteps.set(account, step);
      return totp.generate({ timestamp: step * 30_000 + 1 });
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** A datetime-local value `days` from now, in the browser's (and this process's) own time zone. */
function localInput(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

describe.skipIf(!hasChromium())('back office: staff, sign-in and the withdrawals queue', () => {
  let site: RunningSite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  // The officer the first test enrols, who works the queue in the second.
  const officer = {
    email: uniqueEmail('payments.officer'),
    password: 'Ledger-and-Lantern-42',
    secret: '',
    recoveryCodes: [] as string[],
  };

  beforeAll(async () => {
    site = await startSite({
      NODE_ENV: 'test',
      JWT_SECRET: 'e2e-backoffice-secret-at-least-32-characters',
      TURNOVER_MULTIPLIER: '0',
      ADMIN_FOUR_EYES_AMOUNT: '800',
      // The site's loyalty page, which shows the levels marketing edits here.
      LOYALTY_ENABLED: 'true',
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await closeContexts(contexts);
    await browser?.close();
    await site?.close();
  });
  afterEach(() => closeContexts(contexts));

  async function newPage(width = 1280, cookies: { name: string; value: string }[] = []): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: 900 } });
    contexts.push(context);
    if (cookies.length) await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: site.url })));
    return context.newPage();
  }

  const nav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

  // Each account's session from its first sign-in. The server takes each authenticator step once per account,
  // so a third sign-in within a 30-second step waited up to 30 s for the next one (27 s of this file's 97).
  const sessions = new Map<string, Cookie[]>();

  /** Signs in from the form the first time, and comes back with the same session after that, as a browser would. */
  async function signIn(page: Page, email: string, password: string, secret: string) {
    const hello = page.getByRole('heading', { level: 1, name: /^Hello, / });
    const saved = sessions.get(email);
    if (saved) {
      await page.context().addCookies(saved);
      await page.goto(`${site.url}/admin/`);
      // A session signed out since (a test of signing out) sends the page to the form.
      await Promise.race([hello.waitFor(), page.waitForURL(/\/admin\/sign-in$/)]).catch(() => {});
      if (await hello.isVisible()) return;
      sessions.delete(email);
    }
    const totp = await code(email, secret);
    await page.goto(`${site.url}/admin/`);
    await page.waitForURL(/\/admin\/sign-in$/);
    await page.getByLabel('Work e-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Authenticator code').fill(totp);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await hello.waitFor();
    sessions.set(email, await page.context().cookies(site.url));
  }

  it('an administrator invites a payments officer, who enrols an authenticator and sees only their tools', async () => {
    const admin = await newPage();
    await signIn(admin, demoEmail('administrator'), demoPassword, demoSecret);
    await nav(admin).getByRole('link', { name: 'Staff' }).click();
    const invite = admin.getByRole('region', { name: 'Invite a colleague' });
    await invite.getByLabel('E-mail').fill(officer.email);
    await invite.getByLabel('Payments').check();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await invite.getByText(`Invitation sent to ${officer.email}.`, { exact: false }).waitFor();
    await admin.getByRole('cell', { name: officer.email, exact: true }).waitFor();

    // The officer follows the e-mailed link on a tablet.
    const link = await outboxLink(site.url, officer.email, /^\/admin\/enrol$/);
    const page = await newPage(1024);
    await page.goto(`${site.url}${link}`);
    await page.getByLabel('Your name').fill('Priya Natarajan');
    await page.getByLabel('Password', { exact: true }).fill(officer.password);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();
    officer.secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(officer.secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await page.getByLabel('Authenticator code').fill(await code(officer.email, officer.secret));
    await page.getByRole('button', { name: 'Confirm and activate' }).click();
    const recovery = page.getByTestId('recovery-codes').getByRole('listitem');
    await expect.poll(() => recovery.count()).toBeGreaterThanOrEqual(8);
    officer.recoveryCodes = await recovery.allTextContents();

    await page.getByRole('link', { name: 'Go to sign-in' }).click();
    await signIn(page, officer.email, officer.password, officer.secret);
    await page.getByRole('heading', { name: 'Hello, Priya Natarajan' }).waitFor();
    // The navigation offers what the payments role may do, and hides the rest.
    expect(await nav(page).getByRole('link').allTextContents()).toEqual([
      'Overview',
      'Players',
      'Withdrawals',
      'Adjustments',
      'Reports',
    ]);
    // The server refuses what the page hides.
    await page.goto(`${site.url}/admin/audit`);
    await page.getByText('Your role does not give you access to this page.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the officer approves a withdrawal a new player asked for on the site, which the player sees live; a large one needs a second officer', async () => {
    expect(officer.secret, 'the first test enrolled the officer').not.toBe('');
    const token = await createPlayer(site.url, uniqueEmail('withdrawer'), 'Sunny-Day7');
    await accountOf(site.url, token);
    await depositApproved(site.url, token, 2000);
    await verifyIdentity(site.url, token);
    const account = await accountOf(site.url, token);
    const ask = async (amount: number) => {
      const answer = await api<{ data: { id: string } }>(site.url, token, 'POST', '/api/payment/invoices/withdrawal', {
        method: 'sandbox.card.payout',
        currency: 'CAD',
        amount,
        accountId: account.id,
        fields: {},
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.data.id;
    };
    const small = await ask(600);
    const large = await ask(900);

    const player = await newPage(1280, [{ name: 'access_token', value: token }]);
    await player.goto(`${site.url}/?wallet=history`);
    const row = (id: string) => player.getByRole('dialog', { name: 'Wallet' }).locator(`[data-invoice="${id}"]`);
    await expect.poll(() => row(small).getAttribute('data-status')).toBe('1');
    await expect.poll(() => realtimeLive(player)).toBe(true);

    // This time with a recovery code, as after a lost phone: it works once.
    const page = await newPage();
    await page.goto(`${site.url}/admin/sign-in`);
    await page.getByLabel('Work e-mail').fill(officer.email);
    await page.getByLabel('Password', { exact: true }).fill(officer.password);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(officer.recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hello, Priya Natarajan' }).waitFor();
    await nav(page).getByRole('link', { name: 'Withdrawals' }).click();
    const items = page.getByTestId('withdrawal');
    const item = (amount: string) => items.filter({ hasText: amount });
    await item('600.00').waitFor();
    expect(await item('600.00').textContent()).toContain('Verified');
    expect(await axeViolations(page)).toEqual([]);

    await item('600.00')
      .getByRole('button', { name: /^Approve withdrawal / })
      .click();
    await page.getByText(/approved: it is on its way to the player/).waitFor();
    await expect.poll(() => row(small).getAttribute('data-status'), { timeout: 15_000 }).toMatch(/^[24]$/);

    // Above 800, the first approval waits for a different officer.
    await item('900.00')
      .getByRole('button', { name: /^Approve withdrawal / })
      .click();
    await page.getByText(/First approval of .* recorded/).waitFor();
    await item('900.00').getByText('You approved this: another officer must confirm it.').waitFor();
    expect(
      await item('900.00')
        .getByRole('button', { name: /^Approve withdrawal / })
        .isDisabled(),
    ).toBe(true);
    expect(await row(large).getAttribute('data-status')).toBe('1');

    const second = await newPage();
    await signIn(second, demoEmail('risk-compliance'), demoPassword, demoSecret);
    await nav(second).getByRole('link', { name: 'Withdrawals' }).click();
    const pending = second.getByTestId('withdrawal').filter({ hasText: '900.00' });
    await pending.getByText('Approved once: waiting for a second officer to confirm.').waitFor();
    await pending.getByRole('button', { name: /^Approve withdrawal / }).click();
    await second.getByText(/approved: it is on its way to the player/).waitFor();
    await expect.poll(() => row(large).getAttribute('data-status'), { timeout: 15_000 }).toMatch(/^[24]$/);
  });

  it('a compliance officer opens the documents of an identity check and approves it: the player sees it live', async () => {
    const token = await createPlayer(site.url, uniqueEmail('kyc.review'), 'Sunny-Day7');
    await uploadDocument(site.url, token, 'passport');
    await submitIdentity(site.url, token);
    const player = await newPage(1280, [{ name: 'access_token', value: token }]);
    await player.goto(`${site.url}/profile/verification`);
    await expect.poll(() => player.getByTestId('verification-status').textContent()).toBe('Not verified');
    await expect.poll(() => realtimeLive(player)).toBe(true);
    const playerId = (await api<{ data: { id: string } }>(site.url, token, 'GET', '/api/player/profile')).body.data.id;

    const page = await newPage(1024);
    await signIn(page, demoEmail('risk-compliance'), demoPassword, demoSecret);
    await nav(page).getByRole('link', { name: 'Identity checks' }).click();
    const item = page.getByTestId('kyc-case').filter({ hasText: playerId });
    const file = item.getByRole('link', { name: 'Passport' });
    const [opened] = await Promise.all([page.context().waitForEvent('page'), file.click()]);
    const shown = await opened?.waitForLoadState().then(() => opened.evaluate(() => document.contentType));
    expect(shown).toBe('image/png');
    expect(await axeViolations(page)).toEqual([]);
    await item.getByLabel('Reason (kept in the audit log)').fill('Passport matches the selfie and the profile');
    await item.getByRole('button', { name: 'Approve' }).click();
    await page.getByText(`Identity of player ${playerId} approved.`).waitFor();

    await expect
      .poll(() => player.getByTestId('verification-status').textContent(), { timeout: 10_000 })
      .toBe('Verified');
  });

  it('a compliance officer finds a player by e-mail and blocks them: the player is signed out live; their page takes a segment', async () => {
    const email = uniqueEmail('to.block');
    const token = await createPlayer(site.url, email, 'Sunny-Day7');
    const player = await newPage(1280, [{ name: 'access_token', value: token }]);
    await player.goto(`${site.url}/`);
    await player.getByTestId('header-balance').waitFor();
    await expect.poll(() => realtimeLive(player)).toBe(true);

    const page = await newPage(1024);
    await signIn(page, demoEmail('risk-compliance'), demoPassword, demoSecret);
    await nav(page).getByRole('link', { name: 'Players' }).click();
    await page.getByRole('searchbox', { name: 'Find a player' }).fill(email.slice(0, 12));
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByTestId('player').filter({ hasText: email });
    await row.getByText('Active', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole('button', { name: 'Block' }).click();
    await row.getByLabel('Reason (kept in the audit log)').fill('Chargeback fraud confirmed by the card issuer');
    await row.getByRole('button', { name: 'Block player' }).click();
    await row.getByText(`${email} is blocked: every session ended.`).waitFor();
    await row.getByText('Blocked', { exact: true }).waitFor();

    // The player's open page learns it at once: the session is over, and it asks them to log in.
    await player.waitForURL(/\/login/, { timeout: 10_000 });
    const me = await api(site.url, token, 'GET', '/api/player/profile');
    expect(me.status).toBe(401);

    // The player's page: who they are and what the casino holds for them; the officer marks them as a
    // duplicate account, with a reason, and the page reads it back.
    await row.getByRole('link', { name: `Open the page of ${email}` }).click();
    await page.getByRole('heading', { level: 1, name: email }).waitFor();
    await page.getByTestId('player-profile').getByText(email, { exact: true }).waitFor();
    expect(await page.getByTestId('player-balances').locator('tbody tr').count()).toBe(1);
    await page.getByRole('heading', { name: 'Live sessions (0)' }).waitFor();
    await page.getByTestId('player-payments').waitFor();
    await page.getByRole('checkbox', { name: 'Duplicate account' }).check();
    const segments = page.getByRole('region', { name: 'Segments' });
    await segments.getByLabel('Reason (kept in the audit log)').fill('Same device as an account closed for fraud');
    await segments.getByRole('button', { name: 'Save segments' }).click();
    await segments.getByText('Segments saved.').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/player-page-1024.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    expect(await page.getByRole('checkbox', { name: 'Duplicate account' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'VIP' }).isChecked()).toBe(false);

    // A deposit limit the casino imposes: it shows as the casino's, with a Lift.
    const impose = page.getByRole('form', { name: 'Impose a limit or an exclusion' });
    await impose.getByLabel('Amount').fill('150');
    await impose.getByLabel('Reason (kept in the audit log)').fill('Affordability review pending');
    await impose.getByRole('button', { name: 'Impose', exact: true }).click();
    await impose.getByText('Imposed: it applies at once, and the player cannot loosen it.').waitFor();
    const limits = page.getByTestId('player-limits');
    await limits
      .getByRole('row', { name: /Deposit · daily/ })
      .getByRole('button', { name: 'Lift' })
      .waitFor();
    if (shots) await page.screenshot({ path: `${shots}/player-limits-1024.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a marketing manager writes to every player: an open page shows the new message live', async () => {
    const token = await createPlayer(site.url, uniqueEmail('broadcast'), 'Sunny-Day7');
    const player = await newPage(1280, [{ name: 'access_token', value: token }]);
    await player.goto(`${site.url}/`);
    await player.getByTestId('header-balance').waitFor();
    await expect.poll(() => realtimeLive(player)).toBe(true);

    const page = await newPage(1024);
    await signIn(page, demoEmail('marketing'), demoPassword, demoSecret);
    expect(await nav(page).getByRole('link').allTextContents()).toEqual([
      'Overview',
      'Messages',
      'Bonuses',
      'Cashback',
      'Tournaments and quests',
      'Loyalty levels',
      'Reports',
    ]);
    await nav(page).getByRole('link', { name: 'Messages' }).click();
    await page.getByLabel('Title (English)').fill('Friday free spins are back');
    await page.getByLabel('Message (English)').fill('Log in on Friday for 20 free spins on Fruit Fiesta.');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByTestId('broadcast-progress').waitFor();

    await expect
      .poll(() => player.getByTestId('toasts').textContent(), { timeout: 15_000 })
      .toContain('Friday free spins are back');

    // Signing out ends the session on the server: the back office asks for a sign-in again.
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(/\/admin\/sign-in$/);
    await page.goto(`${site.url}/admin/broadcasts`);
    await page.waitForURL(/\/admin\/sign-in$/);
  });

  it('a marketing manager creates an offer, switches it on and makes a code that a player then redeems on the site', async () => {
    const page = await newPage(1024);
    await signIn(page, demoEmail('marketing'), demoPassword, demoSecret);
    await nav(page).getByRole('link', { name: 'Bonuses' }).click();

    // A new code-only cash offer in a new package, from the form; it starts switched off.
    const suffix = Date.now().toString(36);
    const name = `Spring gift ${suffix}`;
    await page.getByRole('button', { name: 'New offer' }).click();
    const offerForm = page.getByRole('region', { name: 'New offer' });
    await offerForm.getByLabel('Package', { exact: true }).selectOption({ label: 'A new package…' });
    await offerForm.getByRole('group', { name: 'Package name, as players read it' }).getByLabel('English').fill(name);
    await offerForm.getByLabel('At once, with a bonus code only').check();
    await offerForm
      .getByRole('group', { name: 'Bonus name, as players read it' })
      .getByLabel('English')
      .fill(`${name}: 7.50 to play`);
    await offerForm.getByLabel('Kind').selectOption({ label: 'Cash amount' });
    await offerForm.getByLabel('Casino wagering ×').fill('10');
    await offerForm.getByRole('button', { name: 'Add a currency' }).click();
    await offerForm.getByLabel('Amount, CAD', { exact: true }).fill('7.5');
    await offerForm.getByLabel('Amount, CAD', { exact: true }).press('Enter');
    const slug = name.toLowerCase().replace(/ /g, '-');
    await offerForm.getByText(`Offer ${slug} created in ${name}.`, { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/admin-new-offer-1024.png`, fullPage: true });
    const offer = page.getByTestId('bonus-offer').filter({ hasText: slug });
    await offer.getByText('Off', { exact: true }).waitFor();
    await offer.getByRole('button', { name: `Enable the offer ${name}` }).click();
    await page.getByText(`${name} is on`, { exact: false }).waitFor();

    const form = page.getByRole('region', { name: 'New bonus code' });
    // A code already in use is refused at its field.
    await form.getByLabel('Code', { exact: true }).fill('nodeposit10');
    await form.getByLabel('Offer', { exact: true }).selectOption({ label: `${name} (${slug})` });
    await form.getByRole('button', { name: 'Create code' }).click();
    await form.getByText('This code is already in use. Choose another one.').waitFor();
    if (shots) await form.screenshot({ path: `${shots}/admin-bonus-code-taken-1024.png` });

    const code = `SPRING-${suffix.toUpperCase()}`;
    await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await form.getByLabel('Uses in all').fill('100');
    // From the keyboard: Enter in a field sends the form.
    await form.getByLabel('Uses in all').press('Enter');
    await form.getByText(`Code ${code} created for ${name}.`).waitFor();
    const row = page.getByTestId('bonus-code').filter({ hasText: code });
    await row.getByText('0 of 100').waitFor();
    expect(await row.getByTestId('bonus-code-state').textContent()).toBe('Active');
    expect(await axeViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/admin-bonuses-1024.png`, fullPage: true });

    // A new player types it on the site's bonus page, in lower case, and receives the bonus.
    const token = await createPlayer(site.url, uniqueEmail('code.redeemer'), 'Sunny-Day7');
    await accountOf(site.url, token);
    const player = await newPage(1280, [{ name: 'access_token', value: token }]);
    await player.goto(`${site.url}/bonuses`);
    await player.getByTestId('bonuses-empty').waitFor();
    await player.getByLabel('Bonus code', { exact: true }).fill(code.toLowerCase());
    await player.getByRole('button', { name: 'Apply', exact: true }).click();
    await player.getByTestId('bonus-code-hint').getByText('Code redeemed.', { exact: false }).waitFor();
    await player
      .getByTestId('bonus-card')
      .filter({ hasText: `${name}: 7.50 to play` })
      .waitFor();

    // The back office counts the use.
    await page.reload();
    await row.getByText('1 of 100').waitFor();
  });

  it('a content manager hides a collection from the keyboard: it leaves the site’s lobby; shown again it is back', async () => {
    const page = await newPage(1280);
    await signIn(page, demoEmail('content'), demoPassword, demoSecret);
    await nav(page).getByRole('link', { name: 'Catalogue' }).click();
    const row = page.getByTestId('catalogue-collection').filter({ has: page.getByText('Crash', { exact: true }) });
    await row.getByRole('button', { name: 'Hide Crash' }).press('Enter');
    await page.getByText('Crash is hidden from the lobby.').waitFor();
    expect(await row.getByTestId('catalogue-collection-state').textContent()).toBe('Hidden');
    // Reordering needs no mouse: the focus stays on the arrow of the row that moved.
    await row.getByRole('button', { name: 'Move Crash up' }).press('Enter');
    await page.getByText('Crash moved.').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move Crash up');
    await row.getByRole('button', { name: 'Games and countries of Crash' }).click();
    await page.getByRole('heading', { name: 'Games in Crash' }).waitFor();
    await page.getByTestId('catalogue-game').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/admin-catalogue-1280.png`, fullPage: true });

    const visitor = await newPage(1280);
    await visitor.goto(`${site.url}/casino`);
    const categories = visitor.getByRole('navigation', { name: 'Game categories' });
    await categories.getByRole('link', { name: 'Slots', exact: true }).waitFor();
    expect(await categories.getByRole('link', { name: 'Crash', exact: true }).count()).toBe(0);

    await row.getByRole('button', { name: 'Show Crash' }).click();
    await page.getByText('Crash is shown in the lobby.').waitFor();
    await visitor.reload();
    await categories.getByRole('link', { name: 'Crash', exact: true }).waitFor();
  });

  it('an administrator reads the reports: the day’s deposits, the GGR and NGR chart, a CSV', async () => {
    const page = await newPage(1280);
    await signIn(page, demoEmail('administrator'), demoPassword, demoSecret);
    await nav(page).getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    // From the keyboard: a shorter range, sent with Enter.
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('First day (UTC)').fill(from);
    await page.getByLabel('First day (UTC)').press('Enter');
    await page.getByRole('img', { name: /GGR and NGR by day, CAD/ }).waitFor();
    // The earlier tests' players deposited today.
    const payments = page.getByRole('region', { name: 'Deposits and withdrawals' });
    const todayRow = payments.getByRole('row').filter({ hasText: today });
    expect(Number(await todayRow.getByRole('cell').nth(1).textContent())).toBeGreaterThan(0);
    expect(await page.getByTestId('report-revenue').getByRole('row').count()).toBe(1 + 7);
    expect(await axeViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/admin-reports-1280.png`, fullPage: true });

    const link = payments.getByRole('link', { name: 'Download CSV: Deposits and withdrawals' });
    const csv = await page.request.get(new URL((await link.getAttribute('href')) ?? '', site.url).toString());
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect((await csv.text()).split('\r\n')[0]).toBe('day,deposits,depositAmount,withdrawals,withdrawalAmount');
  });

  it('a marketing manager raises the top loyalty level’s threshold and cashback: the site’s loyalty page shows it', async () => {
    const page = await newPage();
    await signIn(page, demoEmail('marketing'), demoPassword, demoSecret);
    await nav(page).getByRole('link', { name: 'Loyalty levels' }).click();
    const top = page.getByTestId('loyalty-level').last();
    await top.getByLabel('Reached at, points').waitFor();
    // As found, to put back at the end: later tests read the levels too.
    const found = {
      points: await top.getByLabel('Reached at, points').inputValue(),
      cashback: await top.getByLabel('Cashback, %').inputValue(),
    };
    // A threshold not above the level before is refused at its field.
    await top.getByLabel('Reached at, points').fill('1');
    await page.getByRole('button', { name: 'Save levels' }).click();
    await top.getByText('More points than the level before', { exact: false }).waitFor();
    await top.getByLabel('Reached at, points').fill('64000');
    await top.getByLabel('Cashback, %').fill('12.5');
    await top.getByLabel('Cashback, %').press('Enter');
    await page.getByText('Loyalty levels saved.', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/admin-loyalty-levels-1280.png`, fullPage: true });

    const player = await newPage();
    await player.goto(`${site.url}/loyalty`);
    const diamond = player.getByRole('listitem').filter({ hasText: 'from 64,000 points' });
    await diamond.getByText('12.5%', { exact: false }).waitFor();

    await page.reload();
    await top.getByLabel('Reached at, points').fill(found.points);
    await top.getByLabel('Cashback, %').fill(found.cashback);
    await top.getByLabel('Cashback, %').press('Enter');
    await page.getByText('Loyalty levels saved.', { exact: false }).waitFor();
    // Saving from the keyboard keeps the focus where it was.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('number');
  });

  it('a marketing manager creates and cancels a tournament, creates and disables a quest, from the keyboard', async () => {
    const page = await newPage();
    await signIn(page, demoEmail('marketing'), demoPassword, demoSecret);
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Tournaments and quests' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Tournaments and quests' }).waitFor();
    // The demo's tournaments are listed.
    await page.getByTestId('admin-tournament').filter({ hasText: 'Weekend Slots Race' }).waitFor();

    const form = page.getByRole('region', { name: 'New tournament' });
    const title = `Spring Sprint ${Date.now().toString(36)}`;
    await form.getByLabel('Title (English)').fill(title);
    await form.getByLabel('Starts').fill(localInput(-1));
    await form.getByLabel('Ends').fill(localInput(3));
    await form.getByLabel('Scoring').selectOption({ label: 'Most rounds' });
    await form.getByLabel('Minimum bet').fill('0.5');
    await form.getByLabel('Cash prizes by place').fill('100, 50');
    await form.getByRole('button', { name: 'Create tournament' }).click();
    // A start in the past is refused at its field.
    await form.getByText('The start must be in the future.').waitFor();
    await form.getByLabel('Starts').fill(localInput(1));
    await form.getByLabel('Cash prizes by place').press('Enter');
    await form.getByText(`${title} is created.`).waitFor();
    const row = page.getByTestId('admin-tournament').filter({ hasText: title });
    await row.getByText('Upcoming').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/admin-engagement-1280.png`, fullPage: true });

    await row.getByRole('button', { name: `Cancel the tournament ${title}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`${title} is cancelled and removed; no buy-in was paid.`).waitFor();
    await row.waitFor({ state: 'detached' });

    const questForm = page.getByRole('region', { name: 'New quest' });
    const name = `Warm-up ${Date.now().toString(36)}`;
    await questForm.getByLabel('Name (English)').fill(name);
    await questForm.getByLabel('Starts').fill(localInput(1));
    await questForm.getByLabel('Ends').fill(localInput(8));
    await questForm.getByLabel('Task').selectOption({ label: 'Play rounds' });
    await questForm.getByLabel('Target').fill('10');
    await questForm.getByLabel('Cash reward').fill('5');
    await questForm.getByLabel('Cash reward').press('Enter');
    await questForm.getByText(`${name} is created.`).waitFor();
    const questRow = page.getByTestId('admin-quest').filter({ hasText: name });
    await questRow.getByText('10 rounds').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await questRow.getByRole('button', { name: `Disable the quest ${name}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`${name} is disabled`, { exact: false }).waitFor();
    await questRow.waitFor({ state: 'detached' });
  });
});
