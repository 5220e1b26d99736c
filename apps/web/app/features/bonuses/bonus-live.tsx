import { realtimeEvents } from '@croupier/contracts/realtime-channels';
import { useEffect, useMemo } from 'react';
import { debounced } from '../realtime/debounce.ts';
import { usePlayerEvent } from '../realtime/realtime-provider.tsx';
import { isListed, knownStatuses, rememberStatuses } from './bonus-alerts.ts';
import { asLiveItem } from './live-item.ts';

type Listed = readonly { id: string; status: number; result: number }[];

/**
 * The bonus channels (spec 02 §7) on the bonus lists: an item that left statuses 1, 2, 4 disappears at once
 * (`onFinished`), and the lists are read again 500 ms after the last update of a burst (spec 01 §9), which
 * recalculates counts and paging. The status-result alerts are the site's (bonus-alerts-live.tsx); `shown`,
 * what the lists show now, tells it which status-result each item has, so an update repeating it stays quiet.
 */
export function useBonusLive(options: {
  onFinished(id: string): void;
  onChange(): void;
  shown: { bonuses: Listed | undefined; freespins: Listed | undefined };
}): void {
  const { onFinished, onChange, shown } = options;
  const refresh = useMemo(() => debounced(onChange), [onChange]);
  useEffect(() => () => refresh.cancel(), [refresh]);
  useEffect(() => rememberStatuses(knownStatuses, 'bonus', shown.bonuses ?? []), [shown.bonuses]);
  useEffect(() => rememberStatuses(knownStatuses, 'freespin', shown.freespins ?? []), [shown.freespins]);

  const handle = (data: unknown) => {
    const item = asLiveItem(data);
    if (typeof item.status !== 'number') return;
    if (!isListed(item.status) && typeof item.id === 'string') onFinished(item.id);
    refresh();
  };
  usePlayerEvent('bonuses', realtimeEvents.bonusUpdated, handle);
  usePlayerEvent('freespins', realtimeEvents.freespinUpdated, handle);
  // A redeemed or applied code issues bonuses; the field reports its own outcome, so no alert here.
  usePlayerEvent('bonusCodes', realtimeEvents.bonusCodeUpdated, () => refresh());
}
