import { localizePath, splitLocale } from '@croupier/i18n/locales';
import { type ApiClient, CallAbandoned, createApiClient } from '../../platform/api/api-client.ts';
import { announceSessionChange, clearAccessToken, readAccessToken, writeAccessToken } from './browser-session.ts';
import { createRefreshCoordinator, memoryStorage, type StorageLike } from './refresh-coordinator.ts';
import { isTokenExpired, noteFreshToken, serverNow } from './token-expiry.ts';

/** localStorage when usable, else a throwaway map (the refresh is then only shared within this tab). */
function sharedStorage(): StorageLike {
  try {
    const storage = window.localStorage;
    storage.getItem('');
    return storage;
  } catch {
    return memoryStorage();
  }
}

async function requestRefresh(token: string): Promise<string | undefined> {
  const response = await fetch('/api/player/sessions/refresh', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    credentials: 'omit',
  });
  if (!response.ok) return undefined;
  const body = (await response.json()) as { data?: { accessToken?: unknown } };
  return typeof body.data?.accessToken === 'string' ? body.data.accessToken : undefined;
}

let coordinator: ReturnType<typeof createRefreshCoordinator> | undefined;
function refresher() {
  coordinator ??= createRefreshCoordinator({
    storage: sharedStorage(),
    now: Date.now,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    refresh: requestRefresh,
    readToken: readAccessToken,
    writeToken: writeAccessToken,
    ...('locks' in navigator ? { exclusive: underRefreshLock } : {}),
  });
  return coordinator;
}

/** Runs the task under the cross-tab refresh lock, telling it whether another tab held the lock first. */
async function underRefreshLock<T>(task: (waited: boolean) => Promise<T>): Promise<T> {
  const name = 'croupier:token-refresh';
  const atOnce = await navigator.locks.request(name, { ifAvailable: true }, async (lock) =>
    lock ? { value: await task(false) } : undefined,
  );
  return atOnce ? atOnce.value : navigator.locks.request(name, () => task(true));
}

/** The token to send now: refreshed first when (nearly) expired; undefined when the refresh failed. */
export async function currentAccessToken(): Promise<string | undefined> {
  const token = readAccessToken();
  if (!token) return undefined;
  if (!isTokenExpired(token, serverNow())) return token;
  const fresh = await refresher().refresh(token);
  if (fresh) noteFreshToken(fresh);
  else endSession();
  return fresh;
}

/** The session is gone (spec 01 §8): forget the token and tell the other tabs. */
export function endSession(): void {
  clearAccessToken();
  announceSessionChange('logout');
}

/**
 * Set by logout for the moments between forgetting the token and the page leaving for home: a call that
 * answers 401 then (a live part reading again as the socket closes) is the logout's own doing, not a reason to
 * send the player to the login page instead.
 */
let loggingOut = false;
export function startLogout(): void {
  loggingOut = true;
  endSession();
}

/** The login page in the language of the page being shown. */
export function loginPath(): string {
  const { locale } = splitLocale(window.location.pathname);
  return locale ? localizePath('/login', locale) : '/login';
}

/** Raised when a 401/403 ended the session and the page is leaving for login: no result to show. */
export class SessionEndedError extends CallAbandoned {
  override name = 'SessionEndedError';
}

/**
 * How the browser's player calls travel (spec 01 §7): the bearer token when a session exists (refreshed
 * first when expired), no cookies and no retries. Any 401 or 403 ends the session and goes to the login
 * page; that is expected, so it is not reported as an error (spec 01 §8).
 */
async function sendAsPlayer(path: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = await currentAccessToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(path, { ...init, headers, credentials: 'omit' });
  if (response.status === 401 || response.status === 403) {
    // A token another tab has since replaced or dropped (its login or logout) is that tab's news, which
    // SessionSync follows; only the session this tab still holds ending sends it to login.
    if (token && readAccessToken() !== token) throw new SessionEndedError('session changed in another tab');
    if (loggingOut) throw new SessionEndedError('logging out');
    endSession();
    window.location.assign(loginPath());
    throw new SessionEndedError('session ended');
  }
  return response;
}

/** The browser's client for our API as the player (or as a guest where there is no session yet). */
export const playerApi: ApiClient = createApiClient(sendAsPlayer, { retries: 0 });
