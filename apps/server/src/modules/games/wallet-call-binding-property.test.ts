import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 * Decision 0050 as a property: two players, each holding CAD and BTC, each with a launch of two games of one
 * provider in each currency (eight launches), and a round opened on every launch. A debit, credit or rollback
 * for a round sent with any launch but the round's own (another player, currency or game, or several) is
 * refused with 409 `round_mismatch`, its repeat answers the same, and no balance, round, game transaction or
 * ledger entry changes. Every one of the 168 crossings is tried, then random ones with random amounts.
 */

type Operation = 'debit' | 'credit' | 'rollback';
const operations: Operation[] = ['debit', 'credit', 'rollback'];
const currencies = ['CAD', 'BTC'] as const;
const games = ['starfall-fortunes', 'european-roulette'];

interface Launch {
  player: number;
  currency: (typeof currencies)[number];
  game: string;
  token: string;
}

interface Round {
  launch: number;
  roundId: string;
  betId: string;
}

interface Crossing {
  launch: number;
  round: number;
  operation: Operation;
}

describe('seamless wallet property: no call crosses its round’s player, currency or game (decision 0050)', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await startGamesApp());
  });
  afterAll(() => app.close());

  it('refuses every crossing of launch and round, for every operation, and moves nothing', async () => {
    const players: TestPlayer[] = [];
    const accountIds: string[] = [];
    for (let n = 0; n < 2; n++) {
      const player = await gamePlayer(app, { balance: 100 });
      players.push(player);
      accountIds.push(player.account.id, (await accountIn(app, player, 'BTC', 0.05)).id);
    }
    const playerIds = players.map((p) => p.playerId);
    const launches: Launch[] = [];
    for (const [player, holder] of players.entries()) {
      for (const currency of currencies) {
        for (const game of games) {
          launches.push({ player, currency, game, token: await realSession(app, holder, game, currency) });
        }
      }
    }
    // One round on each launch: 5.00 CAD or 0.001 BTC.
    const rounds: Round[] = [];
    for (const [launch, { token, currency }] of launches.entries()) {
      const round = { launch, roundId: freshId('round'), betId: freshId('bet') };
      const staked = await walletCall(app, 'debit', {
        sessionToken: token,
        transactionId: round.betId,
        roundId: round.roundId,
        currency,
        amount: currency === 'CAD' ? '500' : '100000',
      });
      expect(staked.status).toBe(200);
      rounds.push(round);
    }
    const before = await moneyOf(app, playerIds);

    /** The call's body; `units` scales to a stake inside the game's range and the launch's balance. */
    const bodyOf = ({ launch, round, operation }: Crossing, units: number, roundEnded: boolean) => {
      const { token, currency } = launches[launch] as Launch;
      const { roundId, betId } = rounds[round] as Round;
      const amount = String(currency === 'CAD' ? 10 + units : 1000 * units);
      switch (operation) {
        case 'debit':
          return { sessionToken: token, transactionId: freshId('bet'), roundId, currency, amount };
        case 'credit':
          return { sessionToken: token, transactionId: freshId('win'), roundId, currency, amount, roundEnded };
        case 'rollback':
          return { sessionToken: token, transactionId: freshId('rb'), roundId, referenceTransactionId: betId };
      }
    };

    const crossings: Crossing[] = launches.flatMap((_, launch) =>
      rounds.flatMap((round, index) =>
        round.launch === launch ? [] : operations.map((operation) => ({ launch, round: index, operation })),
      ),
    );
    expect(crossings).toHaveLength(8 * 7 * 3);
    const crossingArb = fc
      .record({ launch: fc.nat(7), round: fc.nat(7), operation: fc.constantFrom(...operations) })
      .filter((c) => rounds[c.round]?.launch !== c.launch);
    const callArb = fc.record({
      crossing: crossingArb,
      units: fc.integer({ min: 1, max: 1000 }),
      roundEnded: fc.boolean(),
    });
    const tried = new Set<string>();

    await fc.assert(
      fc.asyncProperty(callArb, async ({ crossing, units, roundEnded }) => {
        tried.add(`${crossing.launch}/${crossing.round}/${crossing.operation}`);
        const body = bodyOf(crossing, units, roundEnded);
        const refused = await walletCall(app, crossing.operation, body);
        expect([refused.status, refused.body.error?.code], JSON.stringify(crossing)).toEqual([409, 'round_mismatch']);
        expect(await walletCall(app, crossing.operation, body)).toEqual(refused);
        expect(await moneyOf(app, playerIds)).toEqual(before);
      }),
      {
        examples: crossings.map((crossing) => [{ crossing, units: 500, roundEnded: true }]),
        numRuns: crossings.length + 40,
      },
    );
    expect(tried.size).toBe(crossings.length);

    // The rounds are whole: each launch settles its own, half by a win, half by a rollback.
    for (const [index, round] of rounds.entries()) {
      const { token, currency } = launches[round.launch] as Launch;
      const settled =
        index % 2 === 0
          ? await walletCall(app, 'credit', {
              sessionToken: token,
              transactionId: freshId('win'),
              roundId: round.roundId,
              currency,
              amount: currency === 'CAD' ? '1000' : '200000',
            })
          : await walletCall(app, 'rollback', {
              sessionToken: token,
              transactionId: freshId('rb'),
              roundId: round.roundId,
              referenceTransactionId: round.betId,
            });
      expect(settled.status).toBe(200);
    }
    // Each account: funded, then two stakes, one paid back twice over and one given back.
    const balances = (await moneyOf(app, playerIds)).accounts.map((a) => [accountIds.indexOf(a.id), a.real]);
    expect(balances.sort(([a], [b]) => Number(a) - Number(b))).toEqual([
      [0, '10500'],
      [1, '5100000'],
      [2, '10500'],
      [3, '5100000'],
    ]);
    for (const id of accountIds) await expectLedgerConsistent(app, id);
    expect(await unbalancedTransactions(app)).toBe(0);
    expect(await unboundGameRows(app)).toEqual([]);
  }, 600_000);
});
