import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-messages.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';

const PlayerAlerts = lazyWithMessages(
  ['bonuses', 'loyalty', 'push', 'quests', 'tournaments'],
  () => import('./player-alerts.tsx'),
);

/**
 * Loads the player's alerts after hydration, as a chunk of their own: nothing in them renders on the server,
 * and they stay out of every page's first-load JavaScript (docs/performance.md).
 */
export function DeferredPlayerAlerts() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <PlayerAlerts />
    </Suspense>
  );
}
