import type { WalletAccount, WalletAccountChanged } from '@croupier/contracts/wallet';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import {
  expectLedgerConsistent,
  fund,
  listAccounts,
  outboxPayloads,
  startPaymentsApp,
  unbalancedTransactions,
  walletPlayer,
} from '../payments/test-helpers.ts';
import { call, type ErrorBody, registeredPlayer, type TestApp } from '../player/test-helpers.ts';
import { createSettingsService } from '../settings/service.ts';
import { counterAccounts, ledgerKinds, type Posting, PostingError } from './posting.ts';
import { createWalletService } from './service.ts';

/** The database's own message of a refused statement (drizzle wraps it as the cause). */
async function refusal(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  return 'not refused';
}

const bet = (accountId: string, key: string, amountMinor: bigint): Posting => ({
  idempotencyKey: key,
  kind: ledgerKinds.bet,
  currency: 'CAD',
  legs: [
    { target: { walletAccountId: accountId, bucket: 'real' }, amountMinor: -amountMinor },
    { target: { code: counterAccounts.houseCash }, amountMinor },
  ],
});

describe('wallet accounts and the ledger', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await startPaymentsApp());
  });
  afterAll(() => app.close());

  it('[S2.7-10] [S2.3-10] [S2.3-11] opens the registration currency account at sign-up and lists it in major units', async () => {
    const session = await registeredPlayer(app, undefined, { currency: 'BRL', country: 'BR' });
    const playerId = session.profile.id;
    // The outbox consumer of player.registered opens it before anyone asks.
    await expect
      .poll(async () =>
        (
          await queryRows<{ currency: string }>(
            app.db,
            sql`select currency from wallet_accounts where player_id = ${playerId}`,
          )
        ).map((r) => r.currency),
      )
      .toEqual(['BRL']);
    const accounts = await listAccounts(app, session.accessToken);
    expect(accounts).toEqual([
      {
        id: expect.any(String),
        currency: 'BRL',
        balance: 0,
        lockedBalance: 0,
        bonusBalance: 0,
        withdrawalBalance: 0,
        status: 1,
      },
    ]);
    expect((await call(app, 'GET', '/api/wallet/accounts')).status).toBe(401);
  });

  it('opens accounts in other enabled currencies on request, once; disabled or unknown currencies are refused', async () => {
    const player = await walletPlayer(app);
    const open = (currency: string) =>
      call<{ data: WalletAccount } & ErrorBody>(app, 'POST', '/api/wallet/accounts', {
        token: player.token,
        body: { currency },
      });
    const first = await open('eth');
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ currency: 'ETH', balance: 0 });
    const again = await open('ETH');
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    for (const currency of ['LTC', 'XYZ']) {
      const refused = await open(currency);
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('currency_unavailable');
    }
    expect((await listAccounts(app, player.token)).map((a) => a.currency)).toEqual(['CAD', 'ETH']);
  });

  it('the posting function games will use: bets and wins are idempotent, never overdraw, and feed the turnover rule', async () => {
    const player = await walletPlayer(app);
    await fund(app, player, 100);
    const wallet = createWalletService({ db: app.db, settings: createSettingsService(app.db) });
    const key = `provider-tx-${crypto.randomUUID()}`;
    const first = await wallet.post(app.db, bet(player.account.id, key, 3000n));
    const retry = await wallet.post(app.db, bet(player.account.id, key, 3000n));
    expect(first.replayed).toBe(false);
    expect(retry).toMatchObject({ id: first.id, replayed: true });
    await expect(
      wallet.post(app.db, bet(player.account.id, `provider-tx-${crypto.randomUUID()}`, 7001n)),
    ).rejects.toThrow(PostingError);
    const account = (await listAccounts(app, player.token))[0];
    expect(account).toMatchObject({ balance: 70, withdrawalBalance: 70 });
    const turnover = await call<{ data: { turnOverWager: number; turnOverWagerAmount: number } }>(
      app,
      'GET',
      '/api/risk/reasons/turn-over-wager?currency=CAD',
      { token: player.token },
    );
    expect(turnover.body.data).toMatchObject({ turnOverWager: 30, turnOverWagerAmount: 70 });
    // One accountUpdated per change, with the balance after it.
    const events = await outboxPayloads<WalletAccountChanged>(app, player.playerId, 'wallet.account.changed');
    expect(events.map((e) => e.account.balance)).toEqual([100, 70]);
    await expectLedgerConsistent(app, player.account.id);
  });

  it('posts concurrently against a counter account nobody has created yet, and after one created in a transaction rolled back', async () => {
    const player = await walletPlayer(app);
    await fund(app, player, 100);
    const wallet = createWalletService({ db: app.db, settings: createSettingsService(app.db) });
    const against = (code: string, key: string): Posting => ({
      idempotencyKey: key,
      kind: ledgerKinds.bet,
      currency: 'CAD',
      legs: [
        { target: { walletAccountId: player.account.id, bucket: 'real' }, amountMinor: -100n },
        { target: { code }, amountMinor: 100n },
      ],
    });
    // The first transaction to touch a counter creates it; the others must not use its id before it commits.
    const fresh = `test:counter-${crypto.randomUUID()}`;
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        app.db.transaction((tx) => wallet.post(tx, against(fresh, `concurrent-${fresh}-${i}`))),
      ),
    );
    expect(
      results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason)),
    ).toEqual([]);

    // A counter created inside a transaction that then rolls back must not be remembered.
    const doomed = `test:counter-${crypto.randomUUID()}`;
    await expect(
      app.db.transaction(async (tx) => {
        await wallet.post(tx, against(doomed, `doomed-${doomed}`));
        throw new Error('the caller gave up');
      }),
    ).rejects.toThrow('the caller gave up');
    await app.db.transaction((tx) => wallet.post(tx, against(doomed, `after-${doomed}`)));
    expect((await listAccounts(app, player.token))[0]).toMatchObject({ balance: 87 });
    await expectLedgerConsistent(app, player.account.id);
    expect(await unbalancedTransactions(app)).toBe(0);
  });

  it('refuses unbalanced postings before touching the database', async () => {
    const player = await walletPlayer(app);
    const wallet = createWalletService({ db: app.db, settings: createSettingsService(app.db) });
    const posting = bet(player.account.id, `bad-${crypto.randomUUID()}`, 100n);
    const unbalanced = { ...posting, legs: [posting.legs[0], { ...posting.legs[1], amountMinor: 99n }] } as Posting;
    await expect(wallet.post(app.db, unbalanced)).rejects.toThrow('Entries sum to -1, not zero');
  });

  it('every wallet, payment and risk call is in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${app.url}/api/docs/json`)).json()) as { paths: Record<string, object> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/wallet/accounts',
        '/api/payment/methods/deposit',
        '/api/payment/methods/withdrawal',
        '/api/payment/invoices/deposit',
        '/api/payment/invoices/withdrawal',
        '/api/payment/invoices',
        '/api/payment/invoices/{id}/decline',
        '/api/payment/invoices/statistics',
        '/api/payment/webhooks/{provider}',
        '/api/risk/reasons/turn-over-wager',
        '/api/operator/payment/invoices/{id}/approve',
        '/api/operator/payment/invoices/{id}/reject',
      ]),
    );
  });

  it('the database itself keeps entries append-only, transactions balanced and balances non-negative', async () => {
    const player = await walletPlayer(app);
    await fund(app, player, 10);
    expect(await refusal(app.db.execute(sql`update ledger_entries set amount_minor = amount_minor * 2`))).toMatch(
      'the ledger is append-only: UPDATE on ledger_entries refused',
    );
    expect(await refusal(app.db.execute(sql`delete from ledger_entries`))).toMatch('append-only: DELETE');
    expect(await refusal(app.db.execute(sql`truncate ledger_entries cascade`))).toMatch('append-only: TRUNCATE');
    expect(await refusal(app.db.execute(sql`delete from ledger_transactions`))).toMatch('append-only: DELETE');
    // Entries carry no foreign key (decision 0044): the accounts they point at are never deleted.
    expect(await refusal(app.db.execute(sql`delete from ledger_accounts`))).toMatch(
      'money rows point at ledger_accounts: DELETE refused',
    );
    expect(await refusal(app.db.execute(sql`truncate ledger_accounts cascade`))).toMatch('TRUNCATE refused');
    const unbalanced = await refusal(
      app.db.transaction(async (tx) => {
        const [row] = await queryRows<{ id: string }>(
          tx,
          sql`insert into ledger_transactions (idempotency_key, kind) values (${`manual-${crypto.randomUUID()}`}, 'manual') returning id`,
        );
        const [bucket] = await queryRows<{ id: string }>(
          tx,
          sql`select id from ledger_accounts where wallet_account_id = ${player.account.id} and bucket = 'real'`,
        );
        await tx.execute(
          sql`insert into ledger_entries (transaction_id, ledger_account_id, currency, amount_minor) values (${row?.id}, ${bucket?.id}, 'CAD', 500)`,
        );
      }),
    );
    expect(unbalanced).toMatch(/does not sum to zero|commit/);
    expect(
      await refusal(app.db.execute(sql`update wallet_accounts set real_minor = -1 where id = ${player.account.id}`)),
    ).toMatch('wallet_accounts_real_check');
    expect(await unbalancedTransactions(app)).toBe(0);
    await expectLedgerConsistent(app, player.account.id);
  });
});
