import { type KeyboardEvent, useRef } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { BalancePanel } from './balance-panel.tsx';
import { DepositTab } from './deposit-tab.tsx';
import { HistoryTab } from './history-tab.tsx';
import { PendingWithdrawalCard } from './pending-withdrawal-card.tsx';
import { PromoBanner } from './promo-banner.tsx';
import { generalCountdownMinutes } from './promo-countdown.ts';
import { useWallet } from './wallet-context.ts';
import { type WalletTab, walletTabs } from './wallet-flow.ts';
import { WithdrawTab } from './withdraw-tab.tsx';

/**
 * The general screen (spec 02 §2): balance, the pending-withdrawal card, the promo banner and the three
 * tabs. A tab is also the wallet's query value, so choosing one replaces ?wallet= in the URL.
 */
export function GeneralScreen() {
  const { t } = useI18n();
  const wallet = useWallet();
  const tabRefs = useRef(new Map<WalletTab, HTMLButtonElement>());

  // Arrow keys move between the tabs (and choose them), Home and End jump to the ends (WAI-ARIA tabs).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = walletTabs.indexOf(wallet.tab);
    const target =
      event.key === 'ArrowRight'
        ? walletTabs[(index + 1) % walletTabs.length]
        : event.key === 'ArrowLeft'
          ? walletTabs[(index + walletTabs.length - 1) % walletTabs.length]
          : event.key === 'Home'
            ? walletTabs[0]
            : event.key === 'End'
              ? walletTabs[walletTabs.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    wallet.chooseTab(target);
    tabRefs.current.get(target)?.focus();
  };

  return (
    <>
      <BalancePanel />
      <PendingWithdrawalCard />
      <PromoBanner defaultMinutes={generalCountdownMinutes} />
      <div
        role="tablist"
        aria-label={t('wallet.tabs')}
        onKeyDown={onKeyDown}
        className="grid grid-cols-3 gap-1 rounded-control border border-line bg-canvas p-1"
      >
        {walletTabs.map((tab) => {
          const selected = tab === wallet.tab;
          return (
            <button
              key={tab}
              ref={(element) => {
                if (element) tabRefs.current.set(tab, element);
                else tabRefs.current.delete(tab);
              }}
              type="button"
              role="tab"
              id={`wallet-tab-${tab}`}
              aria-selected={selected}
              aria-controls={`wallet-panel-${tab}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => wallet.chooseTab(tab)}
              className={`min-h-10 rounded-[calc(var(--radius-control)-0.25rem)] px-2 font-semibold text-sm transition-colors duration-quick ${
                selected ? 'bg-raised text-text shadow-raised' : 'text-muted hover:text-text'
              }`}
            >
              {t(`wallet.tab.${tab}`)}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`wallet-panel-${wallet.tab}`}
        aria-labelledby={`wallet-tab-${wallet.tab}`}
        className="flex flex-col gap-4"
      >
        {wallet.tab === 'deposit' ? <DepositTab /> : null}
        {wallet.tab === 'withdraw' ? <WithdrawTab /> : null}
        {wallet.tab === 'history' ? <HistoryTab /> : null}
      </div>
    </>
  );
}
