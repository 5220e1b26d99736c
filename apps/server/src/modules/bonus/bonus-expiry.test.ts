import type { BonusExpirySweep, PlayerBonus, PlayerFreespin } from '@croupier/contracts/bonus';
import { bonusTopics } from '@croupier/contracts/bonus';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { startTestApp } from '../../testing/test-app.ts';
import { type FakeClock, fakeClock } from '../limits/test-helpers.ts';
import {
  accountOf,
  expectLedgerConsistent,
  operatorToken,
  outboxPayloads,
  type TestPlayer,
  unbalancedTransactions,
} from '../payments/test-helpers.ts';
import { call, type ErrorBody, type TestApp } from '../player/test-helpers.ts';
import { bonusPlayer, playerBonuses, playerFreespins, putAction, submitCode } from './test-helpers.ts';

const day = 86_400_000;
const everyStatus = '?status[]=1&status[]=2&status[]=3&status[]=4&perPage=100';
const env = {
  JWT_SECRET: 'bonus-expiry-test-jwt-secret-of-32-characters',
  OPERATOR_API_TOKEN: operatorToken,
};

const sweep = (app: TestApp) =>
  call<{ data: BonusExpirySweep } & ErrorBody>(app, 'POST', '/api/operator/bonuses/expiry-sweep', {
    headers: { authorization: `Bearer ${operatorToken}` },
  });

/** The bonus.forfeit postings of one bonus: the amount house:bonus received, per posting. */
async function forfeits(app: TestApp, bonusId: string): Promise<number[]> {
  const rows = await queryRows<{ amount: string }>(
    app.db,
    sql`select e.amount_minor::text as amount from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.ledger_account_id and a.code = 'house:bonus'
      where t.kind = 'bonus.forfeit' and t.reference = ${bonusId}`,
  );
  return rows.map((r) => Number(r.amount));
}

async function onlyBonus(app: TestApp, token: string): Promise<PlayerBonus> {
  const [bonus] = (await playerBonuses(app, token, everyStatus)).body.data;
  if (!bonus) throw new Error('no bonus');
  return bonus;
}

async function onlySpins(app: TestApp, token: string): Promise<PlayerFreespin> {
  const [spins] = (await playerFreespins(app, token, everyStatus)).body.data;
  if (!spins) throw new Error('no free spins');
  return spins;
}

/** A player holding an active 10 CAD cash bonus (NODEPOSIT10: 3 claim days, 7 active days). */
async function activeCashBonus(app: TestApp): Promise<{ player: TestPlayer; bonus: PlayerBonus }> {
  const player = await bonusPlayer(app);
  expect((await submitCode(app, player.token, 'NODEPOSIT10', 1)).body.data.status).toBe(2);
  const issued = await onlyBonus(app, player.token);
  const activated = await putAction(app, player.token, `/api/game/player-bonuses/${issued.id}/activate`);
  expect(activated.status).toBe(200);
  return { player, bonus: activated.body.data };
}

