import { useI18n } from '../../i18n/i18n.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { totalBalance } from '../accounts/total-balance.ts';
import { BonusWagerProgress } from './bonus-wager-progress.tsx';
import { turnoverProgress } from './wager-progress.ts';
import { useWallet } from './wallet-context.ts';
import { WalletIcon } from './wallet-icons.tsx';
import { withdrawableNow } from './withdraw-lock.ts';
import { withdrawLockInput } from './withdraw-tab.tsx';

/**
 * The balance panel (spec 02 §2): the total balance; with money still to wager, what is withdrawable now and
 * a progress bar of the deposit turnover (GET /api/risk/reasons/turn-over-wager); with an active bonus,
 * locked plus bonus money, what is withdrawable, and the bonus's wager progress (casino and sportsbook).
 */
export function BalancePanel() {
  const { t } = useI18n();
  const wallet = useWallet();
  const account = wallet.account;
  const progress = wallet.turnover ? turnoverProgress(wallet.turnover) : undefined;
  // What a withdrawal could take today; the withdraw tab says what stands before the rest.
  const lockInput = withdrawLockInput(wallet);
  const bonus = wallet.bonuses.active;
  return (
    <section
      aria-labelledby="wallet-balance-label"
      className="relative overflow-hidden rounded-card border border-line bg-gradient-to-br from-raised to-surface p-4 sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <p id="wallet-balance-label" className="text-muted text-sm">
            {t('wallet.balance.total')}
          </p>
          <p className="tabular font-bold text-3xl text-text tracking-tight" data-testid="wallet-balance">
            {account ? (
              wallet.money(totalBalance(account, wallet.currency?.subunitToUnit ?? 100))
            ) : (
              <span className="inline-block h-8 w-32 animate-pulse rounded bg-overlay" />
            )}
          </p>
        </div>
        <span className="grid size-10 place-items-center rounded-full bg-accent/15 text-accent">
          <WalletIcon name="wallet" />
        </span>
      </div>
      {account && (account.lockedBalance !== 0 || account.bonusBalance !== 0 || progress || bonus) ? (
        <dl className="mt-4 grid grid-cols-2 gap-3 border-line/70 border-t pt-4 text-sm">
          <div className="flex flex-col gap-0.5">
            <dt className="text-muted">{t('wallet.balance.withdrawable')}</dt>
            <dd className="tabular font-semibold text-text" data-testid="wallet-withdrawable">
              {lockInput ? (
                wallet.money(withdrawableNow(lockInput))
              ) : (
                <span className="inline-block h-5 w-20 animate-pulse rounded bg-overlay" />
              )}
            </dd>
          </div>
          {account.lockedBalance !== 0 || account.bonusBalance !== 0 || bonus ? (
            <div className="flex flex-col gap-0.5">
              <dt className="text-muted">{t('wallet.balance.lockedAndBonus')}</dt>
              <dd className="tabular font-semibold text-text" data-testid="wallet-locked-bonus">
                {wallet.money(account.lockedBalance + account.bonusBalance)}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {bonus ? <BonusWagerProgress bonus={bonus} /> : null}
      {progress ? (
        <div className="mt-4 flex flex-col gap-2">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="text-muted">{t('wallet.balance.turnover')}</span>
            <span className="tabular text-text">
              {t('wallet.balance.turnoverProgress', {
                current: wallet.money(progress.wagered),
                required: wallet.money(progress.required),
              })}
            </span>
          </div>
          <ProgressBar label={t('wallet.balance.turnover')} percent={progress.percent} tone="cool" />
        </div>
      ) : null}
    </section>
  );
}
