/** localStorage key marking "a tab is refreshing the token" (spec 01 §4). */
export const refreshFlagKey = 'croupier:token-refresh';

/** Spec 01 §4: other tabs poll the flag every 500 ms, up to 10 times. */
export const refreshPollMs = 500;
export const refreshMaxPolls = 10;

/**
 * A flag older than this belongs to a tab that died mid-refresh; it no longer makes others wait. The
 * polling window (5 s) plus a slow answer stays inside it.
 */
export const staleFlagMs = 15_000;

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Storage in a map: where local storage is unusable (the refresh is then only shared within the tab). */
export function memoryStorage(store = new Map<string, string>()): StorageLike {
  return {
    getItem: (key) => store.get(key) ?? null,
    setItem: (key, value) => void store.set(key, value),
    removeItem: (key) => void store.delete(key),
  };
}

export interface RefreshDeps {
  storage: StorageLike;
  now(): number;
  sleep(ms: number): Promise<void>;
  /** Calls the refresh API with the current (possibly expired) token; rejects or answers undefined on failure. */
  refresh(token: string): Promise<string | undefined>;
  /** The token as the cookie holds it now (another tab may have replaced it). */
  readToken(): string | undefined;
  writeToken(token: string): void;
  /**
   * Runs the task while no other tab of the site runs one (Web Locks), telling it whether it had to wait.
   * Two tabs whose tokens expire at the same moment could both read "no flag" before either flag reached
   * the other's copy of local storage; under the lock the second waits and then takes the first one's
   * cookie. Absent → flag only.
   */
  exclusive?<T>(task: (waited: boolean) => Promise<T>): Promise<T>;
}

/**
 * One shared refresh across tabs and within a tab. The tab that finds no fresh flag sets it, refreshes
 * and stores the new cookie; a tab that finds the flag waits for it to clear, then reads the cookie the
 * other tab wrote. Answers the new token, or undefined when the refresh failed (the caller ends the session).
 */
export function createRefreshCoordinator(deps: RefreshDeps) {
  let inFlight: Promise<string | undefined> | undefined;

  const flagIsFresh = (): boolean => {
    const value = Number(deps.storage.getItem(refreshFlagKey));
    return Number.isFinite(value) && value > 0 && deps.now() - value < staleFlagMs;
  };

  async function waitForOtherTab(previous: string): Promise<string | undefined> {
    for (let poll = 0; poll < refreshMaxPolls; poll++) {
      await deps.sleep(refreshPollMs);
      if (!flagIsFresh()) break;
    }
    const token = deps.readToken();
    // The other tab's refresh gave a new cookie; if it did not (it failed or is still running), refresh here.
    if (token && token !== previous) return token;
    return token ? refreshHere(token) : undefined;
  }

  async function refreshHere(token: string): Promise<string | undefined> {
    deps.storage.setItem(refreshFlagKey, String(deps.now()));
    try {
      const next = await deps.refresh(token);
      if (next) deps.writeToken(next);
      return next;
    } catch {
      return undefined;
    } finally {
      deps.storage.removeItem(refreshFlagKey);
    }
  }

  async function shared(token: string, waited: boolean): Promise<string | undefined> {
    // Another tab may have refreshed while this one waited for the lock: its cookie is the answer.
    const current = deps.readToken();
    if (current && current !== token) return current;
    // A tab that waited for the lock may still see the old cookie: the browser hands a cookie written in
    // one tab to the others on its own schedule, not the lock's. It polls as for a flag before refreshing
    // the same token a second time.
    return flagIsFresh() || waited ? waitForOtherTab(token) : refreshHere(token);
  }

  return {
    refresh(token: string): Promise<string | undefined> {
      if (!inFlight) {
        const run = deps.exclusive ? deps.exclusive((waited) => shared(token, waited)) : shared(token, false);
        inFlight = run.finally(() => {
          inFlight = undefined;
        });
      }
      return inFlight;
    },
  };
}
