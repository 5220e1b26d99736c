import { gameTopics } from '@croupier/contracts/games';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../platform/db/database.ts';
import { expectLedgerConsistent, unbalancedTransactions } from '../payments/test-helpers.ts';
import type { TestApp } from '../player/test-helpers.ts';
import { freshId, gamePlayer, realBalanceMinor, realSession, startGamesApp, unboundGameRows } from './test-helpers.ts';
import { createWalletCallBatcher } from './wallet-call-batcher.ts';
import {
  type CreditParameter,
  type DebitParameter,
  type WalletCallOutcome,
  WalletFunctionRefusal,
} from './wallet-functions.ts';

interface Seat {
  accountId: string;
  playerId: string;
  providerId: string;
  sessionId: string;
  gameId: string;
}

/** The database, counting the statements that reach it and failing the first batch when asked to. */
function watched(db: Database, options: { failFirstBatch?: boolean } = {}) {
  const dialect = new PgDialect();
  const statements: string[] = [];
  let failed = false;
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver);
      return (query: SQL) => {
        const text = dialect.sqlToQuery(query).sql;
        statements.push(text);
        if (options.failFirstBatch && !failed && text.includes('game_wallet_batch')) {
          failed = true;
          return Promise.reject(new Error('connection terminated unexpectedly'));
        }
        return target.execute(query);
      };
    },
  });
  return { db: proxy, statements };
}

