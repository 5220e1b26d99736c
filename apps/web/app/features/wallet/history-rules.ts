import { historyCreditType, paymentInvoiceStatus, paymentInvoiceType } from '@croupier/contracts/constants';
import type { PageMeta } from '@croupier/contracts/errors';
import type { WalletHistoryKind } from '@croupier/contracts/payments';

/**
 * The history tab's paging and live-update rules (spec 02 §4 "History", "Transaction status", §9) and
 * what each transaction row offers.
 */

/** Spec 02 §9 (the page size, 10, is the contracts' historyPageSize). */
export const historyRefreshDebounceMs = 500;

/** Infinite scroll asks for page + 1 only while totalPages exceeds the page loaded last. */
export function nextPage(meta: PageMeta | undefined): number | undefined {
  if (!meta) return 1;
  return meta.totalPages > meta.page ? meta.page + 1 : undefined;
}

interface InvoiceRef {
  id: string;
  status: number;
}

/**
 * What a live transaction update does to the loaded list: a known item whose status changed is re-fetched
 * by its invoice id, except for status 4 (processing); anything else refreshes the list (debounced).
 */
export type HistoryUpdate = { kind: 'refetch'; invoiceId: string } | { kind: 'reload' } | { kind: 'none' };
export type { PageMeta };

export function historyUpdate(loaded: readonly InvoiceRef[], update: InvoiceRef): HistoryUpdate {
  const known = loaded.find((item) => item.id === update.id);
  if (!known) return { kind: 'reload' };
  if (known.status === update.status) return { kind: 'none' };
  if (update.status === paymentInvoiceStatus.processing) return { kind: 'none' };
  return { kind: 'refetch', invoiceId: update.id };
}

/** Replaces one item in place (after a re-fetch by invoice id), keeping the list order. */
export function replaceItem<T extends { id: string }>(items: readonly T[], fresh: T): T[] {
  return items.map((item) => (item.id === fresh.id ? fresh : item));
}

/** Pages appended by infinite scroll may repeat rows that moved down when new ones arrived on top. */
export function appendPage<T extends { id: string }>(items: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(items.map((item) => item.id));
  return [...items, ...page.filter((item) => !seen.has(item.id))];
}

export type RowAction = 'repeat' | 'cancel' | undefined;

/** A declined deposit offers to repeat it; a pending withdrawal offers cancel unless it is automatic. */
export function rowAction(invoice: { type: number; status: number; autoWithdrawal: boolean }): RowAction {
  if (invoice.type === paymentInvoiceType.deposit && invoice.status === paymentInvoiceStatus.rejected) return 'repeat';
  if (
    invoice.type === paymentInvoiceType.withdrawal &&
    invoice.status === paymentInvoiceStatus.pending &&
    !invoice.autoWithdrawal
  ) {
    return 'cancel';
  }
  return undefined;
}

export type StatusName = 'pending' | 'success' | 'rejected' | 'processing';

export function statusName(status: number): StatusName {
  switch (status) {
    case paymentInvoiceStatus.success:
      return 'success';
    case paymentInvoiceStatus.rejected:
      return 'rejected';
    case paymentInvoiceStatus.processing:
      return 'processing';
    default:
      return 'pending';
  }
}

/**
 * The history's name of each movement outside invoices (type 3, decision 0102): the credits the platform pays,
 * and a tournament's buy-in (the one that takes money) and its refund.
 */
const creditLabels: Record<WalletHistoryKind, { key: string; incoming: boolean }> = {
  'quest.reward': { key: 'wallet.history.credit.questReward', incoming: true },
  'tournament.prize': { key: 'wallet.history.credit.tournamentPrize', incoming: true },
  'loyalty.level-up-bonus': { key: 'wallet.history.credit.levelUpBonus', incoming: true },
  'loyalty.birthday-bonus': { key: 'wallet.history.credit.birthdayBonus', incoming: true },
  'tournament.buy-in': { key: 'wallet.history.credit.tournamentBuyIn', incoming: false },
  'tournament.buy-in-refund': { key: 'wallet.history.credit.tournamentRefund', incoming: true },
};

/**
 * The message key naming a history row: a deposit, a withdrawal, or the movement's kind. Money in (deposits,
 * credits, refunds) is shown with a plus.
 */
export function rowLabel(invoice: { type: number; kind: WalletHistoryKind | null }): {
  key: string;
  incoming: boolean;
} {
  if (invoice.type === historyCreditType && invoice.kind) return creditLabels[invoice.kind];
  if (invoice.type === paymentInvoiceType.deposit) return { key: 'wallet.history.deposit', incoming: true };
  return { key: 'wallet.history.withdrawal', incoming: false };
}
