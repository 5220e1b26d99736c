import { localizePath, splitLocale } from '@croupier/i18n/locales';
import { useEffect, useRef } from 'react';
import { announceSessionChange } from './browser-session.ts';
import { reactionToMarker, sessionMarkerKey } from './session-marker.ts';
import { useTokenKeeper } from './use-token-keeper.ts';

/**
 * Cross-tab sync (spec 02 §4): follows the session marker other tabs write, and writes the login marker
 * when this tab becomes logged in (login, sign-up confirmation), whichever route did it. Logout writes
 * its own marker. The first render never writes, so a tab reloading after a login does not echo it.
 */
export function SessionSync(props: { loggedIn: boolean }) {
  const loggedIn = useRef(props.loggedIn);
  useTokenKeeper(props.loggedIn);

  useEffect(() => {
    const was = loggedIn.current;
    loggedIn.current = props.loggedIn;
    if (!was && props.loggedIn) announceSessionChange('login');
  }, [props.loggedIn]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== sessionMarkerKey) return;
      const reaction = reactionToMarker(event.newValue, loggedIn.current);
      if (reaction === 'reload') window.location.reload();
      if (reaction === 'home') {
        const { locale } = splitLocale(window.location.pathname);
        window.location.assign(locale ? localizePath('/', locale) : '/');
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return null;
}
