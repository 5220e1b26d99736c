import type { MessagesPage } from '@croupier/contracts/messenger';
import type { Quest, QuestTask } from '@croupier/contracts/quests';
import { playerChannels } from '@croupier/contracts/realtime-channels';
import type { Centrifuge } from 'centrifuge';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../platform/db/database.ts';
import { handledBy } from '../../../platform/outbox/test-helpers.ts';
import { client, connected, subscribed } from '../../../platform/realtime/test-helpers.ts';
import {
  debit,
  freshId,
  gamePlayer,
  realBalanceMinor,
  realSession,
  startGamesApp,
  walletCall,
} from '../../games/test-helpers.ts';
import { fund, type TestPlayer } from '../../payments/test-helpers.ts';
import { call, type ErrorBody, login, type TestApp } from '../../player/test-helpers.ts';
import { questRewardKind } from './progress.ts';
import { quests, questTasks } from './tables.ts';

type TaskSpec = { kind: string; quantity: number; multiplier?: number };

/** An operator's quest open from a minute ago for a day (CAD; wager quantities in CAD units, reward in CAD). */
async function createQuest(app: TestApp, tasks: TaskSpec[], reward = 5): Promise<string> {
  const now = Date.now();
  const [quest] = await app.db
    .insert(quests)
    .values({
      names: { en: `Quest ${crypto.randomUUID().slice(0, 8)}`, de: 'Aufgabe' },
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + 24 * 3600_000),
      currency: 'CAD',
      rewardMinor: BigInt(reward * 100),
    })
    .returning({ id: quests.id });
  if (!quest) throw new Error('no quest');
  await app.db.insert(questTasks).values(
    tasks.map((t, position) => ({
      questId: quest.id,
      position,
      kind: t.kind,
      quantity: BigInt(t.kind === 'wager' ? t.quantity * 100 : t.quantity),
      multiplier: t.multiplier ?? null,
    })),
  );
  return quest.id;
}

/** Until the quest subscriber has handled every event of its three topics. */
const caughtUp = (app: TestApp) =>
  handledBy('retention-quests', ['game.round.settled', 'payment.invoice.changed', 'player.session.created'], app);

/**
 * One settled round on `game`: `stake` and `win` in CAD; answers the provider's round id. Waits for the quest
 * subscriber unless `wait` is false.
 */
async function round(
  app: TestApp,
  player: TestPlayer,
  stake: number,
  win = 0,
  game?: string,
  wait = true,
): Promise<string> {
  const sessionToken = await realSession(app, player, game);
  const roundId = freshId('round');
  expect((await debit(app, sessionToken, String(stake * 100), { roundId })).status).toBe(200);
  const credit = { sessionToken, transactionId: freshId('win'), roundId, currency: 'CAD', amount: String(win * 100) };
  expect((await walletCall(app, 'credit', credit)).status).toBe(200);
  if (wait) await caughtUp(app);
  return roundId;
}

const list = (app: TestApp, token: string | undefined, query = '') =>
  call<{ data: Quest[] } & ErrorBody>(app, 'GET', `/api/retention/quests${query}`, { token });
const playerList = (app: TestApp, token: string | undefined, query = '') =>
  call<{ data: Quest[] } & ErrorBody>(app, 'GET', `/api/retention/player-quests${query}`, { token });

async function questOf(app: TestApp, player: TestPlayer, questId: string): Promise<Quest> {
  const answer = await playerList(app, player.token, '?state[]=2&state[]=3&state[]=5&state[]=6');
  expect(answer.status).toBe(200);
  const found = answer.body.data.find((q) => q.id === questId);
  if (!found) throw new Error(`quest ${questId} not listed`);
  return found;
}

const progressOf = (quest: Quest) => quest.tasks.map((t) => [t.type, t.progress, t.isCompleted]);

