import { realtimeEvents } from '@croupier/contracts/realtime-channels';
import { useEffect, useMemo } from 'react';
import { debounced } from '../realtime/debounce.ts';
import { usePlayerEvent } from '../realtime/realtime-provider.tsx';
import { bonusAlert, isListed } from './bonus-alerts.ts';
import { pushBonusAlert } from './bonus-toasts.tsx';

/** The fields of a live bonus, free-spin or code update the lists use (the API view, contracts/realtime). */
interface LiveItem {
  id?: unknown;
  status?: unknown;
  result?: unknown;
}

const asItem = (data: unknown): LiveItem => (typeof data === 'object' && data !== null ? data : {});

/**
 * The bonus channels (spec 02 §7): each update shows its status-result alert; an item that left statuses
 * 1, 2, 4 disappears at once (`onFinished`), and the lists are read again 500 ms after the last update of a
 * burst (spec 01 §9), which recalculates counts and paging.
 */
export function useBonusLive(options: { onFinished(id: string): void; onChange(): void }): void {
  const { onFinished, onChange } = options;
  const refresh = useMemo(() => debounced(onChange), [onChange]);
  useEffect(() => () => refresh.cancel(), [refresh]);

  const handle = (kind: 'bonus' | 'freespin') => (data: unknown) => {
    const item = asItem(data);
    if (typeof item.status !== 'number') return;
    const alert = bonusAlert(kind, item.status, typeof item.result === 'number' ? item.result : 0);
    if (alert) pushBonusAlert(alert);
    if (!isListed(item.status) && typeof item.id === 'string') onFinished(item.id);
    refresh();
  };
  usePlayerEvent('bonuses', realtimeEvents.bonusUpdated, handle('bonus'));
  usePlayerEvent('freespins', realtimeEvents.freespinUpdated, handle('freespin'));
  // A redeemed or applied code issues bonuses; the field reports its own outcome, so no alert here.
  usePlayerEvent('bonusCodes', realtimeEvents.bonusCodeUpdated, () => refresh());
}
