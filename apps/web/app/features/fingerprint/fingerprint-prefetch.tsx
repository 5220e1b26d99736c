import { useEffect } from 'react';
import { getFingerprint } from './fingerprint.ts';

/** How long after load the fingerprint waits, so its canvas and audio probes stay clear of first paint. */
const startDelayMs = 1500;

/**
 * Starts the session's fingerprint once the page has loaded and gone idle (spec 02 §7: fetched at start,
 * kept for the session), so an auth form later finds it ready in sessionStorage. Renders nothing.
 */
export function FingerprintPrefetch() {
  useEffect(() => {
    let idle: number | undefined;
    const start = () => void getFingerprint();
    const timer = window.setTimeout(() => {
      // Safari has no requestIdleCallback; there the delay alone has to do.
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(start);
      else start();
    }, startDelayMs);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  return null;
}
