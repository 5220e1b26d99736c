import {
  type Invoice,
  type InvoiceStatus,
  type PaymentInvoiceChanged,
  paymentInvoiceChangedTopic,
} from '@croupier/contracts/payments';
import type { DomainEvent } from '../../platform/outbox/outbox.ts';

/**
 * Appended in the transaction of every invoice change, creation included (previousStatus null); the
 * realtime gateway publishes `transactionUpdated` (and `depositFailed` for a rejected deposit); the bonus
 * module issues the chosen deposit bonus from a successful deposit's `deposit` facts.
 */
export const invoiceChangedEvent = (
  playerId: string,
  invoice: Invoice,
  previousStatus: InvoiceStatus | null,
  deposit?: PaymentInvoiceChanged['deposit'],
  decidedBy?: string | null,
): DomainEvent => ({
  topic: paymentInvoiceChangedTopic,
  aggregateId: playerId,
  payload: { playerId, invoice, previousStatus, ...(decidedBy ? { decidedBy } : {}), ...(deposit ? { deposit } : {}) },
});
