import type { AdminBonusPackage, AdminFreeSpinGame } from '@croupier/contracts/admin-bonus-offers';
import type { AdminBonusCode, AdminBonusOffer } from '@croupier/contracts/admin-bonuses';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { startTestApp } from '../../testing/test-app.ts';
import { depositBonuses, depositWithBonus, playerBonuses, playerFreespins, submitCode } from '../bonus/test-helpers.ts';
import { walletPlayer, webhookSecret } from '../payments/test-helpers.ts';
import type { TestApp } from '../player/test-helpers.ts';
import { adminCall, enrolStaff, type StaffSession, signIn, type TestClock, testClock } from './test-helpers.ts';

type Fields = { error: { code: string; fields?: Record<string, string[]> } };

let app: TestApp;
let clock: TestClock;
let marketing: StaffSession;
let support: StaffSession;
let auditor: StaffSession;

const player = (currency = 'CAD') => walletPlayer(app, { currency, profile: { country: 'CA' } });
/** Offers this file created: any it left on is switched off when it ends. */
const createdHere = new Set<string>();
const post = <T>(path: string, body: unknown, session = marketing) =>
  adminCall<{ data: T } & Fields>(app, 'POST', path, { session, body });
const createPackage = (en: string, session = marketing) =>
  post<AdminBonusPackage>('/api/admin/bonus-packages', { names: { en, de: `${en} (de)` } }, session);
const createOffer = async (body: Record<string, unknown>, session = marketing) => {
  const created = await post<AdminBonusOffer>('/api/admin/bonuses', body, session);
  if (created.status === 201) createdHere.add(created.body.data.id);
  return created;
};
const listOffers = async () =>
  (await adminCall<{ data: AdminBonusOffer[] }>(app, 'GET', '/api/admin/bonuses', { session: marketing })).body.data;
const auditOf = async (action: string, targetId: string) =>
  (
    await adminCall<{ data: { action: string; before: unknown; after: unknown }[] }>(
      app,
      'GET',
      `/api/admin/audit?action=${action}&targetId=${targetId}`,
      { session: auditor },
    )
  ).body.data;
/** Rows the calls under test may write, and audit rows: a refusal changes none of them. */
const footprint = async () =>
  (
    await queryRows<{ n: string }>(
      app.db,
      sql`select concat_ws(',', (select count(*) from bonus_packages), (select count(*) from bonus_offers),
        (select count(*) from bonuses), (select count(*) from bonus_terms), (select count(*) from bonus_offer_amounts),
        (select count(*) from audit_log)) as n`,
    )
  )[0]?.n;

/** A deposit offer for the first deposit in CAD: 50 % up to 30.00, at least 20.00 deposited, ×20 wagering. */
const depositOffer = (packageId: string, overrides: Record<string, unknown> = {}) => ({
  packageId,
  trigger: 3,
  invoiceNumberFrom: 1,
  invoiceNumberTo: 1,
  minDeposits: [{ currency: 'CAD', amountMinor: '2000' }],
  perPlayerLimit: 1,
  bonuses: [
    {
      names: { en: 'Half again, up to 30', fr: 'La moitié en plus' },
      type: 2,
      depositPercentage: 50,
      wagerCasino: 20,
      wagerSportsbook: 5.5,
      claimDays: 5,
      activeDays: 14,
      currencies: [{ currency: 'CAD', maxAmountMinor: '3000', maxBetMinor: '500', maxConversionMinor: '10000' }],
    },
  ],
  ...overrides,
});

/** A code-only cash offer: 7.50 in CAD, ×10. */
const cashOffer = (packageId: string) => ({
  packageId,
  trigger: 1,
  requiresCode: true,
  bonuses: [
    {
      names: { en: 'A 7.50 welcome gift' },
      type: 1,
      wagerCasino: 10,
      currencies: [{ currency: 'CAD', amountMinor: '750' }],
    },
  ],
});

beforeAll(async () => {
  clock = testClock();
  app = await startTestApp(
    { PAYMENT_SANDBOX_WEBHOOK_SECRET: webhookSecret, TURNOVER_MULTIPLIER: '0' },
    { clock: clock.now },
  );
  marketing = await signIn(app, clock, await enrolStaff(app, clock, ['marketing']));
  support = await signIn(app, clock, await enrolStaff(app, clock, ['support']));
  auditor = await signIn(app, clock, await enrolStaff(app, clock, ['administrator']));
});
afterAll(async () => {
  // On PostgreSQL every test file shares one database: an offer left on would be offered in the others' lists.
  for (const offer of await listOffers()) {
    if (offer.isEnabled && createdHere.has(offer.id)) await post(`/api/admin/bonuses/${offer.id}/disable`, undefined);
  }
  await app.close();
});

