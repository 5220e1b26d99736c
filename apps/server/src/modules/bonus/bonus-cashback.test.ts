import type { BonusCashbackRun, Cashback } from '@croupier/contracts/bonus';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { debit, freshId, gamePlayer, realSession, startGamesApp, walletCall } from '../games/test-helpers.ts';
import type { FakeClock } from '../limits/test-helpers.ts';
import { operatorToken, type TestPlayer } from '../payments/test-helpers.ts';
import { call, type ErrorBody, type TestApp } from '../player/test-helpers.ts';
import { playerBonuses } from './test-helpers.ts';

const everyStatus = '?status[]=1&status[]=2&status[]=3&status[]=4&perPage=100';

const runCashback = (app: TestApp) =>
  call<{ data: BonusCashbackRun } & ErrorBody>(app, 'POST', '/api/operator/bonuses/cashback-run', {
    headers: { authorization: `Bearer ${operatorToken}` },
  });

const cashback = (app: TestApp, token: string) =>
  call<{ data: Cashback | null } & ErrorBody>(app, 'GET', '/api/game/bonuses/cashback', { token });

/** One settled round on the demo slot: `stake` staked, `win` paid back (major units, CAD). */
async function round(app: TestApp, player: TestPlayer, stake: number, win: number): Promise<void> {
  const sessionToken = await realSession(app, player);
  const roundId = freshId('round');
  expect((await debit(app, sessionToken, String(stake * 100), { roundId })).status).toBe(200);
  const credit = { sessionToken, transactionId: freshId('win'), roundId, currency: 'CAD', amount: String(win * 100) };
  expect((await walletCall(app, 'credit', credit)).status).toBe(200);
}

async function cashbackBonuses(app: TestApp, token: string) {
  return (await playerBonuses(app, token, everyStatus)).body.data.filter((b) => b.name.startsWith('Cashback'));
}

describe('the cashback job', () => {
  let app: TestApp;
  let clock: FakeClock;
  const players: Record<'loser' | 'winner' | 'small' | 'big', TestPlayer> = {} as never;

  beforeAll(async () => {
    ({ app, clock } = await startGamesApp());
    // The operator caps CAD cashback at 4 (demo: 10 % weekly, at least 1, wagered ×1).
    await app.db.execute(sql`update bonus_cashback_programs set max_amount_minor = 400 where currency = 'CAD'`);
    players.loser = await gamePlayer(app, { balance: 50 });
    players.winner = await gamePlayer(app, { balance: 50 });
    players.small = await gamePlayer(app, { balance: 50 });
    players.big = await gamePlayer(app, { balance: 100 });
    await round(app, players.loser, 15, 0);
    await round(app, players.loser, 10, 5);
    // A round still open staked nothing settled: it does not count.
    expect((await debit(app, await realSession(app, players.loser), '1000')).status).toBe(200);
    await round(app, players.winner, 10, 30);
    await round(app, players.small, 5, 0);
    await round(app, players.big, 60, 0);
  });
  afterAll(() => app.close());

  it('answers 401 without the operator token', async () => {
    expect((await call(app, 'POST', '/api/operator/bonuses/cashback-run')).status).toBe(401);
  });

  it('tells a player the running period’s loss so far and the cashback it would pay', async () => {
    const loser = (await cashback(app, players.loser.token)).body.data;
    expect(loser).toMatchObject({ currency: 'CAD', percentage: 10, period: 'weekly', minAmount: 1, maxAmount: 4 });
    expect(loser).toMatchObject({ lossSoFar: 20, expectedCashback: 2 });
    expect((await cashback(app, players.winner.token)).body.data).toMatchObject({ lossSoFar: 0, expectedCashback: 0 });
    expect((await cashback(app, players.small.token)).body.data).toMatchObject({ lossSoFar: 5, expectedCashback: 0 });
    expect((await cashback(app, players.big.token)).body.data).toMatchObject({ lossSoFar: 60, expectedCashback: 4 });
  });

  it('pays nothing before the period closes, then the loss once: not the winner, not below the minimum, capped', async () => {
    await runCashback(app);
    expect(await cashbackBonuses(app, players.loser.token)).toEqual([]);

    const running = (await cashback(app, players.loser.token)).body.data;
    if (!running) throw new Error('no programme');
    clock.advance(new Date(running.periodEndsAt).getTime() - clock.now().getTime() + 3_600_000);
    // On PostgreSQL the test files share one database: another file's app may have recorded the period already.
    await app.db.execute(sql`delete from bonus_cashback_runs where currency = 'CAD'`);
    const ran = await runCashback(app);
    expect(ran.status).toBe(200);
    expect(ran.body.data.periods).toBeGreaterThanOrEqual(1);
    expect(ran.body.data.bonuses).toBeGreaterThanOrEqual(2);

    const [paid, ...more] = await cashbackBonuses(app, players.loser.token);
    expect(more).toEqual([]);
    expect(paid).toMatchObject({ status: 1, type: 1, currency: 'CAD', amount: 2, wagerCasino: 1 });
    expect(paid?.requiredWagerCasinoAmount).toBe(2);
    expect(await cashbackBonuses(app, players.winner.token)).toEqual([]);
    expect(await cashbackBonuses(app, players.small.token)).toEqual([]);
    expect((await cashbackBonuses(app, players.big.token)).map((b) => b.amount)).toEqual([4]);
    // The new period starts from nothing.
    expect((await cashback(app, players.loser.token)).body.data).toMatchObject({ lossSoFar: 0, expectedCashback: 0 });
  });

  it('pays nobody twice: a rerun, and a run redone after a crash before it recorded the period', async () => {
    const again = await runCashback(app);
    expect(again.body.data).toEqual({ periods: 0, bonuses: 0 });
    // A crash after paying but before the period's run row: the next run reads the period again.
    await app.db.execute(sql`delete from bonus_cashback_runs where currency = 'CAD'`);
    const redone = await runCashback(app);
    expect(redone.body.data.periods).toBeGreaterThanOrEqual(1);
    expect(redone.body.data.bonuses).toBe(0);
    expect(await cashbackBonuses(app, players.loser.token)).toHaveLength(1);
    expect(await cashbackBonuses(app, players.big.token)).toHaveLength(1);
    const [events] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from outbox_events
        where aggregate_id = ${players.loser.playerId}::text and topic = 'bonus.player-bonus.updated'`,
    );
    expect(events?.n).toBe(1);
  });
});
