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

/** When the change was written (ms since the epoch), or undefined for a value it cannot decode. */
export function sessionMarkerTime(value: string | null | undefined): number | undefined {
  if (parseSessionMarker(value) === undefined) return undefined;
  const ms = Number((value as string).slice(0, (value as string).indexOf(':')));
  return Number.isSafeInteger(ms) ? ms : undefined;
}

/**
 * The reaction a tab owes to a change written after its page began loading (`loadStartMs`), found when it
 * starts listening: its markup was rendered before the change, and the storage event fired while nobody
 * listened. Changes from before the load are already in the markup.
 */
export function missedReaction(
  value: string | null | undefined,
  loggedIn: boolean,
  loadStartMs: number,
): 'reload' | 'home' | undefined {
  const at = sessionMarkerTime(value);
  if (at === undefined || at < loadStartMs) return undefined;
  return reactionToMarker(value, loggedIn);
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
