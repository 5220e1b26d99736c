import { realtimeEvents } from '@croupier/contracts/realtime-channels';
import { useEffect, useMemo } from 'react';
import { debounced } from '../realtime/debounce.ts';
import { usePlayerEvent } from '../realtime/realtime-provider.tsx';
import { isListed } from './bonus-alerts.ts';
import { asLiveItem } from './live-item.ts';

/**
 * The bonus channels (spec 02 §7) on the bonus lists: an item that left statuses 1, 2, 4 disappears at once
 * (`onFinished`), and the lists are read again 500 ms after the last update of a burst (spec 01 §9), which
 * recalculates counts and paging. The status-result alerts are the site's (bonus-alerts-live.tsx).
 */
export function useBonusLive(options: { onFinished(id: string): void; onChange(): void }): void {
  const { onFinished, onChange } = options;
  const refresh = useMemo(() => debounced(onChange), [onChange]);
  useEffect(() => () => refresh.cancel(), [refresh]);

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
