import { historyCreditType, paymentInvoiceStatus, paymentInvoiceType } from '@croupier/contracts/constants';
import type { AnalyticsEvent } from '../analytics/data-layer.ts';

/**
 * Realtime invoice events (spec 02 §4 "Invoice events"): transactionUpdated and depositFailed on the
 * player's payment-invoices channel, read defensively (a malformed publication is ignored), and what the
 * site does with them while the wallet is closed.
 */

/** Status 5 on an invoice event means "nothing for the player": the event is ignored. */
export const ignoredInvoiceStatus = 5;

/**
 * The event published when a withdrawal is created (spec 02 §4: "marked withdrawal-created", ignored — the
 * request's own answer already moved the wallet on). Our invoices carry no marker field; the creation is
 * the one update of a pending withdrawal whose updatedAt is still its createdAt.
 */
export function isWithdrawalCreated(raw: Record<string, unknown>, type: number, status: number): boolean {
  return (
    type === paymentInvoiceType.withdrawal &&
    status === paymentInvoiceStatus.pending &&
    typeof raw.createdAt === 'string' &&
    raw.createdAt === raw.updatedAt
  );
}

export interface InvoiceEvent {
  id: string;
  type: number;
  status: number;
  amount: number;
  currency: string;
  autoWithdrawal: boolean;
  /** A successful deposit: which successful deposit in its currency it is (1 = the first), for analytics. */
  successDepositNumber?: number;
  /** Status 5, or the creation of a withdrawal. */
  ignored: boolean;
  /** Status 2 or 3: the wallet refreshes methods, statistics and bonuses. */
  settled: boolean;
}

export function invoiceEvent(data: unknown): InvoiceEvent | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const raw = data as Record<string, unknown>;
  const id = typeof raw.id === 'string' || typeof raw.id === 'number' ? String(raw.id) : undefined;
  const type = typeof raw.type === 'number' ? raw.type : raw.invoiceType;
  if (id === undefined || typeof type !== 'number' || typeof raw.status !== 'number') return undefined;
  const status = raw.status;
  return {
    id,
    type,
    status,
    amount: typeof raw.amount === 'number' ? raw.amount : 0,
    currency: typeof raw.currency === 'string' ? raw.currency : '',
    autoWithdrawal: raw.autoWithdrawal === true,
    ...(typeof raw.successDepositNumber === 'number' ? { successDepositNumber: raw.successDepositNumber } : {}),
    ignored: status === ignoredInvoiceStatus || isWithdrawalCreated(raw, type, status),
    settled: status === paymentInvoiceStatus.success || status === paymentInvoiceStatus.rejected,
  };
}

/** Invoice outcomes this tab has already acted on, by invoice and status. */
const acted = new Set<string>();

/**
 * True the first time this tab learns that the invoice reached the status (or failed): the live update
 * and the wallet's own check of a deposit can both bring the same news, and the player hears it once.
 */
export function firstNews(event: InvoiceEvent, depositFailedEvent: boolean): boolean {
  const key = `${event.id}:${depositFailedEvent ? 'failed' : event.status}`;
  if (acted.has(key)) return false;
  acted.add(key);
  return true;
}

export interface InvoiceReaction {
  open?: 'deposit-success' | 'deposit-error';
  /** Close the deposit frame (the deposit-iframe modal). */
  closeFrame: boolean;
  analytics?: AnalyticsEvent;
}

/**
 * What the site does with an invoice event wherever the player is: a successful deposit opens
 * deposit-success and closes the deposit frame; a failed one opens deposit-error unless the wallet is
 * open (it shows its own error screen) and closes the frame; withdrawals only report analytics.
 */
export function invoiceReaction(
  event: InvoiceEvent,
  context: { depositFailedEvent: boolean; walletOpen: boolean },
): InvoiceReaction {
  // A credit from the platform (type 3, decision 0102) only adds a row to the history.
  if (event.ignored || event.type === historyCreditType) return { closeFrame: false };
  if (event.type === paymentInvoiceType.withdrawal) {
    if (event.status === paymentInvoiceStatus.success) {
      return {
        closeFrame: false,
        analytics: {
          event: 'withdraw',
          withdrawAmount: event.amount,
          withdrawCurrency: event.currency,
          invoiceId: event.id,
        },
      };
    }
    if (event.status === paymentInvoiceStatus.rejected) {
      return { closeFrame: false, analytics: { event: 'failWithdraw', invoiceId: event.id } };
    }
    return { closeFrame: false };
  }
  if (!context.depositFailedEvent && event.status === paymentInvoiceStatus.success) {
    return {
      open: 'deposit-success',
      closeFrame: true,
      analytics: {
        event: 'deposit',
        depositAmount: event.amount,
        depositCurrency: event.currency,
        invoiceId: event.id,
        ...(event.successDepositNumber === undefined ? {} : { successDepositNumber: event.successDepositNumber }),
      },
    };
  }
  if (context.depositFailedEvent || event.status === paymentInvoiceStatus.rejected) {
    return {
      ...(context.walletOpen ? {} : { open: 'deposit-error' as const }),
      closeFrame: true,
      analytics: { event: 'failDeposit', invoiceId: event.id },
    };
  }
  return { closeFrame: false };
}
