import type { BonusCode } from '@croupier/contracts/bonus';
import { attemptsExceededMessage, bonusErrorCodes, bonusTopics } from '@croupier/contracts/bonus';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import type { FakeClock } from '../limits/test-helpers.ts';
import { fund, outboxPayloads } from '../payments/test-helpers.ts';
import { call, type ErrorBody, type TestApp } from '../player/test-helpers.ts';
import {
  bonusFootprint,
  bonusPlayer,
  type CodeAnswer,
  depositBonuses,
  depositWithBonus,
  offerId,
  playerBonuses,
  playerFreespins,
  startBonusApp,
  submitCode,
} from './test-helpers.ts';

const currentCode = (app: TestApp, token: string) =>
  call<{ data: BonusCode | null } & ErrorBody>(app, 'GET', '/api/game/bonuses/bonuscodes?trigger=3', { token });
const removeCode = (app: TestApp, token: string, id: string) =>
  call<ErrorBody>(app, 'DELETE', `/api/game/bonuses/bonuscodes?playerBonusCodeId=${id}`, { token });

async function usedCount(app: TestApp, code: string): Promise<number> {
  const [row] = await queryRows<{ used: number }>(
    app.db,
    sql`select used_count as used from bonus_codes where code = ${code}`,
  );
  return row?.used ?? -1;
}