describe('the bonus expiry sweep', () => {
  let app: TestApp;
  const clock: FakeClock = fakeClock();
  beforeAll(async () => {
    // The timer is out of the way here (a day): these tests run each sweep themselves and count what it did.
    app = await startTestApp({ ...env, BONUS_EXPIRY_SWEEP_MS: String(day) }, { clock: clock.now });
  });
  afterAll(() => app.close());

  it('answers 401 without the operator token', async () => {
    expect((await call(app, 'POST', '/api/operator/bonuses/expiry-sweep')).status).toBe(401);
  });

  it('ends issued bonuses and free spins past their claim period as expired, and nothing before', async () => {
    const player = await bonusPlayer(app);
    await submitCode(app, player.token, 'NODEPOSIT10', 1);
    await submitCode(app, player.token, 'FRUITSPINS', 1);
    const claimUntil = Date.parse((await onlyBonus(app, player.token)).expiresAt ?? '');
    const spinsClaimUntil = Date.parse((await onlySpins(app, player.token)).expiresAt ?? '');
    expect(spinsClaimUntil).toBeGreaterThan(claimUntil);
    clock.advance(claimUntil - clock.now().getTime() - 60_000);
    await sweep(app);
    expect((await onlyBonus(app, player.token)).status).toBe(1);

    clock.advance(2 * 60_000);
    const swept = await sweep(app);
    expect(swept.status).toBe(200);
    expect(swept.body.data.bonuses).toBeGreaterThanOrEqual(1);
    expect(await onlyBonus(app, player.token)).toMatchObject({ status: 3, result: 4 });
    expect((await onlySpins(app, player.token)).status).toBe(1);
    clock.advance(spinsClaimUntil - clock.now().getTime() + 60_000);
    expect((await sweep(app)).body.data.freespins).toBeGreaterThanOrEqual(1);
    expect(await onlySpins(app, player.token)).toMatchObject({ status: 3, result: 4 });
    expect((await playerBonuses(app, player.token)).body.data).toEqual([]);
    const bonusEvents = await outboxPayloads<{ bonus: PlayerBonus }>(
      app,
      player.playerId,
      bonusTopics.playerBonusUpdated,
    );
    expect(bonusEvents.map((e) => [e.bonus.status, e.bonus.result])).toEqual([
      [1, 1],
      [3, 4],
    ]);
    const spinEvents = await outboxPayloads<{ freespin: PlayerFreespin }>(
      app,
      player.playerId,
      bonusTopics.playerFreespinUpdated,
    );
    expect(spinEvents.map((e) => [e.freespin.status, e.freespin.result])).toEqual([
      [1, 1],
      [3, 4],
    ]);
    expect((await accountOf(app, player.token, 'CAD')).bonusBalance).toBe(0);
  });

  it('ends an active bonus past its active period and forfeits its bonus balance to house:bonus, once', async () => {
    const { player, bonus } = await activeCashBonus(app);
    expect(await accountOf(app, player.token, 'CAD')).toMatchObject({ balance: 0, bonusBalance: 10 });
    clock.advance(7 * day - 60_000);
    await sweep(app);
    expect((await onlyBonus(app, player.token)).status).toBe(2);
    expect((await accountOf(app, player.token, 'CAD')).bonusBalance).toBe(10);

    clock.advance(2 * 60_000);
    expect((await sweep(app)).body.data.bonuses).toBeGreaterThanOrEqual(1);
    expect(await onlyBonus(app, player.token)).toMatchObject({ id: bonus.id, status: 3, result: 4 });
    expect(await accountOf(app, player.token, 'CAD')).toMatchObject({ balance: 0, bonusBalance: 0 });
    expect(await forfeits(app, bonus.id)).toEqual([1000]);
    await expectLedgerConsistent(app, player.account.id);
    const events = await outboxPayloads<{ bonus: PlayerBonus }>(app, player.playerId, bonusTopics.playerBonusUpdated);
    expect(events.map((e) => [e.bonus.status, e.bonus.result])).toEqual([
      [1, 1],
      [2, 1],
      [3, 4],
    ]);
    // Cancelling it now is refused; nothing is forfeited twice.
    const cancel = await putAction(app, player.token, `/api/game/player-bonuses/${bonus.id}/cancel`);
    expect(cancel.status).toBe(409);
    expect(await forfeits(app, bonus.id)).toEqual([1000]);
  });

  it('ends active free spins past their play period', async () => {
    const player = await bonusPlayer(app);
    await submitCode(app, player.token, 'FRUITSPINS', 1);
    const spins = await onlySpins(app, player.token);
    const activated = await putAction(app, player.token, `/api/game/player-freespins/${spins.id}/activate`);
    expect(activated.status).toBe(200);
    const playUntil = Date.parse(activated.body.data.expiresAt ?? '');
    clock.advance(playUntil - clock.now().getTime() - 60_000);
    await sweep(app);
    expect((await onlySpins(app, player.token)).status).toBe(2);
    clock.advance(2 * 60_000);
    expect((await sweep(app)).body.data.freespins).toBeGreaterThanOrEqual(1);
    expect(await onlySpins(app, player.token)).toMatchObject({ id: spins.id, status: 3, result: 4 });
  });

  it('ends each due bonus once when two sweeps run at once (two processes on PostgreSQL)', async () => {
    const holders = [];
    for (let i = 0; i < 4; i += 1) holders.push(await activeCashBonus(app));
    // On PostgreSQL a second app process shares the database (and the clock); on PGlite its one connection
    // is the one database, so the second sweep comes from the same process. Started before the bonuses fall
    // due: its sweep at start finds nothing.
    const second = process.env.DATABASE_URL
      ? await startTestApp({ ...env, BONUS_EXPIRY_SWEEP_MS: String(day) }, { clock: clock.now })
      : app;
    clock.advance(7 * day + 60_000);
    try {
      const answers = await Promise.all([sweep(app), sweep(second), sweep(app)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      // At least these four (a PostgreSQL database kept from earlier runs may hold more that fell due); each
      // ended once is proven per bonus below.
      expect(answers.reduce((sum, a) => sum + a.body.data.bonuses, 0)).toBeGreaterThanOrEqual(holders.length);
    } finally {
      if (second !== app) await second.close();
    }
    for (const { player, bonus } of holders) {
      expect(await onlyBonus(app, player.token)).toMatchObject({ status: 3, result: 4 });
      expect(await accountOf(app, player.token, 'CAD')).toMatchObject({ bonusBalance: 0 });
      expect(await forfeits(app, bonus.id)).toEqual([1000]);
      const events = await outboxPayloads<{ bonus: PlayerBonus }>(app, player.playerId, bonusTopics.playerBonusUpdated);
      expect(events.filter((e) => e.bonus.status === 3)).toHaveLength(1);
      await expectLedgerConsistent(app, player.account.id);
    }
    expect(await unbalancedTransactions(app)).toBe(0);
  });
});

describe('the bonus expiry sweep on its timer', () => {
  let app: TestApp;
  const clock: FakeClock = fakeClock();
  beforeAll(async () => {
    app = await startTestApp({ ...env, BONUS_EXPIRY_SWEEP_MS: '50' }, { clock: clock.now });
  });
  afterAll(() => app.close());

  it('ends an active bonus past its active period without being asked', async () => {
    const { player, bonus } = await activeCashBonus(app);
    clock.advance(7 * day + 60_000);
    await expect.poll(async () => (await onlyBonus(app, player.token)).result, { timeout: 10_000 }).toBe(4);
    expect(await accountOf(app, player.token, 'CAD')).toMatchObject({ bonusBalance: 0 });
    expect(await forfeits(app, bonus.id)).toEqual([1000]);
  });
});
