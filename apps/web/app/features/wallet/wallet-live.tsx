import { realtimeEvents } from '@croupier/contracts/realtime-channels';
import { useModals } from '../../ui/modal/modal-context.ts';
import { applyAccountUpdate, reloadAccounts, type WalletAccount } from '../accounts/accounts-store.ts';
import { track } from '../analytics/data-layer.ts';
import { usePlayerEvent } from '../realtime/realtime-provider.tsx';
import { firstNews, invoiceEvent, invoiceReaction } from './invoice-events.ts';

function isAccount(data: unknown): data is WalletAccount {
  const account = data as Partial<WalletAccount> | null;
  return typeof account?.id === 'string' && typeof account.currency === 'string' && typeof account.balance === 'number';
}

/**
 * The wallet's live reactions wherever a logged-in player is (spec 02 §4 "Invoice events"): balances follow
 * accountUpdated; a successful deposit opens deposit-success and closes the deposit frame; a failed one
 * opens deposit-error unless the wallet is open (it shows its own error screen); withdrawals only report
 * analytics. Small on purpose: it is part of the first page load.
 */
export function WalletLive() {
  const onInvoice = useInvoiceNews();
  usePlayerEvent('walletAccounts', realtimeEvents.accountUpdated, (data) => {
    if (isAccount(data)) applyAccountUpdate(data);
  });
  usePlayerEvent('paymentInvoices', realtimeEvents.transactionUpdated, (data) => onInvoice(data, false));
  usePlayerEvent('paymentInvoices', realtimeEvents.depositFailed, (data) => onInvoice(data, true));
  return null;
}

/**
 * What the site does with news of an invoice, live or found by the wallet's own check: the same
 * outcome is acted on once, whichever brings it first.
 */
export function useInvoiceNews(): (data: unknown, depositFailedEvent: boolean) => void {
  const modals = useModals();
  return (data, depositFailedEvent) => {
    const event = invoiceEvent(data);
    if (!event) return;
    if (event.settled) void reloadAccounts();
    if (event.ignored || !firstNews(event, depositFailedEvent)) return;
    const reaction = invoiceReaction(event, { depositFailedEvent, walletOpen: modals.isOpen('wallet') });
    if (reaction.analytics) track(reaction.analytics);
    if (reaction.closeFrame) modals.close('deposit-iframe');
    if (reaction.open === 'deposit-success') {
      modals.open('deposit-success', { amount: event.amount, currency: event.currency });
    } else if (reaction.open === 'deposit-error') {
      modals.open('deposit-error', {});
    }
  };
}
