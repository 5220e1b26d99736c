import type { AdminBonusCode, AdminBonusOffer } from '@croupier/contracts/admin-bonuses';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { startTestApp } from '../../testing/test-app.ts';
import { playerBonuses, submitCode } from '../bonus/test-helpers.ts';
import { walletPlayer } from '../payments/test-helpers.ts';
import type { TestApp } from '../player/test-helpers.ts';
import {
  adminCall,
  enrolStaff,
  type StaffSession,
  signIn,
  type TestClock,
  testClock,
  testOffer,
} from './test-helpers.ts';

type Fields = { error: { code: string; fields?: Record<string, string[]> } };

let app: TestApp;
let clock: TestClock;
let marketing: StaffSession;
let support: StaffSession;
let auditor: StaffSession;

const player = () => walletPlayer(app, { currency: 'CAD', profile: { country: 'CA' } });
// Unique per run: a shared PostgreSQL database keeps the codes of earlier runs.
const uniqueCode = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
const createCode = (body: Record<string, unknown>, session = marketing) =>
  adminCall<{ data: AdminBonusCode } & Fields>(app, 'POST', '/api/admin/bonus-codes', { session, body });
const auditOf = async (action: string, targetId: string) =>
  (
    await adminCall<{ data: { action: string; before: unknown; after: unknown }[] }>(
      app,
      'GET',
      `/api/admin/audit?action=${action}&targetId=${targetId}`,
      { session: auditor },
    )
  ).body.data;
