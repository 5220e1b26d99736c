import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { useDateTime } from '../profile/local-time.tsx';
import { timeLeft } from './bonus-view.ts';

/**
 * When an item ends: the date (the server renders only it, its clock and the browser's differ), then, in
 * the browser, the time left, ticking each minute. `active`: the wagering deadline; else the claim deadline.
 */
export function Expiry(props: { end: string; active: boolean }) {
  const { t } = useI18n();
  const dateTime = useDateTime();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  const left = now === null ? undefined : timeLeft(props.end, now);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
      <span className="text-muted">
        {t(props.active ? 'bonuses.expiry.wagerBy' : 'bonuses.expiry.claimBy', { date: dateTime(props.end) })}
      </span>
      {left ? (
        <span className="tabular font-semibold text-warning" data-testid="bonus-countdown">
          {t('bonuses.expiry.left', { ...left })}
        </span>
      ) : null}
    </p>
  );
}
