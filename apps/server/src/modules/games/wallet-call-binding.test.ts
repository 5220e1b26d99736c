import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { expectLedgerConsistent, type TestPlayer, unbalancedTransactions } from '../payments/test-helpers.ts';
import type { TestApp } from '../player/test-helpers.ts';
import {
  accountIn,
  freshId,
  gamePlayer,
  moneyOf,
  realSession,
  startGamesApp,
  unboundGameRows,
  walletCall,
} from './test-helpers.ts';

/**
 * Issue 19, item 1: a signed credit or rollback sent with another launch of the same player moved money
 * across currencies. Every call is now bound to its round's player, game and currency (decision 0050). The
 * issue's player held CAD and ETH; the fixture's games take BTC, which shows the same hole.
 */
describe('seamless wallet: a call binds its round, session, game and currency (decision 0050)', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await startGamesApp());
  });
  afterAll(() => app.close());

  /** A player holding 100 CAD and 0.05 BTC, with a launch of the same game in each. */
  async function twoCurrencies() {
    const player = await gamePlayer(app, { balance: 100 });
    const btc = await accountIn(app, player, 'BTC', 0.05);
    const cadToken = await realSession(app, player, 'starfall-fortunes', 'CAD');
    const btcToken = await realSession(app, player, 'starfall-fortunes', 'BTC');
    return { player, btc, cadToken, btcToken };
  }

  /** A 0.01 BTC stake (10^6 satoshis) on the BTC launch: its ids. */
  async function btcBet(btcToken: string) {
    const bet = { transactionId: freshId('bet'), roundId: freshId('round') };
    const staked = await walletCall(app, 'debit', {
      sessionToken: btcToken,
      ...bet,
      currency: 'BTC',
      amount: '1000000',
    });
    expect(staked.body).toMatchObject({ balance: '4000000', currency: 'BTC' });
    return bet;
  }

  async function roundStatus(providerRoundId: string): Promise<number | undefined> {
    const [row] = await queryRows<{ status: number }>(
      app.db,
      sql`select status from game_rounds where provider_round_id = ${providerRoundId}`,
    );
    return row?.status;
  }

  async function expectLedgerExact(player: TestPlayer, ...accountIds: string[]) {
    for (const id of [player.account.id, ...accountIds]) await expectLedgerConsistent(app, id);
    expect(await unbalancedTransactions(app)).toBe(0);
    expect(await unboundGameRows(app)).toEqual([]);
  }

  it('refuses a rollback of a BTC bet sent with the CAD launch: no CAD is paid, and the bet can still be undone', async () => {
    const { player, btc, cadToken, btcToken } = await twoCurrencies();
    const bet = await btcBet(btcToken);
    const before = await moneyOf(app, [player.playerId]);

    const attack = {
      sessionToken: cadToken,
      transactionId: freshId('rb'),
      roundId: bet.roundId,
      referenceTransactionId: bet.transactionId,
    };
    const refused = await walletCall(app, 'rollback', attack);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'round_mismatch']);
    // Refusals are not stored: the repeat is judged again, and answers the same.
    expect(await walletCall(app, 'rollback', attack)).toEqual(refused);
    expect(await moneyOf(app, [player.playerId])).toEqual(before);
    expect(await roundStatus(bet.roundId)).toBe(1);

    // The bet's own launch undoes it: the stake comes back in BTC and the round is refunded.
    const undone = await walletCall(app, 'rollback', {
      ...attack,
      sessionToken: btcToken,
      transactionId: freshId('rb'),
    });
    expect(undone.body).toMatchObject({ balance: '5000000', currency: 'BTC' });
    expect(await roundStatus(bet.roundId)).toBe(4);
    await expectLedgerExact(player, btc.id);
  });

  it('refuses a credit of a BTC round sent with the CAD launch: no CAD is paid, and the round still settles in BTC', async () => {
    const { player, btc, cadToken, btcToken } = await twoCurrencies();
    const bet = await btcBet(btcToken);
    const before = await moneyOf(app, [player.playerId]);

    const attack = {
      sessionToken: cadToken,
      transactionId: freshId('win'),
      roundId: bet.roundId,
      currency: 'CAD',
      amount: '3000000',
    };
    const refused = await walletCall(app, 'credit', attack);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'round_mismatch']);
    expect(await walletCall(app, 'credit', attack)).toEqual(refused);
    // Nor does a stake of the CAD launch join the BTC round.
    const joined = await walletCall(app, 'debit', { ...attack, transactionId: freshId('bet'), amount: '100' });
    expect([joined.status, joined.body.error.code]).toEqual([409, 'round_mismatch']);
    expect(await moneyOf(app, [player.playerId])).toEqual(before);
    expect(await roundStatus(bet.roundId)).toBe(1);

    const paid = await walletCall(app, 'credit', {
      ...attack,
      sessionToken: btcToken,
      transactionId: freshId('win'),
      currency: 'BTC',
    });
    expect(paid.body).toMatchObject({ balance: '7000000', currency: 'BTC' });
    expect(await roundStatus(bet.roundId)).toBe(2);
    await expectLedgerExact(player, btc.id);
  });

  it('refuses a call for a round of another game or another player, whatever the currency', async () => {
    const player = await gamePlayer(app, { balance: 100 });
    const other = await gamePlayer(app, { balance: 100 });
    const sessionToken = await realSession(app, player, 'starfall-fortunes');
    const otherGame = await realSession(app, player, 'european-roulette');
    const otherPlayer = await realSession(app, other, 'starfall-fortunes');
    const bet = { transactionId: freshId('bet'), roundId: freshId('round') };
    expect((await walletCall(app, 'debit', { sessionToken, ...bet, currency: 'CAD', amount: '500' })).status).toBe(200);
    const before = await moneyOf(app, [player.playerId, other.playerId]);

    for (const token of [otherGame, otherPlayer]) {
      const calls = [
        ['debit', { transactionId: freshId('bet'), roundId: bet.roundId, currency: 'CAD', amount: '100' }],
        ['credit', { transactionId: freshId('win'), roundId: bet.roundId, currency: 'CAD', amount: '900' }],
        ['rollback', { transactionId: freshId('rb'), roundId: bet.roundId, referenceTransactionId: bet.transactionId }],
      ] as const;
      for (const [operation, body] of calls) {
        const refused = await walletCall(app, operation, { sessionToken: token, ...body });
        expect([operation, refused.status, refused.body.error.code]).toEqual([operation, 409, 'round_mismatch']);
      }
    }
    expect(await moneyOf(app, [player.playerId, other.playerId])).toEqual(before);
    await expectLedgerExact(player, other.account.id);
  });

  it('refuses a rollback that names another round than its bet’s', async () => {
    const player = await gamePlayer(app, { balance: 100 });
    const sessionToken = await realSession(app, player);
    const bet = { transactionId: freshId('bet'), roundId: freshId('round') };
    await walletCall(app, 'debit', { sessionToken, ...bet, currency: 'CAD', amount: '500' });
    const before = await moneyOf(app, [player.playerId]);
    const elsewhere = await walletCall(app, 'rollback', {
      sessionToken,
      transactionId: freshId('rb'),
      roundId: freshId('round'),
      referenceTransactionId: bet.transactionId,
    });
    expect([elsewhere.status, elsewhere.body.error.code]).toEqual([409, 'round_mismatch']);
    expect(await moneyOf(app, [player.playerId])).toEqual(before);
  });

  it('settles a round from a later launch of the same game and currency (a relaunch)', async () => {
    const player = await gamePlayer(app, { balance: 100 });
    const first = await realSession(app, player);
    const bets = [0, 1].map(() => ({ transactionId: freshId('bet'), roundId: freshId('round') }));
    for (const bet of bets)
      await walletCall(app, 'debit', { sessionToken: first, ...bet, currency: 'CAD', amount: '500' });
    const relaunch = await realSession(app, player);
    const [won, undone] = bets as [(typeof bets)[0], (typeof bets)[0]];
    const win = { transactionId: freshId('win'), roundId: won.roundId, currency: 'CAD', amount: '2000' };
    expect((await walletCall(app, 'credit', { sessionToken: relaunch, ...win })).body.balance).toBe('11000');
    const rollback = {
      transactionId: freshId('rb'),
      roundId: undone.roundId,
      referenceTransactionId: undone.transactionId,
    };
    expect((await walletCall(app, 'rollback', { sessionToken: relaunch, ...rollback })).body.balance).toBe('11500');
    await expectLedgerExact(player);
  });

  it('answers a repeated transaction id with its first answer only on a launch of the same player and currency', async () => {
    const { player, btc, cadToken, btcToken } = await twoCurrencies();
    const other = await gamePlayer(app, { balance: 100 });
    const otherToken = await realSession(app, other);
    const bet = await btcBet(btcToken);
    const win = { transactionId: freshId('win'), roundId: bet.roundId, currency: 'BTC', amount: '0' };
    const paid = await walletCall(app, 'credit', { sessionToken: btcToken, ...win });
    expect(paid.status).toBe(200);
    expect(await walletCall(app, 'credit', { sessionToken: btcToken, ...win })).toEqual(paid);
    const rollback = { transactionId: freshId('rb'), roundId: bet.roundId, referenceTransactionId: freshId('bet') };
    const remembered = await walletCall(app, 'rollback', { sessionToken: btcToken, ...rollback });
    expect(remembered.status).toBe(200);
    const before = await moneyOf(app, [player.playerId, other.playerId]);

    // Both launches play CAD: the first answers were BTC ones.
    for (const sessionToken of [cadToken, otherToken]) {
      const currency = 'CAD';
      const credit = await walletCall(app, 'credit', { sessionToken, ...win, currency });
      expect([credit.status, credit.body.error.code]).toEqual([409, 'transaction_mismatch']);
      const again = await walletCall(app, 'rollback', { sessionToken, ...rollback });
      expect([again.status, again.body.error.code]).toEqual([409, 'transaction_mismatch']);
      const staked = await walletCall(app, 'debit', { sessionToken, ...bet, currency, amount: '1000000' });
      expect([staked.status, staked.body.error.code]).toEqual([409, 'transaction_mismatch']);
    }
    // An unknown launch gets no first answer either.
    const unknown = await walletCall(app, 'credit', { sessionToken: 'n'.repeat(43), ...win });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'session_not_found']);
    expect(await moneyOf(app, [player.playerId, other.playerId])).toEqual(before);
    await expectLedgerExact(player, btc.id, other.account.id);
  });
});
