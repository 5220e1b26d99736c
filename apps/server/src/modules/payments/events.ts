import { type Invoice, type InvoiceStatus, paymentInvoiceChangedTopic } from '@croupier/contracts/payments';
import type { DomainEvent } from '../../platform/outbox/outbox.ts';

/**
 * Appended in the transaction of every invoice change, creation included (previousStatus null); the
 * realtime gateway publishes `transactionUpdated` (and `depositFailed` for a rejected deposit).
 */
export const invoiceChangedEvent = (
  playerId: string,
  invoice: Invoice,
  previousStatus: InvoiceStatus | null,
): DomainEvent => ({
  topic: paymentInvoiceChangedTopic,
  aggregateId: playerId,
  payload: { playerId, invoice, previousStatus },
});
