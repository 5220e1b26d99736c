import type { WalletAccount } from '@croupier/contracts/wallet';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { freshId, startGamesApp, walletCall } from '../games/test-helpers.ts';
import { expectLedgerConsistent } from '../payments/test-helpers.ts';
import { call, type TestApp } from '../player/test-helpers.ts';
import { bonusPlayer, depositWithBonus, putAction } from './test-helpers.ts';
import { launch, playerWithActiveBonus, playRound, wageringOffer, wageringState } from './wagering-test-helpers.ts';

/**
 * The wagering engine (decisions 0067, 0071) through the seamless wallet, as a provider calls it: which balance a
 * stake spends, where its win goes, progress by contribution, the maximum bet, restricted games, conversion
 * capped by the maximum, a lost bonus, rollbacks and a race on the last bonus money.
 */
describe('wagering an active bonus through the seamless wallet', { timeout: 90_000 }, () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await startGamesApp());
  });
  afterAll(() => app.close());

  it('spends real money first, then bonus money, and pays a win back in the same proportions', async () => {
    const code = await wageringOffer(app, { amountMinor: 2000n, wager: '5' });
    const { player, bonusId } = await playerWithActiveBonus(app, code, 10);
    expect(await wageringState(app, player.playerId, bonusId)).toMatchObject({ real: '1000', bonus: '2000' });
    const session = await launch(app, player);

    // 15.00 staked: 10.00 real, 5.00 bonus. The provider sees what the player can stake: real + bonus.
    const round = await playRound(app, session, '1500', '3000');
    expect(round.bet.status, JSON.stringify(round.bet.body)).toBe(200);
    expect(round.bet.body.balance).toBe('1500');
    // The win of 30.00: a third (the bonus's share of the stake, rounded up) to bonus, the rest to real.
    expect(round.paid?.status).toBe(200);
    expect(round.paid?.body.balance).toBe('4500');
    expect(await wageringState(app, player.playerId, bonusId)).toMatchObject({
      real: '2000',
      bonus: '2500',
      wagered: '1500',
      required: '10000',
      status: 2,
    });
    await expectLedgerConsistent(app, player.account.id);
  });

  it('counts a stake by its game’s contribution, and refuses a restricted game and a stake above the maximum bet', async () => {
    const code = await wageringOffer(app, {
      amountMinor: 5000n,
      wager: '10',
      maxBetMinor: 500n,
      contributions: [
        { target: '*', percent: 0 },
        { target: 'type:slots', percent: 100 },
        { target: 'type:roulette', percent: 10 },
        { target: 'game:crash-rocket', percent: 0, restricted: true },
      ],
    });
    const { player, bonusId } = await playerWithActiveBonus(app, code, 0);
    const slots = await launch(app, player);
    const roulette = await launch(app, player, 'european-roulette');
    const crash = await launch(app, player, 'crash-rocket');

    expect((await playRound(app, slots, '400', '0')).paid?.status).toBe(200);
    expect((await playRound(app, roulette, '500', '0')).paid?.status).toBe(200);
    expect(await wageringState(app, player.playerId, bonusId)).toMatchObject({ wagered: '450', bonus: '4100' });

    const above = await playRound(app, slots, '501', '0');
    expect(above.bet.status).toBe(409);
    expect(above.bet.body.error?.code).toBe('bonus_bet_above_maximum');
    const restricted = await playRound(app, crash, '100', '0');
    expect(restricted.bet.status).toBe(409);
    expect(restricted.bet.body.error?.code).toBe('bonus_restricted');
    // Refused: nothing moved, and the site hears why on game:bets#.
    expect(await wageringState(app, player.playerId, bonusId)).toMatchObject({ wagered: '450', bonus: '4100' });
    const refusals = await queryRows<{ reason: string; cause: string }>(
      app.db,
      sql`select payload->>'reason' as reason, payload->>'cause' as cause from outbox_events
        where topic = 'game.bet.refused' and aggregate_id = ${player.playerId} order by id`,
    );
    expect(refusals).toEqual([
      { reason: 'max_exceeded', cause: 'bonus_max_bet' },
      { reason: 'restricted', cause: 'bonus_restricted' },
    ]);
  });

  it('converts when the wagering is met, up to the maximum conversion, once its rounds are settled', async () => {
    const code = await wageringOffer(app, { amountMinor: 2000n, wager: '1', maxConversionMinor: 1500n });
    const { player, bonusId } = await playerWithActiveBonus(app, code, 0);
    const session = await launch(app, player);

    // A second round stays open: its stake is bonus money, so the bonus waits for it.
    const open = await playRound(app, session, '500', '0', { open: true });
    expect(open.bet.status).toBe(200);
    const met = await playRound(app, session, '1500', '4000');
    expect(met.paid?.status).toBe(200);
    expect(await wageringState(app, player.playerId, bonusId)).toMatchObject({
      status: 2,
      wagered: '2000',
      bonus: '4000',
    });

    const settled = await walletCall(app, 'credit', {
      sessionToken: session,
      transactionId: freshId('win'),
      roundId: open.roundId,
      currency: 'CAD',
      amount: '0',
      roundEnded: true,
    });
    expect(settled.status).toBe(200);
    // Played: 15.00 of the 40.00 bonus balance converts, the rest goes back to the house.
    expect(await wageringState(app, player.playerId, bonusId)).toMatchObject({
      status: 3,
      result: 2,
      real: '1500',
      bonus: '0',
      activeBonusId: null,
    });
    const [posting] = await queryRows<{ kind: string; metadata: Record<string, string> }>(
      app.db,
      sql`select kind, metadata from ledger_transactions where reference = ${bonusId}::text and kind = 'bonus.convert'`,
    );
    expect(posting?.metadata).toEqual({ converted: '1500', forfeited: '2500' });
    // The site hears the bonus's end on bonus:player-bonuses# (the bonus module words the engine's event).
    const lastHeard = async () =>
      (
        await queryRows<{ status: number; result: number }>(
          app.db,
          sql`select (payload->'bonus'->>'status')::int as status, (payload->'bonus'->>'result')::int as result
            from outbox_events where topic = 'bonus.player-bonus.updated' and aggregate_id = ${player.playerId}
            order by id desc limit 1`,
        )
      )[0];
    await expect.poll(lastHeard, { timeout: 10_000 }).toEqual({ status: 3, result: 2 });
    await expectLedgerConsistent(app, player.account.id);
  });

  it('is lost when the bonus balance is spent, and a rollback gives a stake and its wagering back', async () => {
    const code = await wageringOffer(app, { amountMinor: 1000n, wager: '10' });
    const { player, bonusId } = await playerWithActiveBonus(app, code, 0);
    const session = await launch(app, player);

    const undone = await playRound(app, session, '400', '0', { open: true });
    const betId = (
      await queryRows<{ id: string }>(
        app.db,
        sql`select provider_transaction_id as id from game_transactions where player_id = ${player.playerId}::uuid
        and kind = 'debit' order by created_at desc limit 1`,
      )
    )[0]?.id;
    expect(await wageringState(app, player.playerId, bonusId)).toMatchObject({ bonus: '600', wagered: '400' });
    const rolledBack = await walletCall(app, 'rollback', {
      sessionToken: session,
      transactionId: freshId('rollback'),
      roundId: undone.roundId,
      referenceTransactionId: betId,
    });
    expect(rolledBack.status, JSON.stringify(rolledBack.body)).toBe(200);
    expect(await wageringState(app, player.playerId, bonusId)).toMatchObject({
      bonus: '1000',
      wagered: '0',
      status: 2,
    });

    expect((await playRound(app, session, '1000', '0')).paid?.status).toBe(200);
    expect(await wageringState(app, player.playerId, bonusId)).toMatchObject({
      status: 3,
      result: 5,
      bonus: '0',
      activeBonusId: null,
    });
    await expectLedgerConsistent(app, player.account.id);
  });

  it('waits for open rounds before a cancel, which then forfeits the bonus balance', async () => {
    const code = await wageringOffer(app, { amountMinor: 1000n, wager: '10' });
    const { player, bonusId } = await playerWithActiveBonus(app, code, 0);
    const session = await launch(app, player);
    const open = await playRound(app, session, '300', '0', { open: true });
    const refused = await putAction(app, player.token, `/api/game/player-bonuses/${bonusId}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('bonus_unsettled_bets');

    await walletCall(app, 'credit', {
      sessionToken: session,
      transactionId: freshId('win'),
      roundId: open.roundId,
      currency: 'CAD',
      amount: '600',
      roundEnded: true,
    });
    expect(await wageringState(app, player.playerId, bonusId)).toMatchObject({ bonus: '1300' });
    const canceled = await putAction(app, player.token, `/api/game/player-bonuses/${bonusId}/cancel`);
    expect(canceled.status).toBe(200);
    expect(await wageringState(app, player.playerId, bonusId)).toMatchObject({
      status: 3,
      result: 3,
      bonus: '0',
      real: '0',
      activeBonusId: null,
    });
    await expectLedgerConsistent(app, player.account.id);
  });

  it('lets only one of two racing stakes spend the last bonus money', async () => {
    const code = await wageringOffer(app, { amountMinor: 1000n, wager: '10' });
    const { player, bonusId } = await playerWithActiveBonus(app, code, 0);
    const session = await launch(app, player);
    const answers = await Promise.all([
      playRound(app, session, '1000', '0', { open: true }),
      playRound(app, session, '1000', '0', { open: true }),
    ]);
    expect(answers.map((a) => a.bet.status).sort()).toEqual([200, 409]);
    expect(await wageringState(app, player.playerId, bonusId)).toMatchObject({
      bonus: '0',
      real: '0',
      wagered: '1000',
    });
    await expectLedgerConsistent(app, player.account.id);
  });

  it('holds a locked deposit back from withdrawal while its bonus is active, and lets it go when the bonus ends', async () => {
    // The operator's setting on the welcome package's first step, for this test only.
    const locks = (on: boolean) =>
      app.db.execute(sql`update bonuses set locks_deposit = ${on}
        where offer_id = (select id from bonus_offers where slug = 'welcome-1')`);
    await locks(true);
    try {
      const player = await bonusPlayer(app);
      const { bonuses } = await depositWithBonus(app, player, 'welcome-1', 50);
      const bonusId = bonuses[0]?.id as string;
      expect((await putAction(app, player.token, `/api/game/player-bonuses/${bonusId}/activate`)).status).toBe(200);
      const account = async () =>
        (await call<{ data: WalletAccount[] }>(app, 'GET', '/api/wallet/accounts', { token: player.token })).body
          .data[0];
      expect(await account()).toMatchObject({ balance: 50, lockedBalance: 50, withdrawalBalance: 0 });
      expect((await putAction(app, player.token, `/api/game/player-bonuses/${bonusId}/cancel`)).status).toBe(200);
      expect(await account()).toMatchObject({ balance: 50, lockedBalance: 0, withdrawalBalance: 50, bonusBalance: 0 });
    } finally {
      await locks(false);
    }
  });
});
