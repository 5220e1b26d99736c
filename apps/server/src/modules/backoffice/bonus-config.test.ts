import type { AdminBonusTerms, AdminCashbackProgram } from '@croupier/contracts/admin-bonus-config';
import type { AdminBonusOffer } from '@croupier/contracts/admin-bonuses';
import type { Cashback } from '@croupier/contracts/bonus';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { startTestApp } from '../../testing/test-app.ts';
import { playerBonuses, submitCode } from '../bonus/test-helpers.ts';
import { walletPlayer } from '../payments/test-helpers.ts';
import { call, type TestApp } from '../player/test-helpers.ts';
import {
  adminCall,
  enrolStaff,
  type StaffSession,
  signIn,
  type TestClock,
  testClock,
  testOffer,
} from './test-helpers.ts';

type Answer = { data: AdminBonusTerms; error: { code: string; fields?: Record<string, string[]> } };

let app: TestApp;
let clock: TestClock;
let marketing: StaffSession;
let support: StaffSession;
let auditor: StaffSession;

const player = () => walletPlayer(app, { currency: 'CAD', profile: { country: 'CA' } });
const uniqueCode = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
const editTerms = (id: string, body: Record<string, unknown>, session = marketing) =>
  adminCall<Answer>(app, 'PUT', `/api/admin/bonus-terms/${id}`, { session, body });
const auditOf = async (targetId: string) =>
  (
    await adminCall<{ data: { action: string; before: unknown; after: unknown }[] }>(
      app,
      'GET',
      `/api/admin/audit?action=bonus_terms.edit&targetId=${targetId}`,
      { session: auditor },
    )
  ).body.data;

/** A cash offer of this test's own (5.00 from the base amount), with a code a player redeems at once. */
async function ownCashBonus() {
  const offer = await testOffer(app);
  const offers = await adminCall<{ data: AdminBonusOffer[] }>(app, 'GET', '/api/admin/bonuses', { session: marketing });
  const bonusId = offers.body.data.find((o) => o.id === offer.id)?.bonuses[0]?.id;
  if (!bonusId) throw new Error('test offer has no bonus');
  const code = uniqueCode('terms');
  const created = await adminCall(app, 'POST', '/api/admin/bonus-codes', {
    session: marketing,
    body: { code, offerId: offer.id, perPlayerLimit: 1 },
  });
  expect(created.status).toBe(201);
  return { bonusId, code };
}

const cashBody = (amountMinor: string, wagerCasino = 20) => ({
  wagerCasino,
  wagerSportsbook: 0,
  claimDays: 5,
  currencies: [{ currency: 'CAD', amountMinor, maxBetMinor: '300' }],
});

beforeAll(async () => {
  clock = testClock();
  app = await startTestApp({}, { clock: clock.now });
  marketing = await signIn(app, clock, await enrolStaff(app, clock, ['marketing']));
  support = await signIn(app, clock, await enrolStaff(app, clock, ['support']));
  auditor = await signIn(app, clock, await enrolStaff(app, clock, ['administrator']));
});
afterAll(() => app.close());

describe('back-office bonus terms (issue 22 §7)', () => {
  it('marketing edits a bonus’s terms: the next grant has them, a granted bonus keeps its own, audited', async () => {
    const { bonusId, code } = await ownCashBonus();
    const first = await player();
    expect((await submitCode(app, first.token, code, 1)).body.data.status).toBe(2);
    const [granted] = (await playerBonuses(app, first.token)).body.data;
    expect(granted).toMatchObject({ amount: 5, wagerCasino: 10 });

    const edited = await editTerms(bonusId, cashBody('1250'));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({
      type: 1,
      wagerCasino: 20,
      claimDays: 5,
      currencies: [{ currency: 'CAD', decimals: 2, amountMinor: '1250', maxBetMinor: '300' }],
    });
    expect(
      (await adminCall<Answer>(app, 'GET', `/api/admin/bonus-terms/${bonusId}`, { session: marketing })).body.data,
    ).toEqual(edited.body.data);

    const next = await player();
    expect((await submitCode(app, next.token, code, 1)).body.data.status).toBe(2);
    expect((await playerBonuses(app, next.token)).body.data[0]).toMatchObject({
      amount: 12.5,
      wagerCasino: 20,
      requiredWagerCasinoAmount: 250,
      maxBetAmount: 3,
    });
    // The first player's bonus is as it was granted.
    expect((await playerBonuses(app, first.token)).body.data[0]).toEqual(granted);

    const audit = await auditOf(bonusId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      before: { wagerCasino: 10, currencies: [] },
      after: { wagerCasino: 20, currencies: [{ currency: 'CAD', amountMinor: '1250' }] },
    });
    // The same body again changes nothing and writes no second entry.
    expect((await editTerms(bonusId, cashBody('1250'))).status).toBe(200);
    expect(await auditOf(bonusId)).toHaveLength(1);
  });

  it('refuses bad terms with field errors, changing nothing', async () => {
    const { bonusId } = await ownCashBonus();
    const stored = async () =>
      queryRows(app.db, sql`select wager_casino, claim_days from bonuses where id = ${bonusId}`);
    const before = await stored();
    const invalid: [Record<string, unknown>, string][] = [
      [{ ...cashBody('100'), wagerCasino: -1 }, 'wagerCasino'],
      [{ ...cashBody('100'), wagerCasino: 1.234 }, 'wagerCasino'],
      [{ ...cashBody('100'), claimDays: 0 }, 'claimDays'],
      [cashBody('0'), 'currencies.0.amountMinor'],
      [cashBody('1.5'), 'currencies.0.amountMinor'],
      [{ ...cashBody('100'), currencies: [{ currency: 'CAD' }] }, 'currencies.0.amountMinor'],
      [{ ...cashBody('100'), currencies: [{ currency: 'XXX', amountMinor: '100' }] }, 'currencies.0.currency'],
      [{ ...cashBody('100'), depositPercentage: 50 }, 'depositPercentage'],
      [
        { ...cashBody('100'), currencies: [{ currency: 'CAD', amountMinor: '1', betValueMinor: '5' }] },
        'currencies.0.betValueMinor',
      ],
    ];
    for (const [body, field] of invalid) {
      const answer = await editTerms(bonusId, body);
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.error.fields ?? {}), JSON.stringify(answer.body)).toContain(field);
    }
    expect(await stored()).toEqual(before);
    expect(await auditOf(bonusId)).toEqual([]);
    expect((await editTerms(crypto.randomUUID(), cashBody('100'))).status).toBe(404);
  });

  it('keeps a free-spins bonus’s wagering, which its granted spins’ winnings use', async () => {
    const [spins] = await queryRows<{ id: string; wager: string }>(
      app.db,
      sql`select id::text as id, wager_casino::text as wager from bonuses where slug = 'fruit-stand-spins'`,
    );
    if (!spins) throw new Error('no demo free spins');
    const read = await adminCall<Answer>(app, 'GET', `/api/admin/bonus-terms/${spins.id}`, { session: marketing });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const current = read.body.data;
    const body = {
      freeSpinsCount: current.freeSpinsCount,
      wagerCasino: current.wagerCasino + 5,
      wagerSportsbook: current.wagerSportsbook,
      claimDays: current.claimDays,
    };
    const refused = await editTerms(spins.id, body);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields ?? {})).toEqual(['wagerCasino']);
  });

  it('refuses staff without the permission', async () => {
    const { bonusId } = await ownCashBonus();
    const refused = await editTerms(bonusId, cashBody('100'), support);
    expect(refused.status).toBe(403);
    expect((await adminCall(app, 'GET', `/api/admin/bonus-terms/${bonusId}`, { session: support })).status).toBe(403);
    expect(await auditOf(bonusId)).toEqual([]);
  });
});

