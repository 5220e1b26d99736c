import { buttonClass } from '@croupier/ui/button';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { moneyText } from '../../i18n/money-text.ts';
import { Icon } from '../../ui/icon.tsx';
import { useDismissable } from '../../ui/use-dismissable.ts';
import { activeAccount, chooseCurrency, currencyOf, useAccounts } from '../accounts/accounts-store.ts';
import { rememberBalance, useLastBalance } from '../accounts/last-balance.ts';
import { totalBalance } from '../accounts/total-balance.ts';
import { track } from '../analytics/data-layer.ts';
import { usePlayerIdentity } from '../session/player-identity.ts';

/**
 * The currency navigation panel of the top bar (spec 01 §2, spec 02 §2): the active account's balance, a
 * switch between the player's currency accounts, and the Deposit button that opens the wallet.
 */
export function CurrencyNavPanel() {
  const { t } = useI18n();
  const accounts = useAccounts(true);
  const account = activeAccount(accounts);
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const playerId = usePlayerIdentity().playerId ?? undefined;
  const lastBalance = useLastBalance(playerId);
  const currency = currencyOf(accounts, account?.currency);

  // Kept for the next full page load of this tab, which starts without accounts (see last-balance.ts).
  useEffect(() => {
    if (!playerId || !account || !currency || accounts.status !== 'ready') return;
    const { code, symbol, subunitToUnit, type } = currency;
    rememberBalance({
      playerId,
      amount: totalBalance(account, subunitToUnit),
      currency: { code, symbol, subunitToUnit, type },
    });
  }, [playerId, account, currency, accounts.status]);

  const hide = useCallback(() => setOpen(false), []);
  useDismissable(open, hide, { panel, button });

  const money = (amount: number, code: string) => moneyText(amount, code, accounts.currencies);
  const several = accounts.accounts.length > 1;
  const pill =
    'inline-flex min-h-10 items-center gap-1.5 whitespace-nowrap rounded-control border border-line bg-raised px-2.5 text-sm text-text transition-colors duration-quick hover:bg-overlay disabled:hover:bg-raised';

  return (
    <div ref={panel} data-testid="currency-nav-panel" className="relative flex items-center gap-1.5">
      {account ? (
        <button
          ref={button}
          type="button"
          aria-expanded={several ? open : undefined}
          aria-controls={several ? listId : undefined}
          aria-label={t(several ? 'wallet.header.balanceSwitch' : 'wallet.header.balance', {
            amount: money(totalBalance(account, currency?.subunitToUnit ?? 100), account.currency),
          })}
          disabled={!several}
          onClick={() => setOpen((value) => !value)}
          className={pill}
        >
          <span className="tabular font-semibold" data-testid="header-balance">
            {money(totalBalance(account, currency?.subunitToUnit ?? 100), account.currency)}
          </span>
          <span className="hidden font-medium text-muted text-xs sm:inline">{account.currency}</span>
          {several ? <Icon name="chevron" className="size-3.5 rotate-90 text-muted" /> : null}
        </button>
      ) : lastBalance && accounts.status !== 'failed' ? (
        // Until the accounts are read: the figure this tab last showed, never an empty pill.
        <span className={pill} aria-busy="true">
          <span className="tabular font-semibold" data-testid="header-balance-last">
            {moneyText(lastBalance.amount, lastBalance.currency.code, [lastBalance.currency])}
          </span>
          <span className="hidden font-medium text-muted text-xs sm:inline">{lastBalance.currency.code}</span>
        </span>
      ) : accounts.status === 'loading' || accounts.status === 'idle' ? (
        <span data-testid="header-balance-loading" className="h-10 w-20 animate-pulse rounded-control bg-raised">
          <span className="sr-only">{t('wallet.header.balanceLoading')}</span>
        </span>
      ) : null}
      {open && several ? (
        <ul
          id={listId}
          aria-label={t('wallet.header.accounts')}
          className="absolute top-full right-0 z-40 mt-2 flex min-w-56 flex-col gap-1 rounded-card border border-line bg-surface p-2 shadow-sheet"
        >
          {accounts.accounts.map((item) => {
            const current = item.id === account?.id;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  aria-pressed={current}
                  onClick={() => {
                    chooseCurrency(item.currency);
                    setOpen(false);
                  }}
                  className={`flex min-h-10 w-full items-center justify-between gap-4 rounded-control px-3 text-left text-sm transition-colors duration-quick hover:bg-raised ${
                    current ? 'bg-raised text-text' : 'text-muted'
                  }`}
                >
                  <span className="font-semibold">{item.currency}</span>
                  <span className="tabular">{money(item.balance, item.currency)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Link
        to="?wallet=deposit"
        preventScrollReset
        onClick={() => track({ event: 'balanceFunnel', funnelStep: 'depositButton' })}
        className={buttonClass({ size: 'sm', className: 'gap-1.5 whitespace-nowrap px-3 shadow-raised md:px-4' })}
      >
        <Icon name="wallet" className="size-4" />
        <span className="hidden sm:inline">{t('layout.deposit')}</span>
        <span className="sr-only sm:hidden">{t('layout.deposit')}</span>
      </Link>
    </div>
  );
}
