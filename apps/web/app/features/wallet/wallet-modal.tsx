import { limitDefinition, paymentInvoiceStatus, paymentInvoiceType } from '@croupier/contracts/constants';
import { realtimeEvents } from '@croupier/contracts/realtime-channels';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { moneyText } from '../../i18n/money-text.ts';
import type { ModalBodyProps } from '../../ui/modal/modal-context.ts';
import { useModals } from '../../ui/modal/modal-context.ts';
import { activeAccount, currencyOf, reloadAccounts, useAccounts } from '../accounts/accounts-store.ts';
import { startWalletOpenTiming, track } from '../analytics/data-layer.ts';
import { usePlayerEvent } from '../realtime/realtime-provider.tsx';
import { useDepositBonusChoice } from './deposit-bonuses.ts';
import { DepositScreen } from './deposit-screen.tsx';
import { closeLeadsToExitPromo } from './exit-promo.ts';
import { GeneralScreen } from './general-screen.tsx';
import { invoiceEvent } from './invoice-events.ts';
import { WalletAlert } from './wallet-alert.tsx';
import { type WalletAlertName, WalletContext, type WalletContextValue } from './wallet-context.ts';
import {
  afterWithdrawRequest,
  generalView,
  hasMissingFields,
  type WalletTab,
  walletReducer,
  walletTabOf,
} from './wallet-flow.ts';
import { WalletHeader } from './wallet-header.tsx';
import {
  refreshAfterInvoice,
  useLimits,
  useMethods,
  usePendingWithdrawal,
  useProfile,
  useStatistics,
  useTurnover,
} from './wallet-reads.ts';
import { WithdrawScreen } from './withdraw-screen.tsx';

/** Error code of the deposit methods call when the player's deposit limit is reached (spec 02 §8). */
export const depositLimitErrorCode = '13100';

/**
 * The wallet modal (spec 02 §2, §4): opened by ?wallet=deposit|withdraw|history, closed only by its own
 * close icon. It loads the player's wallet state, follows invoices live, and shows the general screen or a
 * method's deposit or withdraw screen.
 */
