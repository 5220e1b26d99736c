import type { PlayerProfile } from '@croupier/contracts/player';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { playerApi } from '../auth/api-client.ts';
import { isPwaVisit } from '../navigation/pwa-source.ts';

/** Within one page load the update is tried once, whatever the navigation does afterwards. */
let attempted = false;

/**
 * Spec 01 §4 and spec 02 §4 "PWA" (S1.4-62, S1.4-63): a logged-in visit that came from the installed app
 * (source=pwa, remembered for the session by UrlFlags) marks the profile pwaInstalled once. A failure is
 * only logged: the flag is a statistic and must never disturb the player.
 */
export function PwaInstalledSync(props: { loggedIn: boolean }) {
  const location = useLocation();
  useEffect(() => {
    if (!props.loggedIn || attempted) return;
    const fromPwa = new URLSearchParams(location.search).get('source') === 'pwa' || isPwaVisit();
    if (!fromPwa) return;
    attempted = true;
    void (async () => {
      try {
        const read = await playerApi<PlayerProfile>({ path: '/api/player/profile' });
        if (!read.ok) throw new Error('profile unavailable');
        if (read.data.pwaInstalled) return;
        const saved = await playerApi<PlayerProfile>({
          method: 'PUT',
          path: '/api/player/profile',
          body: {
            ...read.data,
            pwaInstalled: true,
          },
        });
        if (!saved.ok) throw new Error('profile not saved');
      } catch {
        console.warn('Personal data not changed!');
      }
    })();
  }, [props.loggedIn, location.search]);
  return null;
}
