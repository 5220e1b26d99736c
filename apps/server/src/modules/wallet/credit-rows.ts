import { paymentInvoiceStatus } from '@croupier/contracts/constants';
import { toMajorUnits } from '@croupier/contracts/minor-units';
import {
  historyCreditType,
  type Invoice,
  type WalletHistoryKind,
  walletHistoryKinds,
} from '@croupier/contracts/payments';
import type { PlayerCredit } from './ledger.ts';

/** The outbox topic of a posting the history lists: the site hears of it as a transactionUpdated. */
export const creditPostedTopic = 'wallet.credit.posted';

export const isHistoryKind = (kind: string): kind is WalletHistoryKind =>
  (walletHistoryKinds as readonly string[]).includes(kind);

/**
 * A credit (or a tournament fee) as a history row (decision 0102): always successful, numbered from its ledger
 * transaction, labelled by kind, its amount unsigned as invoices' are (the kind says which way it went). The
 * history list and the live event build it here, so both show the same row.
 */
export function creditRow(credit: PlayerCredit, subunit: number): Invoice {
  return {
    id: credit.id,
    invoiceId: credit.id,
    number: `C-${credit.id.slice(0, 8).toUpperCase()}`,
    type: historyCreditType,
    status: paymentInvoiceStatus.success,
    method: credit.kind,
    paymentMethod: '',
    amount: toMajorUnits(credit.amountMinor < 0n ? -credit.amountMinor : credit.amountMinor, subunit),
    currency: credit.currency,
    createdAt: credit.createdAt.toISOString(),
    updatedAt: credit.createdAt.toISOString(),
    statusResult: null,
    autoWithdrawal: false,
    kind: credit.kind as WalletHistoryKind,
  };
}
