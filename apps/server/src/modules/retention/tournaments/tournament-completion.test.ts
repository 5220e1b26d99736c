import type { MessagesPage } from '@croupier/contracts/messenger';
import type { TournamentDetail } from '@croupier/contracts/tournaments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../platform/db/database.ts';
import { gamePlayer, realBalanceMinor, startGamesApp } from '../../games/test-helpers.ts';
import type { TestPlayer } from '../../payments/test-helpers.ts';
import { call, type TestApp } from '../../player/test-helpers.ts';
import { createSettingsService } from '../../settings/service.ts';
import { createWalletService, type WalletService } from '../../wallet/service.ts';
import { createTournament, completionJob as job, playRound } from './test-helpers.ts';

const end = (app: TestApp, id: string) =>
  app.db.execute(sql`update tournaments set ends_at = now() - interval '1 second' where id = ${id}`);

async function completedEvents(app: TestApp, id: string) {
  return queryRows<{ player_id: string; place: number; prize: string }>(
    app.db,
    sql`select payload->>'playerId' as player_id, (payload->'tournament'->'me'->>'rank')::int as place,
          payload->'tournament'->'me'->'prize'->>'amount' as prize
        from outbox_events where topic = 'retention.tournament.updated' and aggregate_id = ${id}
          and payload->'tournament'->>'completed' = 'true' order by place`,
  );
}

const prizePostings = (app: TestApp, id: string) =>
  queryRows<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from ledger_transactions where idempotency_key like ${`tournament:${id}:%`}`,
  );

describe('tournament completion', () => {
  let app: TestApp;
  let players: TestPlayer[];

  beforeAll(async () => {
    ({ app } = await startGamesApp());
  });
  afterAll(async () => {
    await app.close();
  });

  /** Three players staking 30, 20 and 10 in a new tournament with prizes for the top two. */
  async function played(): Promise<string> {
    const id = await createTournament(app, { scoring: 'staked', prizes: [3000, 2000] });
    players = [];
    for (const stake of [30, 20, 10]) {
      const player = await gamePlayer(app, { balance: 50 });
      await playRound(app, player, stake);
      players.push(player);
    }
    return id;
  }

  it('[S2.4-118] freezes the ranks, pays each prize once and tells only the prize holders, also when run twice', async () => {
    const id = await played();
    const before = await Promise.all(players.map((p) => realBalanceMinor(app, p.account.id)));
    await end(app, id);
    // The app's own job (every 30 s) may get there first: either way it is completed once.
    await job(app).run();
    expect(await job(app).run()).not.toContain(id);
    // Both runs at once, as two processes would: still once.
    await app.db.execute(sql`update tournaments set completed_at = null where id = ${id}`);
    await Promise.all([job(app).run(), job(app).run()]);
    const after = await Promise.all(players.map((p) => realBalanceMinor(app, p.account.id)));
    expect(after.map((a, i) => a - (before[i] ?? 0n))).toEqual([3000n, 2000n, 0n]);
    expect((await prizePostings(app, id))[0]?.n).toBe(2);
    expect(await completedEvents(app, id)).toEqual([
      { player_id: players[0]?.playerId, place: 1, prize: '30' },
      { player_id: players[1]?.playerId, place: 2, prize: '20' },
    ]);

    // The messenger tells each prize holder once, whatever the number of runs; the third place hears nothing.
    const prizeMessages = async (player: TestPlayer | undefined) => {
      const res = await call<MessagesPage>(app, 'GET', '/api/notification/messenger/messages?perPage=50', {
        token: player?.token,
        headers: { 'accept-language': 'en' },
      });
      return res.body.data.filter((m) => m.content.title.startsWith('Tournament prize')).map((m) => m.content.body);
    };
    await expect.poll(() => prizeMessages(players[1]), { timeout: 15_000 }).toHaveLength(1);
    expect((await prizeMessages(players[1]))[0]).toMatch(/^You finished in place 2 of .+ and won \$20\.00\.$/);
    await expect.poll(() => prizeMessages(players[0]), { timeout: 15_000 }).toHaveLength(1);
    expect(await prizeMessages(players[2])).toEqual([]);

    const finished = await call<{ data: TournamentDetail }>(app, 'GET', `/api/retention/tournaments/${id}`, {
      token: players[1]?.token,
    });
    expect(finished.body.data).toMatchObject({ status: 'finished', me: { rank: 2, prize: { amount: 20 } } });
    expect(finished.body.data.prizes.map((p) => p.entry?.playerId)).toEqual([
      players[0]?.playerId,
      players[1]?.playerId,
    ]);
    // A round after the end counts no more.
    await playRound(app, players[2] as TestPlayer, 40);
    const third = await call<{ data: TournamentDetail }>(app, 'GET', `/api/retention/tournaments/${id}`, {
      token: players[2]?.token,
    });
    expect(third.body.data.me).toMatchObject({ rank: 3, score: 10, prize: null });
  });

  it('finishes a run killed midway on the next run, paying no prize twice', async () => {
    const id = await played();
    const before = await Promise.all(players.map((p) => realBalanceMinor(app, p.account.id)));
    await end(app, id);
    const real = createWalletService({ db: app.db, settings: createSettingsService(app.db) });
    let posts = 0;
    const dying: Pick<WalletService, 'open' | 'post'> = {
      open: real.open,
      post: async (executor, posting) => {
        posts += 1;
        if (posts === 2) throw new Error('process killed');
        return real.post(executor, posting);
      },
    };
    await expect(job(app, dying).run()).rejects.toThrow('process killed');
    const [midway] = await queryRows<{ completed: boolean }>(
      app.db,
      sql`select completed_at is not null as completed from tournaments where id = ${id}`,
    );
    expect(midway?.completed).toBe(false);
    expect((await prizePostings(app, id))[0]?.n).toBe(1);

    expect(await job(app).run()).toContain(id);
    const after = await Promise.all(players.map((p) => realBalanceMinor(app, p.account.id)));
    expect(after.map((a, i) => a - (before[i] ?? 0n))).toEqual([3000n, 2000n, 0n]);
    expect((await prizePostings(app, id))[0]?.n).toBe(2);
    expect((await completedEvents(app, id)).map((e) => e.player_id)).toEqual([
      players[0]?.playerId,
      players[1]?.playerId,
    ]);
  });
});
