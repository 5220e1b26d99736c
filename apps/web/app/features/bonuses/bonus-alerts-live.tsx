import { realtimeEvents } from '@croupier/contracts/realtime-channels';
import { usePlayerEvent } from '../realtime/realtime-provider.tsx';
import { bonusAlert } from './bonus-alerts.ts';
import { pushBonusAlert } from './bonus-toasts.ts';
import { asLiveItem } from './live-item.ts';

/**
 * The status-result alerts of spec 02 §4 on every page: a bonus that converts while its player is at the
 * slot is worth telling there, not only on the bonus pages.
 */
export function BonusAlertsLive() {
  const handle = (kind: 'bonus' | 'freespin') => (data: unknown) => {
    const item = asLiveItem(data);
    if (typeof item.status !== 'number') return;
    const alert = bonusAlert(kind, item.status, typeof item.result === 'number' ? item.result : 0);
    if (alert) pushBonusAlert(alert);
  };
  usePlayerEvent('bonuses', realtimeEvents.bonusUpdated, handle('bonus'));
  usePlayerEvent('freespins', realtimeEvents.freespinUpdated, handle('freespin'));
  return null;
}
