import { realtimeEvents } from '@croupier/contracts/realtime-channels';
import { pushToast } from '../../ui/toasts.ts';
import { usePlayerEvent } from '../realtime/realtime-provider.tsx';
import { completedAlert } from './tournament-alerts.ts';
import { useTournamentFormat } from './tournament-format.ts';
import { isTournamentUpdate } from './tournaments-api.ts';

/** The tournament-completed alert on every page: the server sends it only to prize holders (decision 0094). */
export function TournamentAlertsLive() {
  const { money } = useTournamentFormat();
  usePlayerEvent('tournaments', realtimeEvents.tournamentUpdated, (data) => {
    if (!isTournamentUpdate(data)) return;
    const alert = completedAlert(data, money);
    if (alert) pushToast(alert);
  });
  return null;
}
