import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from './phone-rules.ts';

/**
 * Seconds until another code may be sent (the API's resendAfterSeconds or Retry-After). Ticks once a
 * second only while something is left, so an idle modal costs no timers.
 */
export function useCountdown(initialSeconds: number) {
  const [until, setUntil] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(until, now);

  useEffect(() => {
    if (left === 0) return;
    // Wakes when the shown whole second changes, not on a drifting fixed interval.
    const delay = (until - Date.now()) % 1000 || 1000;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.max(delay, 50));
    return () => window.clearTimeout(timer);
  }, [left, until]);

  const restart = useCallback((seconds: number) => {
    const start = Date.now();
    setNow(start);
    setUntil(start + seconds * 1000);
  }, []);

  return { left, restart };
}
