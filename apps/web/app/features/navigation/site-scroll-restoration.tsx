import { useEffect } from 'react';
import { type Location, ScrollRestoration, useLocation } from 'react-router';

/**
 * One saved position per history entry: back/forward restores it, a new navigation starts at the top
 * (or at the hash target, which ScrollRestoration handles once the element exists).
 */
function scrollKey(location: Location): string {
  return location.key;
}

/**
 * Content rendered after the navigation settles (deferred data, lazy sections) can place a hash target
 * later than ScrollRestoration looks for it; this retries briefly so /page#section still lands there.
 */
function useLateHashTarget(): void {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key re-runs this for a repeat visit to the same hash.
  useEffect(() => {
    if (!hash || hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    let attempts = 0;
    let frame = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView();
        return;
      }
      attempts += 1;
      if (attempts < 30) frame = requestAnimationFrame(tryScroll);
    };
    if (!document.getElementById(id)) frame = requestAnimationFrame(tryScroll);
    return () => cancelAnimationFrame(frame);
  }, [hash, key]);
}

export function SiteScrollRestoration(props: { nonce: string | undefined }) {
  useLateHashTarget();
  return <ScrollRestoration nonce={props.nonce} getKey={scrollKey} />;
}