describe('seamless wallet: calls that arrive together share a statement (decision 0042)', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await startGamesApp());
  });
  afterAll(() => app.close());

  async function seat(balance: number): Promise<Seat> {
    const player = await gamePlayer(app, { balance });
    await realSession(app, player);
    const [session] = await queryRows<{ id: string; provider_id: string; game_id: string }>(
      app.db,
      sql`select id, provider_id, game_id from game_sessions where player_id = ${player.playerId} and mode = 'real'`,
    );
    if (!session) throw new Error('no real session');
    return {
      accountId: player.account.id,
      playerId: player.playerId,
      providerId: session.provider_id,
      sessionId: session.id,
      gameId: session.game_id,
    };
  }

  const debitOf = (s: Seat, amountMinor: bigint, ids = { transactionId: freshId('bet'), roundId: freshId('round') }) =>
    ({
      providerId: s.providerId,
      transactionId: ids.transactionId,
      roundId: ids.roundId,
      sessionId: s.sessionId,
      playerId: s.playerId,
      gameId: s.gameId,
      currency: 'CAD',
      amountMinor,
      playerAlias: 'Te***',
      now: new Date(),
      ledgerKey: `game:test:${ids.transactionId}`,
      metadata: {},
      subunit: 100,
      eventTopic: gameTopics.betPlaced,
    }) satisfies DebitParameter;

  const creditOf = (s: Seat, roundId: string, amountMinor: bigint) => {
    const transactionId = freshId('win');
    return {
      providerId: s.providerId,
      transactionId,
      roundId,
      playerId: s.playerId,
      gameId: s.gameId,
      currency: 'CAD',
      amountMinor,
      roundEnded: true,
      now: new Date(),
      ledgerKey: `game:test:${transactionId}`,
      metadata: {},
      subunit: 100,
      eventTopic: gameTopics.roundSettled,
    } satisfies CreditParameter;
  };

  /** What each call came to: its balance after, or the refusal's reason. */
  const outcomes = (settled: PromiseSettledResult<WalletCallOutcome>[]) =>
    settled.map((s) => {
      if (s.status === 'rejected') return s.reason instanceof WalletFunctionRefusal ? s.reason.reason : s.reason;
      return 'result' in s.value ? s.value.result.balance : 'limited';
    });

  it('answers each call of one turn as if it were alone, in one statement, and a refused call undoes only itself', async () => {
    const seats = [await seat(10), await seat(10), await seat(10)];
    const [a, b, poor] = seats as [Seat, Seat, Seat];
    const watch = watched(app.db);
    const batcher = createWalletCallBatcher(watch.db);
    const repeated = debitOf(a, 100n);
    const settled = await Promise.allSettled([
      batcher.debit(repeated),
      batcher.debit(debitOf(b, 200n)),
      batcher.debit(debitOf(poor, 1200n)),
      batcher.debit(debitOf(a, 100n)),
      batcher.debit({ ...repeated, ledgerKey: `${repeated.ledgerKey}-again` }),
      batcher.debit(debitOf(b, 900n)),
      batcher.credit(creditOf(b, freshId('never-bet'), 50n)),
    ]);
    expect(outcomes(settled)).toEqual([
      '900',
      '800',
      'insufficient_funds',
      '800',
      'repeated',
      'insufficient_funds',
      'round_not_found',
    ]);
    expect(watch.statements.filter((text) => text.includes('game_wallet_batch'))).toHaveLength(1);
    expect(watch.statements).toHaveLength(1);

    expect(await realBalanceMinor(app, a.accountId)).toBe(800n);
    expect(await realBalanceMinor(app, b.accountId)).toBe(800n);
    expect(await realBalanceMinor(app, poor.accountId)).toBe(1000n);
    for (const s of seats) await expectLedgerConsistent(app, s.accountId);
    expect(await unbalancedTransactions(app)).toBe(0);
    expect(await unboundGameRows(app)).toEqual([]);
  });

  it('binds each call of a batch to its round: a call from another player or game is refused alone (decision 0050)', async () => {
    const [a, b] = [await seat(10), await seat(10)] as [Seat, Seat];
    const round = { transactionId: freshId('bet'), roundId: freshId('round') };
    await createWalletCallBatcher(app.db).debit(debitOf(a, 250n, round));
    const [otherGame] = await queryRows<{ id: string }>(
      app.db,
      sql`select id from games where identity = 'european-roulette'`,
    );
    const gameId = otherGame?.id ?? '';

    const watch = watched(app.db);
    const batcher = createWalletCallBatcher(watch.db);
    const settled = await Promise.allSettled([
      batcher.credit(creditOf(b, round.roundId, 900n)),
      batcher.credit({ ...creditOf(a, round.roundId, 900n), gameId }),
      batcher.debit({ ...debitOf(a, 100n, { transactionId: freshId('bet'), roundId: round.roundId }), gameId }),
      batcher.debit(debitOf(b, 100n, { transactionId: freshId('bet'), roundId: round.roundId })),
      batcher.credit(creditOf(a, round.roundId, 500n)),
    ]);
    expect(outcomes(settled)).toEqual([
      'round_of_another',
      'round_of_another',
      'round_of_another',
      'round_of_another',
      '1250',
    ]);
    expect(watch.statements).toHaveLength(1);
    expect(await realBalanceMinor(app, a.accountId)).toBe(1250n);
    expect(await realBalanceMinor(app, b.accountId)).toBe(1000n);
    for (const s of [a, b]) await expectLedgerConsistent(app, s.accountId);
    expect(await unbalancedTransactions(app)).toBe(0);
    expect(await unboundGameRows(app)).toEqual([]);
  });

  it('settles rounds in a batch, and when the batch itself fails, makes each call again alone, once', async () => {
    const seats = [await seat(10), await seat(10), await seat(10)];
    const rounds = seats.map(() => ({ transactionId: freshId('bet'), roundId: freshId('round') }));
    const bets = createWalletCallBatcher(app.db);
    await Promise.all(seats.map((s, i) => bets.debit(debitOf(s, 250n, rounds[i]))));

    const watch = watched(app.db, { failFirstBatch: true });
    const batcher = createWalletCallBatcher(watch.db);
    const wins = [500n, 0n, 125n];
    const settled = await Promise.allSettled(
      seats.map((s, i) => batcher.credit(creditOf(s, rounds[i]?.roundId ?? '', wins[i] ?? 0n))),
    );
    expect(outcomes(settled)).toEqual(['1250', '750', '875']);
    // The failed batch, then each call alone.
    expect(watch.statements.filter((text) => text.includes('game_wallet_batch'))).toHaveLength(1);
    expect(watch.statements.filter((text) => text.includes('game_wallet_credit'))).toHaveLength(3);

    const statuses = await queryRows<{ status: number }>(
      app.db,
      sql`select status from game_rounds where provider_round_id in (${sql.join(
        rounds.map((r) => sql`${r.roundId}`),
        sql`, `,
      )}) order by stake_minor, win_minor desc`,
    );
    expect(statuses.map((r) => r.status).sort()).toEqual([2, 2, 3]);
    for (const s of seats) await expectLedgerConsistent(app, s.accountId);
    expect(await unbalancedTransactions(app)).toBe(0);
    expect(await unboundGameRows(app)).toEqual([]);
  });
});
