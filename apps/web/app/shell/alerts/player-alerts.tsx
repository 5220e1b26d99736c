import { BonusAlertsLive } from '../../features/bonuses/bonus-alerts-live.tsx';
import { TournamentAlertsLive } from '../../features/tournaments/tournament-alerts-live.tsx';
import { ToastHost } from '../../ui/toast-host.tsx';

/** A logged-in player's alerts on every page: the toast host and the live sources that feed it. */
export default function PlayerAlerts() {
  return (
    <>
      <ToastHost />
      <BonusAlertsLive />
      <TournamentAlertsLive />
    </>
  );
}
