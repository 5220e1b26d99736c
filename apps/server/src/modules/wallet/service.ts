import { toMajorUnits } from '@croupier/contracts/minor-units';
import type { Currency } from '@croupier/contracts/settings';
import { type WalletAccount, walletAccountStatus, walletErrorCodes } from '@croupier/contracts/wallet';
import { and, asc, eq, or } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { appendEvents } from '../../platform/outbox/outbox.ts';
import type { SettingsService } from '../settings/service.ts';
import { creditPostedTopic, creditRow, isHistoryKind } from './credit-rows.ts';
import { createBucketAccounts, createLedger, type PostedTransaction, playerLegs } from './ledger.ts';
import { counterAccounts, isPlayerTarget, type Posting } from './posting.ts';
import { walletAccounts } from './tables.ts';

export type AccountRecord = typeof walletAccounts.$inferSelect;

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** Real money that may leave: what an active bonus holds back stays (decision 0071). */
export const withdrawableMinor = (account: Pick<AccountRecord, 'realMinor' | 'heldMinor'>): bigint =>
  account.realMinor > account.heldMinor ? account.realMinor - account.heldMinor : 0n;

export const accountNotFound = () =>
  new AppError(404, walletErrorCodes.accountNotFound, 'You hold no account in this currency');

/**
 * The player's currency accounts and the one posting entry point every money movement goes through:
 * payments now, games later (bet: real → house, win: house → real, rollback: the reverse, each with the
 * provider's transaction id as idempotency key). Every posting that changes a player's balance appends
 * `wallet.account.changed` in the same transaction.
 */
