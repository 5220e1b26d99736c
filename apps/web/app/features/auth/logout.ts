import { localizePath, splitLocale } from '@croupier/i18n/locales';
import { endSession, playerApi, SessionEndedError } from './api-client.ts';

/**
 * Log out (spec 01 §4): end the session on the server, forget the token, tell the other tabs and go
 * home. A full page load resets every piece of player state (live subscriptions included) at once.
 * A 401/403 answer means the session was already over: playerApi has then sent the player to login.
 * Other failures (network) still log out locally: the player asked to leave.
 */
export async function logout(): Promise<void> {
  try {
    await playerApi({ method: 'POST', path: '/api/player/sessions/logout' });
  } catch (error) {
    if (error instanceof SessionEndedError) return;
  }
  endSession();
  const { locale } = splitLocale(window.location.pathname);
  window.location.assign(locale ? localizePath('/', locale) : '/');
}