describe('bonus codes', () => {
  let app: TestApp;
  let clock: FakeClock;
  beforeAll(async () => {
    ({ app, clock } = await startBonusApp({ BONUS_CODE_ATTEMPTS_PER_HOUR: '3' }));
  });
  afterAll(() => app.close());

  it('[S2.7-32] [S2.7-33] [S2.9-28] [S2.9-29] [S2.9-30] [S1.9-28] a check (1) redeems a regular code at once; a deposit code is left to apply (3) and waits as type 3', async () => {
    const player = await bonusPlayer(app);
    const regular = await submitCode(app, player.token, 'nodeposit10', 1);
    expect(regular.status).toBe(200);
    expect(regular.body.data).toMatchObject({ status: 2, code: 'NODEPOSIT10', isLive: false });
    expect(regular.body.data.bonusPackage?.name).toBe('No-deposit bonus');
    expect((await playerBonuses(app, player.token)).body.data.map((b) => b.amount)).toEqual([10]);

    // The site checks first: a deposit code is not regular (4, not counted as a failed attempt) …
    const checked = await submitCode(app, player.token, 'WELCOME100', 1);
    expect(checked.body.data).toMatchObject({ status: 4, id: null, bonus: null });
    // … then applies it to the next deposit (1), with the deposit bonus it unlocks.
    const applied = await submitCode(app, player.token, 'WELCOME100', 3);
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ status: 1, code: 'WELCOME100', isLive: true });
    expect(applied.body.data.bonus?.package.bonuses[0]?.assignConditions.maxAmountItems).toContainEqual({
      currency: 'CAD',
      amount: 1000,
    });
    expect((await currentCode(app, player.token)).body.data).toMatchObject({ id: applied.body.data.id, status: 1 });
    // It waits for the deposit as the bonus-code type 3; the checks (1) left nothing waiting, and 2 is no mode.
    const waiting = (trigger: number) =>
      call<{ data: BonusCode | null } & ErrorBody>(app, 'GET', `/api/game/bonuses/bonuscodes?trigger=${trigger}`, {
        token: player.token,
      });
    expect((await waiting(1)).body.data).toBeNull();
    expect((await waiting(2)).status).toBe(400);
    expect((await submitCode(app, player.token, 'WELCOME100', 2 as 1)).status).toBe(400);
    // Applied again (the wallet opened again): the same code, nothing new written.
    const usesBefore = await usedCount(app, 'WELCOME100');
    const reapplied = await submitCode(app, player.token, 'WELCOME100', 3);
    expect(reapplied.body.data).toMatchObject({ id: applied.body.data.id, status: 1, isLive: true });
    expect(await usedCount(app, 'WELCOME100')).toBe(usesBefore);
    // The unlocked offer joins the deposit screen's list.
    const offers = await depositBonuses(app, '', { token: player.token });
    expect(offers.body.data.map((o) => o.package.name)).toContain('WELCOME100');

    const events = await outboxPayloads<{ bonusCode: BonusCode }>(
      app,
      player.playerId,
      bonusTopics.playerBonusCodeUpdated,
    );
    expect(events.map((e) => [e.bonusCode.code, e.bonusCode.status, e.bonusCode.isLive])).toEqual([
      ['NODEPOSIT10', 2, false],
      ['WELCOME100', 1, true],
    ]);
  });

  it('[S2.9-20] [S2.9-21] [S2.9-22] a bonus’s type says what it gives: 1 its cash amount, 2 a share of the deposit, 3 free spins', async () => {
    const player = await bonusPlayer(app);
    const terms = (answer: { body: CodeAnswer }) => answer.body.data.bonus?.package.bonuses ?? [];
    // 1: the no-deposit code's cash bonus pays its fixed amount.
    const cash = await submitCode(app, player.token, 'NODEPOSIT10', 1);
    expect(terms(cash).map((b) => [b.type, b.assignConditions.amountItems.find((i) => i.currency === 'CAD')])).toEqual([
      [1, { currency: 'CAD', amount: 10 }],
    ]);
    expect((await playerBonuses(app, player.token)).body.data.map((b) => [b.type, b.amount])).toEqual([[1, 10]]);
    // 3: the fruit-stand code awards its preset number of free spins, and no money.
    const spins = await submitCode(app, player.token, 'FRUITSPINS', 1);
    expect(terms(spins).map((b) => [b.type, b.assignConditions.presets])).toEqual([[3, [{ quantity: 25 }]]]);
    expect((await playerFreespins(app, player.token)).body.data.map((f) => f.count)).toEqual([25]);
    // 2: the reload match gives half of a second deposit.
    await fund(app, player, 20);
    const reloadId = await offerId(app, 'reload');
    const offers = (await depositBonuses(app, '?currency=CAD', { token: player.token })).body.data;
    const reload = offers.find((o) => o.id === reloadId);
    expect(reload?.package.bonuses.map((b) => [b.type, b.assignConditions.depositPercentage])).toEqual([[2, 50]]);
    const funded = await depositWithBonus(app, player, 'reload', 100);
    expect(funded.bonuses.map((b) => [b.type, b.amount])).toEqual([[2, 50]]);
    expect(funded.freespins).toEqual([]);
  });

  it('a deposit choosing the code’s bonus uses the code up and issues it', async () => {
    const player = await bonusPlayer(app);
    const applied = await submitCode(app, player.token, 'WELCOME100', 3);
    expect(applied.body.data.status).toBe(1);
    const funded = await depositWithBonus(app, player, 'welcome-code', 600);
    expect(funded.bonuses.map((b) => [b.amount, b.wagerCasino])).toEqual([[600, 40]]);
    expect(funded.freespins.map((f) => f.count)).toEqual([100]);
    expect((await currentCode(app, player.token)).body.data).toBeNull();
  });

  it('[S2.7-34] removes an applied code by its id; another player’s id is 404', async () => {
    const owner = await bonusPlayer(app);
    const intruder = await bonusPlayer(app);
    const before = await usedCount(app, 'WELCOME100');
    const applied = await submitCode(app, owner.token, 'WELCOME100', 3);
    const id = applied.body.data.id as string;
    expect(await usedCount(app, 'WELCOME100')).toBe(before + 1);
    const foreign = await removeCode(app, intruder.token, id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe(bonusErrorCodes.bonusCodeNotFound);
    expect((await currentCode(app, owner.token)).body.data?.id).toBe(id);
    expect((await removeCode(app, owner.token, id)).status).toBe(204);
    expect((await currentCode(app, owner.token)).body.data).toBeNull();
    expect(await usedCount(app, 'WELCOME100')).toBe(before);
    expect((await removeCode(app, owner.token, id)).status).toBe(404);
    expect((await removeCode(app, owner.token, 'nonsense')).status).toBe(404);
  });

  it('answers 3 for an unknown code and 4 for one the player may not use', async () => {
    const player = await bonusPlayer(app);
    const wrong = await submitCode(app, player.token, 'NOSUCHCODE', 1);
    expect(wrong.status).toBe(200);
    expect(wrong.body.data).toMatchObject({ status: 3, id: null, bonus: null, bonusPackage: null });
    expect((await submitCode(app, player.token, 'FRUITSPINS', 1)).body.data.status).toBe(2);
    // Each player may use a code once.
    expect((await submitCode(app, player.token, 'FRUITSPINS', 1)).body.data.status).toBe(4);
    // A first-deposit code after a deposit.
    const depositor = await bonusPlayer(app);
    await depositWithBonus(app, depositor, 'reload', 50);
    expect((await submitCode(app, depositor.token, 'WELCOME100', 3)).body.data.status).toBe(4);
    // A code whose uses are spent.
    await app.db.execute(sql`update bonus_codes set usage_limit = used_count where code = 'NODEPOSIT10'`);
    try {
      expect((await submitCode(app, depositor.token, 'NODEPOSIT10', 1)).body.data.status).toBe(4);
    } finally {
      await app.db.execute(sql`update bonus_codes set usage_limit = 1000 where code = 'NODEPOSIT10'`);
    }
  });

  it('stops a player after the hourly number of wrong or unavailable codes with "Exceeded max attempts"', async () => {
    const player = await bonusPlayer(app);
    const other = await bonusPlayer(app);
    for (const code of ['WRONG1', 'WRONG2', 'WRONG3']) {
      expect((await submitCode(app, player.token, code, 1)).body.data.status).toBe(3);
    }
    const before = await bonusFootprint(app, player.playerId);
    const blocked = await submitCode(app, player.token, 'NODEPOSIT10', 1);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toEqual({ code: bonusErrorCodes.attemptsExceeded, message: attemptsExceededMessage });
    expect(await bonusFootprint(app, player.playerId)).toEqual(before);
    // Only this player: another still redeems.
    expect((await submitCode(app, other.token, 'NODEPOSIT10', 1)).body.data.status).toBe(2);
    clock.advance(3_600_000 + 1000);
    try {
      expect((await submitCode(app, player.token, 'NODEPOSIT10', 1)).body.data.status).toBe(2);
    } finally {
      clock.advance(-(3_600_000 + 1000));
    }
  });

  it('refuses malformed bodies with field errors and writes nothing', async () => {
    const player = await bonusPlayer(app);
    const before = await bonusFootprint(app, player.playerId);
    const cases: [Record<string, unknown>, string][] = [
      [{ bonusCode: 'AB', trigger: 1 }, 'bonusCode'],
      [{ bonusCode: 'WELCOME100', trigger: 2 }, 'trigger'],
      [{ bonusCode: 'WELCOME100' }, 'trigger'],
      [{ trigger: 3 }, 'bonusCode'],
      [{ bonusCode: 'X'.repeat(65), trigger: 3 }, 'bonusCode'],
      [{ bonusCode: 'WELCOME100', trigger: 3, currency: 'XXX' }, 'currency'],
    ];
    for (const [body, field] of cases) {
      const res = await call<ErrorBody>(app, 'POST', '/api/game/bonuses/bonuscodes', { token: player.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {})).toContain(field);
    }
    expect(
      (await call<ErrorBody>(app, 'GET', '/api/game/bonuses/bonuscodes?trigger=7', { token: player.token })).status,
    ).toBe(400);
    expect((await call<ErrorBody>(app, 'DELETE', '/api/game/bonuses/bonuscodes', { token: player.token })).status).toBe(
      400,
    );
    expect(await bonusFootprint(app, player.playerId)).toEqual(before);
    const [attempts] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from bonus_code_attempts where player_id = ${player.playerId}`,
    );
    expect(attempts?.n).toBe(0);
    expect(await offerId(app, 'welcome-code')).toBeTruthy();
  });

  it('applies the bonus code typed at sign-up: held for the first deposit, which then issues its bonus', async () => {
    const player = await bonusPlayer(app, 'CAD', 'CA', { bonusCode: 'welcome100' });
    const applied = await currentCode(app, player.token);
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ status: 1, code: 'WELCOME100', isLive: true });
    expect(applied.body.data?.bonus?.id).toBe(await offerId(app, 'welcome-code'));
    const offers = await depositBonuses(app, '', { token: player.token });
    expect(offers.body.data.map((o) => o.package.name)).toContain('WELCOME100');

    const deposit = await depositWithBonus(app, player, 'welcome-code', 50);
    expect(deposit.bonuses.map((b) => [b.type, b.amount, b.status])).toEqual([[2, 50, 1]]);
    expect(deposit.freespins.map((f) => f.count)).toEqual([100]);
    expect((await currentCode(app, player.token)).body.data).toBeNull();
  });

  it('signs up whatever the code: a regular one is redeemed, an unknown one recorded and nothing applied', async () => {
    const regular = await bonusPlayer(app, 'CAD', 'CA', { bonusCode: 'NODEPOSIT10' });
    expect((await playerBonuses(app, regular.token)).body.data.map((b) => [b.amount, b.status])).toEqual([[10, 1]]);
    expect((await currentCode(app, regular.token)).body.data).toBeNull();

    const unknown = await bonusPlayer(app, 'CAD', 'CA', { bonusCode: 'NO-SUCH-CODE' });
    expect((await currentCode(app, unknown.token)).body.data).toBeNull();
    const [attempts] = await queryRows<{ codes: string[] }>(
      app.db,
      sql`select coalesce(array_agg(code || ':' || status), '{}') as codes from bonus_code_attempts
        where player_id = ${unknown.playerId}`,
    );
    expect(attempts?.codes).toEqual(['NO-SUCH-CODE:3']);
    expect((await bonusFootprint(app, unknown.playerId))?.bonuses).toBe('[]');

    const optedOut = await bonusPlayer(app, 'CAD', 'CA', { bonusCode: 'WELCOME100', receiveBonus: false });
    expect((await currentCode(app, optedOut.token)).body.data).toBeNull();
  });
});
