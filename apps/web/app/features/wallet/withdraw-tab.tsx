import { splitLocale } from '@croupier/i18n/locales';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { trackWalletFunnel } from '../analytics/wallet-funnel.ts';
import { MethodList } from './method-list.tsx';
import { SupportLink } from './support-link.tsx';
import { useWallet } from './wallet-context.ts';
import { hasMissingFields } from './wallet-flow.ts';
import { WalletIcon } from './wallet-icons.tsx';
import { type WithdrawLock, withdrawLock } from './withdraw-lock.ts';

/** The game page (route games-id, spec 02 §2), where closing the wallet keeps the player at the table. */
const gamePage = /^\/games\/[^/]+\/?$/;

/** The withdraw tab (spec 02 §4): the first lock that applies, else the withdraw methods. */
export function WithdrawTab() {
  const wallet = useWallet();
  const methods = wallet.withdrawMethods;
  const account = wallet.account;
  if (!wallet.ready || !account || !methods.data)
    return <MethodList methods={methods} operation="withdraw" onChoose={() => {}} />;
  const lock = withdrawLock({
    depositsCount: wallet.depositsCount,
    hasActiveBonus: wallet.bonus.activeBonus,
    bonusBalance: account.bonusBalance,
    lockedBalance: account.lockedBalance,
    withdrawalBalance: account.withdrawalBalance,
    methodMinimums: methods.data.map((method) => method.amountMin),
    turnoverWagerAmount: wallet.turnover?.turnOverWagerAmount ?? 0,
  });
  if (lock.kind !== 'none') return <LockPanel lock={lock} />;
  return (
    <MethodList
      methods={methods}
      operation="withdraw"
      onChoose={(method) => {
        trackWalletFunnel('methodSelected', 'withdraw', { walletType: method.method });
        wallet.dispatch({
          type: 'select',
          operation: 'withdraw',
          method: method.method,
          missing: hasMissingFields(method.fields),
        });
      }}
    />
  );
}

function LockPanel({ lock }: { lock: Exclude<WithdrawLock, { kind: 'none' }> }) {
  const { t, path } = useI18n();
  const wallet = useWallet();
  const location = useLocation();
  const navigate = useNavigate();
  const action =
    lock.kind === 'deposit' ? (
      <button type="button" className={buttonClass} onClick={() => wallet.chooseTab('deposit')}>
        {t('wallet.lock.depositAction')}
      </button>
    ) : lock.kind === 'bonus' ? (
      <SupportLink />
    ) : lock.kind === 'turnover' ? (
      <button
        type="button"
        className={buttonClass}
        onClick={() => {
          const onGamePage = gamePage.test(splitLocale(location.pathname).path);
          wallet.close();
          if (!onGamePage) void navigate(path('/'));
        }}
      >
        {t('wallet.lock.turnoverAction')}
      </button>
    ) : null;
  const amount =
    lock.kind === 'minAmount' || lock.kind === 'turnover' ? wallet.money(lock.amount, { noCents: true }) : '';
  return (
    <section
      data-testid="withdraw-lock"
      data-lock={lock.kind}
      className="flex flex-col items-center gap-3 rounded-card border border-line bg-raised p-5 text-center"
    >
      <span className="grid size-12 place-items-center rounded-full bg-overlay text-warning">
        <WalletIcon name="lock" className="size-6" />
      </span>
      <h3 className="font-semibold text-text">{t('wallet.lock.title')}</h3>
      <p className="max-w-sm text-muted text-sm leading-relaxed">{t(`wallet.lock.${lock.kind}`, { amount })}</p>
      {action}
    </section>
  );
}

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-control bg-accent px-5 font-semibold text-on-accent transition-colors duration-quick hover:bg-accent-strong';
