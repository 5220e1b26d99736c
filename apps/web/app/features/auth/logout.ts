import { localizePath, splitLocale } from '@croupier/i18n/locales';
import { currentAccessToken, loginPath, playerApi, SessionEndedError, startLogout } from './api-client.ts';

/**
 * Log out (spec 01 §4): forget the token, tell the other tabs, end the session on the server and go home.
 * The browser forgets first: once the server closes the session its realtime cut reaches the other tabs,
 * and a tab that still saw the token then would take the cut for another device's doing and go to login
 * instead of home (spec 02 §4 "Cross-tab sync"). A full page load resets every piece of player state.
 * A 401/403 answer to the logout itself means the session was already over: the player goes to login. A 401
 * to any other call meanwhile (a live part reading again as the socket closes) changes nothing: playerApi
 * knows a logout is under way. Other failures (network) still log out locally: the player asked to leave.
 */
export async function logout(): Promise<void> {
  const token = await currentAccessToken();
  startLogout();
  try {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    await playerApi({ method: 'POST', path: '/api/player/sessions/logout', headers });
  } catch (error) {
    if (error instanceof SessionEndedError) {
      window.location.assign(loginPath());
      return;
    }
  }
  const { locale } = splitLocale(window.location.pathname);
  window.location.assign(locale ? localizePath('/', locale) : '/');
}
