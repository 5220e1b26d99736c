import { useI18n } from '../../i18n/i18n.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import type { PlayerBonus } from './bonus-api.ts';
import { overallPercent, wagerLines } from './bonus-view.ts';

/** An active bonus's wagering: one bar, then casino and sportsbook current / required (spec 02 §2). */
export function WagerProgress(props: { bonus: PlayerBonus; money(amount: number, code: string): string }) {
  const { t } = useI18n();
  const { bonus, money } = props;
  const lines = wagerLines(bonus);
  if (lines.length === 0) return null;
  const percent = overallPercent(bonus);
  return (
    <div className="flex flex-col gap-2" data-testid="bonus-wager">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="text-muted">{t('bonuses.wager.title')}</span>
        <span className="tabular font-semibold text-text">{t('bonuses.wager.percent', { percent })}</span>
      </div>
      <ProgressBar label={t('bonuses.wager.title')} percent={percent} tone="gradient" />
      <dl className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
        {lines.map((line) => (
          <div key={line.area} className="flex items-baseline justify-between gap-2 sm:flex-col sm:justify-start">
            <dt className="text-muted">{t(`bonuses.wager.${line.area}`)}</dt>
            <dd className="tabular text-text">
              {t('bonuses.wager.progress', {
                current: money(line.current, bonus.currency),
                required: money(line.required, bonus.currency),
              })}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
