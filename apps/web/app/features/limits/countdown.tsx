import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { useDateTime } from '../profile/local-time.tsx';
import { remainingUntil } from './limit-rules.ts';

/**
 * Time left until `end`, ticking each second. The server renders only the end date (its clock and the
 * browser's differ, which would break hydration); the ticking part appears once the page runs.
 */
export function Countdown(props: { end: string; onDone?: () => void }) {
  const { t } = useI18n();
  const dateTime = useDateTime();
  const [now, setNow] = useState<number | null>(null);
  const { onDone } = props;
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = now === null ? null : remainingUntil(props.end, now);
  useEffect(() => {
    if (left?.done) onDone?.();
  }, [left?.done, onDone]);
  return (
    <span className="flex flex-col gap-0.5">
      <span className="text-muted text-sm">{t('limits.until', { date: dateTime(props.end) })}</span>
      {left && !left.done ? (
        <span className="tabular font-semibold text-text" data-testid="countdown">
          {t('limits.remaining', {
            days: left.days,
            hours: left.hours,
            minutes: left.minutes,
            seconds: String(left.seconds).padStart(2, '0'),
          })}
        </span>
      ) : null}
    </span>
  );
}
