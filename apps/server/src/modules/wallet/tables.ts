import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { minorUnits } from '../../platform/db/columns.ts';

/**
 * The double-entry ledger (ARCHITECTURE §5, docs/decisions/0022). Minor units as numeric(38,0) like the
 * limits module: ETH has 10^18 wei per unit, which int8 cannot hold beyond about 9.2 ETH.
 *
 * - `wallet_accounts`: a player's account in one currency, the API's account. Its three sub-balances are
 *   cached here (real, locked, bonus) with CHECK ≥ 0; every posting updates them under the row lock, in
 *   the transaction that writes the entries.
 * - `ledger_accounts`: what entries point at. A player account has one per bucket (real, locked, bonus);
 *   house and provider counter accounts (`house:cash`, `provider:sandbox:clearing`) have none cached:
 *   their balance is the sum of their entries, so no hot row serialises every deposit.
 * - `ledger_transactions` + `ledger_entries`: immutable (a trigger refuses UPDATE and DELETE); the entries
 *   of one transaction sum to zero per currency (a deferred constraint trigger checks it at commit).
 */

export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').notNull(),
    currency: text('currency').notNull(),
    /** 1 active, 2 blocked (contracts/wallet walletAccountStatus). */
    status: integer('status').notNull().default(1),
    realMinor: minorUnits('real_minor').notNull().default(sql`0`),
    lockedMinor: minorUnits('locked_minor').notNull().default(sql`0`),
    bonusMinor: minorUnits('bonus_minor').notNull().default(sql`0`),
    /**
     * The player's active bonus in this currency (decision 0071): stakes then count towards its wagering and
     * may spend the bonus balance. Null for almost every account, which keeps the stake's one statement.
     */
    activeBonusId: uuid('active_bonus_id'),
    /** Real money an active bonus's terms hold back from withdrawal (its triggering deposit). */
    heldMinor: minorUnits('held_minor').notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_accounts_player_currency_idx').on(t.playerId, t.currency),
    check('wallet_accounts_real_check', sql`${t.realMinor} >= 0`),
    check('wallet_accounts_locked_check', sql`${t.lockedMinor} >= 0`),
    check('wallet_accounts_bonus_check', sql`${t.bonusMinor} >= 0`),
    check('wallet_accounts_held_check', sql`${t.heldMinor} >= 0`),
  ],
);

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'player' for a player's bucket; otherwise the counter account's code, e.g. 'house:cash'. */
    code: text('code').notNull(),
    currency: text('currency').notNull(),
    walletAccountId: uuid('wallet_account_id').references(() => walletAccounts.id),
    /** real, locked or bonus for player buckets; null for counter accounts. */
    bucket: text('bucket', { enum: ['real', 'locked', 'bonus'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_bucket_idx')
      .on(t.walletAccountId, t.bucket)
      .where(sql`${t.walletAccountId} is not null`),
    uniqueIndex('ledger_accounts_code_idx').on(t.code, t.currency).where(sql`${t.walletAccountId} is null`),
    check(
      'ledger_accounts_shape_check',
      sql`(${t.code} = 'player' and ${t.walletAccountId} is not null and ${t.bucket} is not null)
        or (${t.code} <> 'player' and ${t.walletAccountId} is null and ${t.bucket} is null)`,
    ),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A retry with the same key returns this transaction instead of posting again. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** deposit, withdrawal.reserve, withdrawal.release, withdrawal.settle, bet, win, bet.rollback, … */
    kind: text('kind').notNull(),
    /** What caused it: an invoice id, a game round, … */
    reference: text('reference'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_key_idx').on(t.idempotencyKey),
    index('ledger_transactions_ref_idx').on(t.reference),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // No foreign keys (decision 0044): only ledger_post and the seamless wallet's debit and credit (decision
    // 0049) write entries, from the transaction they have just inserted and accounts they have just read;
    // ledger accounts and transactions are never deleted.
    transactionId: uuid('transaction_id').notNull(),
    ledgerAccountId: uuid('ledger_account_id').notNull(),
    currency: text('currency').notNull(),
    /** Positive: the account receives; negative: it gives. Never zero. */
    amountMinor: minorUnits('amount_minor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.ledgerAccountId),
    check('ledger_entries_nonzero_check', sql`${t.amountMinor} <> 0`),
  ],
);
