import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { currentAccessToken } from './api-client.ts';
import { readAccessToken } from './browser-session.ts';
import { expiryMarginMs, serverNow, tokenExpiresAt } from './token-expiry.ts';

/** Longest single wait; browsers clamp longer timers, and a sleeping laptop may wake late anyway. */
const maxWaitMs = 60 * 60 * 1000;

/**
 * Keeps the cookie's token fresh while the page is open, so the server-rendered data of the next
 * navigation still sees a live session: it refreshes at the expiry margin (spec 01 §4). A stored token
 * the server did not accept at first load (it had expired) is refreshed at once; when that works, the
 * page data reloads logged in ("a stored token found at first load", spec 02 §4).
 */
export function useTokenKeeper(loggedIn: boolean): void {
  const { revalidate } = useRevalidator();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const schedule = () => {
      const token = readAccessToken();
      if (!token || stopped) return;
      const expiresAt = tokenExpiresAt(token) ?? 0;
      const wait = Math.min(Math.max(expiresAt - expiryMarginMs - serverNow(), 0), maxWaitMs);
      timer = setTimeout(() => {
        currentAccessToken()
          .catch(() => undefined)
          .then(schedule);
      }, wait);
    };

    const stored = readAccessToken();
    if (!loggedIn && stored) {
      // Only a token that changed (was refreshed) can turn this guest page into a player's page.
      currentAccessToken()
        .then((token) => {
          if (token && token !== stored && !stopped) revalidate();
        })
        .catch(() => undefined);
    } else {
      schedule();
    }
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [loggedIn, revalidate]);
}
