import type { RealityCheck } from '@croupier/contracts/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ErrorBody, type TestApp } from '../player/test-helpers.ts';
import { auditOf, type FakeClock, limitsPlayer, startLimitsApp } from './test-helpers.ts';

type Result = { data: RealityCheck } & ErrorBody;
const minuteMs = 60_000;

describe('reality check: interval, session time, acknowledgement', () => {
  let app: TestApp;
  let clock: FakeClock;
  beforeAll(async () => {
    ({ app, clock } = await startLimitsApp('reality-check-test-secret-of-at-least-32-chars'));
  });
  afterAll(() => app.close());

  const path = '/api/player/limits/reality-check';
  const get = (token: string) => call<Result>(app, 'GET', path, { token });
  const set = (token: string, body: unknown) => call<Result>(app, 'PUT', path, { token, body });
  const acknowledge = (token: string) => call<Result>(app, 'POST', `${path}/acknowledge`, { token });

  it('is off by default and reports the session start; netPosition is null until the wallet exists', async () => {
    const { token } = await limitsPlayer(app);
    const res = await get(token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ intervalMinutes: null, netPosition: null, dueAt: null });
    expect(Date.parse(res.body.data.sessionStartedAt)).toBeLessThanOrEqual(clock.now().getTime() + 1000);
  });

  it('is due one interval after the session start, must be acknowledged then, and is due one interval later again', async () => {
    const { token, playerId } = await limitsPlayer(app);
    const chosen = await set(token, { intervalMinutes: 30 });
    expect(chosen.status).toBe(200);
    const { sessionStartedAt, dueAt } = chosen.body.data;
    expect(Date.parse(dueAt ?? '')).toBe(Date.parse(sessionStartedAt) + 30 * minuteMs);

    const early = await acknowledge(token);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('reality_check_not_due');

    clock.advance(31 * minuteMs);
    const acknowledged = await acknowledge(token);
    expect(acknowledged.status).toBe(200);
    expect(acknowledged.body.data.sessionMinutes).toBeGreaterThanOrEqual(30);
    const nextDue = Date.parse(acknowledged.body.data.dueAt ?? '');
    expect(Math.abs(nextDue - (clock.now().getTime() + 30 * minuteMs))).toBeLessThan(5000);

    expect((await auditOf(app, playerId)).map((a) => a.action)).toEqual([
      'reality_check_set',
      'reality_check_acknowledged',
    ]);
  });

  it('turns off with null; acknowledging then answers 409 reality_check_off', async () => {
    const { token, playerId } = await limitsPlayer(app);
    await set(token, { intervalMinutes: 15 });
    const off = await set(token, { intervalMinutes: null });
    expect(off.body.data).toMatchObject({ intervalMinutes: null, dueAt: null });
    expect((await acknowledge(token)).body.error.code).toBe('reality_check_off');
    const audit = await auditOf(app, playerId);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['reality_check_set', { intervalMinutes: null }, { intervalMinutes: 15 }],
      ['reality_check_set', { intervalMinutes: 15 }, { intervalMinutes: null }],
    ]);
  });

  it.each([[25], [0], ['30'], [undefined], [14.5]])(
    'answers 400 for interval %j and keeps the old one',
    async (value) => {
      const { token } = await limitsPlayer(app);
      await set(token, { intervalMinutes: 60 });
      const res = await set(token, value === undefined ? {} : { intervalMinutes: value });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toHaveProperty('intervalMinutes');
      expect((await get(token)).body.data.intervalMinutes).toBe(60);
    },
  );

  it('requires a session', async () => {
    expect((await call(app, 'GET', path)).status).toBe(401);
  });
});