describe('back-office cashback programmes (issue 22 §7)', () => {
  // BRL: no other test edits its programme, so a shared database sees only this test's changes.
  const path = '/api/admin/cashback-programs/BRL';
  const program = async () =>
    (
      await adminCall<{ data: AdminCashbackProgram[] }>(app, 'GET', '/api/admin/cashback-programs', {
        session: marketing,
      })
    ).body.data.find((p) => p.currency === 'BRL');
  const edit = (body: Record<string, unknown>, session = marketing) =>
    adminCall<{ data: AdminCashbackProgram } & Answer>(app, 'PUT', path, { session, body });

  it('marketing edits a programme: a player sees the new terms for the running period, audited', async () => {
    const before = await program();
    expect(before).toMatchObject({ decimals: 2, isEnabled: true });
    if (!before) throw new Error('no BRL programme');
    const body = { percentage: 12.5, period: before.period, minAmountMinor: '250', maxAmountMinor: '90000' };
    const edited = await edit(body);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ percentage: 12.5, minAmountMinor: '250', maxAmountMinor: '90000' });
    expect(edited.body.data.paysFrom).toBe(before.paysFrom);

    const brl = await walletPlayer(app, { currency: 'BRL', profile: { country: 'BR' } });
    const shown = await call<{ data: Cashback }>(app, 'GET', '/api/game/bonuses/cashback?currency=BRL', {
      token: brl.token,
    });
    expect(shown.body.data).toMatchObject({ percentage: 12.5, minAmount: 2.5, maxAmount: 900 });

    const audit = (
      await adminCall<{ data: { before: unknown; after: unknown }[] }>(
        app,
        'GET',
        '/api/admin/audit?action=cashback_program.edit&targetId=BRL',
        { session: auditor },
      )
    ).body.data;
    expect(audit[0]).toMatchObject({ after: { percentage: 12.5, maxAmountMinor: '90000' } });

    // A new period length starts with its next whole period, so nothing already paid is paid again.
    const daily = await edit({ ...body, period: 'daily' });
    const tomorrow = new Date(clock.now());
    tomorrow.setUTCHours(24, 0, 0, 0);
    expect(daily.body.data).toMatchObject({ period: 'daily', paysFrom: tomorrow.toISOString() });
    await edit({
      percentage: before.percentage,
      period: before.period,
      minAmountMinor: before.minAmountMinor,
      maxAmountMinor: before.maxAmountMinor,
    });
  });

  it('refuses bad programmes with field errors, and staff without the permission', async () => {
    const before = await program();
    const valid = { percentage: 10, period: 'weekly', minAmountMinor: '100', maxAmountMinor: null };
    const invalid: [Record<string, unknown>, string][] = [
      [{ ...valid, percentage: 0 }, 'percentage'],
      [{ ...valid, percentage: 101 }, 'percentage'],
      [{ ...valid, period: 'yearly' }, 'period'],
      [{ ...valid, minAmountMinor: '-1' }, 'minAmountMinor'],
      [{ ...valid, maxAmountMinor: '50' }, 'maxAmountMinor'],
    ];
    for (const [body, field] of invalid) {
      const answer = await edit(body);
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.error.fields ?? {}), JSON.stringify(answer.body)).toContain(field);
    }
    expect((await edit(valid, support)).status).toBe(403);
    expect(
      (await adminCall(app, 'PUT', '/api/admin/cashback-programs/XXX', { session: marketing, body: valid })).status,
    ).toBe(404);
    expect(await program()).toEqual(before);
  });
});
