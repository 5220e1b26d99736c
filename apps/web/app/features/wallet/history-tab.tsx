import { historyPageSize } from '@croupier/contracts/payments';
import { realtimeEvents } from '@croupier/contracts/realtime-channels';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { debounced } from '../realtime/debounce.ts';
import { usePlayerEvent } from '../realtime/realtime-provider.tsx';
import {
  appendPage,
  historyRefreshDebounceMs,
  historyUpdate,
  nextPage,
  type PageMeta,
  replaceItem,
} from './history-rules.ts';
import { invoiceEvent } from './invoice-events.ts';
import { TransactionRow } from './transaction-row.tsx';
import { useCancelWithdrawal } from './use-cancel-withdrawal.ts';
import { type Invoice, walletApi } from './wallet-api.ts';
import { useWallet } from './wallet-context.ts';
import { hasMissingFields } from './wallet-flow.ts';

/**
 * The history tab (spec 02 §4 "History"): transactions of the active currency, ten a page, the next page
 * when the last row comes into view, and live updates — a new invoice merges the first page in again, a
 * known one whose status changed is read again by its invoice id (not for status 4), 500 ms after the
 * last update of a burst.
 */
export function HistoryTab() {
  const { t } = useI18n();
  const wallet = useWallet();
  const code = wallet.account?.currency;
  const [items, setItems] = useState<Invoice[]>([]);
  const [meta, setMeta] = useState<PageMeta | undefined>();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const loadingPage = useRef(false);
  const generation = useRef(0);

  const loadPage = useCallback(
    async (page: number) => {
      if (!code || loadingPage.current) return;
      loadingPage.current = true;
      const forGeneration = generation.current;
      const answer = await walletApi.invoices({ page, perPage: historyPageSize, currency: code });
      loadingPage.current = false;
      if (forGeneration !== generation.current) return;
      if (!answer.ok) {
        // Spec 02 §8: a failed history load empties the list.
        setItems([]);
        setMeta(undefined);
        setState('failed');
        return;
      }
      setItems((current) => (page === 1 ? answer.data.data : appendPage(current, answer.data.data)));
      setMeta(answer.data.meta);
      setState('ready');
    },
    [code],
  );

  useEffect(() => {
    generation.current += 1;
    loadingPage.current = false;
    setItems([]);
    setMeta(undefined);
    setState('loading');
    void loadPage(1);
  }, [loadPage]);

  // Infinite scroll: the last row coming into view asks for page + 1 while there is one.
  const sentinel = useRef<HTMLLIElement | null>(null);
  const next = nextPage(meta);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || next === undefined || state !== 'ready') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadPage(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [next, state, loadPage]);

  // Live updates, gathered for 500 ms.
  const pendingUpdates = useRef<{ id: string; status: number }[]>([]);
  const applyUpdates = useCallback(async () => {
    const updates = pendingUpdates.current;
    pendingUpdates.current = [];
    if (!code) return;
    let reload = false;
    for (const update of updates) {
      const plan = historyUpdate(itemsRef.current, update);
      if (plan.kind === 'reload') reload = true;
      if (plan.kind === 'refetch') {
        const answer = await walletApi.invoices({ invoiceId: plan.invoiceId, page: 1, perPage: 1 });
        const fresh = answer.ok ? answer.data.data[0] : undefined;
        if (fresh) setItems((current) => replaceItem(current, fresh));
      }
    }
    if (!reload) return;
    const answer = await walletApi.invoices({ page: 1, perPage: historyPageSize, currency: code });
    if (!answer.ok) return;
    // The first page again, followed by the rows already loaded: paging further stays where it was.
    setItems((current) => appendPage(answer.data.data, current));
    setMeta((current) => (current ? { ...answer.data.meta, page: Math.max(current.page, 1) } : answer.data.meta));
    setState('ready');
  }, [code]);
  const scheduleUpdates = useMemo(() => debounced(() => void applyUpdates(), historyRefreshDebounceMs), [applyUpdates]);
  useEffect(() => () => scheduleUpdates.cancel(), [scheduleUpdates]);
  usePlayerEvent('paymentInvoices', realtimeEvents.transactionUpdated, (data) => {
    const event = invoiceEvent(data);
    if (!event || (event.currency && event.currency !== code)) return;
    pendingUpdates.current.push({ id: event.id, status: event.status });
    scheduleUpdates();
  });

  const [cancelling, setCancelling] = useState<string | undefined>();
  const { cancel } = useCancelWithdrawal();
  const onCancel = async (invoice: Invoice) => {
    setCancelling(invoice.id);
    await cancel(invoice.id);
    setCancelling(undefined);
    const answer = await walletApi.invoices({ invoiceId: invoice.id, page: 1, perPage: 1 });
    const fresh = answer.ok ? answer.data.data[0] : undefined;
    if (fresh) setItems((current) => replaceItem(current, fresh));
  };
  const onRepeat = (invoice: Invoice) => {
    wallet.chooseTab('deposit');
    const method = wallet.depositMethods.data?.find((m) => m.method === invoice.method);
    if (method) {
      wallet.dispatch({
        type: 'select',
        operation: 'deposit',
        method: method.method,
        missing: hasMissingFields(method.fields),
      });
    }
  };

  if (state === 'loading') {
    return (
      <ul aria-busy="true" aria-label={t('wallet.history.loading')} className="flex flex-col gap-2">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="h-16 animate-pulse rounded-card bg-raised" />
        ))}
      </ul>
    );
  }
  if (!items.length) {
    return (
      <p data-testid="history-empty" className="rounded-card bg-raised p-6 text-center text-muted text-sm">
        {state === 'failed' ? t('wallet.history.failed') : t('wallet.history.empty')}
      </p>
    );
  }
  return (
    <ul aria-label={t('wallet.history.label')} className="flex flex-col gap-2" data-testid="history">
      {items.map((invoice) => (
        <TransactionRow
          key={invoice.id}
          invoice={invoice}
          cancelling={cancelling === invoice.id}
          onCancel={(i) => void onCancel(i)}
          onRepeat={onRepeat}
        />
      ))}
      {next !== undefined ? (
        <li ref={sentinel} className="flex justify-center py-2" aria-hidden="true" data-testid="history-more">
          <span className="size-5 animate-spin rounded-full border-2 border-line border-t-accent" />
        </li>
      ) : null}
    </ul>
  );
}
