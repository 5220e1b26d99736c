import type { PlayerBonus } from '@croupier/contracts/bonus';
import { bonusErrorCodes, bonusTopics } from '@croupier/contracts/bonus';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import type { FakeClock } from '../limits/test-helpers.ts';
import { accountOf, expectLedgerConsistent, outboxPayloads } from '../payments/test-helpers.ts';
import { call, type TestApp } from '../player/test-helpers.ts';
import {
  bonusFootprint,
  bonusPlayer,
  depositBonuses,
  depositWithBonus,
  offerId,
  playerBonuses,
  playerFreespins,
  putAction,
  startBonusApp,
  submitCode,
} from './test-helpers.ts';

const day = 86_400_000;

describe('activating and cancelling bonuses', () => {
  let app: TestApp;
  let clock: FakeClock;
  beforeAll(async () => {
    ({ app, clock } = await startBonusApp());
  });
  afterAll(() => app.close());

  async function cashBonus(token: string): Promise<PlayerBonus> {
    expect((await submitCode(app, token, 'NODEPOSIT10', 1)).body.data.status).toBe(2);
    const [bonus] = (await playerBonuses(app, token)).body.data;
    if (!bonus) throw new Error('no bonus issued');
    return bonus;
  }

  it('[S1.4-31] [S1.7-48] activates an issued cash bonus: its money moves to the bonus balance, once', async () => {
    const player = await bonusPlayer(app);
    const bonus = await cashBonus(player.token);
    const res = await putAction(app, player.token, `/api/game/player-bonuses/${bonus.id}/activate`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: bonus.id, status: 2, result: 1, amount: 10 });
    expect(Date.parse(res.body.data.activatedAt ?? '')).toBe(Date.parse(res.body.data.activatedAt ?? ''));
    expect(Date.parse(res.body.data.expiresAt ?? '') - Date.parse(res.body.data.activatedAt ?? '')).toBe(7 * day);
    expect(await accountOf(app, player.token, 'CAD')).toMatchObject({ balance: 0, bonusBalance: 10 });
    await expectLedgerConsistent(app, player.account.id);

    const again = await putAction(app, player.token, `/api/game/player-bonuses/${bonus.id}/activate`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe(bonusErrorCodes.notActivatable);
    expect((await accountOf(app, player.token, 'CAD')).bonusBalance).toBe(10);

    const events = await outboxPayloads<{ bonus: PlayerBonus }>(app, player.playerId, bonusTopics.playerBonusUpdated);
    expect(events.map((e) => [e.bonus.status, e.bonus.result])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    const accountEvents = await outboxPayloads<{ account: { bonusBalance: number } }>(
      app,
      player.playerId,
      'wallet.account.changed',
    );
    expect(accountEvents.at(-1)?.account.bonusBalance).toBe(10);
  });

  it('[S1.4-32] [S1.7-50] cancels: an issued bonus simply ends, an active one forfeits the bonus balance', async () => {
    const player = await bonusPlayer(app);
    const issued = await cashBonus(player.token);
    const cancelled = await putAction(app, player.token, `/api/game/player-bonuses/${issued.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 3, result: 3 });
    expect((await playerBonuses(app, player.token)).body.data).toEqual([]);
    const twice = await putAction(app, player.token, `/api/game/player-bonuses/${issued.id}/cancel`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe(bonusErrorCodes.notCancelable);
    const late = await putAction(app, player.token, `/api/game/player-bonuses/${issued.id}/activate`);
    expect(late.body.error.code).toBe(bonusErrorCodes.notActivatable);

    const funded = await depositWithBonus(app, player, 'welcome-1', 40);
    const match = funded.bonuses.find((b) => b.amount === 40);
    if (!match) throw new Error('no deposit bonus');
    expect((await putAction(app, player.token, `/api/game/player-bonuses/${match.id}/activate`)).status).toBe(200);
    expect(await accountOf(app, player.token, 'CAD')).toMatchObject({ balance: 40, bonusBalance: 40 });
    const forfeited = await putAction(app, player.token, `/api/game/player-bonuses/${match.id}/cancel`);
    expect(forfeited.body.data).toMatchObject({ status: 3, result: 3 });
    expect(await accountOf(app, player.token, 'CAD')).toMatchObject({ balance: 40, bonusBalance: 0 });
    await expectLedgerConsistent(app, player.account.id);
  });

  it('keeps one bonus active at a time: a second activation is refused with the active one named', async () => {
    const player = await bonusPlayer(app);
    const cash = await cashBonus(player.token);
    const funded = await depositWithBonus(app, player, 'welcome-1', 100);
    const match = funded.bonuses.find((b) => b.type === 2);
    if (!match) throw new Error('no deposit bonus');
    expect((await putAction(app, player.token, `/api/game/player-bonuses/${cash.id}/activate`)).status).toBe(200);
    const before = await bonusFootprint(app, player.playerId);
    const refused = await putAction(app, player.token, `/api/game/player-bonuses/${match.id}/activate`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: bonusErrorCodes.anotherBonusActive,
      fields: { activeBonusId: [cash.id] },
    });
    expect(await bonusFootprint(app, player.playerId)).toEqual(before);
    expect((await accountOf(app, player.token, 'CAD')).bonusBalance).toBe(10);
    // The change-active-bonus flow: cancel the active one, then activate the other.
    expect((await putAction(app, player.token, `/api/game/player-bonuses/${cash.id}/cancel`)).status).toBe(200);
    expect((await putAction(app, player.token, `/api/game/player-bonuses/${match.id}/activate`)).status).toBe(200);
    expect(await accountOf(app, player.token, 'CAD')).toMatchObject({ balance: 100, bonusBalance: 100 });
    const active = await playerBonuses(app, player.token, '?status[]=2');
    expect(active.body.data.map((b) => b.id)).toEqual([match.id]);
  });

  it('lets one of two racing activations through', async () => {
    const player = await bonusPlayer(app);
    const cash = await cashBonus(player.token);
    const match = (await depositWithBonus(app, player, 'welcome-1', 60)).bonuses.find((b) => b.type === 2);
    if (!match) throw new Error('no deposit bonus');
    const answers = await Promise.all(
      [cash.id, match.id].map((id) => putAction(app, player.token, `/api/game/player-bonuses/${id}/activate`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.error.code).toBe(bonusErrorCodes.anotherBonusActive);
    expect((await playerBonuses(app, player.token, '?status[]=2')).body.data).toHaveLength(1);
    const winner = answers.find((a) => a.status === 200)?.body.data;
    expect((await accountOf(app, player.token, 'CAD')).bonusBalance).toBe(winner?.amount);
    await expectLedgerConsistent(app, player.account.id);
  });

  it('answers 404 for another player’s bonus or free spins and for unknown ids, and changes nothing', async () => {
    const owner = await bonusPlayer(app);
    const intruder = await bonusPlayer(app);
    const bonus = await cashBonus(owner.token);
    await submitCode(app, owner.token, 'FRUITSPINS', 1);
    const [spins] = (await playerFreespins(app, owner.token)).body.data;
    const before = await bonusFootprint(app, owner.playerId);
    for (const path of [
      `/api/game/player-bonuses/${bonus.id}/activate`,
      `/api/game/player-bonuses/${bonus.id}/cancel`,
      `/api/game/player-freespins/${spins?.id}/activate`,
      `/api/game/player-bonuses/${crypto.randomUUID()}/activate`,
      '/api/game/player-bonuses/not-an-id/cancel',
      `/api/game/player-freespins/${bonus.id}/activate`,
    ]) {
      const res = await putAction(app, intruder.token, path);
      expect(res.status, path).toBe(404);
      expect([bonusErrorCodes.bonusNotFound, bonusErrorCodes.freespinNotFound]).toContain(res.body.error.code);
    }
    expect(await bonusFootprint(app, owner.playerId)).toEqual(before);
    expect((await call(app, 'PUT', `/api/game/player-bonuses/${bonus.id}/activate`)).status).toBe(401);
  });

  it('[S1.4-33] [S1.7-49] activates issued free spins once', async () => {
    const player = await bonusPlayer(app);
    await submitCode(app, player.token, 'FRUITSPINS', 1);
    const [spins] = (await playerFreespins(app, player.token)).body.data;
    const res = await putAction(app, player.token, `/api/game/player-freespins/${spins?.id}/activate`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 2, result: 1, count: 25, playedCount: 0 });
    const again = await putAction(app, player.token, `/api/game/player-freespins/${spins?.id}/activate`);
    expect(again.body.error.code).toBe(bonusErrorCodes.notActivatable);
    // Free spins do not take the place of the one active bonus.
    const cash = await cashBonus(player.token);
    expect((await putAction(app, player.token, `/api/game/player-bonuses/${cash.id}/activate`)).status).toBe(200);
  });

  it('ends a bonus whose claim period is over instead of activating it', async () => {
    const player = await bonusPlayer(app);
    const bonus = await cashBonus(player.token);
    clock.advance(3 * day + 1000);
    try {
      const res = await putAction(app, player.token, `/api/game/player-bonuses/${bonus.id}/activate`);
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe(bonusErrorCodes.expired);
      expect((await playerBonuses(app, player.token)).body.data).toEqual([]);
      expect((await playerBonuses(app, player.token, '?status[]=3')).body.data[0]).toMatchObject({
        status: 3,
        result: 4,
      });
      expect((await accountOf(app, player.token, 'CAD')).bonusBalance).toBe(0);
    } finally {
      clock.advance(-(3 * day + 1000));
    }
  });

  it('refuses bonuses to a player in cooling-off or who opted out', async () => {
    const cooling = await bonusPlayer(app);
    const bonus = await cashBonus(cooling.token);
    const limit = await call(app, 'POST', '/api/player/limits', {
      token: cooling.token,
      body: { definition: 5, duration: '1d' },
    });
    expect(limit.status).toBe(201);
    const before = await bonusFootprint(app, cooling.playerId);
    const activate = await putAction(app, cooling.token, `/api/game/player-bonuses/${bonus.id}/activate`);
    expect(activate.status).toBe(409);
    expect(activate.body.error.code).toBe(bonusErrorCodes.blocked);
    expect((await submitCode(app, cooling.token, 'FRUITSPINS', 1)).body.error.code).toBe(bonusErrorCodes.blocked);
    expect(await bonusFootprint(app, cooling.playerId)).toEqual(before);

    const optedOut = await bonusPlayer(app);
    const profile = await call<{ data: Record<string, unknown> }>(app, 'GET', '/api/player/profile', {
      token: optedOut.token,
    });
    expect(profile.body.data.receiveBonus).toBe(true);
    const updated = await call<{ data: Record<string, unknown> }>(app, 'PUT', '/api/player/profile', {
      token: optedOut.token,
      body: { ...profile.body.data, receiveBonus: false },
    });
    expect(updated.body.data.receiveBonus).toBe(false);
    const code = await submitCode(app, optedOut.token, 'NODEPOSIT10', 1);
    expect(code.status).toBe(409);
    expect(code.body.error.code).toBe(bonusErrorCodes.optedOut);
    expect((await bonusFootprint(app, optedOut.playerId))?.bonuses).toBe('[]');
  });

  it('gives no bonus to accounts that share a device, so one person takes the welcome package once', async () => {
    const visitor = `visitor-${crypto.randomUUID()}`;
    const first = await bonusPlayer(app);
    const second = await bonusPlayer(app);
    for (const player of [first, second]) {
      const login = await call(app, 'POST', '/api/player/sessions', {
        body: { email: player.email, password: 'Correct-Horse-9', fingerprint: visitor },
      });
      expect(login.status).toBe(200);
    }
    const code = await submitCode(app, second.token, 'NODEPOSIT10', 1);
    expect(code.status).toBe(409);
    expect(code.body.error.code).toBe(bonusErrorCodes.duplicateAccount);
    const welcome = await depositWithBonus(app, first, 'welcome-1', 50);
    expect(welcome.bonuses).toEqual([]);
    expect((await depositBonuses(app, '', { token: first.token })).body.data).toEqual([]);
  });

  it('caps wagering at the jurisdiction’s limit (UK 10×)', async () => {
    const player = await bonusPlayer(app);
    await app.db.execute(sql`update players set country = 'GB' where id = ${player.playerId}`);
    const bonus = await cashBonus(player.token);
    expect(bonus).toMatchObject({ wagerCasino: 10, requiredWagerCasinoAmount: 100 });
  });

  it('issues the chosen deposit bonus from a successful deposit, once and only when its conditions hold', async () => {
    const player = await bonusPlayer(app);
    const small = await depositWithBonus(app, player, 'welcome-1', 10);
    expect(small.bonuses).toEqual([]);
    const second = await depositWithBonus(app, player, 'welcome-1', 50);
    expect(second.bonuses).toEqual([]);
    const third = await depositWithBonus(app, player, 'welcome-3', 800);
    expect(third.bonuses.map((b) => [b.type, b.amount, b.requiredWagerCasinoAmount])).toEqual([[2, 200, 7000]]);
    expect(third.freespins.map((f) => f.count)).toEqual([50]);
    const declined = await depositWithBonus(app, player, 'reload', 100, { isBonusDecline: true });
    expect(declined.bonuses).toEqual([]);
    const rows = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from player_bonuses where player_id = ${player.playerId}`,
    );
    expect(rows[0]?.n).toBe(1);
    expect(await offerId(app, 'reload')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