export default function WalletModal({ props, queryValue, close, titleId }: ModalBodyProps) {
  const { t } = useI18n();
  const modals = useModals();
  const tab = walletTabOf(queryValue);
  const [view, dispatch] = useReducer(walletReducer, generalView);
  const accounts = useAccounts(true);
  const account = activeAccount(accounts);
  const code = account?.currency;
  const currency = currencyOf(accounts, code);
  const [alert, setAlert] = useState<WalletAlertName | undefined>();
  const [methodFields, setMethodFields] = useState<Record<string, Record<string, string>>>({});
  const clearAlert = useCallback(() => setAlert(undefined), []);

  const profile = useProfile();
  const limits = useLimits();
  const statistics = useStatistics();
  const turnover = useTurnover(code);
  const pending = usePendingWithdrawal(code);
  const depositMethods = useMethods('deposit', code);
  const withdrawMethods = useMethods('withdraw', code);
  const depositsCount = statistics.data?.find((s) => s.currency === code)?.depositsCount ?? 0;
  const bonus = useDepositBonusChoice(code, depositsCount);
  const loaded = [profile, statistics, turnover].every((read) => read.status !== 'loading');

  // Opening first refreshes the balance, limits and turnover, then reports how long the wallet took.
  const [finishTiming] = useState(() => startWalletOpenTiming({ walletOperationType: tab }));
  const timed = useRef(false);
  useEffect(() => void reloadAccounts(), []);
  const limitsLoaded = limits.status !== 'loading';
  useEffect(() => {
    if (timed.current || !loaded || !limitsLoaded) return;
    timed.current = true;
    finishTiming();
  }, [loaded, limitsLoaded, finishTiming]);

  // Error 13100: no methods, the deposit-limit flag, and the limits read again (spec 02 §8).
  const depositLimitReached = depositMethods.error?.error.code === depositLimitErrorCode;
  const reloadLimits = limits.refresh;
  useEffect(() => {
    if (depositLimitReached) void reloadLimits();
  }, [depositLimitReached, reloadLimits]);

  // A method chosen outside (quick deposit, repeat deposit) opens its screen once the list is there.
  const preselected = typeof props.method === 'string' ? props.method : undefined;
  useEffect(() => {
    if (!preselected) return;
    const method = depositMethods.data?.find((m) => m.method === preselected);
    if (method)
      dispatch({
        type: 'select',
        operation: 'deposit',
        method: method.method,
        missing: hasMissingFields(method.fields),
      });
  }, [preselected, depositMethods.data]);

  // Another tab in the URL (the header's Deposit button, a link) brings back the general screen.
  const lastTab = useRef(tab);
  useEffect(() => {
    if (lastTab.current === tab) return;
    lastTab.current = tab;
    dispatch({ type: 'toList' });
  }, [tab]);

  const refresh = useCallback(() => {
    refreshAfterInvoice();
    void reloadAccounts();
  }, []);

  const sumsubVerified = profile.data?.sumsubVerified === true;
  const viewRef = useRef(view);
  viewRef.current = view;

  const onInvoice = useCallback(
    (data: unknown, failed: boolean) => {
      const event = invoiceEvent(data);
      if (!event || event.ignored) return;
      if (event.settled) refresh();
      const current = viewRef.current;
      if (event.type === paymentInvoiceType.deposit) {
        if (failed || event.status === paymentInvoiceStatus.rejected) dispatch({ type: 'depositFailed' });
        return;
      }
      if (current.screen !== 'withdraw') return;
      if (current.sub === 'auto') {
        dispatch({ type: 'withdrawalStatus', invoiceId: event.id, status: event.status });
        return;
      }
      // A withdrawal confirmed from the provider frame: the same outcome as a direct answer (spec 02 §4).
      if (event.status === paymentInvoiceStatus.pending && (current.sub === 'iframe' || current.sub === 'basic')) {
        if (event.autoWithdrawal) {
          dispatch({
            type: 'withdrawAuto',
            auto: { invoiceId: event.id, status: event.status, amount: event.amount, currency: event.currency },
          });
          return;
        }
        const outcome = afterWithdrawRequest(sumsubVerified);
        if (outcome.kind === 'close') {
          modals.open(outcome.open, { amount: event.amount, currency: event.currency });
          close();
        }
      }
    },
    [refresh, close, modals, sumsubVerified],
  );
  usePlayerEvent('paymentInvoices', realtimeEvents.transactionUpdated, (data) => onInvoice(data, false));
  usePlayerEvent('paymentInvoices', realtimeEvents.depositFailed, (data) => onInvoice(data, true));

  const onClose = () => {
    const promo = closeLeadsToExitPromo({
      ...bonus.state,
      tab,
      exitPromoOpen: modals.isOpen('deposit-with-bonus-exit-promo'),
      depositSub: view.screen === 'deposit' ? view.sub : undefined,
    });
    const leave = () => {
      bonus.clear();
      track({ event: 'walletClose', walletOperationType: tab });
      close();
    };
    // The offer the promo recalls: the one chosen, else the code's, else the first open one.
    const offer = (
      bonus.cards.find((card) => card.offer.id === bonus.selection.selectedId) ??
      bonus.cards.find((card) => card.fromCode && card.available) ??
      bonus.cards.find((card) => card.available)
    )?.offer;
    if (promo && modals.open('deposit-with-bonus-exit-promo', { offer, currency: code, leave })) return;
    leave();
  };

  const chooseTab = useCallback(
    (next: WalletTab) => {
      lastTab.current = next;
      modals.open('wallet', {}, { queryValue: next });
    },
    [modals],
  );

  const coolingOff = limits.data?.find(
    (limit) =>
      limit.definition === limitDefinition.coolingOff &&
      limit.expiredAt !== null &&
      Date.parse(limit.expiredAt) > Date.now(),
  );
  const stats = statistics.data ?? [];
  const value: WalletContextValue = {
    tab,
    view,
    ready: loaded,
    dispatch,
    chooseTab,
    close: onClose,
    account,
    currency,
    money: (amount, options) => moneyText(amount, options?.code ?? code ?? '', accounts.currencies, options),
    profile: profile.data,
    depositsCount,
    anyDeposits: stats.some((s) => s.depositsCount > 0),
    coolingOff,
    reloadLimits: () => void reloadLimits(),
    turnover: turnover.data,
    // A failed read clears it (spec 02 §8): the cache would keep showing the last data, maybe out of date.
    pendingWithdrawal: pending.error ? undefined : pending.data?.data[0],
    depositMethods: depositLimitReached ? { ...depositMethods, data: [] } : depositMethods,
    withdrawMethods,
    depositLimitReached,
    refresh,
    alert: setAlert,
    bonus: bonus.state,
    bonuses: bonus,
    fieldsOf: (method) => methodFields[method] ?? {},
    setMethodFields: (method, values) => setMethodFields((current) => ({ ...current, [method]: values })),
  };

  // Focus follows the screen: when it changes, the new title is read out and Tab starts from the top.
  const heading = useRef<HTMLHeadingElement>(null);
  const screenKey = view.screen === 'general' ? 'general' : `${view.screen}:${view.sub}`;
  const firstScreen = useRef(true);
  useEffect(() => {
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    if (screenKey) heading.current?.focus({ preventScroll: false });
  }, [screenKey]);

  return (
    <WalletContext.Provider value={value}>
      <div className="flex min-h-full flex-col" data-testid="wallet" data-wallet-screen={screenKey}>
        <WalletHeader titleId={titleId} headingRef={heading} />
        <div className="flex flex-1 flex-col gap-5 p-4 sm:p-6">
          {view.screen === 'general' ? <GeneralScreen /> : null}
          {view.screen === 'deposit' ? <DepositScreen /> : null}
          {view.screen === 'withdraw' ? <WithdrawScreen /> : null}
        </div>
        <WalletAlert name={alert} onDone={clearAlert} label={t('wallet.alertRegion')} />
      </div>
    </WalletContext.Provider>
  );
}
