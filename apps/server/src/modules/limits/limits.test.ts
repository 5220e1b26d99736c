import type { Limit, LimitConfirmResult } from '@croupier/contracts/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ErrorBody, login, type TestApp } from '../player/test-helpers.ts';
import {
  auditOf,
  createLimit,
  dayMs,
  type FakeClock,
  hourMs,
  type LimitResult,
  limitsPlayer,
  listLimits,
  startLimitsApp,
  storedLimitCount,
  topicsOf,
} from './test-helpers.ts';

type ConfirmResult = { data: LimitConfirmResult } & ErrorBody;

describe('responsible-gaming limits: create, change, remove, confirm', () => {
  let app: TestApp;
  let clock: FakeClock;
  beforeAll(async () => {
    ({ app, clock } = await startLimitsApp('limits-test-secret-of-at-least-32-characters'));
  });
  afterAll(() => app.close());

  const put = (token: string, id: string, body: unknown) =>
    call<LimitResult>(app, 'PUT', `/api/player/limits/${id}`, { token, body });
  const remove = (token: string, id: string) => call<LimitResult>(app, 'DELETE', `/api/player/limits/${id}`, { token });
  const confirm = (token: string, id: string) =>
    call<ConfirmResult>(app, 'POST', `/api/player/limits/${id}/confirm`, { token });

  async function depositLimit(token: string, amount = 100, period = 'daily'): Promise<Limit> {
    const res = await createLimit(app, token, { definition: 3, period, currency: 'EUR', amount });
    expect(res.status).toBe(201);
    return res.body.data;
  }

  it('[S1.4-28] [S1.7-42] [S1.7-43] [S1.3-18] [S1.3-19] [S1.3-20] [S2.7-36] creates a limit and lists it with id, definition, period, currency, amount', async () => {
    const { token, playerId } = await limitsPlayer(app);
    expect(await listLimits(app, token)).toEqual([]);
    const created = await createLimit(app, token, { definition: 1, period: 'weekly', currency: 'eur', amount: 25.5 });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(String),
      definition: 1,
      period: 'weekly',
      currency: 'EUR',
      amount: 25.5,
      expiredAt: null,
      pendingChange: null,
      imposed: false,
      createdAt: expect.any(String),
    });
    expect(await listLimits(app, token)).toEqual([created.body.data]);
    const audit = await auditOf(app, playerId);
    expect(audit.map((a) => [a.action, a.actor])).toEqual([['created', 'player']]);
    expect(audit[0]?.after).toMatchObject({ definition: 1, period: 'weekly', currency: 'EUR', amountMinor: '2550' });
    await expect.poll(() => topicsOf(app, playerId)).toContain('limit.created');
  });

  it('keeps one limit per definition, period and currency: a second answers 409 limit_exists', async () => {
    const { token } = await limitsPlayer(app);
    await depositLimit(token, 100, 'daily');
    const again = await createLimit(app, token, { definition: 3, period: 'daily', currency: 'EUR', amount: 50 });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('limit_exists');
    // Another period, another currency or another definition is a different limit.
    expect(
      (await createLimit(app, token, { definition: 3, period: 'weekly', currency: 'EUR', amount: 500 })).status,
    ).toBe(201);
    expect(
      (await createLimit(app, token, { definition: 3, period: 'daily', currency: 'USD', amount: 100 })).status,
    ).toBe(201);
    expect(
      (await createLimit(app, token, { definition: 2, period: 'daily', currency: 'EUR', amount: 100 })).status,
    ).toBe(201);
    expect(await listLimits(app, token)).toHaveLength(4);
    // Changing the weekly one to daily would make a second daily EUR deposit limit.
    const weekly = (await listLimits(app, token)).find((l) => l.period === 'weekly');
    const clash = await put(token, weekly?.id ?? '', { period: 'daily', amount: 50 });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('limit_exists');
  });

  it('[S1.4-29] [S1.7-44] applies a decrease at once and records it in the audit log', async () => {
    const { token, playerId } = await limitsPlayer(app);
    const limit = await depositLimit(token, 100);
    const changed = await put(token, limit.id, { period: 'daily', amount: 40 });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ amount: 40, period: 'daily', pendingChange: null });
    expect((await listLimits(app, token))[0]?.amount).toBe(40);
    const audit = await auditOf(app, playerId);
    expect(audit.map((a) => a.action)).toEqual(['created', 'changed']);
    expect(audit[1]?.before).toMatchObject({ amountMinor: '10000' });
    expect(audit[1]?.after).toMatchObject({ amountMinor: '4000' });
    await expect.poll(() => topicsOf(app, playerId)).toContain('limit.changed');
  });

  it('treats the same amount over a longer period as stricter (at once) and over a shorter one as looser (pending)', async () => {
    const { token } = await limitsPlayer(app);
    const limit = await depositLimit(token, 100, 'daily');
    const longer = await put(token, limit.id, { period: 'weekly', amount: 100 });
    expect(longer.body.data).toMatchObject({ period: 'weekly', amount: 100, pendingChange: null });
    const shorter = await put(token, limit.id, { period: 'daily', amount: 100 });
    expect(shorter.body.data).toMatchObject({ period: 'weekly', amount: 100 });
    expect(shorter.body.data.pendingChange).toMatchObject({ period: 'daily', amount: 100, removal: false });
    // A lower amount over a shorter window can still allow more in total: looser, so it waits too.
    const monthly = await depositLimit(token, 1000, 'monthly');
    const daily = await put(token, monthly.id, { period: 'daily', amount: 900 });
    expect(daily.body.data).toMatchObject({ period: 'monthly', amount: 1000 });
    expect(daily.body.data.pendingChange).toMatchObject({ period: 'daily', amount: 900 });
  });

  it('keeps an increase pending for 24 h; confirming earlier answers 409 limit_change_pending; afterwards it applies', async () => {
    const { token, playerId } = await limitsPlayer(app);
    const limit = await depositLimit(token, 100);
    const requestedAt = clock.now().getTime();
    const raised = await put(token, limit.id, { period: 'daily', amount: 250 });
    expect(raised.status).toBe(200);
    expect(raised.body.data.amount).toBe(100);
    const pending = raised.body.data.pendingChange;
    expect(pending).toMatchObject({ removal: false, period: 'daily', amount: 250, confirmable: false });
    const effectiveAt = Date.parse(pending?.effectiveAt ?? '');
    expect(effectiveAt - requestedAt).toBeGreaterThanOrEqual(24 * hourMs - 5_000);
    expect(effectiveAt - requestedAt).toBeLessThanOrEqual(24 * hourMs + 5_000);

    const early = await confirm(token, limit.id);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('limit_change_pending');
    clock.advance(23 * hourMs);
    expect((await confirm(token, limit.id)).body.error.code).toBe('limit_change_pending');
    expect((await listLimits(app, token))[0]?.amount).toBe(100);

    clock.advance(hourMs + 10_000);
    expect((await listLimits(app, token))[0]?.pendingChange?.confirmable).toBe(true);
    const confirmed = await confirm(token, limit.id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: 'changed', limit: { amount: 250, pendingChange: null } });
    expect((await confirm(token, limit.id)).body.error.code).toBe('no_pending_change');
    expect((await auditOf(app, playerId)).map((a) => a.action)).toEqual(['created', 'change_requested', 'changed']);
    await expect
      .poll(() => topicsOf(app, playerId))
      .toEqual(expect.arrayContaining(['limit.created', 'limit.change.requested', 'limit.changed']));
  });

  it('a decrease or the current values withdraw a pending increase', async () => {
    const { token, playerId } = await limitsPlayer(app);
    const limit = await depositLimit(token, 100);
    await put(token, limit.id, { period: 'daily', amount: 300 });
    const same = await put(token, limit.id, { period: 'daily', amount: 100 });
    expect(same.body.data).toMatchObject({ amount: 100, pendingChange: null });
    await put(token, limit.id, { period: 'daily', amount: 300 });
    const lower = await put(token, limit.id, { period: 'daily', amount: 80 });
    expect(lower.body.data).toMatchObject({ amount: 80, pendingChange: null });
    clock.advance(dayMs + 1000);
    expect((await confirm(token, limit.id)).body.error.code).toBe('no_pending_change');
    expect((await auditOf(app, playerId)).map((a) => a.action)).toEqual([
      'created',
      'change_requested',
      'change_withdrawn',
      'change_requested',
      'changed',
    ]);
  });

  it('[S1.4-30] [S1.7-45] keeps a removed limit in force for 24 h until the player confirms the removal', async () => {
    const { token, playerId } = await limitsPlayer(app);
    const limit = await depositLimit(token, 100);
    const removal = await remove(token, limit.id);
    expect(removal.status).toBe(202);
    expect(removal.body.data).toMatchObject({
      amount: 100,
      pendingChange: { removal: true, amount: null, period: null },
    });
    expect(await listLimits(app, token)).toHaveLength(1);
    // Asking again does not restart the wait.
    const again = await remove(token, limit.id);
    expect(again.body.data.pendingChange?.effectiveAt).toBe(removal.body.data.pendingChange?.effectiveAt);
    expect((await confirm(token, limit.id)).body.error.code).toBe('limit_change_pending');

    clock.advance(dayMs + 1000);
    const confirmed = await confirm(token, limit.id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toEqual({ status: 'removed', limit: null });
    expect(await listLimits(app, token)).toEqual([]);
    expect((await put(token, limit.id, { period: 'daily', amount: 10 })).status).toBe(404);
    expect((await auditOf(app, playerId)).map((a) => a.action)).toEqual(['created', 'removal_requested', 'removed']);
    await expect.poll(() => topicsOf(app, playerId)).toContain('limit.removed');
    // The slot is free again.
    expect((await createLimit(app, token, { definition: 3, period: 'daily', currency: 'EUR', amount: 5 })).status).toBe(
      201,
    );
  });

  it("answers 404 for another player's limit on PUT, DELETE and confirm, and changes nothing", async () => {
    const owner = await limitsPlayer(app);
    const other = await limitsPlayer(app);
    const limit = await depositLimit(owner.token, 100);
    for (const res of [
      await put(other.token, limit.id, { period: 'daily', amount: 10 }),
      await remove(other.token, limit.id),
      await confirm(other.token, limit.id),
      await put(owner.token, crypto.randomUUID(), { period: 'daily', amount: 10 }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('limit_not_found');
    }
    expect(await listLimits(app, other.token)).toEqual([]);
    expect(await listLimits(app, owner.token)).toEqual([limit]);
    const notAnId = await put(owner.token, 'not-a-uuid', { period: 'daily', amount: 10 });
    expect(notAnId.status).toBe(400);
    expect(notAnId.body.error.fields).toHaveProperty('limitId');
  });

  it('requires a session: 401 without a token', async () => {
    expect((await call(app, 'GET', '/api/player/limits')).status).toBe(401);
    const res = await call(app, 'POST', '/api/player/limits', { body: { definition: 5, duration: '1d' } });
    expect(res.status).toBe(401);
  });

  it.each([
    ['definition', { definition: 7, period: 'daily', currency: 'EUR', amount: 10 }],
    ['definition', { period: 'daily', currency: 'EUR', amount: 10 }],
    ['period', { definition: 1, period: 'yearly', currency: 'EUR', amount: 10 }],
    ['period', { definition: 1, currency: 'EUR', amount: 10 }],
    ['period', { definition: 4, period: 'daily', duration: '1y' }],
    ['currency', { definition: 2, period: 'daily', amount: 10 }],
    ['currency', { definition: 2, period: 'daily', currency: 'XYZ', amount: 10 }],
    ['currency', { definition: 2, period: 'daily', currency: 'LTC', amount: 10 }],
    ['currency', { definition: 5, currency: 'EUR', duration: '1d' }],
    ['amount', { definition: 3, period: 'daily', currency: 'EUR' }],
    ['amount', { definition: 3, period: 'daily', currency: 'EUR', amount: 0 }],
    ['amount', { definition: 3, period: 'daily', currency: 'EUR', amount: -5 }],
    ['amount', { definition: 3, period: 'daily', currency: 'EUR', amount: '10' }],
    ['amount', { definition: 3, period: 'daily', currency: 'EUR', amount: 10.123 }],
    ['amount', { definition: 3, period: 'daily', currency: 'JPY', amount: 1.5 }],
    ['amount', { definition: 3, period: 'daily', currency: 'EUR', amount: 1e16 }],
    ['amount', { definition: 4, amount: 10, duration: '6m' }],
    ['duration', { definition: 5 }],
    ['duration', { definition: 5, duration: '6m' }],
    ['duration', { definition: 4, duration: '1w' }],
    ['duration', { definition: 4, duration: 'forever' }],
    ['duration', { definition: 1, period: 'daily', currency: 'EUR', amount: 10, duration: '1d' }],
  ])('answers 400 naming %s and stores nothing for %j', async (field, body) => {
    const { token, playerId } = await limitsPlayer(app);
    const res = await createLimit(app, token, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.fields).toHaveProperty(field);
    expect(await storedLimitCount(app, playerId)).toBe(0);
    expect(await auditOf(app, playerId)).toEqual([]);
  });

  it('answers 400 for a bad PUT body and leaves the limit as it was', async () => {
    const { token } = await limitsPlayer(app);
    const limit = await depositLimit(token, 100);
    for (const [field, body] of [
      ['period', { amount: 10 }],
      ['period', { period: 'hourly', amount: 10 }],
      ['amount', { period: 'daily' }],
      ['amount', { period: 'daily', amount: 0 }],
      ['amount', { period: 'daily', amount: 1.001 }],
    ] as const) {
      const res = await put(token, limit.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields).toHaveProperty(field);
    }
    expect(await listLimits(app, token)).toEqual([limit]);
  });

  it('converts amounts exactly by the currency subunit, beyond the 64-bit range for ETH', async () => {
    const { token, playerId } = await limitsPlayer(app);
    const btc = await createLimit(app, token, { definition: 3, period: 'daily', currency: 'BTC', amount: 0.00000001 });
    expect(btc.body.data.amount).toBe(0.00000001);
    const eth = await createLimit(app, token, { definition: 3, period: 'daily', currency: 'ETH', amount: 12.5 });
    expect(eth.status).toBe(201);
    expect(eth.body.data.amount).toBe(12.5);
    const jpy = await createLimit(app, token, { definition: 1, period: 'daily', currency: 'JPY', amount: 5000 });
    expect(jpy.body.data.amount).toBe(5000);
    const minors = (await auditOf(app, playerId)).map((a) => a.after?.amountMinor);
    expect(minors).toEqual(['1', '12500000000000000000', '5000']);
  });

  it('[S1.3-21] [S2.3-23] sets a cooling-off with expiredAt that cannot be changed, removed or doubled; login stays open', async () => {
    const { token, playerId, email } = await limitsPlayer(app);
    const startedAt = clock.now().getTime();
    const created = await createLimit(app, token, { definition: 5, duration: '1w' });
    expect(created.status).toBe(201);
    const coolingOff = created.body.data;
    expect(coolingOff).toMatchObject({
      definition: 5,
      period: null,
      currency: null,
      amount: null,
      pendingChange: null,
    });
    const expiresIn = Date.parse(coolingOff.expiredAt ?? '') - startedAt;
    expect(Math.abs(expiresIn - 7 * dayMs)).toBeLessThan(10_000);

    for (const res of [
      await remove(token, coolingOff.id),
      await put(token, coolingOff.id, { period: 'daily', amount: 1 }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('limit_locked');
    }
    expect((await createLimit(app, token, { definition: 5, duration: '1d' })).body.error.code).toBe('limit_exists');
    expect((await login(app, email)).status).toBe(200);
    expect(await listLimits(app, token)).toEqual([coolingOff]);
    expect((await auditOf(app, playerId)).map((a) => a.action)).toEqual(['created']);

    clock.advance(7 * dayMs + 60_000);
    expect(await listLimits(app, token)).toEqual([]);
  });

  it('runs months of cooling-off by the calendar', async () => {
    const { token } = await limitsPlayer(app);
    const res = await createLimit(app, token, { definition: 5, duration: '3m' });
    const created = new Date(res.body.data.createdAt);
    const expected = new Date(created);
    expected.setUTCMonth(expected.getUTCMonth() + 3);
    // Equal unless the day does not exist three months on (then the month's last day).
    expect(Date.parse(res.body.data.expiredAt ?? '')).toBeLessThanOrEqual(expected.getTime());
    expect(Date.parse(res.body.data.expiredAt ?? '')).toBeGreaterThan(expected.getTime() - 4 * dayMs);
  });
});
