import { useEffect } from 'react';
import { getFingerprint } from './fingerprint.ts';

const firstInteraction = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * Starts the session's fingerprint early (spec 02 §7: fetched at start, kept for the session) so an auth form
 * later finds it ready in sessionStorage — but only once the visitor first interacts, then when the browser is
 * idle: its canvas and audio probes are long main-thread tasks that would otherwise land in the page's
 * loading window on every visit. Auth forms still ask for it themselves if it is not ready. Renders nothing.
 */
export function FingerprintPrefetch() {
  useEffect(() => {
    let idle: number | undefined;
    const start = () => {
      stopListening();
      // Safari has no requestIdleCallback; there the interaction itself is the moment.
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(() => void getFingerprint());
      else void getFingerprint();
    };
    const stopListening = () => {
      for (const type of firstInteraction) window.removeEventListener(type, start);
    };
    for (const type of firstInteraction) window.addEventListener(type, start, { once: true, passive: true });
    return () => {
      stopListening();
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  return null;
}
