import type { Quest } from '@croupier/contracts/quests';
import { playerChannels } from '@croupier/contracts/realtime-channels';
import type { Centrifuge } from 'centrifuge';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../platform/db/database.ts';
import { handledBy } from '../../../platform/outbox/test-helpers.ts';
import { client, connected, subscribed } from '../../../platform/realtime/test-helpers.ts';
import { playerBonuses } from '../../bonus/test-helpers.ts';
import { debit, freshId, gamePlayer, realSession, startGamesApp, walletCall } from '../../games/test-helpers.ts';
import type { TestPlayer } from '../../payments/test-helpers.ts';
import { call, type ErrorBody, type TestApp } from '../../player/test-helpers.ts';
import { createSettingsService } from '../../settings/service.ts';
import { createQuestExpiry } from './expiry.ts';
import { questRewardKind } from './progress.ts';
import { quests, questTasks } from './tables.ts';

/**
 * This file's quests are named with this prefix. On a shared PostgreSQL the file ends only its own (of this run
 * and of earlier runs on the same database), never another file's, whose players may be completing them.
 */
const questPrefix = 'Quest rewards test';

async function endOwnQuests(app: TestApp): Promise<void> {
  await app.db.execute(sql`update quests set ends_at = now() - interval '1 second'
    where names->>'en' like ${`${questPrefix} %`} and ends_at > now()`);
}

/** An operator's quest open from a minute ago for a day: `bets` rounds to play, a cash reward and maybe an offer. */
async function createQuest(app: TestApp, bets: number, reward: { cash: number; offerId?: string }): Promise<string> {
  const now = Date.now();
  const [quest] = await app.db
    .insert(quests)
    .values({
      names: { en: `${questPrefix} ${crypto.randomUUID().slice(0, 8)}` },
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + 24 * 3600_000),
      currency: 'CAD',
      rewardMinor: BigInt(reward.cash * 100),
      rewardOfferId: reward.offerId ?? null,
    })
    .returning({ id: quests.id });
  if (!quest) throw new Error('no quest');
  await app.db.insert(questTasks).values({ questId: quest.id, position: 0, kind: 'bets', quantity: BigInt(bets) });
  return quest.id;
}

/** Until the quest subscriber has handled every settled round. */
const caughtUp = (app: TestApp) => handledBy('retention-quests', ['game.round.settled'], app);

async function round(app: TestApp, player: TestPlayer): Promise<void> {
  const sessionToken = await realSession(app, player);
  const roundId = freshId('round');
  expect((await debit(app, sessionToken, '100', { roundId })).status).toBe(200);
  const credit = { sessionToken, transactionId: freshId('win'), roundId, currency: 'CAD', amount: '0' };
  expect((await walletCall(app, 'credit', credit)).status).toBe(200);
  await caughtUp(app);
}

async function questOf(app: TestApp, player: TestPlayer, questId: string, locale = 'en'): Promise<Quest> {
  const answer = await call<{ data: Quest[] } & ErrorBody>(
    app,
    'GET',
    '/api/retention/player-quests?state[]=2&state[]=3&state[]=5&state[]=6',
    { token: player.token, headers: { 'accept-language': locale } },
  );
  const found = answer.body.data.find((q) => q.id === questId);
  if (!found) throw new Error(`quest ${questId} not listed`);
  return found;
}

const bonusesOf = async (app: TestApp, player: TestPlayer) =>
  (await playerBonuses(app, player.token, '?status[]=1&status[]=2&status[]=3&status[]=4&perPage=100')).body.data;

