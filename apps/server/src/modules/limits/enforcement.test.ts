import { toMajorUnits, toMinorUnits } from '@croupier/contracts/minor-units';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../player/test-helpers.ts';
import { createLimitEnforcement, type LimitUsage, type UsageQuery } from './enforcement.ts';
import { createLimit, type FakeClock, limitsPlayer, startLimitsApp } from './test-helpers.ts';
import { durationEnd, periodEnd, periodStart } from './windows.ts';

/** What the wallet will record: amounts by kind, player, currency and time. */
function memoryUsage() {
  const entries: { kind: keyof LimitUsage; playerId: string; currency: string; at: Date; minor: bigint }[] = [];
  const queries: UsageQuery[] = [];
  const sum = (kind: keyof LimitUsage) => async (q: UsageQuery) => {
    queries.push(q);
    return entries
      .filter((e) => e.kind === kind && e.playerId === q.playerId && e.currency === q.currency)
      .filter((e) => e.at >= q.from && e.at < q.to)
      .reduce((total, e) => total + e.minor, 0n);
  };
  const usage: LimitUsage = { deposits: sum('deposits'), bets: sum('bets'), losses: sum('losses') };
  return {
    usage,
    queries,
    add: (kind: keyof LimitUsage, playerId: string, currency: string, at: Date, minor: bigint) =>
      entries.push({ kind, playerId, currency, at, minor }),
  };
}

