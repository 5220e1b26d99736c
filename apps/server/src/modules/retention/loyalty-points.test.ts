import { playerChannels } from '@croupier/contracts/realtime-channels';
import type { LoyaltyAccount, LoyaltyLevel } from '@croupier/contracts/retention';
import type { Centrifuge } from 'centrifuge';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { handledBy } from '../../platform/outbox/test-helpers.ts';
import { client, connected, subscribed } from '../../platform/realtime/test-helpers.ts';
import {
  accountIn,
  debit,
  freshId,
  gamePlayer,
  realSession,
  startGamesApp,
  startSecondGamesProcess,
  walletCall,
} from '../games/test-helpers.ts';
import { messagesOf, waitFor } from '../notification/messenger-test-helpers.ts';
import type { TestPlayer } from '../payments/test-helpers.ts';
import { call, type ErrorBody, type TestApp } from '../player/test-helpers.ts';
import { levelUpBonusKind } from './level-up-bonus.ts';

const account = (app: TestApp, token?: string) =>
  call<{ data: LoyaltyAccount } & ErrorBody>(app, 'GET', '/api/retention/account', { token });

/** One settled round: `stake` staked (major units), lost; answers the round's id in our database. */
async function round(
  app: TestApp,
  player: TestPlayer,
  stake: number,
  options: { game?: string; currency?: string; bonusShare?: boolean; drain?: boolean } = {},
): Promise<string> {
  const currency = options.currency ?? 'CAD';
  const sessionToken = await realSession(app, player, options.game, options.currency);
  const roundId = freshId('round');
  expect((await debit(app, sessionToken, String(stake * 100), { roundId, currency })).status).toBe(200);
  const [row] = await queryRows<{ id: string }>(
    app.db,
    sql`select id from game_rounds where provider_round_id = ${roundId}`,
  );
  if (!row) throw new Error('no round');
  // Stands for a stake taken from the bonus balance (decision 0071), as the debit writes it under an active bonus.
  if (options.bonusShare)
    await app.db.execute(sql`update game_rounds set bonus_stake_minor = stake_minor where id = ${row.id}`);
  const credit = { sessionToken, transactionId: freshId('win'), roundId, currency, amount: '0' };
  expect((await walletCall(app, 'credit', credit)).status).toBe(200);
  if (options.drain !== false) await caughtUp(app);
  return row.id;
}

/** Until the points subscriber has counted every settled round, in every app given. */
const caughtUp = (app: TestApp, ...others: TestApp[]) =>
  handledBy('retention-loyalty-points', ['game.round.settled'], app, ...others);

async function pointsOf(app: TestApp, player: TestPlayer): Promise<number> {
  const answer = await account(app, player.token);
  expect(answer.status).toBe(200);
  return answer.body.data.points;
}

