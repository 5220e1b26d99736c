import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { currentDeviceFamily } from '../../ui/device.ts';
import { shouldReloadOnReturn, visibilityThresholdsMs } from './visibility-threshold.ts';

/**
 * Spec 02 §4 "Cross-tab sync" (S2.4-144): a logged-in tab shown again after being hidden longer than its
 * platform's threshold reloads the route data (profile, limits, sessions, …), which may have changed in
 * another tab or device meanwhile. The thresholds can be passed in (S1.9-18); the spec's are the default.
 */
export function VisibilityReload(props: { loggedIn: boolean; thresholdsMs?: typeof visibilityThresholdsMs }) {
  const revalidator = useRevalidator();
  const hiddenAt = useRef<number | undefined>(undefined);
  const { loggedIn } = props;
  const thresholds = props.thresholdsMs ?? visibilityThresholdsMs;
  const revalidate = revalidator.revalidate;

  useEffect(() => {
    if (!loggedIn) return;
    const threshold = thresholds[currentDeviceFamily()];
    const onChange = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt.current = Date.now();
        return;
      }
      const reload = shouldReloadOnReturn(hiddenAt.current, Date.now(), threshold);
      hiddenAt.current = undefined;
      if (reload) void revalidate();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [loggedIn, thresholds, revalidate]);

  return null;
}
