import { localizePath, splitLocale } from '@croupier/i18n/locales';
import { useEffect, useRef } from 'react';
import { announceSessionChange } from './browser-session.ts';
import { missedReaction, reactionToMarker, sessionMarkerKey } from './session-marker.ts';
import { useTokenKeeper } from './use-token-keeper.ts';

/**
 * Cross-tab sync (spec 02 §4): follows the session marker other tabs write, and writes the login marker
 * when this tab becomes logged in (login, sign-up confirmation), whichever route did it. Logout writes
 * its own marker. The first render never writes, so a tab reloading after a login does not echo it.
 */
function readMarker(): string | null {
  try {
    return window.localStorage.getItem(sessionMarkerKey);
  } catch {
    // Storage can be blocked (privacy settings); the storage event then never fires either.
    return null;
  }
}

export function SessionSync(props: { loggedIn: boolean; profileFailed?: boolean }) {
  const loggedIn = useRef(props.loggedIn);
  useTokenKeeper(props.loggedIn);

  // Spec 02 §8: a failed first-load profile fetch is logged. Only the page's first data counts: a later
  // revalidation is no first load.
  const firstProfileFailed = useRef(props.profileFailed);
  useEffect(() => {
    if (firstProfileFailed.current) console.warn('User logged out!');
  }, []);

  useEffect(() => {
    const was = loggedIn.current;
    loggedIn.current = props.loggedIn;
    if (!was && props.loggedIn) announceSessionChange('login');
  }, [props.loggedIn]);

  useEffect(() => {
    const react = (reaction: 'reload' | 'home' | undefined) => {
      if (reaction === 'reload') window.location.reload();
      if (reaction === 'home') {
        const { locale } = splitLocale(window.location.pathname);
        window.location.assign(locale ? localizePath('/', locale) : '/');
      }
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === sessionMarkerKey) react(reactionToMarker(event.newValue, loggedIn.current));
    };
    window.addEventListener('storage', onStorage);
    // Another tab may have logged in or out between this page's server render and now, before anyone listened.
    react(missedReaction(readMarker(), loggedIn.current, performance.timeOrigin));
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return null;
}
