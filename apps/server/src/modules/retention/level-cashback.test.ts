import type { BonusCashbackRun, Cashback } from '@croupier/contracts/bonus';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
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
async function pointsCounted(app: TestApp): Promise<void> {
  await expect
    .poll(
      async () => {
        await app.dispatcher.drain();
        const [row] = await queryRows<{ behind: boolean }>(
          app.db,
          sql`select exists (select 1 from outbox_events e
            left join outbox_cursors c on c.subscriber = 'retention-loyalty-points'
            where e.topic = 'game.round.settled'
              and (e.tx_id, e.id) > (coalesce(c.last_tx_id, 0), coalesce(c.last_event_id, 0))) as behind`,
        );
        return row?.behind;
      },
      { timeout: 10_000, interval: 50 },
    )
    .toBe(false);
}

const cashbackAmounts = async (app: TestApp, player: TestPlayer) =>
  (await playerBonuses(app, player.token, '?status[]=1&status[]=2&status[]=3&status[]=4&perPage=100')).body.data
    .filter((b) => b.name.startsWith('Cashback'))
    .map((b) => b.amount);

/**
 * Levels a hundredth of the demo's, so a few rounds reach them: Silver (2 %) at 5 points, Gold (5 %) at 25. The
 * programme: 10 % weekly, at least 1, no maximum. Raised in ascending order, each below every old threshold.
 */
async function smallLevels(app: TestApp): Promise<void> {
  for (const order of [2, 3, 4, 5]) {
    await app.db.execute(sql`update loyalty_levels set points_x100 = points_x100 / 100 where "order" = ${order}`);
  }
  await app.db.execute(sql`update bonus_cashback_programs set max_amount_minor = null where currency = 'CAD'`);
}

describe('the cashback job with loyalty levels (decision 0101)', () => {
  let app: TestApp;
  let clock: FakeClock;
  const players: Record<'gold' | 'silver', TestPlayer> = {} as never;

  beforeAll(async () => {
    ({ app, clock } = await startGamesApp({ LOYALTY_ENABLED: 'true' }));
    await smallLevels(app);
    players.gold = await gamePlayer(app, { balance: 100 });
    players.silver = await gamePlayer(app, { balance: 100 });
  });
  afterAll(() => app.close());

  it('tells each player the rate their level gives and what the loss so far would pay', async () => {
    // The same net loss of 20; the gold player also staked 30 and won it back: 50 points, to 20.
    await round(app, players.gold, 20, 0);
    await round(app, players.gold, 30, 30);
    await round(app, players.silver, 20, 0);
    await pointsCounted(app);
    expect(await cashback(app, players.gold)).toMatchObject({
      percentage: 15,
      levelPercentage: 5,
      lossSoFar: 20,
      expectedCashback: 3,
    });
    expect(await cashback(app, players.silver)).toMatchObject({
      percentage: 12,
      levelPercentage: 2,
      lossSoFar: 20,
      expectedCashback: 2.4,
    });
  });

  it('pays the same loss more at the higher level, once', async () => {
    const running = await cashback(app, players.gold);
    clock.advance(new Date(running.periodEndsAt).getTime() - clock.now().getTime() + 3_600_000);
    expect((await runCashback(app)).status).toBe(200);
    expect(await cashbackAmounts(app, players.gold)).toEqual([3]);
    expect(await cashbackAmounts(app, players.silver)).toEqual([2.4]);
    await runCashback(app);
    expect(await cashbackAmounts(app, players.gold)).toEqual([3]);
  });
});

describe('the cashback job with loyalty off (decision 0095)', () => {
  let app: TestApp;
  let clock: FakeClock;

  beforeAll(async () => {
    ({ app, clock } = await startGamesApp({ LOYALTY_ENABLED: 'false' }));
    await smallLevels(app);
  });
  afterAll(() => app.close());

  it('pays the programme’s rate alone, whatever the level', async () => {
    const player = await gamePlayer(app, { balance: 100 });
    await round(app, player, 20, 0);
    await round(app, player, 30, 30);
    await pointsCounted(app);
    const running = await cashback(app, player);
    expect(running).toMatchObject({ percentage: 10, levelPercentage: 0, expectedCashback: 2 });
    clock.advance(new Date(running.periodEndsAt).getTime() - clock.now().getTime() + 3_600_000);
    await runCashback(app);
    expect(await cashbackAmounts(app, player)).toEqual([2]);
  });
});
