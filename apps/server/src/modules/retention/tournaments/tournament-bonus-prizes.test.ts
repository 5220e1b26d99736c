import type { PlayerBonus } from '@croupier/contracts/bonus';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../platform/db/database.ts';
import { gamePlayer, realBalanceMinor, startGamesApp } from '../../games/test-helpers.ts';
import type { TestPlayer } from '../../payments/test-helpers.ts';
import { call, type TestApp } from '../../player/test-helpers.ts';
import type { CompletionDeps } from './completion.ts';
import { tournamentPrizes } from './tables.ts';
import { completionJob, createTournament, playRound } from './test-helpers.ts';

const end = (app: TestApp, id: string) =>
  app.db.execute(sql`update tournaments set ends_at = now() - interval '1 second' where id = ${id}`);

/** The player's bonuses as the bonus module lists them, issued by this tournament. */
async function prizeBonuses(app: TestApp, player: TestPlayer | undefined) {
  const answer = await call<{ data: PlayerBonus[] }>(
    app,
    'GET',
    '/api/game/player-bonuses?status[]=1&status[]=2&status[]=3&status[]=4&perPage=100',
    { token: player?.token },
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const issuedFor = (app: TestApp, id: string) =>
  queryRows<{ player_id: string; n: number }>(
    app.db,
    sql`select player_id, count(*)::int as n from player_bonuses
      where source = 'tournament' and source_ref like ${`${id}:%`} group by player_id`,
  );

describe('tournament bonus prizes', () => {
  let app: TestApp;

  beforeAll(async () => {
    ({ app } = await startGamesApp());
  });
  afterAll(async () => {
    await app.close();
  });

  /** Two players staking 30 and 20: first place wins the no-deposit offer's bonus, second 20.00 in cash. */
  async function played(): Promise<{ id: string; players: TestPlayer[] }> {
    const id = await createTournament(app, { scoring: 'staked' });
    const [offer] = await queryRows<{ id: string }>(
      app.db,
      sql`select id from bonus_offers where slug = 'no-deposit-10'`,
    );
    if (!offer) throw new Error('no demo offer');
    await app.db.insert(tournamentPrizes).values([
      { tournamentId: id, place: 1, kind: 'bonus', bonusOfferId: offer.id, amountMinor: 1000n, title: '$10 bonus' },
      { tournamentId: id, place: 2, kind: 'cash', amountMinor: 2000n },
    ]);
    const players: TestPlayer[] = [];
    for (const stake of [30, 20]) {
      const player = await gamePlayer(app, { balance: 50 });
      await playRound(app, player, stake);
      players.push(player);
    }
    return { id, players };
  }

  it('issues a bonus prize through the bonus module once, also when run twice or at once', async () => {
    const { id, players } = await played();
    const shown = await call<{ data: { prizes: unknown[]; prizePool: number } }>(
      app,
      'GET',
      `/api/retention/tournaments/${id}`,
    );
    expect(shown.body.data.prizes[0]).toMatchObject({ place: 1, kind: 'bonus', title: '$10 bonus' });
    // The pool is the cash paid out; a bonus is not money until wagered.
    expect(shown.body.data.prizePool).toBe(20);
    const second = await realBalanceMinor(app, players[1]?.account.id as string);
    await end(app, id);
    await completionJob(app).run();
    await app.db.execute(sql`update tournaments set completed_at = null where id = ${id}`);
    await Promise.all([completionJob(app).run(), completionJob(app).run()]);

    expect(await issuedFor(app, id)).toEqual([{ player_id: players[0]?.playerId, n: 1 }]);
    const bonuses = (await prizeBonuses(app, players[0])).filter((b) => b.amount === 10);
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]).toMatchObject({ status: 1, currency: 'CAD' });
    expect((await realBalanceMinor(app, players[1]?.account.id as string)) - second).toBe(2000n);
    const [payout] = await queryRows<{ kind: string; player_bonus_id: string | null }>(
      app.db,
      sql`select kind, player_bonus_id from tournament_payouts where tournament_id = ${id} and place = 1`,
    );
    expect(payout).toEqual({ kind: 'bonus', player_bonus_id: bonuses[0]?.id });
    // The holder is told once, the prize named by its title.
    const told = await queryRows<{ title: string }>(
      app.db,
      sql`select payload->'tournament'->'me'->'prize'->>'title' as title from outbox_events
        where topic = 'retention.tournament.updated' and aggregate_id = ${id}
          and payload->>'playerId' = ${players[0]?.playerId} and payload->'tournament'->>'completed' = 'true'`,
    );
    expect(told).toEqual([{ title: '$10 bonus' }]);
  });

  it('finishes a run killed while issuing the bonus on the next run, issuing it once', async () => {
    const { id, players } = await played();
    await end(app, id);
    const dying: CompletionDeps['bonus'] = {
      award: async (tx, request) => {
        await app.bonus.award(tx, request);
        throw new Error('process killed');
      },
    };
    await expect(completionJob(app, undefined, dying).run()).rejects.toThrow('process killed');
    expect(await issuedFor(app, id)).toEqual([]);
    expect(await completionJob(app).run()).toContain(id);
    expect(await completionJob(app).run()).not.toContain(id);
    expect(await issuedFor(app, id)).toEqual([{ player_id: players[0]?.playerId, n: 1 }]);
  });
});