export function createWalletService(deps: { db: Database; settings: SettingsService }) {
  const { db, settings } = deps;
  const ledger = createLedger();

  async function currency(code: string): Promise<Currency | undefined> {
    return (await settings.currencies({ visibleOnly: false })).find((c) => c.code === code);
  }

  /**
   * A currency's subunit never changes once amounts are stored in it, so it is kept for good. It is read
   * through the caller's executor: inside a transaction (PGlite has one connection) a read through
   * another would wait for that very transaction.
   */
  const subunits = new Map<string, number>();
  async function subunitOf(code: string, executor: Executor = db): Promise<number> {
    const known = subunits.get(code);
    if (known !== undefined) return known;
    const found = (await deps.settings.storedCurrencies(executor)).find((c) => c.code === code);
    if (!found) throw new Error(`currency ${code} is not configured`);
    subunits.set(code, Number(found.subunitToUnit));
    return Number(found.subunitToUnit);
  }

  /**
   * A posting the history lists (decision 0102) is announced in its own transaction, so the open history shows
   * the row at once instead of on its next load. One event per player account it moved.
   */
  async function announceCredit(executor: Executor, posting: Posting, posted: PostedTransaction): Promise<void> {
    const moved = new Map<string, bigint>();
    for (const leg of posting.legs) {
      if (!isPlayerTarget(leg.target)) continue;
      const id = leg.target.walletAccountId;
      moved.set(id, (moved.get(id) ?? 0n) + leg.amountMinor);
    }
    const events = [];
    for (const [accountId, amountMinor] of moved) {
      if (amountMinor === 0n) continue;
      const [account] = await executor.select().from(walletAccounts).where(eq(walletAccounts.id, accountId));
      if (!account) continue;
      const credit = {
        id: posted.id,
        kind: posting.kind,
        currency: account.currency,
        amountMinor,
        createdAt: new Date(),
      };
      const invoice = creditRow(credit, await subunitOf(account.currency, executor));
      events.push({
        topic: creditPostedTopic,
        aggregateId: account.playerId,
        payload: { playerId: account.playerId, invoice },
      });
    }
    if (events.length > 0) await appendEvents(executor, events);
  }

  /**
   * The balance model of docs/decisions/0022: real, locked and bonus as held; real money an active bonus holds
   * back (its deposit, decision 0071) shows as locked and is not withdrawable, as `wallet_account_view` words
   * it; the turnover rule is a gate on withdrawals, see 0024.
   */
  async function view(account: AccountRecord, executor: Executor = db): Promise<WalletAccount> {
    const subunit = await subunitOf(account.currency, executor);
    return {
      id: account.id,
      currency: account.currency,
      balance: toMajorUnits(account.realMinor, subunit),
      lockedBalance: toMajorUnits(account.lockedMinor + min(account.heldMinor, account.realMinor), subunit),
      bonusBalance: toMajorUnits(account.bonusMinor, subunit),
      withdrawalBalance: toMajorUnits(withdrawableMinor(account), subunit),
      status: account.status,
    };
  }

  /** Opens the player's account in `code` (and its ledger buckets); an existing one is returned as is. */
  async function open(
    executor: Executor,
    playerId: string,
    code: string,
  ): Promise<{ account: AccountRecord; created: boolean }> {
    return executor.transaction(async (tx) => {
      const [created] = await tx
        .insert(walletAccounts)
        .values({ playerId, currency: code })
        .onConflictDoNothing({ target: [walletAccounts.playerId, walletAccounts.currency] })
        .returning();
      if (created) {
        await createBucketAccounts(tx, created.id, code);
        return { account: created, created: true };
      }
      const [existing] = await tx
        .select()
        .from(walletAccounts)
        .where(and(eq(walletAccounts.playerId, playerId), eq(walletAccounts.currency, code)));
      if (!existing) throw new Error('wallet account vanished');
      return { account: existing, created: false };
    });
  }

  /** The player's account in a currency; with `lock`, its row is held for the rest of the caller's transaction. */
  async function find(
    executor: Executor,
    playerId: string,
    code: string,
    options: { lock: boolean } = { lock: false },
  ): Promise<AccountRecord | undefined> {
    const query = executor
      .select()
      .from(walletAccounts)
      .where(and(eq(walletAccounts.playerId, playerId), eq(walletAccounts.currency, code)));
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  }

  /** The house's cash account in every currency, created and committed before the server takes traffic. */
  async function prepareCounterAccounts(): Promise<void> {
    const currencies = await deps.settings.storedCurrencies();
    await ledger.prepareCounterAccounts(
      db,
      [counterAccounts.houseCash],
      currencies.map((c) => c.code),
    );
  }

  return {
    prepareCounterAccounts,
    currency,
    subunitOf,
    view,
    open,
    find,

    /** The player's accounts, oldest first; the registration currency's is opened if it is missing. */
    async list(playerId: string, registrationCurrency: string): Promise<WalletAccount[]> {
      let rows = await db
        .select()
        .from(walletAccounts)
        .where(eq(walletAccounts.playerId, playerId))
        .orderBy(asc(walletAccounts.createdAt), asc(walletAccounts.currency));
      // Players who registered before the wallet existed, or whose registration event is still in the
      // outbox, still see their account.
      if (!rows.some((r) => r.currency === registrationCurrency) && (await currency(registrationCurrency))) {
        rows = [(await open(db, playerId, registrationCurrency)).account, ...rows];
      }
      return Promise.all(rows.map((row) => view(row)));
    },

    /** Opens an account in another enabled currency (POST /api/wallet/accounts). */
    async openOffered(playerId: string, code: string): Promise<{ account: WalletAccount; created: boolean }> {
      const found = await currency(code);
      if (!found?.isEnabled) {
        throw new AppError(400, walletErrorCodes.currencyUnavailable, 'This currency is not offered', {
          currency: ['This currency is not offered'],
        });
      }
      const { account, created } = await open(db, playerId, code);
      return { account: await view(account), created };
    },

    /**
     * The player's account by id (another player's is 404), with `lock` held for the rest of the caller's
     * transaction.
     */
    async ownedAccount(executor: Executor, playerId: string, accountId: string, options: { lock: boolean }) {
      if (!/^[0-9a-f-]{36}$/i.test(accountId)) throw accountNotFound();
      const query = executor
        .select()
        .from(walletAccounts)
        .where(and(eq(walletAccounts.id, accountId), eq(walletAccounts.playerId, playerId)));
      const [row] = options.lock ? await query.for('update') : await query;
      if (!row) throw accountNotFound();
      return row;
    },

    /**
     * Holds the accounts of these players in these currencies for the rest of the caller's transaction, taken in
     * the one order every holder of several accounts uses: by id, as a batch of game wallet calls takes them. A
     * transaction that credits several players (a batch of quest rewards or level-up bonuses) calls it before its
     * first posting; credited one by one in its own order, it deadlocked with the game calls of the same players,
     * which PostgreSQL resolves only after a second's wait (decision 0153). Accounts not opened yet are not held:
     * the posting opens them, and nothing else can hold a new row.
     */
    async holdAccounts(executor: Executor, targets: readonly { playerId: string; currency: string }[]): Promise<void> {
      const unique = [...new Map(targets.map((t) => [`${t.playerId}/${t.currency}`, t])).values()];
      if (unique.length < 2) return;
      await executor
        .select({ id: walletAccounts.id })
        .from(walletAccounts)
        .where(
          or(
            ...unique.map((t) => and(eq(walletAccounts.playerId, t.playerId), eq(walletAccounts.currency, t.currency))),
          ),
        )
        .orderBy(asc(walletAccounts.id))
        .for('update');
    },

    /**
     * Posts a balanced transaction (see posting.ts) in the caller's transaction; `ledger_post` tells
     * subscribers the new balances (wallet.account.changed). A key posted before returns the first
     * transaction and changes nothing.
     */
    async post(executor: Executor, posting: Posting): Promise<PostedTransaction> {
      const posted = await ledger.post(executor, posting);
      if (!posted.replayed && isHistoryKind(posting.kind)) await announceCredit(executor, posting, posted);
      return posted;
    },

    /** The player-account entries of these transactions (a reversal gives back exactly what was taken). */
    playerLegs: (executor: Executor, transactionIds: string[]) => playerLegs(executor, transactionIds),

    isActive: (account: AccountRecord) => account.status === walletAccountStatus.active,

    /**
     * Marks the account's active bonus (stakes then wager it and may spend bonus money) and the real money its
     * terms hold back, or clears both (decision 0071). The caller holds the account's lock; a posting after it
     * in the same transaction announces the account as it now stands.
     */
    async setActiveBonus(
      executor: Executor,
      accountId: string,
      active: { playerBonusId: string; heldMinor: bigint } | null,
    ): Promise<void> {
      await executor
        .update(walletAccounts)
        .set({
          activeBonusId: active?.playerBonusId ?? null,
          heldMinor: active?.heldMinor ?? 0n,
          updatedAt: new Date(),
        })
        .where(eq(walletAccounts.id, accountId));
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
