import { useSyncExternalStore } from 'react';
import { perPageFor, wideFromPx } from './paging.ts';

const query = `(min-width: ${wideFromPx}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** 6 or 12 per page as the window crosses 1024 px; undefined during SSR (the lists load in the browser). */
export function usePerPage(): number | undefined {
  return useSyncExternalStore(
    subscribe,
    () => perPageFor(window.innerWidth),
    () => undefined,
  );
}