const auditCount = async () =>
  (await queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from audit_log`))[0]?.n ?? 0;
const demoOfferId = async (slug: string) => {
  const offers = await adminCall<{ data: AdminBonusOffer[] }>(app, 'GET', '/api/admin/bonuses', { session: marketing });
  // The cashback job's own offer is not the operator's to switch or to give codes for.
  expect(offers.body.data.map((o) => o.slug)).not.toContain('cashback');
  const offer = offers.body.data.find((o) => o.slug === slug);
  if (!offer) throw new Error(`no offer ${slug}`);
  return offer;
};

beforeAll(async () => {
  clock = testClock();
  app = await startTestApp({}, { clock: clock.now });
  marketing = await signIn(app, clock, await enrolStaff(app, clock, ['marketing']));
  support = await signIn(app, clock, await enrolStaff(app, clock, ['support']));
  auditor = await signIn(app, clock, await enrolStaff(app, clock, ['administrator']));
});
afterAll(() => app.close());

describe('back-office bonuses and bonus codes (issue 22 §7)', () => {
  it('marketing creates a code for an offer; a player redeems it and gets the bonus; the audit log has it', async () => {
    const offer = await demoOfferId('no-deposit-10');
    expect(offer).toMatchObject({ trigger: 1, isEnabled: true, packageNames: { en: 'No-deposit bonus' } });
    expect(offer.bonuses[0]).toMatchObject({ type: 1, amount: { currency: 'CAD', amount: 10 }, wagerCasino: 50 });

    const typed = uniqueCode('spring');
    const created = await createCode({ code: typed, offerId: offer.id, usageLimit: 5, perPlayerLimit: 1 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const code = created.body.data;
    expect(code).toMatchObject({
      code: typed.toUpperCase(),
      offerSlug: 'no-deposit-10',
      usedCount: 0,
      usageLimit: 5,
      perPlayerLimit: 1,
      isEnabled: true,
    });

    const redeemer = await player();
    const redeemed = await submitCode(app, redeemer.token, typed, 1);
    expect(redeemed.body.data).toMatchObject({ status: 2, code: typed.toUpperCase() });
    expect((await playerBonuses(app, redeemer.token)).body.data.map((b) => b.amount)).toEqual([10]);
    // Once per player: the second try is not available, and the code counts one use.
    expect((await submitCode(app, redeemer.token, typed, 1)).body.data.status).toBe(4);
    const list = await adminCall<{ data: AdminBonusCode[] }>(app, 'GET', '/api/admin/bonus-codes', {
      session: marketing,
    });
    expect(list.body.data.find((c) => c.id === code.id)).toMatchObject({ usedCount: 1, usageLimit: 5 });

    const audit = await auditOf('bonus_code.create', code.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: null, after: { code: typed.toUpperCase(), offerId: offer.id } });
  });

  it('a disabled code, or a code of a disabled offer, is not available to players', async () => {
    const offer = await demoOfferId('no-deposit-10');
    const typed = uniqueCode('off');
    const created = await createCode({ code: typed, offerId: offer.id });
    const disabled = await adminCall<{ data: AdminBonusCode }>(
      app,
      'POST',
      `/api/admin/bonus-codes/${created.body.data.id}/disable`,
      { session: marketing },
    );
    expect(disabled.status).toBe(200);
    expect(disabled.body.data.isEnabled).toBe(false);
    const refused = await player();
    expect((await submitCode(app, refused.token, typed, 1)).body.data).toMatchObject({ status: 4, bonus: null });
    expect((await playerBonuses(app, refused.token)).body.data).toEqual([]);
    expect(await auditOf('bonus_code.disable', created.body.data.id)).toMatchObject([
      { before: { isEnabled: true }, after: { isEnabled: false } },
    ]);

    // An offer of this test's own: switched off, its code is refused; switched on again, it works.
    const own = await testOffer(app);
    const ownCode = uniqueCode('own');
    expect((await createCode({ code: ownCode, offerId: own.id })).status).toBe(201);
    const off = await adminCall<{ data: AdminBonusOffer }>(app, 'POST', `/api/admin/bonuses/${own.id}/disable`, {
      session: marketing,
    });
    expect(off.body.data.isEnabled).toBe(false);
    const later = await player();
    expect((await submitCode(app, later.token, ownCode, 1)).body.data.status).toBe(4);
    const on = await adminCall<{ data: AdminBonusOffer }>(app, 'POST', `/api/admin/bonuses/${own.id}/enable`, {
      session: marketing,
    });
    expect(on.body.data.isEnabled).toBe(true);
    expect((await submitCode(app, later.token, ownCode, 1)).body.data.status).toBe(2);
    expect((await playerBonuses(app, later.token)).body.data.map((b) => b.amount)).toEqual([5]);
    expect((await auditOf('bonus_offer.disable', own.id)).length).toBe(1);
    expect((await auditOf('bonus_offer.enable', own.id)).length).toBe(1);
  });

  it('refuses bad input with field errors and a taken code with 409, changing nothing', async () => {
    const offer = await demoOfferId('no-deposit-10');
    const taken = uniqueCode('taken');
    expect((await createCode({ code: taken, offerId: offer.id })).status).toBe(201);
    const before = await auditCount();
    const codes = async () => (await queryRows(app.db, sql`select 1 from bonus_codes`)).length;
    const count = await codes();

    const again = await createCode({ code: taken.toLowerCase(), offerId: offer.id });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'bonus_code_taken', fields: { code: ['Already in use'] } });

    const fresh = uniqueCode('bad');
    const invalid: [Record<string, unknown>, string][] = [
      [{ code: fresh, offerId: crypto.randomUUID() }, 'offerId'],
      [{ code: fresh, offerId: offer.id, usageLimit: 0 }, 'usageLimit'],
      [{ code: fresh, offerId: offer.id, perPlayerLimit: 0 }, 'perPlayerLimit'],
      [{ code: 'x y', offerId: offer.id }, 'code'],
      [
        {
          code: fresh,
          offerId: offer.id,
          availableFrom: '2027-03-02T00:00:00Z',
          availableUntil: '2027-03-01T00:00:00Z',
        },
        'availableUntil',
      ],
    ];
    for (const [body, field] of invalid) {
      const answer = await createCode(body);
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.error.fields ?? {}), JSON.stringify(answer.body)).toContain(field);
    }
    expect(await codes()).toBe(count);
    expect(await auditCount()).toBe(before);
  });

  it('refuses staff without the permission', async () => {
    const offer = await demoOfferId('no-deposit-10');
    const typed = uniqueCode('nope');
    const refused = await createCode({ code: typed, offerId: offer.id }, support);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
    expect((await adminCall(app, 'GET', '/api/admin/bonuses', { session: support })).status).toBe(403);
    expect(await queryRows(app.db, sql`select 1 from bonus_codes where code = ${typed.toUpperCase()}`)).toEqual([]);
  });
});
