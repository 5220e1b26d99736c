import type { IncomingHttpHeaders } from 'node:http';
import { paymentInvoiceStatus as S, paymentInvoiceType as T } from '@croupier/contracts/constants';
import { toMajorUnits } from '@croupier/contracts/minor-units';
import {
  type DepositResponse,
  type Invoice,
  type InvoiceStatus,
  paymentErrorCodes,
  type WithdrawResponse,
} from '@croupier/contracts/payments';
import type { PlayerProfile } from '@croupier/contracts/player';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { assertTextRule } from '../../platform/http/text-rule.ts';
import { appendEvents } from '../../platform/outbox/outbox.ts';
import type { LimitCheck, LimitEnforcement } from '../limits/enforcement.ts';
import { type AccountRecord, accountNotFound, type WalletService } from '../wallet/service.ts';
import { invoiceChangedEvent } from './events.ts';
import { availableTo, methodNotAvailable, type OfferedMethod, unknownMethod } from './methods.ts';
import type { PaymentProvider, ProviderInvoice } from './provider.ts';
import { depositCounts, findInvoice, type InvoiceRecord } from './store.ts';
import { paymentInvoices, paymentWebhookEvents } from './tables.ts';
import { effectPosting, type InvoiceFacts, transition } from './transitions.ts';

export interface PaymentSettings {
  /** Withdrawals of verified players at or below this amount in the base currency are automatic; 0: none. */
  autoWithdrawalMax: number;
  /** Deposits must be wagered this many times before a withdrawal; 0 turns the rule off. */
  turnoverMultiplier: number;
}

export interface PaymentDeps {
  db: Database;
  wallet: WalletService;
  providers: readonly PaymentProvider[];
  enforcement: LimitEnforcement;
  settings: PaymentSettings;
  clock: () => Date;
}

export type Operation = 'deposit' | 'withdrawal';
type WebhookOutcome = 'applied' | 'replayed' | 'ignored';

export const conflict = (code: string, message: string) => new AppError(409, code, message);

export const insufficientFunds = () =>
  conflict(paymentErrorCodes.insufficientFunds, 'The amount is above your withdrawable balance');

const invoiceNumber = (row: Pick<InvoiceRecord, 'type' | 'number'>) =>
  `${row.type === T.deposit ? 'D' : 'W'}-${row.number}`;

/** Why a deposit is refused by responsible-gaming limits, as the API says it. */
export function depositRefusal(check: Extract<LimitCheck, { allowed: false }>, onMethods: boolean): AppError {
  if (check.reason === 'deposit_limit') {
    return onMethods
      ? conflict(paymentErrorCodes.depositLimitReached, 'The deposit limit is reached')
      : conflict(paymentErrorCodes.depositLimitExceeded, 'This deposit would go over your deposit limit');
  }
  return conflict(
    paymentErrorCodes.depositBlocked,
    check.reason === 'cooling_off'
      ? 'Deposits are paused during a cooling-off'
      : 'Deposits are closed during self-exclusion',
  );
}

/**
 * What the payment operations share (service.ts): the offered methods, an invoice's view and event, the
 * state machine's step with its posting, the provider's start of an invoice and its signed webhooks.
 */
