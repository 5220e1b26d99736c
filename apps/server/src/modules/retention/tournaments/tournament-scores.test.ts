import { playerChannels, tournamentBoardChannel } from '@croupier/contracts/realtime-channels';
import type { TournamentBoard, TournamentDetail, TournamentUpdate } from '@croupier/contracts/tournaments';
import type { Centrifuge } from 'centrifuge';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../platform/db/database.ts';
import { client, connected, subscribed } from '../../../platform/realtime/test-helpers.ts';
import { accountIn, gamePlayer, startGamesApp } from '../../games/test-helpers.ts';
import type { TestPlayer } from '../../payments/test-helpers.ts';
import { call, type ErrorBody, type TestApp } from '../../player/test-helpers.ts';
import { createTournament, playRound, scored } from './test-helpers.ts';

type Detail = { data: TournamentDetail } & ErrorBody;
const detail = (app: TestApp, id: string, token?: string, query = '') =>
  call<Detail>(app, 'GET', `/api/retention/tournaments/${id}${query}`, { token });

async function own(app: TestApp, id: string, player: TestPlayer) {
  const answer = await detail(app, id, player.token);
  expect(answer.status).toBe(200);
  return answer.body.data.me;
}

describe('tournament scores from played rounds', () => {
  let app: TestApp;
  const clients: Centrifuge[] = [];

  beforeAll(async () => {
    ({ app } = await startGamesApp());
  });
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await app.close();
  });

  it('[S2.7-24] [S2.3-46] lists tournaments to anyone by status, each with its prizes', async () => {
    const id = await createTournament(app, { scoring: 'staked', prizes: [5000, 2500] });
    const upcoming = await createTournament(app, {
      scoring: 'bets',
      startsAt: new Date(Date.now() + 86_400_000),
      endsAt: new Date(Date.now() + 2 * 86_400_000),
    });
    const running = await call<{ data: TournamentDetail[]; meta: { totalRows: number } }>(
      app,
      'GET',
      '/api/retention/tournaments?status=running&perPage=50',
    );
    expect(running.status).toBe(200);
    const found = running.body.data.find((t) => t.id === id);
    expect(found).toMatchObject({ status: 'running', scoring: 'staked', currency: 'CAD', prizePool: 75 });
    expect(found?.prizes).toEqual([
      { place: 1, kind: 'cash', title: '50.00 CAD', amount: 50, currency: 'CAD', entry: null },
      { place: 2, kind: 'cash', title: '25.00 CAD', amount: 25, currency: 'CAD', entry: null },
    ]);
    expect(running.body.data.some((t) => t.id === upcoming)).toBe(false);
    const soon = await call<{ data: TournamentDetail[] }>(app, 'GET', '/api/retention/tournaments?status=upcoming');
    expect(soon.body.data.map((t) => t.id)).toContain(upcoming);
  });

  it('answers 400 with field errors to bad parameters', async () => {
    const bad = await call<ErrorBody>(app, 'GET', '/api/retention/tournaments?status=soon&perPage=0');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('perPage');
    expect((await detail(app, crypto.randomUUID(), undefined, '?leaders=1000')).status).toBe(400);
  });

  it('[S2.7-25] answers 404 for an unknown tournament, the public variant to a guest and the own entry to a player', async () => {
    expect((await detail(app, crypto.randomUUID())).status).toBe(404);
    expect((await detail(app, 'not-a-tournament')).status).toBe(404);
    const id = await createTournament(app, { scoring: 'staked', prizes: [1000] });
    const guest = await detail(app, id);
    expect(guest.status).toBe(200);
    expect(guest.body.data).toMatchObject({ id, rules: 'Stake to climb.', me: null });
    const player = await gamePlayer(app);
    expect(await own(app, id, player)).toEqual({ joined: false, rank: null, score: 0, rounds: 0, prize: null });
  });

  it('scores the real money staked in the base currency, on eligible games at or above the minimum bet', async () => {
    const id = await createTournament(app, {
      scoring: 'staked',
      gameTypes: ['slots'],
      minBetMinor: 100n,
      prizes: [1000],
    });
    const player = await gamePlayer(app, { balance: 200 });
    await playRound(app, player, 10);
    expect(await own(app, id, player)).toMatchObject({ joined: true, score: 10, rounds: 1, rank: 1 });
    // Roulette is not a slot; 0.50 is under the minimum bet; bonus money does not count.
    await playRound(app, player, 10, { game: 'european-roulette' });
    await playRound(app, player, 0.5);
    await playRound(app, player, 10, { bonusShare: true });
    expect(await own(app, id, player)).toMatchObject({ score: 10, rounds: 1 });
    // One USD is 1.37 CAD in the demo rates.
    await accountIn(app, player, 'USD', 50);
    await playRound(app, player, 10, { currency: 'USD' });
    expect(await own(app, id, player)).toMatchObject({ score: 23.7, rounds: 2, prize: { place: 1, amount: 10 } });
  });

  it('scores the number of bets', async () => {
    const id = await createTournament(app, { scoring: 'bets' });
    const player = await gamePlayer(app, { balance: 100 });
    for (const stake of [1, 2, 3]) await playRound(app, player, stake);
    expect(await own(app, id, player)).toMatchObject({ score: 3, rounds: 3 });
  });

  it('scores the best win ÷ stake of one round, and ranks the leaderboard by it', async () => {
    const id = await createTournament(app, { scoring: 'multiplier', prizes: [1000, 500] });
    const first = await gamePlayer(app, { balance: 100 });
    const second = await gamePlayer(app, { balance: 100 });
    await playRound(app, first, 10, { win: 25 });
    await playRound(app, first, 10, { win: 5 });
    await playRound(app, second, 4, { win: 12 });
    expect(await own(app, id, first)).toMatchObject({ score: 2.5, rank: 2, rounds: 2 });
    expect(await own(app, id, second)).toMatchObject({ score: 3, rank: 1 });
    const board = (await detail(app, id, undefined, '?leaders=2')).body.data;
    expect(board.leaders.map((l) => [l.rank, l.playerId, l.score])).toEqual([
      [1, second.playerId, 3],
      [2, first.playerId, 2.5],
    ]);
    expect(board.prizes[0]?.entry?.playerId).toBe(second.playerId);
    expect(board.entrants).toBe(2);
    expect(board.leaders[0]?.name).not.toContain('@');
  });

  it('counts rounds in an opt-in tournament only after the player joined', async () => {
    const id = await createTournament(app, { scoring: 'bets', entry: 'opt_in' });
    const player = await gamePlayer(app, { balance: 100 });
    await playRound(app, player, 1);
    expect(await own(app, id, player)).toMatchObject({ joined: false, score: 0 });
    const joined = await call<Detail>(app, 'POST', `/api/retention/tournaments/${id}/join`, { token: player.token });
    expect(joined.status).toBe(200);
    expect(joined.body.data.me).toMatchObject({ joined: true, score: 0 });
    await playRound(app, player, 1);
    expect(await own(app, id, player)).toMatchObject({ joined: true, score: 1, rounds: 1 });
    const auto = await createTournament(app, { scoring: 'bets' });
    const refused = await call(app, 'POST', `/api/retention/tournaments/${auto}/join`, { token: player.token });
    expect(refused.status).toBe(409);
    expect((await call(app, 'POST', `/api/retention/tournaments/${id}/join`)).status).toBe(401);
  });

  it('counts a round once when its event is handled again', async () => {
    const id = await createTournament(app, { scoring: 'staked' });
    const player = await gamePlayer(app, { balance: 100 });
    const roundId = await playRound(app, player, 20);
    expect(await own(app, id, player)).toMatchObject({ score: 20, rounds: 1 });
    await app.db.execute(sql`insert into outbox_events (topic, aggregate_id, payload)
      select topic, aggregate_id, payload from outbox_events
      where topic = 'game.round.settled' and payload->>'roundId' = ${roundId}`);
    await scored(app);
    await app.db.execute(sql`update outbox_cursors set (last_tx_id, last_event_id) = (
        select tx_id, id - 1 from outbox_events
        where topic = 'game.round.settled' and payload->>'roundId' = ${roundId} order by id limit 1)
      where subscriber = 'retention-tournament-scores'`);
    await scored(app);
    expect(await own(app, id, player)).toMatchObject({ score: 20, rounds: 1 });
    const rows = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from tournament_score_events where tournament_id = ${id} and round_id = ${roundId}`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('[S2.7-63] pushes the player’s new score and rank on their tournaments channel', async () => {
    const id = await createTournament(app, { scoring: 'staked', prizes: [1000] });
    const player = await gamePlayer(app, { balance: 100 });
    const c = client(app, { token: player.token });
    clients.push(c);
    await connected(c);
    const received: TournamentUpdate[] = [];
    const sub = c.newSubscription(playerChannels.tournaments(player.playerId));
    sub.on('publication', (ctx) => received.push((ctx.data as { data: TournamentUpdate }).data));
    await subscribed(sub);
    await playRound(app, player, 15);
    await expect.poll(() => received.find((t) => t.id === id), { timeout: 5000 }).toBeTruthy();
    expect(received.find((t) => t.id === id)).toMatchObject({ me: { score: 15, rank: 1 }, status: 'running' });
  });

  it('pushes the leaderboard to a guest watching the tournament, at most four times a second, the last rounds too', async () => {
    const id = await createTournament(app, { scoring: 'staked', prizes: [1000] });
    const first = await gamePlayer(app, { balance: 100 });
    const second = await gamePlayer(app, { balance: 100 });
    const guest = client(app);
    clients.push(guest);
    await connected(guest);
    const boards: TournamentBoard[] = [];
    const sub = guest.newSubscription(tournamentBoardChannel(id));
    sub.on('publication', (ctx) => boards.push((ctx.data as { data: TournamentBoard }).data));
    await subscribed(sub);
    // A player channel stays the player's own: the guest may not read it.
    await expect(subscribed(guest.newSubscription(playerChannels.tournaments(first.playerId)))).rejects.toThrow();

    await playRound(app, first, 5);
    await playRound(app, second, 7);
    await playRound(app, first, 4);
    // The last board shows every round, however they fell around the throttle.
    await expect
      .poll(() => boards.at(-1)?.leaders.map((l) => [l.playerId, l.score]), { timeout: 5000 })
      .toEqual([
        [first.playerId, 9],
        [second.playerId, 7],
      ]);
    expect(boards.at(-1)).toMatchObject({ id, version: 3, entrants: 2 });
    const versions = boards.map((b) => b.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    // Coalesced: the snapshots were written at least the interval (250 ms) apart.
    const written = await queryRows<{ at: string }>(
      app.db,
      sql`select created_at::text as at from outbox_events
        where topic = 'retention.tournament.board' and aggregate_id = ${id} order by id`,
    );
    for (let i = 1; i < written.length; i++) {
      expect(Date.parse(written[i]?.at ?? '') - Date.parse(written[i - 1]?.at ?? '')).toBeGreaterThanOrEqual(225);
    }
    const page = (await detail(app, id)).body.data;
    expect(page.boardVersion).toBe(3);
  });

  it('folds the rounds the scorer gets in one batch as it would count them one by one', async () => {
    const staked = await createTournament(app, { scoring: 'staked' });
    const best = await createTournament(app, { scoring: 'multiplier' });
    const player = await gamePlayer(app, { balance: 100 });
    // Settled before the scorer looks: they reach it together.
    await app.dispatcher.stop();
    try {
      for (const [stake, win] of [
        [2, 6],
        [3, 0],
        [1, 5],
      ] as const) {
        await playRound(app, player, stake, { win, wait: false });
      }
    } finally {
      app.dispatcher.start();
    }
    await scored(app);
    expect(await own(app, staked, player)).toMatchObject({ score: 6, rounds: 3 });
    expect(await own(app, best, player)).toMatchObject({ score: 5, rounds: 3 });
  });
});
