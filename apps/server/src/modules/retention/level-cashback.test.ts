import type { BonusCashbackRun, Cashback } from '@croupier/contracts/bonus';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handledBy } from '../../platform/outbox/test-helpers.ts';
import { playerBonuses } from '../bonus/test-helpers.ts';
import { debit, freshId, gamePlayer, realSession, startGamesApp, walletCall } from '../games/test-helpers.ts';
import type { FakeClock } from '../limits/test-helpers.ts';
import { operatorToken, type TestPlayer } from '../payments/test-helpers.ts';
import { call, type ErrorBody, type TestApp } from '../player/test-helpers.ts';

const runCashback = (app: TestApp) =>
  call<{ data: BonusCashbackRun } & ErrorBody>(app, 'POST', '/api/operator/bonuses/cashback-run', {
    headers: { authorization: `Bearer ${operatorToken}` },
  });

const cashback = async (app: TestApp, player: TestPlayer): Promise<Cashback> => {
  const answer = await call<{ data: Cashback | null }>(app, 'GET', '/api/game/bonuses/cashback', {
    token: player.token,
  });
  if (!answer.body.data) throw new Error('no cashback programme');
  return answer.body.data;
};

/** One settled round on the demo slot: `stake` staked, `win` paid back (major units, CAD). */
async function round(app: TestApp, player: TestPlayer, stake: number, win: number): Promise<void> {
  const sessionToken = await realSession(app, player);
  const roundId = freshId('round');
  expect((await debit(app, sessionToken, String(stake * 100), { roundId })).status).toBe(200);
  const credit = { sessionToken, transactionId: freshId('win'), roundId, currency: 'CAD', amount: String(win * 100) };
  expect((await walletCall(app, 'credit', credit)).status).toBe(200);
}

/** Until the points subscriber has counted every settled round. */
const pointsCounted = (app: TestApp) => handledBy('retention-loyalty-points', ['game.round.settled'], app);

/**
 * Runs the job past the running period's end. On PostgreSQL the test files share one database, where another
 * file's app may have recorded the period as run already: its row is dropped first, as after a crash before it
 * was written (each player is still paid once).
 */
async function closePeriod(app: TestApp, clock: FakeClock, player: TestPlayer): Promise<void> {
  const running = await cashback(app, player);
  clock.advance(new Date(running.periodEndsAt).getTime() - clock.now().getTime() + 3_600_000);
  await app.db.execute(sql`delete from bonus_cashback_runs where currency = 'CAD'`);
  expect((await runCashback(app)).status).toBe(200);
}

const cashbackAmounts = async (app: TestApp, player: TestPlayer) =>
  (await playerBonuses(app, player.token, '?status[]=1&status[]=2&status[]=3&status[]=4&perPage=100')).body.data
    .filter((b) => b.name.startsWith('Cashback'))
    .map((b) => b.amount);

/**
 * The demo's Silver (2 %) at 500 points: five rounds of 100 won back leave the balance as it was. The demo
 * programme: 10 % weekly, at least 1. Levels are reached by play, not moved: on PostgreSQL test files share them.
 */
async function toSilver(app: TestApp, player: TestPlayer): Promise<void> {
  for (let i = 0; i < 5; i += 1) await round(app, player, 100, 100);
}

describe('the cashback job with loyalty levels (decision 0101)', () => {
  let app: TestApp;
  let clock: FakeClock;
  const players: Record<'silver' | 'bronze', TestPlayer> = {} as never;

  beforeAll(async () => {
    ({ app, clock } = await startGamesApp({ LOYALTY_ENABLED: 'true' }));
    players.silver = await gamePlayer(app, { balance: 120 });
    players.bronze = await gamePlayer(app, { balance: 100 });
  });
  afterAll(() => app.close());

  it('tells each player the rate their level gives and what the loss so far would pay', async () => {
    // The same net loss of 20; the Silver player also staked 500 and won it back.
    await toSilver(app, players.silver);
    await round(app, players.silver, 20, 0);
    await round(app, players.bronze, 20, 0);
    await pointsCounted(app);
    expect(await cashback(app, players.silver)).toMatchObject({
      percentage: 12,
      levelPercentage: 2,
      lossSoFar: 20,
      expectedCashback: 2.4,
    });
    expect(await cashback(app, players.bronze)).toMatchObject({
      percentage: 10,
      levelPercentage: 0,
      lossSoFar: 20,
      expectedCashback: 2,
    });
  });

  it('pays the same loss more at the higher level, once', async () => {
    await closePeriod(app, clock, players.silver);
    expect(await cashbackAmounts(app, players.silver)).toEqual([2.4]);
    expect(await cashbackAmounts(app, players.bronze)).toEqual([2]);
    await runCashback(app);
    expect(await cashbackAmounts(app, players.silver)).toEqual([2.4]);
  });
});

describe('the cashback job with loyalty off (decision 0095)', () => {
  let app: TestApp;
  let clock: FakeClock;

  beforeAll(async () => {
    ({ app, clock } = await startGamesApp({ LOYALTY_ENABLED: 'false' }));
  });
  afterAll(() => app.close());

  it('pays the programme’s rate alone, whatever the level', async () => {
    const player = await gamePlayer(app, { balance: 120 });
    await toSilver(app, player);
    await round(app, player, 20, 0);
    await pointsCounted(app);
    expect(await cashback(app, player)).toMatchObject({ percentage: 10, levelPercentage: 0, expectedCashback: 2 });
    await closePeriod(app, clock, player);
    expect(await cashbackAmounts(app, player)).toEqual([2]);
  });
});