export function createInvoiceCore(deps: PaymentDeps) {
  const { db, wallet, providers, settings, clock } = deps;
  const providerByKey = new Map(providers.map((p) => [p.key, p]));

  /** The methods this player may use for the operation in this currency (decision 0059). */
  function offered(operation: Operation, currency: string, country: string | null): OfferedMethod[] {
    return providers.flatMap((provider) =>
      provider.methods
        .filter((m) => m.operation === operation && availableTo(m, currency, country))
        .map((definition) => ({
          provider: provider.key,
          definition,
          rule: definition.currencies[currency] as OfferedMethod['rule'],
        })),
    );
  }

  function providerOf(key: string): PaymentProvider {
    const provider = providerByKey.get(key);
    if (!provider) throw new Error(`payment provider ${key} is not configured`);
    return provider;
  }

  async function view(row: InvoiceRecord, executor: Executor = db): Promise<Invoice> {
    const subunit = await wallet.subunitOf(row.currency, executor);
    return {
      id: row.id,
      invoiceId: row.id,
      number: invoiceNumber(row),
      type: row.type,
      status: row.status,
      method: row.method,
      paymentMethod: row.methodName,
      amount: toMajorUnits(row.amountMinor, subunit),
      currency: row.currency,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      statusResult: row.statusResult,
      autoWithdrawal: row.autoWithdrawal,
      kind: null,
    };
  }

  async function announce(tx: Executor, row: InvoiceRecord, previousStatus: InvoiceStatus | null): Promise<void> {
    const deposit =
      row.type === T.deposit
        ? {
            amountMinor: row.amountMinor.toString(),
            bonusId: row.bonusId,
            isBonusDecline: row.isBonusDecline,
            number:
              row.status === S.success ? ((await depositCounts(tx, row.playerId)).get(row.currency) ?? null) : null,
          }
        : undefined;
    await appendEvents(tx, [
      invoiceChangedEvent(row.playerId, await view(row, tx), previousStatus, deposit, row.decidedBy),
    ]);
  }

  const facts = (row: InvoiceRecord): InvoiceFacts => ({
    id: row.id,
    type: row.type,
    status: row.status,
    walletAccountId: row.walletAccountId,
    provider: row.provider,
    currency: row.currency,
    amountMinor: row.amountMinor,
  });

  const providerInvoice = (row: InvoiceRecord): ProviderInvoice => ({
    id: row.id,
    number: invoiceNumber(row),
    type: row.type === T.deposit ? 'deposit' : 'withdrawal',
    method: row.method,
    currency: row.currency,
    amountMinor: row.amountMinor,
    autoWithdrawal: row.autoWithdrawal,
    fields: row.fields,
  });

  /**
   * Moves an invoice to `next` if the state machine allows it, with its ledger posting and its event, in
   * the caller's transaction (the invoice row is locked by the caller). Answers the moved invoice, or
   * undefined when the state machine ignores the step.
   */
  async function move(
    tx: Executor,
    row: InvoiceRecord,
    next: InvoiceStatus,
    change: { statusResult?: string | null; decidedBy: string; submitted?: boolean },
  ): Promise<InvoiceRecord | undefined> {
    const step = transition(row, next);
    if (!step.apply) return undefined;
    if (step.effect) await wallet.post(tx, effectPosting(facts(row), step.effect));
    const [updated] = await tx
      .update(paymentInvoices)
      .set({
        status: next,
        statusResult: change.statusResult === undefined ? row.statusResult : change.statusResult,
        decidedBy: change.decidedBy,
        ...(change.submitted === undefined ? {} : { submitted: change.submitted }),
        updatedAt: clock(),
      })
      .where(eq(paymentInvoices.id, row.id))
      .returning();
    const moved = updated as InvoiceRecord;
    await announce(tx, moved, row.status);
    return moved;
  }

  /** The account the request names: the player's own, in the request's currency; else 404 or 400. */
  async function requestAccount(
    executor: Executor,
    playerId: string,
    request: { accountId: string; currency: string; lock: boolean },
  ): Promise<AccountRecord> {
    const { accountId, currency, lock } = request;
    const owned = await wallet.find(executor, playerId, currency);
    if (!owned) throw accountNotFound();
    const account = await wallet.ownedAccount(executor, playerId, accountId, { lock });
    if (account.currency !== currency) {
      throw new AppError(400, 'validation_failed', 'The account is in another currency', {
        accountId: ['This account is not in the requested currency'],
      });
    }
    if (!wallet.isActive(account)) throw conflict('account_blocked', 'This account is blocked');
    return account;
  }

  /**
   * The method a request names, if this player may use it. A key no provider has for the operation is
   * unknown; one that exists but not for the player's country or currency is refused as not available.
   */
  function methodFor(operation: Operation, profile: PlayerProfile, currency: string, key: string): OfferedMethod {
    const found = offered(operation, currency, profile.country).find((m) => m.definition.key === key);
    if (found) return found;
    const exists = providers.some((p) => p.methods.some((m) => m.operation === operation && m.key === key));
    throw exists ? methodNotAvailable() : unknownMethod();
  }

  async function isAutomatic(currency: string, amountMinor: bigint, verified: boolean): Promise<boolean> {
    if (!verified || settings.autoWithdrawalMax <= 0) return false;
    const found = await wallet.currency(currency);
    if (!found) return false;
    const inBase = toMajorUnits(amountMinor, found.subunitToUnit) * found.rate.rate;
    return inBase <= settings.autoWithdrawalMax;
  }

  /**
   * The provider's answer for an invoice, saved with it. A retry that arrives while the first request is
   * still talking to the provider asks again: adapters start idempotently per invoice id.
   */
  async function startOf(row: InvoiceRecord): Promise<NonNullable<InvoiceRecord['providerStart']>> {
    if (row.providerStart) return row.providerStart;
    const provider = providerOf(row.provider);
    const invoice = providerInvoice(row);
    const start =
      row.type === T.deposit ? await provider.startDeposit(invoice) : await provider.startWithdrawal(invoice);
    await db.update(paymentInvoices).set({ providerStart: start }).where(eq(paymentInvoices.id, row.id));
    return start;
  }

  async function depositAnswer(row: InvoiceRecord): Promise<DepositResponse> {
    const start = await startOf(row);
    return { id: row.id, action: start.action ?? '', fields: start.fields, crypto: start.crypto };
  }

  async function withdrawalAnswer(row: InvoiceRecord): Promise<WithdrawResponse> {
    const start = await startOf(row);
    return { id: row.id, action: start.action, autoWithdrawal: row.autoWithdrawal };
  }

  /** A start the provider could not make: the invoice is rejected at once and the player told so. */
  async function failStart(row: InvoiceRecord, error: unknown): Promise<never> {
    await db.transaction(async (tx) => {
      const locked = await findInvoice(tx, row.id, { lock: true });
      if (!locked) return;
      await move(tx, locked, S.rejected, {
        statusResult: 'The payment provider is unavailable',
        decidedBy: 'provider',
      });
    });
    throw new AppError(502, 'provider_unavailable', `The payment provider did not answer: ${(error as Error).message}`);
  }

  async function receiveWebhook(
    providerKey: string,
    rawBody: Buffer,
    headers: IncomingHttpHeaders,
    executor: Executor = db,
  ): Promise<WebhookOutcome> {
    const provider = providerByKey.get(providerKey);
    if (!provider) throw notFound('Unknown payment provider');
    const update = provider.verifyWebhook(rawBody, headers);
    // Signed, then held to the text rule (decision 0051): the edge saw this body only as bytes.
    assertTextRule(update);
    return executor.transaction(async (tx) => {
      const row = await findInvoice(tx, update.invoiceId, { lock: true });
      if (!row || row.provider !== provider.key) throw notFound('No such invoice');
      const [fresh] = await tx
        .insert(paymentWebhookEvents)
        .values({
          provider: provider.key,
          eventId: update.eventId,
          invoiceId: row.id,
          status: update.status,
          outcome: 'pending',
        })
        .onConflictDoNothing()
        .returning({ eventId: paymentWebhookEvents.eventId });
      if (!fresh) return 'replayed';
      // A withdrawal waiting for the operator has not been handed to the provider: nothing it says counts.
      const moved = row.submitted
        ? await move(tx, row, update.status, {
            statusResult: update.status === S.rejected ? (update.reason ?? 'Declined by the payment provider') : null,
            decidedBy: 'provider',
          })
        : undefined;
      const outcome = moved ? 'applied' : 'ignored';
      await tx
        .update(paymentWebhookEvents)
        .set({ outcome })
        .where(and(eq(paymentWebhookEvents.provider, provider.key), eq(paymentWebhookEvents.eventId, update.eventId)));
      return outcome;
    });
  }

  return {
    providerByKey,
    offered,
    view,
    announce,
    facts,
    move,
    requestAccount,
    methodFor,
    isAutomatic,
    depositAnswer,
    withdrawalAnswer,
    failStart,
    receiveWebhook,
  };
}