describe('limit windows, durations and amounts', () => {
  it('counts days from 00:00 UTC, weeks from Monday 00:00 UTC (ISO), months from the 1st', () => {
    const sunday = new Date('2026-03-15T23:59:59.999Z');
    expect(periodStart('daily', sunday).toISOString()).toBe('2026-03-15T00:00:00.000Z');
    expect(periodStart('weekly', sunday).toISOString()).toBe('2026-03-09T00:00:00.000Z');
    expect(periodStart('weekly', new Date('2026-03-16T00:00:00Z')).toISOString()).toBe('2026-03-16T00:00:00.000Z');
    expect(periodStart('monthly', sunday).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(periodEnd('monthly', new Date('2026-12-31T10:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(periodEnd('weekly', sunday).toISOString()).toBe('2026-03-16T00:00:00.000Z');
  });

  it('runs cooling-off and self-exclusion by the calendar, clamping to the last day of a month', () => {
    const from = new Date('2026-01-31T12:00:00Z');
    expect(durationEnd('1d', from)?.toISOString()).toBe('2026-02-01T12:00:00.000Z');
    expect(durationEnd('1w', from)?.toISOString()).toBe('2026-02-07T12:00:00.000Z');
    expect(durationEnd('1m', from)?.toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(durationEnd('3m', from)?.toISOString()).toBe('2026-04-30T12:00:00.000Z');
    expect(durationEnd('6m', from)?.toISOString()).toBe('2026-07-31T12:00:00.000Z');
    expect(durationEnd('1y', new Date('2028-02-29T00:00:00Z'))?.toISOString()).toBe('2029-02-28T00:00:00.000Z');
    expect(durationEnd('5y', from)?.toISOString()).toBe('2031-01-31T12:00:00.000Z');
    expect(durationEnd('permanent', from)).toBeNull();
  });

  it('converts major units exactly and refuses extra decimals', () => {
    expect(toMinorUnits(0.1, 100)).toEqual({ ok: true, minor: 10n });
    expect(toMinorUnits(19.99, 100)).toEqual({ ok: true, minor: 1999n });
    expect(toMinorUnits(1e-8, 100_000_000)).toEqual({ ok: true, minor: 1n });
    expect(toMinorUnits(1e21, 1)).toEqual({ ok: true, minor: 10n ** 21n });
    expect(toMinorUnits(12.5, 1e18)).toEqual({ ok: true, minor: 125n * 10n ** 17n });
    expect(toMinorUnits(10.001, 100)).toEqual({ ok: false, reason: 'decimals' });
    expect(toMinorUnits(1.5, 1)).toEqual({ ok: false, reason: 'decimals' });
    expect(toMajorUnits(1999n, 100)).toBe(19.99);
    expect(toMajorUnits(1n, 100_000_000)).toBe(0.00000001);
    expect(toMajorUnits(5000n, 1)).toBe(5000);
  });
});

describe('limit enforcement for the wallet and the games', () => {
  let app: TestApp;
  let clock: FakeClock;
  beforeAll(async () => {
    ({ app, clock } = await startLimitsApp('enforcement-test-secret-of-at-least-32-chars'));
  });
  afterAll(() => app.close());

  it('allows a deposit within the deposit limit of its window and refuses one beyond it, saying what remains', async () => {
    const { token, playerId } = await limitsPlayer(app);
    await createLimit(app, token, { definition: 3, period: 'daily', currency: 'EUR', amount: 100 });
    const memory = memoryUsage();
    const { checkDeposit, checkBet } = createLimitEnforcement({ db: app.db, usage: memory.usage });
    const now = clock.now();
    memory.add('deposits', playerId, 'EUR', periodStart('daily', now), 6000n);
    // Yesterday's deposits belong to another window.
    memory.add('deposits', playerId, 'EUR', new Date(periodStart('daily', now).getTime() - 1), 9000n);

    expect(await checkDeposit({ playerId, currency: 'EUR', amountMinor: 4000n, now })).toEqual({ allowed: true });
    const refused = await checkDeposit({ playerId, currency: 'EUR', amountMinor: 4001n, now });
    expect(refused).toMatchObject({
      allowed: false,
      reason: 'deposit_limit',
      remainingMinor: 4000n,
      limit: { definition: 3, period: 'daily', currency: 'EUR', amountMinor: 10000n },
    });
    expect(memory.queries.at(-1)).toEqual({ playerId, currency: 'EUR', from: periodStart('daily', now), to: now });
    // Other currencies and bets are not bound by a EUR deposit limit.
    expect(await checkDeposit({ playerId, currency: 'USD', amountMinor: 10n ** 9n, now })).toEqual({ allowed: true });
    expect(await checkBet({ playerId, currency: 'EUR', amountMinor: 10n ** 9n, now })).toEqual({ allowed: true });
  });

  it('checks bets against bet and loss limits, reporting the tightest', async () => {
    const { token, playerId } = await limitsPlayer(app);
    await createLimit(app, token, { definition: 1, period: 'weekly', currency: 'EUR', amount: 500 });
    await createLimit(app, token, { definition: 2, period: 'monthly', currency: 'EUR', amount: 200 });
    const memory = memoryUsage();
    const { checkBet } = createLimitEnforcement({ db: app.db, usage: memory.usage });
    const now = clock.now();
    memory.add('bets', playerId, 'EUR', now, 0n);
    memory.add('losses', playerId, 'EUR', periodStart('monthly', now), 15000n);
    expect(await checkBet({ playerId, currency: 'EUR', amountMinor: 5000n, now })).toEqual({ allowed: true });
    expect(await checkBet({ playerId, currency: 'EUR', amountMinor: 6000n, now })).toMatchObject({
      allowed: false,
      reason: 'loss_limit',
      remainingMinor: 5000n,
    });
    memory.add('bets', playerId, 'EUR', periodStart('weekly', now), 49000n);
    expect(await checkBet({ playerId, currency: 'EUR', amountMinor: 2000n, now })).toMatchObject({
      allowed: false,
      reason: 'bet_limit',
      remainingMinor: 1000n,
    });
  });

  it('keeps enforcing the old amount while an increase waits for confirmation', async () => {
    const { token, playerId } = await limitsPlayer(app);
    const created = await createLimit(app, token, { definition: 3, period: 'daily', currency: 'EUR', amount: 10 });
    await call(app, 'PUT', `/api/player/limits/${created.body.data.id}`, {
      token,
      body: { period: 'daily', amount: 1000 },
    });
    const { checkDeposit } = createLimitEnforcement({ db: app.db, usage: memoryUsage().usage });
    expect(await checkDeposit({ playerId, currency: 'EUR', amountMinor: 2000n, now: clock.now() })).toMatchObject({
      allowed: false,
      reason: 'deposit_limit',
    });
  });

  it('[S2.2-50] refuses deposits and bets during a cooling-off until it ends', async () => {
    const { token, playerId } = await limitsPlayer(app);
    const coolingOff = await createLimit(app, token, { definition: 5, duration: '1d' });
    const { checkDeposit, checkBet } = createLimitEnforcement({ db: app.db, usage: memoryUsage().usage });
    const now = clock.now();
    const request = { playerId, currency: 'EUR', amountMinor: 100n, now };
    expect(await checkDeposit(request)).toMatchObject({ allowed: false, reason: 'cooling_off' });
    expect(await checkBet(request)).toMatchObject({
      allowed: false,
      reason: 'cooling_off',
      limit: { id: coolingOff.body.data.id, definition: 5 },
    });
    const after = new Date(Date.parse(coolingOff.body.data.expiredAt ?? '') + 1);
    expect(await checkDeposit({ ...request, now: after })).toEqual({ allowed: true });
  });

  it('refuses everything to a self-excluded player', async () => {
    const { token, playerId } = await limitsPlayer(app);
    await createLimit(app, token, { definition: 4, duration: '6m' });
    const { checkDeposit, checkBet } = createLimitEnforcement({ db: app.db, usage: memoryUsage().usage });
    const request = { playerId, currency: 'EUR', amountMinor: 1n, now: clock.now() };
    expect(await checkDeposit(request)).toMatchObject({ allowed: false, reason: 'self_excluded' });
    expect(await checkBet(request)).toMatchObject({ allowed: false, reason: 'self_excluded' });
  });
});
