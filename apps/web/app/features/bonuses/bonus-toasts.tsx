import { useEffect, useState, useSyncExternalStore } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { Icon } from '../../ui/icon.tsx';
import type { BonusAlert } from './bonus-alerts.ts';

/**
 * The bonus alerts (spec 02 §4), under the top bar where neither the cookie notice nor the phone's bottom
 * navigation covers them, one at a time, each shown 3000 ms and at least 400 ms after the one before
 * (DESIGN.md), announced politely. The site has no shared toast yet, so this small queue serves the bonus
 * pages; it knows nothing of bonuses beyond the message keys it is given.
 */

export const alertShownMs = 3000;
export const alertGapMs = 400;

let queue: BonusAlert[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function pushBonusAlert(alert: BonusAlert): void {
  queue = [...queue, alert];
  emit();
}

function clearAlerts(): void {
  queue = [];
}

function shift(): void {
  queue = queue.slice(1);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const toneStyle = {
  success: 'border-success/50 text-success',
  info: 'border-cool/50 text-cool',
  warning: 'border-warning/50 text-warning',
} as const;

const toneIcon = { success: 'gift', info: 'star', warning: 'flame' } as const;

export function BonusToasts() {
  const { t } = useI18n();
  const current = useSyncExternalStore(
    subscribe,
    () => queue[0],
    () => undefined,
  );
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!current) return;
    setVisible(true);
    const hide = window.setTimeout(() => setVisible(false), alertShownMs);
    const next = window.setTimeout(shift, alertShownMs + alertGapMs);
    return () => {
      window.clearTimeout(hide);
      window.clearTimeout(next);
    };
  }, [current]);

  // Alerts left when the page goes are stale on the next one.
  useEffect(() => clearAlerts, []);

  return (
    <div
      role="status"
      data-testid="bonus-alerts"
      className="pointer-events-none fixed inset-x-4 top-20 z-50 mx-auto flex max-w-sm justify-center md:right-6 md:left-auto md:mx-0 md:w-96"
    >
      {current && visible ? (
        <div
          className={`pointer-events-auto flex w-full items-start gap-3 rounded-card border bg-raised p-4 shadow-sheet motion-safe:animate-fade-in ${toneStyle[current.tone]}`}
        >
          <Icon name={toneIcon[current.tone]} className="mt-0.5 size-5 shrink-0" />
          <div className="flex flex-col gap-0.5 text-sm">
            <p className="font-semibold text-text">{t(`bonuses.alert.${current.key}.title`)}</p>
            <p className="text-muted">{t(`bonuses.alert.${current.key}.text`)}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
