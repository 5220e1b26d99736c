import { z } from 'zod';
import { historyCreditType, paymentInvoiceStatus, paymentInvoiceType } from './constants.ts';
import { pageMetaSchema } from './errors.ts';
import { intParam } from './query-params.ts';

/**
 * Payment methods, invoices (deposits and withdrawals) and their calls (spec 02 §3, §4 "Deposit",
 * "Withdraw", "Transaction status", "History", §7, §8). Amounts are major-unit numbers; the server
 * converts them exactly and refuses more decimals than the currency has. Rules the spec leaves open:
 * docs/decisions/0023 (providers, webhooks), 0024 (withdrawals, turnover), 0025 (methods and errors).
 */

export type InvoiceStatus = (typeof paymentInvoiceStatus)[keyof typeof paymentInvoiceStatus];
export type InvoiceType = (typeof paymentInvoiceType)[keyof typeof paymentInvoiceType];

/** Final statuses never change again. */
export const finalInvoiceStatuses: readonly InvoiceStatus[] = [
  paymentInvoiceStatus.success,
  paymentInvoiceStatus.rejected,
];

/** The error codes of the payment calls (`error.code` of the one error body). */
export const paymentErrorCodes = {
  /** Spec 02 §8: the deposit limit is reached; answered by `GET /api/payment/methods/deposit` (409). */
  depositLimitReached: '13100',
  /** Profile status 2 (limited): no deposits (403 is not used: the site ends the session on 403). 409. */
  playerLimited: 'player_limited',
  /** Cooling-off or self-exclusion in force: no deposits. 409. */
  depositBlocked: 'deposit_blocked',
  /** This deposit would go over the deposit limit (the request, not the methods list). 409. */
  depositLimitExceeded: 'deposit_limit_exceeded',
  /** Identity not verified: the site opens withdraw-sumsub. 409. */
  verificationRequired: 'verification_required',
  /** The amount is above what the turnover rule lets the player withdraw now. 409. */
  turnoverNotMet: 'turnover_not_met',
  /** The amount is above the withdrawable balance (real money, less what an active bonus holds back). 409. */
  insufficientFunds: 'insufficient_funds',
  /** Unknown method key for this operation and currency. 400 with field `method`. */
  unknownMethod: 'unknown_method',
  /**
   * The method exists for this operation but not for this player: their country of record or the account
   * currency is not one it serves (Pix outside BR/BRL). 400 with field `method`; nothing is written.
   */
  methodNotAvailable: 'method_not_available',
  /** The invoice cannot be cancelled: not a pending, non-automatic withdrawal. 409. */
  notCancelable: 'invoice_not_cancelable',
  /** The operator tried to approve or reject an invoice that is not awaiting a decision. 409. */
  notAwaitingDecision: 'invoice_not_awaiting_decision',
  /** Webhook signature missing, stale or wrong. 401. */
  badSignature: 'bad_signature',
} as const;

/** The notice of these method keys is the Interac one, and they carry the 'popular' tag (spec 02 §9). */
export const popularMethodKeys = { deposit: 'gigadat.deposit.cpi', withdrawal: 'gigadat.withdraw.eto' } as const;

// ---------------------------------------------------------------------------------------------------
// Methods

export const methodFieldTypes = ['select', 'textarea', 'text'] as const;

export const methodFieldSchema = z.object({
  key: z.string().describe('phone, cpf_number, birthdate, agentNumber, …'),
  value: z
    .string()
    .nullable()
    .describe('Prefilled from the profile when known; null means missing (the missing-data form asks)'),
  isRequired: z.boolean(),
  regexp: z.string().nullable().describe('A JavaScript regular expression source the value must match'),
  fieldType: z.enum(methodFieldTypes),
  options: z
    .array(z.object({ name: z.string(), id: z.union([z.string(), z.number()]) }))
    .nullable()
    .describe('Choices of a select field; null otherwise'),
  labels: z.record(z.string(), z.string()).describe('Locale → label; always has en, the fallback'),
});
export type MethodField = z.infer<typeof methodFieldSchema>;

export const methodPresetSchema = z.object({ amount: z.number(), default: z.boolean() });
export type MethodPreset = z.infer<typeof methodPresetSchema>;

export const processingTypes = ['form', 'iframe'] as const;

