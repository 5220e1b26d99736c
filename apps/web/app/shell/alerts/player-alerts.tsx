import { BonusAlertsLive } from '../../features/bonuses/bonus-alerts-live.tsx';
import { LoyaltyLevelUpLive } from '../../features/loyalty/level-up-live.tsx';
import { PushPrompt } from '../../features/push/push-prompt.tsx';
import { QuestAlertsLive } from '../../features/quests/quest-alerts-live.tsx';
import { TournamentAlertsLive } from '../../features/tournaments/tournament-alerts-live.tsx';
import { useRootData } from '../../platform/root-data.ts';
import { ToastHost } from '../../ui/toast-host.tsx';

/** A logged-in player's alerts on every page: the toast host, the live sources that feed it, the push prompt. */
export default function PlayerAlerts() {
  const config = useRootData()?.publicConfig;
  const questsOn = config?.questsEnabled === true;
  const loyaltyOn = config?.loyaltyEnabled === true;
  return (
    <>
      <ToastHost />
      <BonusAlertsLive />
      {questsOn ? <QuestAlertsLive /> : null}
      <TournamentAlertsLive />
      {loyaltyOn ? <LoyaltyLevelUpLive /> : null}
      <PushPrompt />
    </>
  );
}
