import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { minorUnits } from '../../platform/db/columns.ts';
import { walletAccounts } from '../wallet/tables.ts';

/** What the provider answered when the invoice was started; a retried request answers the same. */
export interface ProviderStart {
  action: string | null;
  fields: Record<string, string>;
  crypto: { address: string; network: string; confirmations: number } | null;
}

/**
 * Deposits (type 1) and withdrawals (type 2). Status 1 pending, 2 success, 3 rejected, 4 processing; 2 and
 * 3 are final (docs/decisions/0023). Money moves only through the ledger, keyed by the invoice id.
 */
export const paymentInvoices = pgTable(
  'payment_invoices',
  {
    id: uuid('id').primaryKey(),
    /** Shown as D-… or W-…: short enough to read out to support. */
    number: bigserial('number', { mode: 'number' }).notNull(),
    playerId: uuid('player_id').notNull(),
    walletAccountId: uuid('wallet_account_id')
      .notNull()
      .references(() => walletAccounts.id),
    type: integer('type').notNull(),
    status: integer('status').notNull(),
    provider: text('provider').notNull(),
    method: text('method').notNull(),
    methodName: text('method_name').notNull(),
    currency: text('currency').notNull(),
    amountMinor: minorUnits('amount_minor').notNull(),
    /** A withdrawal processed without an operator: no cancel is offered. */
    autoWithdrawal: boolean('auto_withdrawal').notNull().default(false),
    /** Handed to the provider (deposits at once; withdrawals when automatic or once approved). */
    submitted: boolean('submitted').notNull().default(false),
    statusResult: text('status_result'),
    /** Who took the last decision: provider, operator, player. */
    decidedBy: text('decided_by'),
    /** The method's field values sent with the request. */
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    providerStart: jsonb('provider_start').$type<ProviderStart>(),
    redirectSuccessUrl: text('redirect_success_url'),
    redirectErrorUrl: text('redirect_error_url'),
    redirectUrl: text('redirect_url'),
    bonusId: text('bonus_id'),
    isBonusDecline: boolean('is_bonus_decline').notNull().default(false),
    /** The client's Idempotency-Key: a retried request returns this invoice. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_invoices_player_idx').on(t.playerId, t.createdAt),
    index('payment_invoices_usage_idx').on(t.playerId, t.currency, t.type, t.createdAt),
    uniqueIndex('payment_invoices_number_idx').on(t.number),
    uniqueIndex('payment_invoices_idempotency_idx').on(t.playerId, t.idempotencyKey),
    check('payment_invoices_type_check', sql`${t.type} in (1, 2)`),
    check('payment_invoices_status_check', sql`${t.status} in (1, 2, 3, 4)`),
    check('payment_invoices_amount_check', sql`${t.amountMinor} > 0`),
  ],
);

/** Webhook deliveries already applied: a provider retries, and a captured request may be replayed. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    status: integer('status').notNull(),
    /** applied, or ignored (a final status never moves; an earlier step after a later one changes nothing). */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