export const paymentMethodSchema = z.object({
  id: z.string().describe('Stable id of the method in this currency'),
  method: z.string().describe('Method key, e.g. sandbox.card, gigadat.deposit.cpi'),
  methodName: z.string().describe('Display name'),
  amountMin: z.number().describe('Major units of the requested currency'),
  amountMax: z.number().describe('Major units of the requested currency'),
  presets: z.array(methodPresetSchema).describe('Suggested amounts; at most one default'),
  fields: z.array(methodFieldSchema).describe('Data the provider needs; a null value is missing'),
  processingType: z.enum(processingTypes).describe('form: new window at action; iframe: embedded action'),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const methodsQuerySchema = z.object({
  currency: z.string().trim().toUpperCase().min(1, 'A currency is required').max(10),
});
export const methodsResponseSchema = z.object({ data: z.array(paymentMethodSchema) });

// ---------------------------------------------------------------------------------------------------
// Requests

const amountField = z
  .number({ error: 'The amount must be a number' })
  .positive('The amount must be greater than zero')
  .max(1e15, 'The amount is too large')
  .describe('Major units; at most as many decimals as the currency has');

const redirectUrl = z
  .url({ protocol: /^https?$/, error: 'Must be an http(s) URL' })
  .max(2000)
  .optional()
  .describe('Where the provider page sends the player back');

const requestFields = z
  .record(z.string().max(64), z.string().max(500))
  .optional()
  .describe('Values of the method fields (missing data), by key');

export const depositBodySchema = z.object({
  method: z.string().min(1, 'A method is required').max(100),
  currency: z.string().trim().toUpperCase().min(1, 'A currency is required').max(10),
  amount: amountField,
  accountId: z.string().min(1, 'An account is required').max(64),
  redirectSuccessUrl: redirectUrl,
  redirectErrorUrl: redirectUrl,
  redirectUrl,
  bonusId: z.string().max(64).nullish().describe('Deposit bonus to activate; kept on the invoice for bonuses'),
  isBonusDecline: z.boolean().optional().describe('The player declined every deposit bonus'),
  fields: requestFields,
});
export type DepositBody = z.infer<typeof depositBodySchema>;

export const cryptoDepositSchema = z.object({
  address: z.string().describe('Where to send the coins'),
  network: z.string(),
  confirmations: z.number().int().min(1).describe('Confirmations needed before the deposit counts'),
});

export const depositResponseSchema = z.object({
  id: z.string().describe('The created invoice'),
  action: z.string().describe('Provider page URL: opened in a new window (form) or embedded (iframe)'),
  fields: z.record(z.string(), z.string()).describe('Appended to action as a query string'),
  crypto: cryptoDepositSchema.nullable().describe('BTC/ETH methods: the address and confirmations needed'),
});
export type DepositResponse = z.infer<typeof depositResponseSchema>;

export const withdrawBodySchema = z.object({
  method: z.string().min(1, 'A method is required').max(100),
  currency: z.string().trim().toUpperCase().min(1, 'A currency is required').max(10),
  amount: amountField,
  accountId: z.string().min(1, 'An account is required').max(64),
  fields: requestFields,
});
export type WithdrawBody = z.infer<typeof withdrawBodySchema>;

export const withdrawResponseSchema = z.object({
  id: z.string().describe('The created invoice'),
  action: z.string().nullable().describe('Provider page for iframe methods; null otherwise'),
  autoWithdrawal: z.boolean().describe('Processed automatically: the site follows the steps 1 → 4 → 2/3'),
});
export type WithdrawResponse = z.infer<typeof withdrawResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Invoices

const statusField = z.union(
  Object.values(paymentInvoiceStatus).map((s) => z.literal(s)),
  { error: 'Status must be 1 pending, 2 success, 3 rejected or 4 processing' },
);
/**
 * Cash the platform credits to the real balance outside invoices, which the wallet's history lists among the
 * invoices as type 3 rows labelled by their ledger kind (decision 0102).
 */
export const walletCreditKinds = [
  'quest.reward',
  'tournament.prize',
  'loyalty.level-up-bonus',
  'loyalty.birthday-bonus',
] as const;
export type WalletCreditKind = (typeof walletCreditKinds)[number];
/**
 * A tournament's buy-in and its refund when the operator cancels the tournament: the player's own money moving,
 * not a cost of the platform, so reports count them as fees, not as credits.
 */
export const tournamentFeeKinds = ['tournament.buy-in', 'tournament.buy-in-refund'] as const;
/** Every ledger kind the history lists as a type 3 row, labelled by its kind. */
export const walletHistoryKinds = [...walletCreditKinds, ...tournamentFeeKinds] as const;
export type WalletHistoryKind = (typeof walletHistoryKinds)[number];
export { historyCreditType };

const typeField = z.union(
  [...Object.values(paymentInvoiceType), historyCreditType].map((t) => z.literal(t)),
  { error: 'Type must be 1 deposit, 2 withdrawal or 3 credit' },
);

export const invoiceSchema = z.object({
  id: z.string().describe('Invoice id (uuid)'),
  invoiceId: z.string().describe('The same id under the name realtime and history filters use'),
  number: z.string().describe('Human reference shown to the player and support, e.g. D-10042'),
  type: typeField.describe('1 deposit, 2 withdrawal, 3 a credit from the platform or a tournament fee (see kind)'),
  status: statusField.describe('1 pending, 2 success, 3 rejected, 4 processing'),
  method: z.string().describe('Method key'),
  paymentMethod: z.string().describe('Method display name'),
  amount: z.number().describe('Major units'),
  currency: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  statusResult: z.string().nullable().describe('Why it was rejected or cancelled; null otherwise'),
  autoWithdrawal: z.boolean().describe('A withdrawal processed without an operator (no cancel offered)'),
  kind: z
    .enum(walletHistoryKinds)
    .nullable()
    .describe(
      'Type 3: what moved the balance (a quest reward, a tournament prize, a loyalty bonus, a tournament buy-in or ' +
        'its refund); null for invoices',
    ),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const historyPageSize = 10;

export const invoicesQuerySchema = z.object({
  page: intParam('page', 100_000).default(1),
  perPage: intParam('perPage', 100).default(historyPageSize),
  currency: z.string().trim().toUpperCase().max(10).optional(),
  type: z.coerce.number().pipe(typeField).optional(),
  status: z.coerce.number().pipe(statusField).optional(),
  invoiceId: z.string().max(64).optional(),
});
export type InvoicesQuery = z.infer<typeof invoicesQuerySchema>;

export const invoicesResponseSchema = z.object({ data: z.array(invoiceSchema), meta: pageMetaSchema });
export type InvoicesPage = z.infer<typeof invoicesResponseSchema>;

export const invoiceIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const invoiceResponseSchema = z.object({ data: invoiceSchema });

export const invoiceStatisticsSchema = z.object({
  currency: z.string(),
  depositsCount: z.number().int().describe('Successful deposits in this currency'),
});
export type InvoiceStatistics = z.infer<typeof invoiceStatisticsSchema>;
export const invoiceStatisticsResponseSchema = z.object({ data: z.array(invoiceStatisticsSchema) });

/** Operator API: `POST /api/operator/payment/invoices/{id}/reject` may say why. */
export const operatorRejectBodySchema = z
  .object({ reason: z.string().trim().min(1).max(500).optional() })
  .nullish()
  .describe('Shown to the player as statusResult');

// ---------------------------------------------------------------------------------------------------
// Outbox events (server → subscribers such as the realtime gateway)

/** Appended in the same transaction as every invoice change (creation included, previousStatus null). */
export const paymentInvoiceChangedTopic = 'payment.invoice.changed';
export const paymentInvoiceChangedSchema = z.object({
  playerId: z.string(),
  invoice: invoiceSchema,
  previousStatus: statusField.nullable(),
  /** Who made this change: player, operator, provider (the messenger tells a player of others' decisions only). */
  decidedBy: z.string().nullable().optional(),
  /**
   * Deposits only, for the bonus module: the amount in minor units (text), the deposit bonus chosen with
   * it, and, once successful, which successful deposit in its currency it is (1 = the first).
   */
  deposit: z
    .object({
      amountMinor: z.string(),
      bonusId: z.string().nullable(),
      isBonusDecline: z.boolean(),
      number: z.number().int().nullable(),
    })
    .optional(),
});
export type PaymentInvoiceChanged = z.infer<typeof paymentInvoiceChangedSchema>;
