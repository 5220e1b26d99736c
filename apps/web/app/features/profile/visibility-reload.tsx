import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { currentDeviceFamily } from '../../ui/device.ts';
import { reloadAccounts } from '../accounts/accounts-store.ts';
import { shouldReloadOnReturn, type VisibilityThresholds } from './visibility-threshold.ts';

/**
 * Spec 02 §4 "Cross-tab sync" (S2.4-144): a logged-in tab shown again after being hidden longer than its
 * platform's threshold reloads the route data (profile, limits, sessions, …) and the accounts (the header's
 * balance lives outside the route data), which may have changed in another tab or device meanwhile. The
 * thresholds are the server's configuration (S1.9-18).
 */
export function VisibilityReload(props: { loggedIn: boolean; thresholdsMs: VisibilityThresholds }) {
  const revalidator = useRevalidator();
  const hiddenAt = useRef<number | undefined>(undefined);
  const { loggedIn } = props;
  const threshold = props.thresholdsMs[currentDeviceFamily()];
  const revalidate = revalidator.revalidate;

  useEffect(() => {
    if (!loggedIn) return;
    const onChange = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt.current = Date.now();
        return;
      }
      const reload = shouldReloadOnReturn(hiddenAt.current, Date.now(), threshold);
      hiddenAt.current = undefined;
      if (!reload) return;
      void revalidate();
      void reloadAccounts();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [loggedIn, threshold, revalidate]);

  return null;
}