describe('quest rewards as a bonus (decision 0103)', () => {
  let app: TestApp;
  let offerId: string;

  beforeAll(async () => {
    ({ app } = await startGamesApp({ QUESTS_ENABLED: 'true' }));
    await endOwnQuests(app);
    const [offer] = await queryRows<{ id: string }>(
      app.db,
      sql`select id from bonus_offers where slug = 'no-deposit-10'`,
    );
    if (!offer) throw new Error('no demo offer');
    offerId = offer.id;
  });
  afterAll(() => app.close());

  it('shows the offer with the reward, named in the caller’s locale', async () => {
    const questId = await createQuest(app, 2, { cash: 2, offerId });
    const player = await gamePlayer(app, { balance: 20 });
    await round(app, player);
    expect((await questOf(app, player, questId)).reward).toEqual({
      amount: 2,
      currency: 'CAD',
      bonus: { offerId, name: 'No-deposit bonus' },
    });
    expect((await questOf(app, player, questId, 'de')).reward.bonus?.name).toBe('Bonus ohne Einzahlung');
  });

  it('issues the offer’s bonus once on completion, with the cash', async () => {
    const questId = await createQuest(app, 1, { cash: 2, offerId });
    const player = await gamePlayer(app, { balance: 20 });
    await round(app, player);
    expect((await questOf(app, player, questId)).state).toBe(3);
    const issued = (await bonusesOf(app, player)).filter((b) => b.name === 'Free 10 to try the casino');
    expect(issued).toMatchObject([{ status: 1, amount: 10, currency: 'CAD' }]);
    const [cash] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from ledger_transactions t join player_quests p on t.reference = p.id::text
        where t.kind = ${questRewardKind} and p.quest_id = ${questId}`,
    );
    expect(cash?.n).toBe(1);

    // The run's completion handled again (a replayed batch) issues nothing more.
    await app.db.execute(sql`update outbox_cursors set (last_tx_id, last_event_id) = (0, 0)
      where subscriber = 'retention-quests'`);
    await caughtUp(app);
    expect((await bonusesOf(app, player)).filter((b) => b.name === 'Free 10 to try the casino')).toHaveLength(1);
  });

  it('gives a bonus-only reward, and nothing to a player who opted out of bonuses', async () => {
    // The earlier tests' quests end, so a round completes this one alone.
    await endOwnQuests(app);
    const questId = await createQuest(app, 1, { cash: 0, offerId });
    const player = await gamePlayer(app, { balance: 20 });
    const optedOut = await gamePlayer(app, { balance: 20 });
    await app.db.execute(sql`update players set receive_bonus = false where id = ${optedOut.playerId}`);
    await round(app, player);
    await round(app, optedOut);
    expect((await questOf(app, player, questId)).reward).toMatchObject({ amount: 0, bonus: { offerId } });
    expect(await bonusesOf(app, player)).toHaveLength(1);
    expect((await questOf(app, optedOut, questId)).state).toBe(3);
    expect(await bonusesOf(app, optedOut)).toEqual([]);
  });
});

describe('the quest expiry push (decision 0103)', () => {
  let app: TestApp;
  const clients: Centrifuge[] = [];

  beforeAll(async () => {
    ({ app } = await startGamesApp({ QUESTS_ENABLED: 'true' }));
  });
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await app.close();
  });

  const job = () => {
    const settings = createSettingsService(app.db);
    return createQuestExpiry({ db: app.db, clock: () => new Date(), settings, offerNames: async () => new Map() });
  };

  it('pushes quest.updated with the expired state once when the quest’s end passes', async () => {
    const questId = await createQuest(app, 3, { cash: 5 });
    const player = await gamePlayer(app, { balance: 20 });
    const done = await gamePlayer(app, { balance: 20 });
    const doneQuest = await createQuest(app, 1, { cash: 1 });
    await round(app, player);
    await round(app, done);
    expect((await questOf(app, done, doneQuest)).state).toBe(3);

    const c = client(app, { token: player.token });
    clients.push(c);
    await connected(c);
    const received: { type: string; data: Quest }[] = [];
    const sub = c.newSubscription(playerChannels.quests(player.playerId));
    sub.on('publication', (ctx) => received.push(ctx.data as { type: string; data: Quest }));
    await subscribed(sub);

    // Before the end nothing is pushed.
    await job().run();
    await app.dispatcher.drain();
    expect(received).toEqual([]);

    await app.db.execute(
      sql`update quests set ends_at = now() - interval '1 second' where id in (${questId}, ${doneQuest})`,
    );
    // Two processes at once, then a rerun: one push per run. Counted for this quest only: on a shared
    // PostgreSQL other files' quests end too, and the job pushes theirs.
    const expiryPushes = async (id: string) =>
      (
        await queryRows<{ n: number }>(
          app.db,
          sql`select count(*)::int as n from outbox_events where topic = 'retention.quest.updated'
            and payload->'quest'->>'id' = ${id} and (payload->'quest'->>'state')::int in (5, 6)`,
        )
      )[0]?.n;
    await Promise.all([job().run(), job().run()]);
    // Both players' runs of the first quest; neither's completed run of the second.
    expect(await expiryPushes(questId)).toBe(2);
    await job().run();
    expect(await expiryPushes(questId)).toBe(2);
    await app.dispatcher.drain();
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    expect(received[0]).toMatchObject({ type: 'quest.updated', data: { id: questId, state: 5 } });
    expect((await questOf(app, player, questId)).state).toBe(5);

    // A completed run is not told it expired.
    expect(await expiryPushes(doneQuest)).toBe(0);
  });
});
