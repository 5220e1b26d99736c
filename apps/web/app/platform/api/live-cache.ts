import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ApiFailure, ApiResult } from './api-client.ts';

/**
 * The site's one cache of live server state (decision 0065): the player's accounts, the wallet's reads.
 * Small on purpose: the header's balance puts it in every page's first load, where TanStack Query does not
 * fit yet (decision 0064). Each entry holds one API read under a key, and:
 * - components needing the same key at the same time share one read;
 * - `refresh` while a read is in flight schedules exactly one more read after it, shared by everyone who
 *   asks meanwhile: the read in flight may have started before the change the caller knows about;
 * - `setLive` (a realtime update) wins over a read that began before it: that read may have seen the
 *   database before the change committed, so the update is applied again on top of its answer;
 * - `resetAll` (logout) starts a new epoch: every entry is forgotten, and no read (or read scheduled)
 *   begun before lands after.
 */

/** A string, or parts (`['wallet', 'methods', 'deposit', 'CAD']`) that `invalidate` matches by prefix. */
export type LiveKey = string | readonly (string | number)[];

export interface Live<T> {
  /** `idle`: not asked for; `loading`: no answer yet; `failed`: the last read failed and there is no data. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  data: T | undefined;
  /** The last read's failure, until a read succeeds (data already there stays). */
  error: ApiFailure | undefined;
}

/** What useLive gives a component: the entry, and its refresh (stable for the key). */
export type LiveView<T> = Live<T> & { refresh(): Promise<void> };

export type Fetcher<T> = () => Promise<ApiResult<T>>;

/** A change to the data; it may be applied again to a later answer (see setLive), so it must be pure. */
export type LiveUpdate<T> = (data: T | undefined) => T;

export interface LiveOptions {
  /**
   * Forget the entry when no component uses it any more, so the next one to mount reads afresh: for state
   * no realtime event keeps current, read when a screen opens. Otherwise it lasts until resetAll.
   */
  dropUnused?: boolean;
}

interface Entry {
  live: Live<unknown>;
  listeners: Set<() => void>;
  fetcher?: Fetcher<unknown>;
  /** The read in flight; a read lands only while it is still this one (resetAll and drop clear it). */
  read?: Promise<void>;
  /** The one read scheduled after it; runs only while it is still this one. */
  again?: Promise<void>;
  /** Updates applied since the read in flight began (an entry's reads never overlap: see refreshEntry). */
  updates: LiveUpdate<unknown>[];
  drop?: boolean;
}

const idle: Live<never> = { status: 'idle', data: undefined, error: undefined };
const entries = new Map<string, Entry>();

// Parts joined by a character no part contains, so a key's prefix is a prefix of its id.
const idOf = (key: LiveKey) => [key].flat().join('\n');

function entryOf(key: LiveKey): Entry {
  const id = idOf(key);
  let entry = entries.get(id);
  if (!entry) {
    entry = { live: idle, listeners: new Set(), updates: [] };
    entries.set(id, entry);
  }
  return entry;
}

function put(entry: Entry, next: Partial<Live<unknown>>): void {
  entry.live = { ...entry.live, ...next };
  for (const listener of entry.listeners) listener();
}

function forget(entry: Entry): void {
  entry.read = entry.again = undefined;
  entry.updates = [];
  entry.live = idle;
}

function read(entry: Entry): Promise<void> {
  const fetcher = entry.fetcher;
  if (!fetcher) return Promise.resolve();
  entry.updates = [];
  if (entry.live.status !== 'ready') put(entry, { status: 'loading' });
  const run: Promise<void> = fetcher()
    .then((answer) => {
      if (entry.read !== run) return;
      put(
        entry,
        answer.ok
          ? {
              status: 'ready',
              data: entry.updates.reduce((data, update) => update(data), answer.data),
              error: undefined,
            }
          : { status: entry.live.status === 'ready' ? 'ready' : 'failed', error: answer },
      );
    })
    .finally(() => {
      if (entry.read === run) entry.read = undefined;
    });
  entry.read = run;
  return run;
}