describe('bonus offers created from the back office (issue 22 §7; decision 0133)', () => {
  it('a new deposit offer starts disabled; switched on, a first CAD deposit is offered it and receives it', async () => {
    const pkg = await createPackage(`Spring reload ${crypto.randomUUID().slice(0, 6)}`);
    expect(pkg.status, JSON.stringify(pkg.body)).toBe(201);
    expect(pkg.body.data).toMatchObject({ offers: 0, names: { de: expect.stringContaining('(de)') } });
    expect(pkg.body.data.slug).toMatch(/^spring-reload-/);

    const created = await createOffer(depositOffer(pkg.body.data.id));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const offer = created.body.data;
    expect(offer).toMatchObject({
      slug: pkg.body.data.slug,
      trigger: 3,
      invoiceNumberFrom: 1,
      invoiceNumberTo: 1,
      isEnabled: false,
      bonuses: [{ type: 2, depositPercentage: 50, maxAmount: { currency: 'CAD', amount: 30 }, wagerCasino: 20 }],
    });
    expect((await listOffers()).find((o) => o.id === offer.id)?.isEnabled).toBe(false);
    const [stored] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from bonus_contributions c join bonuses b on b.id = c.bonus_id
          where b.offer_id = ${offer.id}`,
    );
    expect(stored?.n).toBeGreaterThan(0);

    const newcomer = await player();
    const listed = async (token: string, currency = 'CAD') =>
      (await depositBonuses(app, `?currency=${currency}`, { token })).body.data.map((b) => b.id);
    expect(await listed(newcomer.token)).not.toContain(offer.id);

    const enabled = await post<AdminBonusOffer>(`/api/admin/bonuses/${offer.id}/enable`, undefined);
    expect(enabled.status).toBe(200);
    expect(await listed(newcomer.token)).toContain(offer.id);
    // Only in the currencies it has terms in.
    expect(await listed(newcomer.token, 'EUR')).not.toContain(offer.id);

    const received = await depositWithBonus(app, newcomer, offer.slug, 100);
    expect(received.bonuses.map((b) => [b.amount, b.currency])).toEqual([[30, 'CAD']]);
    // After the first deposit, the offer (deposit 1 only) is no longer listed.
    expect(await listed(newcomer.token)).not.toContain(offer.id);

    expect(await auditOf('bonus_package.create', pkg.body.data.id)).toMatchObject([{ before: null }]);
    const audit = await auditOf('bonus_offer.create', offer.id);
    expect(audit).toMatchObject([{ before: null, after: { offer: { id: offer.id, isEnabled: false } } }]);
  });

  it('a code-only offer: a code for it works once the offer is on, and gives its bonus', async () => {
    const pkg = await createPackage('Newsletter gift');
    const created = await createOffer(cashOffer(pkg.body.data.id));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const offer = created.body.data;
    expect(offer).toMatchObject({ trigger: 1, requiresCode: true, isEnabled: false });

    const typed = `GIFT-${crypto.randomUUID().slice(0, 8)}`.toUpperCase();
    const code = await post<AdminBonusCode>('/api/admin/bonus-codes', { code: typed, offerId: offer.id });
    expect(code.status).toBe(201);
    const early = await player();
    expect((await submitCode(app, early.token, typed, 1)).body.data.status).toBe(4);

    expect((await post(`/api/admin/bonuses/${offer.id}/enable`, undefined)).status).toBe(200);
    const redeemer = await player();
    expect((await submitCode(app, redeemer.token, typed, 1)).body.data.status).toBe(2);
    const bonuses = (await playerBonuses(app, redeemer.token)).body.data;
    expect(bonuses.map((b) => [b.amount, b.wagerCasino])).toEqual([[7.5, 10]]);
  });

  it('free spins on a slot the games module lists: a redeemed code grants them on that game', async () => {
    const games = await adminCall<{ data: AdminFreeSpinGame[] }>(app, 'GET', '/api/admin/bonus-free-spin-games', {
      session: marketing,
    });
    expect(games.status).toBe(200);
    const slot = games.body.data.at(-1);
    if (!slot) throw new Error('no slot');
    const pkg = await createPackage('Spins for subscribers');
    const body = {
      packageId: pkg.body.data.id,
      trigger: 1,
      bonuses: [
        {
          names: { en: '15 free spins' },
          type: 3,
          freeSpinsCount: 15,
          freeSpinsGame: slot.identity,
          wagerCasino: 25,
          currencies: [{ currency: 'CAD', betValueMinor: '20', maxConversionMinor: '5000' }],
        },
      ],
    };
    const created = await createOffer(body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await post(`/api/admin/bonuses/${created.body.data.id}/enable`, undefined)).status).toBe(200);
    const typed = `SPINS-${crypto.randomUUID().slice(0, 8)}`.toUpperCase();
    expect((await post('/api/admin/bonus-codes', { code: typed, offerId: created.body.data.id })).status).toBe(201);
    const redeemer = await player();
    expect((await submitCode(app, redeemer.token, typed, 1)).body.data.status).toBe(2);
    const [award] = (await playerFreespins(app, redeemer.token)).body.data;
    expect(award).toMatchObject({ count: 15, gameIdentity: slot.identity });
  });

  it('refuses what contradicts the trigger or the type, unknown currencies, packages and games: 400, nothing written', async () => {
    const pkg = (await createPackage('Refusals')).body.data;
    const before = await footprint();
    const bonus = depositOffer(pkg.id).bonuses[0] as Record<string, unknown>;
    const withBonus = (changes: Record<string, unknown>, offer: Record<string, unknown> = {}) =>
      depositOffer(pkg.id, { bonuses: [{ ...bonus, ...changes }], ...offer });
    const cases: [Record<string, unknown>, string][] = [
      [depositOffer(crypto.randomUUID()), 'packageId'],
      [depositOffer(pkg.id, { invoiceNumberFrom: 3, invoiceNumberTo: 2 }), 'invoiceNumberTo'],
      [depositOffer(pkg.id, { minDeposits: [{ currency: 'XYZ', amountMinor: '100' }] }), 'minDeposits.0.currency'],
      [depositOffer(pkg.id, { minDeposits: [{ currency: 'CAD', amountMinor: '0' }] }), 'minDeposits.0.amountMinor'],
      [
        depositOffer(pkg.id, { availableFrom: '2027-03-02T00:00:00Z', availableUntil: '2027-03-01T00:00:00Z' }),
        'availableUntil',
      ],
      [withBonus({ depositPercentage: 1001 }), 'bonuses.0.depositPercentage'],
      [withBonus({ depositPercentage: 0 }), 'bonuses.0.depositPercentage'],
      [withBonus({ depositPercentage: null }), 'bonuses.0.depositPercentage'],
      [withBonus({ currencies: [{ currency: 'CAD', maxAmountMinor: '-5' }] }), 'bonuses.0.currencies.0.maxAmountMinor'],
      [
        withBonus({ currencies: [{ currency: 'CAD', maxAmountMinor: '1.5' }] }),
        'bonuses.0.currencies.0.maxAmountMinor',
      ],
      [withBonus({ currencies: [{ currency: 'CAD', amountMinor: '100' }] }), 'bonuses.0.currencies.0.amountMinor'],
      [withBonus({ currencies: [{ currency: 'ZZZ' }] }), 'bonuses.0.currencies.0.currency'],
      [withBonus({ currencies: [{ currency: 'CAD' }, { currency: 'CAD' }] }), 'bonuses.0.currencies.1.currency'],
      [withBonus({ currencies: [] }), 'bonuses.0.currencies'],
      [
        withBonus({ type: 3, depositPercentage: null, freeSpinsCount: 10, freeSpinsGame: 'no-such-slot' }),
        'bonuses.0.freeSpinsGame',
      ],
      [withBonus({ names: { en: '' } }), 'bonuses.0.names.en'],
      [withBonus({ names: { en: 'Fine', xx: 'Nope' } }), 'bonuses.0.names'],
      [{ ...cashOffer(pkg.id), invoiceNumberFrom: 1 }, 'invoiceNumberFrom'],
      [{ ...cashOffer(pkg.id), bonuses: [{ ...bonus }] }, 'bonuses.0.type'],
      [{ ...cashOffer(pkg.id), bonuses: [] }, 'bonuses'],
    ];
    // A table game is no place for free spins.
    const [table] = await queryRows<{ identity: string }>(
      app.db,
      sql`select identity from games where type <> 'slots' order by identity limit 1`,
    );
    if (table) {
      cases.push([
        withBonus({ type: 3, depositPercentage: null, freeSpinsCount: 10, freeSpinsGame: table.identity }),
        'bonuses.0.freeSpinsGame',
      ]);
    }
    for (const [body, field] of cases) {
      const answer = await createOffer(body);
      expect(answer.status, `${field}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(Object.keys(answer.body.error.fields ?? {}), `${field}: ${JSON.stringify(answer.body)}`).toContain(field);
    }
    const badPackage = await post('/api/admin/bonus-packages', { names: { de: 'Nur Deutsch' } });
    expect(badPackage.status).toBe(400);
    expect(Object.keys(badPackage.body.error.fields ?? {})).toContain('names.en');
    expect(await footprint()).toBe(before);
  });

  it('refuses staff without bonuses.manage, writing nothing', async () => {
    const pkg = (await createPackage('Only marketing')).body.data;
    const before = await footprint();
    expect((await createPackage('Support package', support)).status).toBe(403);
    expect((await createOffer(cashOffer(pkg.id), support)).status).toBe(403);
    for (const path of ['/api/admin/bonus-packages', '/api/admin/bonus-free-spin-games']) {
      expect((await adminCall(app, 'GET', path, { session: support })).status).toBe(403);
    }
    expect(await footprint()).toBe(before);
  });
});
