import { useI18n } from '../../i18n/i18n.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import type { PlayerBonus } from './bonus-api.ts';
import { useWallet } from './wallet-context.ts';

/**
 * The active bonus's wager progress in the balance panel (spec 02 §2): a bar of currentWagerPercentage and
 * the casino and sportsbook lines, current / required, for the requirements the bonus has.
 */
export function BonusWagerProgress({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useI18n();
  const wallet = useWallet();
  const money = (amount: number) => wallet.money(amount, { code: bonus.currency });
  const percent = Math.min(100, Math.max(0, bonus.currentWagerPercentage));
  const lines = [
    {
      key: 'casino',
      label: t('walletBonus.balance.casino', { times: bonus.wagerCasino }),
      current: bonus.currentWagerCasinoAmount,
      required: bonus.requiredWagerCasinoAmount,
    },
    {
      key: 'sportsbook',
      label: t('walletBonus.balance.sportsbook', { times: bonus.wagerSportsbook }),
      current: bonus.currentWagerSportsbookAmount,
      required: bonus.requiredWagerSportsbookAmount,
    },
  ].filter((line) => line.required > 0);
  return (
    <div className="mt-4 flex flex-col gap-2" data-testid="wallet-bonus-progress">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="truncate font-semibold text-text">{t('walletBonus.balance.title', { name: bonus.name })}</span>
        <span className="tabular text-muted">{t('walletBonus.balance.percent', { percent })}</span>
      </div>
      <ProgressBar label={t('walletBonus.balance.title', { name: bonus.name })} percent={percent} />
      <dl className="flex flex-col gap-1 text-sm">
        {lines.map((line) => (
          <div
            key={line.key}
            className="flex items-baseline justify-between gap-3"
            data-testid={`wallet-wager-${line.key}`}
          >
            <dt className="text-muted">{line.label}</dt>
            <dd className="tabular text-text">
              {t('walletBonus.balance.progress', { current: money(line.current), required: money(line.required) })}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
