import type { AdminLoyaltyLevels } from '@croupier/contracts/admin-loyalty';
import type { LoyaltyAccount } from '@croupier/contracts/retention';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { startTestApp } from '../../testing/test-app.ts';
import { walletPlayer } from '../payments/test-helpers.ts';
import { call, type TestApp } from '../player/test-helpers.ts';
import { adminCall, enrolStaff, type StaffSession, signIn, type TestClock, testClock } from './test-helpers.ts';

type Answer = { data: AdminLoyaltyLevels; error: { code: string; fields?: Record<string, string[]> } };

let app: TestApp;
let clock: TestClock;
let marketing: StaffSession;
let support: StaffSession;

const levels = async () =>
  (await adminCall<Answer>(app, 'GET', '/api/admin/loyalty-levels', { session: marketing })).body.data.levels;
const put = (body: unknown, session = marketing) =>
  adminCall<Answer>(app, 'PUT', '/api/admin/loyalty-levels', { session, body });
const asBody = (list: AdminLoyaltyLevels['levels']) => list.map(({ order: _order, ...level }) => level);

beforeAll(async () => {
  clock = testClock();
  app = await startTestApp({}, { clock: clock.now });
  marketing = await signIn(app, clock, await enrolStaff(app, clock, ['marketing']));
  support = await signIn(app, clock, await enrolStaff(app, clock, ['support']));
});
/** The top level's order before the test added one: what the shared database is put back to. */
let seededTop: number | undefined;
afterAll(async () => {
  // On a shared PostgreSQL other files read the seeded levels: the added one (and who reached it) goes.
  if (seededTop !== undefined) {
    await app.db.execute(sql`update loyalty_accounts set level_order = ${seededTop} where level_order > ${seededTop}`);
    await app.db.execute(sql`delete from loyalty_levels where "order" > ${seededTop}`);
  }
  await app.close();
});

describe('back-office loyalty levels (issue 22 §7)', () => {
  it('marketing adds a level at the end and edits it: a player’s next level computation has it, audited', async () => {
    const current = await levels();
    const top = current.at(-1);
    if (!top) throw new Error('no levels');
    seededTop = top.order;
    // Far above every level other tests use, so a shared database's players are not moved.
    const points = top.points + 1_000_000;
    const added = await put({
      levels: [
        ...asBody(current),
        {
          id: null,
          names: { en: 'Obsidian' },
          points,
          cashbackPercent: 12,
          levelUpBonusMinor: '100000',
          birthdayBonusMinor: '5000',
        },
      ],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const created = added.body.data.levels.at(-1);
    expect(created).toMatchObject({ order: top.order + 1, names: { en: 'Obsidian' }, points, cashbackPercent: 12 });

    const player = await walletPlayer(app, { currency: 'CAD' });
    await app.db.execute(
      sql`insert into loyalty_accounts (player_id, points_x100, level_order, updated_at)
          values (${player.playerId}, ${BigInt(points + 10) * 100n}, ${top.order}, now())`,
    );
    const account = await call<{ data: LoyaltyAccount }>(app, 'GET', '/api/retention/account', { token: player.token });
    expect(account.body.data.currentLevel).toMatchObject({ name: 'Obsidian', points, order: top.order + 1 });

    // Its threshold raised above the player's points: the next computation puts them back a level.
    const raised = await put({
      levels: [...asBody(current), { ...asBody(added.body.data.levels).at(-1), points: points + 20 }],
    });
    expect(raised.status).toBe(200);
    const again = await call<{ data: LoyaltyAccount }>(app, 'GET', '/api/retention/account', { token: player.token });
    expect(again.body.data.currentLevel?.order).toBe(top.order);
    expect(again.body.data.nextLevel).toMatchObject({ name: 'Obsidian', points: points + 20 });

    const audit = await queryRows<{ before: unknown; after: unknown }>(
      app.db,
      sql`select before, after from audit_log where action = 'loyalty_levels.edit' order by id desc limit 1`,
    );
    expect(audit[0]?.after).toMatchObject({
      levels: expect.arrayContaining([expect.objectContaining({ points: points + 20 })]),
    });
  });

  it('refuses thresholds out of order, moved levels and staff without the permission, changing nothing', async () => {
    const current = await levels();
    const body = asBody(current);
    const [first, second] = body;
    if (!first || !second) throw new Error('fewer than two levels');
    const unordered = await put({ levels: [first, { ...second, points: first.points }, ...body.slice(2)] });
    expect(unordered.status).toBe(400);
    expect(Object.keys(unordered.body.error.fields ?? {})).toContain('levels.1.points');
    const swapped = await put({ levels: [{ ...second, points: 0 }, { ...first, points: 1 }, ...body.slice(2)] });
    expect(swapped.status).toBe(400);
    expect(Object.keys(swapped.body.error.fields ?? {})).toContain('levels.0.id');
    const badPerk = await put({ levels: [{ ...first, cashbackPercent: 101 }, ...body.slice(1)] });
    expect(Object.keys(badPerk.body.error.fields ?? {})).toContain('levels.0.cashbackPercent');
    expect((await put({ levels: body }, support)).status).toBe(403);
    expect(await levels()).toEqual(current);
  });
});
