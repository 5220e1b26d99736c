import { Suspense, useEffect, useState } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-messages.ts';

const PlayerAlerts = lazyWithMessages(
  ['bonuses', 'loyalty', 'push', 'quests', 'tournaments'],
  () => import('./player-alerts.tsx'),
);

/**
 * Loads the player's alerts after hydration, as a chunk of their own: nothing in them renders on the server,
 * and they stay out of every page's first-load JavaScript (docs/performance.md).
 */
export function DeferredPlayerAlerts() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <PlayerAlerts />
    </Suspense>
  );
}
