/** localStorage key of the cross-tab session marker (spec 02 §4 "Cross-tab sync"). */
export const sessionMarkerKey = 'croupier:session-change';

export type SessionChange = 'login' | 'logout';

/** A fresh value on each change (the timestamp), so a second login in a row still fires a storage event. */
export function sessionMarker(change: SessionChange, nowMs: number): string {
  return `${nowMs}:${change}`;
}

/** The change a marker value records; anything else (foreign or corrupt values) is ignored. */
export function parseSessionMarker(value: string | null | undefined): SessionChange | undefined {
  if (typeof value !== 'string') return undefined;
  if (value.endsWith(':login')) return 'login';
  if (value.endsWith(':logout')) return 'logout';
  return undefined;
}

/**
 * What a tab does when another tab changes the marker: a logged-out tab reloads after a login (it then
 * renders logged in), a logged-in tab goes to the site root after a logout. Otherwise nothing.
 */
export function reactionToMarker(value: string | null | undefined, loggedIn: boolean): 'reload' | 'home' | undefined {
  const change = parseSessionMarker(value);
  if (change === 'login' && !loggedIn) return 'reload';
  if (change === 'logout' && loggedIn) return 'home';
  return undefined;
}