describe('loyalty points and levels', () => {
  let app: TestApp;
  const clients: Centrifuge[] = [];

  beforeAll(async () => {
    ({ app } = await startGamesApp({ LOYALTY_ENABLED: 'true' }));
  });
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await app.close();
  });

  it('[S2.7-23] [S2.3-45] lists the levels to anyone, by order ascending, with their perks', async () => {
    const answer = await call<{ data: LoyaltyLevel[] }>(app, 'GET', '/api/retention/levels');
    expect(answer.status).toBe(200);
    const orders = answer.body.data.map((l) => l.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(answer.body.data[0]).toMatchObject({ name: 'Bronze', points: 0 });
    expect(answer.body.data[1]).toMatchObject({
      name: 'Silver',
      points: 500,
      perks: { cashbackPercent: 2, levelUpBonus: 5, birthdayBonus: 10, currency: 'CAD' },
    });
  });

  it('answers 401 to a guest asking for an account', async () => {
    expect((await account(app)).status).toBe(401);
  });

  it('[S2.3-44] starts a new player at the first level with no points', async () => {
    const player = await gamePlayer(app);
    expect((await account(app, player.token)).body.data).toEqual({
      points: 0,
      currentLevel: { name: 'Bronze', points: 0, order: 1 },
      nextLevel: { name: 'Silver', points: 500 },
      progress: 0,
    });
  });

  it('earns a point per base-currency unit of real money staked, weighted by game type and converted by rate', async () => {
    const player = await gamePlayer(app, { balance: 100 });
    await round(app, player, 10);
    expect(await pointsOf(app, player)).toBe(10);
    // European Roulette is a roulette game: half a point per unit.
    await round(app, player, 10, { game: 'european-roulette' });
    expect(await pointsOf(app, player)).toBe(15);
    // One USD is 1.37 CAD in the demo rates.
    await accountIn(app, player, 'USD', 50);
    await round(app, player, 10, { currency: 'USD' });
    expect(await pointsOf(app, player)).toBe(28.7);
    // Progress from Bronze (0) to Silver (500): 28.7 / 500 = 5.74 %.
    expect((await account(app, player.token)).body.data.progress).toBe(5.74);
  });

  it('earns nothing on bonus money', async () => {
    const player = await gamePlayer(app, { balance: 50 });
    await round(app, player, 10, { bonusShare: true });
    expect(await pointsOf(app, player)).toBe(0);
  });

  it('credits a round once when its event is handled again', async () => {
    const player = await gamePlayer(app, { balance: 50 });
    const roundId = await round(app, player, 20);
    expect(await pointsOf(app, player)).toBe(20);
    // The same event again, as a redelivery or a replayed outbox would hand it over.
    await app.db.execute(sql`insert into outbox_events (topic, aggregate_id, payload)
      select topic, aggregate_id, payload from outbox_events
      where topic = 'game.round.settled' and payload->>'roundId' = ${roundId}`);
    await caughtUp(app);
    expect(await pointsOf(app, player)).toBe(20);
    // A process that stopped after the points committed but before its cursor moved on hands it over again.
    await app.db.execute(sql`update outbox_cursors set (last_tx_id, last_event_id) = (
        select tx_id, id - 1 from outbox_events
        where topic = 'game.round.settled' and payload->>'roundId' = ${roundId} order by id limit 1)
      where subscriber = 'retention-loyalty-points'`);
    await caughtUp(app);
    expect(await pointsOf(app, player)).toBe(20);
    const entries = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from loyalty_point_entries where source = ${`round:${roundId}`}`,
    );
    expect(entries[0]?.n).toBe(1);
  });

  it('counts each round of a batch once: a replayed event among them, two rounds of one player', async () => {
    const player = await gamePlayer(app, { balance: 100 });
    const first = await round(app, player, 10);
    // Handed over together: the first round's event again, then two new rounds of the same player.
    await app.db.execute(sql`insert into outbox_events (topic, aggregate_id, payload)
      select topic, aggregate_id, payload from outbox_events
      where topic = 'game.round.settled' and payload->>'roundId' = ${first}`);
    const second = await round(app, player, 20, { drain: false });
    const third = await round(app, player, 30, { drain: false });
    await app.db.execute(sql`insert into outbox_events (topic, aggregate_id, payload)
      select topic, aggregate_id, payload from outbox_events
      where topic = 'game.round.settled' and payload->>'roundId' = ${second}`);
    await caughtUp(app);
    expect(await pointsOf(app, player)).toBe(60);
    const entries = await queryRows<{ source: string; n: number }>(
      app.db,
      sql`select source, count(*)::int as n from loyalty_point_entries
        where source in (${`round:${first}`}, ${`round:${second}`}, ${`round:${third}`}) group by source`,
    );
    expect(entries.map((e) => e.n)).toEqual([1, 1, 1]);
  });

  it('raises the level when the threshold is crossed and announces it on the player’s loyalty channel', async () => {
    const player = await gamePlayer(app, { balance: 600 });
    const c = client(app, { token: player.token });
    clients.push(c);
    await connected(c);
    const received: LoyaltyAccount[] = [];
    const sub = c.newSubscription(playerChannels.loyaltyAccount(player.playerId));
    sub.on('publication', (ctx) => received.push((ctx.data as { data: LoyaltyAccount }).data));
    await subscribed(sub);

    // The demo games take at most 100 a stake.
    for (const stake of [100, 100, 100, 100, 99]) await round(app, player, stake);
    expect((await account(app, player.token)).body.data).toMatchObject({
      points: 499,
      currentLevel: { order: 1 },
      progress: 99.8,
    });
    await round(app, player, 2);
    expect((await account(app, player.token)).body.data).toEqual({
      points: 501,
      currentLevel: { name: 'Silver', points: 500, order: 2 },
      nextLevel: { name: 'Gold', points: 2500 },
      progress: 0.05,
    });
    await expect.poll(() => received, { timeout: 5000 }).toHaveLength(1);
    expect(received[0]).toMatchObject({ points: 501, currentLevel: { order: 2 } });

    // Silver's level-up bonus (5.00 CAD) is paid once, house cash to the player (other quests may pay too, so
    // the ledger is read, not the balance); a further round at the same level pays nothing more.
    await round(app, player, 3);
    const paid = await queryRows<{ n: number; credited: string }>(
      app.db,
      sql`select count(distinct t.id)::int as n, coalesce(sum(e.amount_minor) filter (where e.amount_minor > 0), 0)::text as credited
        from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
        where t.kind = ${levelUpBonusKind} and t.reference = ${player.playerId}`,
    );
    expect(paid[0]).toEqual({ n: 1, credited: '500' });

    // The level-up message names the level in the reader's language (decision 0104).
    const levelUp = async (locale: string) =>
      (await messagesOf(app, player.token, '', { 'accept-language': locale })).data.find(
        (m) => m.kind === 'loyalty.level-up',
      );
    await waitFor(async () => {
      await app.dispatcher.drain();
      return (await levelUp('en')) !== undefined;
    });
    expect((await levelUp('en'))?.content.title).toBe('New level: Silver');
    expect((await levelUp('de'))?.content.title).toContain('Silber');
    expect((await levelUp('pt-BR'))?.content.title).toContain('Prata');
  });

  it('names the levels in the caller’s locale, else in the default one (decision 0104)', async () => {
    const names = async (locale: string) =>
      (
        await call<{ data: LoyaltyLevel[] }>(app, 'GET', '/api/retention/levels', {
          headers: { 'accept-language': locale },
        })
      ).body.data.map((l) => l.name);
    expect(await names('en')).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']);
    expect(await names('fr')).toEqual(['Bronze', 'Argent', 'Or', 'Platine', 'Diamant']);
    expect(await names('es')).toEqual(['Bronce', 'Plata', 'Oro', 'Platino', 'Diamante']);
    // An operator's level with its English name only is shown in English everywhere.
    await app.db.execute(sql`update loyalty_levels set names = '{"en": "Gold Club"}' where "order" = 3`);
    try {
      expect((await names('de'))[2]).toBe('Gold Club');
      const player = await gamePlayer(app);
      const answer = await call<{ data: LoyaltyAccount }>(app, 'GET', '/api/retention/account', {
        token: player.token,
        headers: { 'accept-language': 'de' },
      });
      expect(answer.body.data).toMatchObject({ currentLevel: { name: 'Bronze' }, nextLevel: { name: 'Silber' } });
    } finally {
      await app.db.execute(
        sql`update loyalty_levels set names = '{"en": "Gold", "fr": "Or", "de": "Gold", "es": "Oro", "pt-br": "Ouro"}' where "order" = 3`,
      );
    }
  });

  it('counts each round once while two processes hand out the events', async () => {
    const other = process.env.DATABASE_URL ? await startSecondGamesProcess() : app;
    try {
      const player = await gamePlayer(app, { balance: 100 });
      for (const stake of [10, 20, 30]) await round(app, player, stake, { drain: false });
      await caughtUp(app, other);
      expect(await pointsOf(app, player)).toBe(60);
    } finally {
      if (other !== app) await other.close();
    }
  });

  it('shows each player only their own account', async () => {
    const earner = await gamePlayer(app, { balance: 50 });
    const other = await gamePlayer(app);
    await round(app, earner, 30);
    expect(await pointsOf(app, earner)).toBe(30);
    expect(await pointsOf(app, other)).toBe(0);
  });
});