async function rewardsOf(app: TestApp, questId: string, playerId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from ledger_transactions t join player_quests p on t.reference = p.id::text
      where t.kind = ${questRewardKind} and p.quest_id = ${questId} and p.player_id = ${playerId}`,
  );
  return row?.n ?? 0;
}

/** What quest rewards paid the player (minor units): all of them, or one quest's. */
async function rewardMinorOf(app: TestApp, playerId: string, questId?: string): Promise<bigint> {
  const [row] = await queryRows<{ paid: string | null }>(
    app.db,
    sql`select sum(e.amount_minor)::text as paid from ledger_transactions t
      join player_quests p on t.reference = p.id::text
      join ledger_entries e on e.transaction_id = t.id and e.amount_minor > 0
      where t.kind = ${questRewardKind} and p.player_id = ${playerId}
        and (${questId ?? null}::uuid is null or p.quest_id = ${questId ?? null}::uuid)`,
  );
  return BigInt(row?.paid ?? '0');
}

describe('quests', () => {
  let app: TestApp;
  const clients: Centrifuge[] = [];

  beforeAll(async () => {
    ({ app } = await startGamesApp({ QUESTS_ENABLED: 'true' }));
  });
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await app.close();
  });

  it('answers 401 to a guest and 400 with field errors to a bad query', async () => {
    expect((await list(app, undefined)).status).toBe(401);
    expect((await playerList(app, undefined)).status).toBe(401);
    const player = await gamePlayer(app);
    const bad = await list(app, player.token, '?sortBy=colour&sortOrder=up');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(expect.arrayContaining(['sortBy', 'sortOrder']));
    const badState = await playerList(app, player.token, '?state=9');
    expect(badState.status).toBe(400);
    expect(badState.body.error.fields).toHaveProperty('state');
    const badCurrency = await list(app, player.token, '?currency=XYZ');
    expect(badCurrency.status).toBe(400);
    expect(badCurrency.body.error.fields).toHaveProperty('currency');
  });

  it('[S2.7-20] [S2.3-42] [S2.3-43] lists the open quests with their tasks, the demo ones among them', async () => {
    const player = await gamePlayer(app);
    const questId = await createQuest(app, [{ kind: 'bets', quantity: 3 }]);
    const answer = await list(app, player.token);
    expect(answer.status).toBe(200);
    const names = answer.body.data.map((q) => q.name);
    expect(names).toContain('Slot Starter: spin 20 rounds');
    const quest = answer.body.data.find((q) => q.id === questId);
    expect(quest).toMatchObject({ state: 2, reward: { amount: 5, currency: 'CAD' }, completedAt: null });
    expect(quest?.tasks[0]).toEqual({
      id: expect.any(String),
      questId,
      type: 'bets',
      isActive: true,
      progress: 0,
      quantity: 3,
      isCompleted: false,
      multiplier: null,
      currency: null,
    });
    const ends = answer.body.data.map((q) => q.endsAt);
    expect(ends).toEqual([...ends].sort());
    const desc = (await list(app, player.token, '?sortBy=name&sortOrder=desc')).body.data.map((q) => q.name);
    expect(desc).toEqual([...desc].sort().reverse());
    // In another currency: 1 USD is 1.37 CAD in the demo rates, so the 5 CAD reward is 3.64 USD.
    const usd = (await list(app, player.token, '?currency=USD')).body.data.find((q) => q.id === questId);
    expect(usd?.reward).toEqual({ amount: 3.64, currency: 'USD', bonus: null });
    // German names where the operator gave them.
    const de = await call<{ data: Quest[] }>(app, 'GET', '/api/retention/quests', {
      token: player.token,
      headers: { 'accept-language': 'de' },
    });
    expect(de.body.data.find((q) => q.id === questId)?.name).toBe('Aufgabe');
  });

  it('[S2.4-105] [S2.4-106] counts bets, wager, a 10× win and distinct games from played rounds, and pays once', async () => {
    const player = await gamePlayer(app, { balance: 100 });
    const questId = await createQuest(
      app,
      [
        { kind: 'bets', quantity: 3 },
        { kind: 'wager', quantity: 25 },
        { kind: 'win_multiplier', quantity: 1, multiplier: 10 },
        { kind: 'games', quantity: 2 },
      ],
      7,
    );
    await round(app, player, 10);
    expect(progressOf(await questOf(app, player, questId))).toEqual([
      ['bets', 1, false],
      ['wager', 10, false],
      ['win_multiplier', 0, false],
      ['games', 1, false],
    ]);
    // A 9× win is not a 10× win; the same game again is no new game.
    await round(app, player, 1, 9);
    await round(app, player, 2, 20, 'european-roulette');
    const before = await questOf(app, player, questId);
    expect(progressOf(before)).toEqual([
      ['bets', 3, true],
      ['wager', 13, false],
      ['win_multiplier', 1, true],
      ['games', 2, true],
    ]);
    expect(before.state).toBe(2);
    const balance = await realBalanceMinor(app, player.account.id);
    const paidBefore = await rewardMinorOf(app, player.playerId);
    await round(app, player, 12);
    const done = await questOf(app, player, questId);
    expect(done.state).toBe(3);
    expect(done.completedAt).not.toBeNull();
    expect(progressOf(done)[1]).toEqual(['wager', 25, true]);
    // 7 paid as this quest's reward; the balance moved by the 12 staked and lost and the rewards paid (other
    // tests' quests are open too, and every player takes part in each).
    expect(await rewardMinorOf(app, player.playerId, questId)).toBe(700n);
    const paid = (await rewardMinorOf(app, player.playerId)) - paidBefore;
    expect(paid).toBeGreaterThanOrEqual(700n);
    expect(await realBalanceMinor(app, player.account.id)).toBe(balance - 1200n + paid);
    await round(app, player, 5);
    expect(await rewardsOf(app, questId, player.playerId)).toBe(1);
    // The messenger tells the player once (spec 02 §4 "Notifications").
    const completedMessages = async () => {
      const res = await call<MessagesPage>(app, 'GET', '/api/notification/messenger/messages?perPage=50', {
        token: player.token,
        headers: { 'accept-language': 'en' },
      });
      return res.body.data.filter((m) => m.content.title === 'Quest completed' && m.content.body.includes(done.name));
    };
    await expect.poll(async () => (await completedMessages()).length, { timeout: 15_000 }).toBe(1);
    expect((await playerList(app, player.token, '?state[]=3')).body.data.map((q) => q.id)).toContain(questId);
    expect((await playerList(app, player.token)).body.data.map((q) => q.id)).not.toContain(questId);
  });

  it('counts a batch of events together as it would count them one at a time (decision 0114)', async () => {
    const player = await gamePlayer(app, { balance: 100 });
    const questId = await createQuest(
      app,
      [
        { kind: 'bets', quantity: 3 },
        { kind: 'wager', quantity: 25 },
        { kind: 'win_multiplier', quantity: 1, multiplier: 10 },
        { kind: 'games', quantity: 2 },
      ],
      7,
    );
    // Only the third round counts for this one: the rounds before it make no run, that round makes and completes it.
    const bigWin = await createQuest(app, [{ kind: 'win_multiplier', quantity: 1, multiplier: 10 }], 2);
    await caughtUp(app);
    const paidBefore = await rewardMinorOf(app, player.playerId);
    // Settled while the subscriber is stopped: they reach it in one batch, the first round twice.
    await app.dispatcher.stop();
    try {
      const first = await round(app, player, 10, 0, undefined, false);
      await round(app, player, 1, 9, undefined, false);
      await round(app, player, 2, 20, 'european-roulette', false);
      await round(app, player, 12, 0, undefined, false);
      await round(app, player, 5, 0, undefined, false);
      await app.db.execute(sql`insert into outbox_events (topic, aggregate_id, payload)
        select topic, aggregate_id, payload from outbox_events where topic = 'game.round.settled'
          and payload->>'roundId' in (select id::text from game_rounds where provider_round_id = ${first})`);
    } finally {
      app.dispatcher.start();
    }
    await caughtUp(app);
    const done = await questOf(app, player, questId);
    expect(done.state).toBe(3);
    expect(progressOf(done)).toEqual([
      ['bets', 3, true],
      ['wager', 25, true],
      ['win_multiplier', 1, true],
      ['games', 2, true],
    ]);
    expect(await questOf(app, player, bigWin)).toMatchObject({ state: 3, tasks: [{ progress: 1 }] });
    expect(await rewardMinorOf(app, player.playerId, questId)).toBe(700n);
    expect(await rewardMinorOf(app, player.playerId, bigWin)).toBe(200n);
    expect(await rewardsOf(app, questId, player.playerId)).toBe(1);
    expect(await rewardsOf(app, bigWin, player.playerId)).toBe(1);
    expect((await rewardMinorOf(app, player.playerId)) - paidBefore).toBeGreaterThanOrEqual(900n);
  });

  it('counts successful deposits and days logged in', async () => {
    const questId = await createQuest(app, [
      { kind: 'deposits', quantity: 2 },
      { kind: 'login_days', quantity: 3 },
    ]);
    const player = await gamePlayer(app, { balance: 20 });
    await caughtUp(app);
    expect(progressOf(await questOf(app, player, questId))).toEqual([
      ['deposits', 1, false],
      ['login_days', 1, false],
    ]);
    await fund(app, player, 30);
    // A second login the same day is the same day.
    expect((await login(app, player.email)).status).toBe(200);
    await caughtUp(app);
    expect(progressOf(await questOf(app, player, questId))).toEqual([
      ['deposits', 2, true],
      ['login_days', 1, false],
    ]);
  });

  it('changes nothing when an event is handed over again', async () => {
    const player = await gamePlayer(app, { balance: 50 });
    const questId = await createQuest(
      app,
      [
        { kind: 'bets', quantity: 2 },
        { kind: 'wager', quantity: 100 },
      ],
      3,
    );
    const roundId = await round(app, player, 10);
    await round(app, player, 10);
    expect(progressOf(await questOf(app, player, questId))).toEqual([
      ['bets', 2, true],
      ['wager', 20, false],
    ]);
    const settled = sql`topic = 'game.round.settled' and payload->>'roundId' in
      (select id::text from game_rounds where provider_round_id = ${roundId})`;
    await app.db.execute(sql`insert into outbox_events (topic, aggregate_id, payload)
      select topic, aggregate_id, payload from outbox_events where ${settled}`);
    await caughtUp(app);
    // A process that stopped after its effects committed but before its cursor moved on hands it over again.
    await app.db.execute(sql`update outbox_cursors set (last_tx_id, last_event_id) = (
        select tx_id, id - 1 from outbox_events where ${settled} order by id limit 1)
      where subscriber = 'retention-quests'`);
    await caughtUp(app);
    expect(progressOf(await questOf(app, player, questId))).toEqual([
      ['bets', 2, true],
      ['wager', 20, false],
    ]);
  });

  it('[S2.4-107] reads a quest past its end as expired (5 after progress, 6 untouched) and counts nothing after', async () => {
    const player = await gamePlayer(app, { balance: 50 });
    const started = await createQuest(app, [{ kind: 'bets', quantity: 5 }]);
    const untouched = await createQuest(app, [{ kind: 'win_multiplier', quantity: 1, multiplier: 1000 }]);
    await round(app, player, 1);
    await app.db.execute(sql`update quests set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 second'
      where id in (${started}, ${untouched})`);
    await round(app, player, 1);
    expect(await questOf(app, player, started)).toMatchObject({ state: 5, tasks: [{ progress: 1, isActive: false }] });
    expect((await questOf(app, player, untouched)).state).toBe(6);
    const open = (await list(app, player.token)).body.data.map((q) => q.id);
    expect(open).not.toContain(started);
    expect((await playerList(app, player.token, '?state=5,6')).body.data.map((q) => q.id)).toEqual(
      expect.arrayContaining([started, untouched]),
    );
  });

  it('[S2.7-60] [S2.7-71] [S2.7-72] pushes task progress and the completion on the player’s quests channel', async () => {
    const player = await gamePlayer(app, { balance: 50 });
    const questId = await createQuest(app, [{ kind: 'bets', quantity: 2 }]);
    const c = client(app, { token: player.token });
    clients.push(c);
    await connected(c);
    const received: { type: string; data: Quest | QuestTask }[] = [];
    const sub = c.newSubscription(playerChannels.quests(player.playerId));
    sub.on('publication', (ctx) => received.push(ctx.data as { type: string; data: Quest | QuestTask }));
    await subscribed(sub);
    await round(app, player, 1);
    await round(app, player, 1);
    const mine = () => received.filter((m) => ('questId' in m.data ? m.data.questId : m.data.id) === questId);
    await expect.poll(() => mine().length, { timeout: 5000 }).toBe(4);
    expect(mine().map((m) => [m.type, 'state' in m.data ? m.data.state : m.data.progress])).toEqual([
      ['quest.updated', 2],
      ['quest.task.updated', 1],
      ['quest.task.updated', 2],
      ['quest.updated', 3],
    ]);
  });

  it('shows each player only their own progress', async () => {
    const questId = await createQuest(app, [{ kind: 'bets', quantity: 5 }]);
    const earner = await gamePlayer(app, { balance: 20 });
    const other = await gamePlayer(app);
    const bigWin = await createQuest(app, [{ kind: 'win_multiplier', quantity: 1, multiplier: 50 }]);
    await round(app, earner, 1);
    expect(progressOf(await questOf(app, earner, questId))[0]).toEqual(['bets', 1, false]);
    // A round that counts for nothing makes no run: the quest is still untouched for the player.
    const runs = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from player_quests where quest_id = ${bigWin} and player_id = ${earner.playerId}`,
    );
    expect(runs[0]?.n).toBe(0);
    expect(progressOf(await questOf(app, other, questId))[0]).toEqual(['bets', 0, false]);
  });
});