function refreshEntry(entry: Entry): Promise<void> {
  if (!entry.read) return read(entry);
  if (!entry.again) {
    const again: Promise<void> = entry.read
      .catch(() => undefined)
      .then(() => {
        if (entry.again !== again) return;
        entry.again = undefined;
        return refreshEntry(entry);
      });
    entry.again = again;
  }
  return entry.again;
}

function withFetcher(key: LiveKey, fetcher: Fetcher<unknown> | undefined): Entry {
  const entry = entryOf(key);
  if (fetcher) entry.fetcher = fetcher;
  return entry;
}

/**
 * The entry's data, read unless it is there already: a read in flight is shared, not repeated. `fetcher`,
 * when given, becomes the entry's (a component's useLive sets it too).
 */
export function load<T>(key: LiveKey, fetcher?: Fetcher<T>): Promise<void> {
  const entry = withFetcher(key, fetcher);
  return entry.read ?? (entry.live.status === 'idle' ? read(entry) : Promise.resolve());
}

/** Reads the entry again; while a read is in flight, every caller gets the one read after it instead. */
export function refresh<T>(key: LiveKey, fetcher?: Fetcher<T>): Promise<void> {
  return refreshEntry(withFetcher(key, fetcher));
}

/** A realtime update: applied now, and again on the answer of a read that began before it. */
export function setLive<T>(key: LiveKey, update: LiveUpdate<T>): void {
  const entry = entryOf(key);
  entry.updates.push(update as LiveUpdate<unknown>);
  put(entry, { data: update(entry.live.data as T | undefined) });
}

/** The entries under `prefix` are out of date: those in use read again now, the others are forgotten. */
export function invalidate(prefix: LiveKey): Promise<unknown> {
  const id = idOf(prefix);
  const reads = [];
  for (const [key, entry] of entries) {
    if (key !== id && !key.startsWith(`${id}\n`)) continue;
    if (entry.listeners.size) reads.push(refreshEntry(entry));
    else forget(entry);
  }
  return Promise.all(reads);
}

/** Logout: a new epoch. Every entry is forgotten; reads in flight and those scheduled after them never land. */
export function resetAll(): void {
  for (const entry of entries.values()) {
    forget(entry);
    put(entry, idle);
  }
}

/** The entry as it is now, for code outside React. */
export function peekLive<T>(key: LiveKey): Live<T> {
  return (entries.get(idOf(key))?.live ?? idle) as Live<T>;
}

const serverSnapshot = () => idle;

/**
 * The entry under `key` for a component, read when first needed and shared with
 * every other user of the key; `key` undefined means not needed yet (`idle`). A needed entry without an
 * answer is `loading`, also in the render before its read starts. `refresh` is stable for the key.
 */
export function useLive<T>(key: LiveKey | undefined, fetcher: Fetcher<T>, options?: LiveOptions): LiveView<T> {
  const id = key === undefined ? '' : idOf(key);
  if (id) {
    const entry = entryOf(id);
    entry.fetcher = fetcher;
    entry.drop = options?.dropUnused;
  }
  const subscribe = useCallback(
    (listener: () => void) => {
      const entry = id ? entryOf(id) : undefined;
      entry?.listeners.add(listener);
      return () => {
        if (!entry) return;
        entry.listeners.delete(listener);
        if (!entry.listeners.size && entry.drop) forget(entry);
      };
    },
    [id],
  );
  const live = useSyncExternalStore(subscribe, () => (id ? entryOf(id).live : idle), serverSnapshot);
  useEffect(() => {
    if (id) void load(id);
  }, [id]);
  const again = useCallback(() => (id ? refresh(id) : Promise.resolve()), [id]);
  return useMemo(
    () => ({ ...(live as Live<T>), status: id && live.status === 'idle' ? 'loading' : live.status, refresh: again }),
    [live, id, again],
  );
}
