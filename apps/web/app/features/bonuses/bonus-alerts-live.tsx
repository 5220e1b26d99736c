import { realtimeEvents } from '@croupier/contracts/realtime-channels';
import { usePlayerEvent } from '../realtime/realtime-provider.tsx';
import { changedStatusAlert, knownStatuses } from './bonus-alerts.ts';
import { pushBonusAlert } from './bonus-toasts.ts';
import { freespinGameName } from './freespin-game.ts';
import { asLiveItem } from './live-item.ts';

const wageredSomething = (data: unknown): boolean => {
  const item = data as { currentWagerCasinoAmount?: unknown; currentWagerSportsbookAmount?: unknown };
  return [item.currentWagerCasinoAmount, item.currentWagerSportsbookAmount].some((v) => typeof v === 'number' && v > 0);
};

/**
 * The status-result alerts of spec 02 §4 on every page: a bonus that converts while its player is at the
 * slot is worth telling there, not only on the bonus pages. Each bet that moves an active bonus's wagering is
 * an update too (decision 0071); only a change of the status-result alerts.
 */
export function BonusAlertsLive() {
  const handle = (kind: 'bonus' | 'freespin') => (data: unknown) => {
    const item = asLiveItem(data);
    if (typeof item.status !== 'number' || typeof item.id !== 'string') return;
    const result = typeof item.result === 'number' ? item.result : 0;
    const alert = changedStatusAlert(knownStatuses, kind, {
      id: item.id,
      status: item.status,
      result,
      wagered: wageredSomething(data),
    });
    if (!alert) return;
    // A free-spin award names its game: its name is read first, and the alert goes out with or without it.
    if (kind === 'freespin' && typeof item.gameId === 'string') {
      void freespinGameName(item.gameId).then((game) => pushBonusAlert(alert, game));
    } else pushBonusAlert(alert);
  };
  usePlayerEvent('bonuses', realtimeEvents.bonusUpdated, handle('bonus'));
  usePlayerEvent('freespins', realtimeEvents.freespinUpdated, handle('freespin'));
  return null;
}
