/**
 * A deployment replaces the hashed chunks an open tab would still load: its next lazy import (a modal, a route)
 * fails. Vite announces each failed dynamic import as a `vite:preloadError` event on window (spec 01 §8); handled
 * here by reloading the page once, so the tab picks up the new build instead of breaking. Unhandled (a second
 * failure soon after the reload: the chunk is missing for another reason), the import's error is rethrown and the
 * route's error page shows.
 */
export const staleChunkReloadKey = 'croupier:stale-chunk-reload';
/** A reload less than this long ago that failed again is not a stale tab: let the error through. */
const reloadWindowMs = 60_000;

export interface StaleChunkHost {
  addEventListener(type: 'vite:preloadError', listener: (event: Event) => void): void;
  /** A getter: reading `window.sessionStorage` itself throws where storage is blocked. */
  sessionStorage(): Pick<Storage, 'getItem' | 'setItem'>;
  reload(): void;
  now(): number;
}

export function reloadOnStaleChunk(host: StaleChunkHost): void {
  host.addEventListener('vite:preloadError', (event) => {
    let last: number;
    try {
      last = Number(host.sessionStorage().getItem(staleChunkReloadKey) ?? 0);
    } catch {
      return;
    }
    if (host.now() - last < reloadWindowMs) return;
    try {
      host.sessionStorage().setItem(staleChunkReloadKey, String(host.now()));
    } catch {
      // Without storage there is no way to reload only once: let the error through.
      return;
    }
    event.preventDefault();
    host.reload();
  });
}
