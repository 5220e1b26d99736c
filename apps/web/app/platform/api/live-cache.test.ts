import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiResult } from './api-client.ts';
import { failure } from './api-client.ts';
import { invalidate, load, peekLive, refresh, resetAll, setLive } from './live-cache.ts';

/** A fetcher whose reads wait until the test answers them, oldest first. */
function server<T>() {
  const waiting: Array<(answer: ApiResult<T>) => void> = [];
  return {
    fetcher: () => new Promise<ApiResult<T>>((resolve) => waiting.push(resolve)),
    get reads() {
      return waiting.length;
    },
    /** Answers the oldest read still waiting, then lets the cache take it in. */
    async answer(answer: ApiResult<T> | T): Promise<void> {
      const resolve = waiting.shift();
      if (!resolve) throw new Error('no read is waiting');
      resolve(isResult(answer) ? answer : { ok: true, data: answer });
      await settled();
    },
  };
}

function isResult<T>(value: ApiResult<T> | T): value is ApiResult<T> {
  return typeof value === 'object' && value !== null && 'ok' in value;
}

const settled = () => new Promise((done) => setTimeout(done, 0));

/** Whether the promise has resolved yet. */
function whenDone(promise: Promise<unknown>): () => boolean {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  return () => done;
}

interface Account {
  id: string;
  balance: number;
}

/** The accounts' realtime update: one account's new figures replace its old ones. */
const accountUpdate = (account: Account) => (accounts: Account[] | undefined) =>
  (accounts ?? []).some((a) => a.id === account.id)
    ? (accounts ?? []).map((a) => (a.id === account.id ? account : a))
    : [...(accounts ?? []), account];

let n = 0;
let key: string[];

describe('live cache', () => {
  beforeEach(() => {
    resetAll();
    key = ['test', String(n++)];
  });

  it('shares one read among everyone who loads the key while it is in flight', async () => {
    const api = server<number>();
    const first = load(key, api.fetcher);
    const second = load(key, api.fetcher);
    const third = load(key);
    expect(peekLive(key).status).toBe('loading');
    expect(api.reads).toBe(1);
    const answered = whenDone(Promise.all([first, second, third]));
    await settled();
    expect(answered()).toBe(false);
    await api.answer(7);
    expect(answered()).toBe(true);
    expect(peekLive(key)).toEqual({ status: 'ready', data: 7, error: undefined });
    // Loaded already: no read until it is refreshed or invalidated.
    await load(key, api.fetcher);
    expect(api.reads).toBe(0);
  });

  it('forgets an entry nobody uses when invalidated, even with a read in flight', async () => {
    const api = server<number>();
    void load(key, api.fetcher);
    await invalidate(key);
    expect(peekLive(key).status).toBe('idle');
    // The next use reads afresh; the read begun before never lands.
    const next = load(key);
    expect(api.reads).toBe(2);
    await api.answer(1);
    expect(peekLive(key).status).toBe('loading');
    await api.answer(2);
    await next;
    expect(peekLive(key).data).toBe(2);
  });

  it('reads exactly once more for every caller who refreshes while a read is in flight', async () => {
    const api = server<number>();
    const first = refresh(key, api.fetcher);
    const second = whenDone(refresh(key));
    const third = whenDone(refresh(key));
    expect(api.reads).toBe(1);
    await api.answer(1);
    await first;
    // The second read has begun, and neither later caller is answered by the first.
    expect(api.reads).toBe(1);
    expect([second(), third()]).toEqual([false, false]);
    await api.answer(2);
    expect([second(), third()]).toEqual([true, true]);
    expect(peekLive(key).data).toBe(2);
    expect(api.reads).toBe(0);
  });

  it('schedules the one more read even when the read in flight fails', async () => {
    const api = server<number>();
    void refresh(key, api.fetcher);
    const again = refresh(key);
    await api.answer(failure(503, 'unavailable', 'later'));
    // The read after it has begun; the failure shows until it answers.
    expect(peekLive(key)).toMatchObject({ status: 'loading', error: { status: 503 } });
    await api.answer(3);
    await again;
    expect(peekLive(key)).toEqual({ status: 'ready', data: 3, error: undefined });
  });

  it('fails without data, and keeps the data it has when a later read fails, with the failure beside it', async () => {
    const api = server<number>();
    void refresh(key, api.fetcher);
    await api.answer(failure(503, 'unavailable', 'later'));
    expect(peekLive(key)).toMatchObject({ status: 'failed', data: undefined, error: { status: 503 } });
    void refresh(key);
    await api.answer(5);
    void refresh(key);
    await api.answer(failure(0, 'network', 'no answer'));
    expect(peekLive(key)).toMatchObject({ status: 'ready', data: 5, error: { error: { code: 'network' } } });
  });

  it('keeps a live update over the answer of a read that began before it', async () => {
    const api = server<Account[]>();
    void refresh(key, api.fetcher);
    setLive(key, accountUpdate({ id: 'cad', balance: 100 }));
    expect(peekLive<Account[]>(key).data).toEqual([{ id: 'cad', balance: 100 }]);
    await api.answer([
      { id: 'cad', balance: 79.87 },
      { id: 'usd', balance: 4 },
    ]);
    // The live account keeps its figures; the read's other accounts are taken.
    expect(peekLive<Account[]>(key).data).toEqual([
      { id: 'cad', balance: 100 },
      { id: 'usd', balance: 4 },
    ]);
  });

  it('takes the answer of a read that began after the last live update', async () => {
    const api = server<Account[]>();
    void refresh(key, api.fetcher);
    await api.answer([{ id: 'cad', balance: 50 }]);
    setLive(key, accountUpdate({ id: 'cad', balance: 100 }));
    void refresh(key);
    await api.answer([{ id: 'cad', balance: 120 }]);
    expect(peekLive<Account[]>(key).data).toEqual([{ id: 'cad', balance: 120 }]);
  });

  it('keeps a live update over the read in flight but not over the one read after it', async () => {
    const api = server<Account[]>();
    void refresh(key, api.fetcher);
    const again = refresh(key);
    setLive(key, accountUpdate({ id: 'cad', balance: 100 }));
    await api.answer([{ id: 'cad', balance: 80 }]);
    expect(peekLive<Account[]>(key).data).toEqual([{ id: 'cad', balance: 100 }]);
    await api.answer([{ id: 'cad', balance: 130 }]);
    await again;
    expect(peekLive<Account[]>(key).data).toEqual([{ id: 'cad', balance: 130 }]);
  });

  it('drops a read that answers after resetAll, and the read scheduled after it', async () => {
    const api = server<number>();
    void refresh(key, api.fetcher);
    void refresh(key);
    resetAll();
    expect(peekLive(key).status).toBe('idle');
    await api.answer(100);
    expect(peekLive(key)).toEqual({ status: 'idle', data: undefined, error: undefined });
    expect(api.reads).toBe(0);
  });

  it('lands the read begun after resetAll, not the one begun before', async () => {
    const api = server<number>();
    void refresh(key, api.fetcher);
    resetAll();
    const after = refresh(key);
    expect(api.reads).toBe(2);
    await api.answer(1);
    expect(peekLive(key).status).toBe('loading');
    await api.answer(2);
    await after;
    expect(peekLive(key).data).toBe(2);
  });

  it('forgets live updates at resetAll', async () => {
    const api = server<Account[]>();
    void refresh(key, api.fetcher);
    setLive(key, accountUpdate({ id: 'cad', balance: 100 }));
    resetAll();
    void refresh(key);
    await api.answer([{ id: 'cad', balance: 1 }]);
    await api.answer([{ id: 'cad', balance: 2 }]);
    expect(peekLive<Account[]>(key).data).toEqual([{ id: 'cad', balance: 2 }]);
  });

  it('invalidates by prefix: the keys under it, unused, are forgotten and read again when next loaded', async () => {
    const deposit = server<string[]>();
    const withdraw = server<string[]>();
    const profile = server<string>();
    const keys = {
      deposit: [...key, 'methods', 'deposit'],
      withdraw: [...key, 'methods', 'withdraw'],
      profile: [...key, 'methodsProfile'],
    };
    void load(keys.deposit, deposit.fetcher);
    void load(keys.withdraw, withdraw.fetcher);
    void load(keys.profile, profile.fetcher);
    await deposit.answer(['card']);
    await withdraw.answer(['bank']);
    await profile.answer('me');
    await invalidate([...key, 'methods']);
    void load(keys.deposit);
    void load(keys.withdraw);
    void load(keys.profile);
    expect([deposit.reads, withdraw.reads, profile.reads]).toEqual([1, 1, 0]);
    expect(peekLive(keys.deposit)).toEqual({ status: 'loading', data: undefined, error: undefined });
    expect(peekLive(keys.profile).data).toBe('me');
    await deposit.answer(['card', 'interac']);
    expect(peekLive(keys.deposit).data).toEqual(['card', 'interac']);
  });

  it('treats a string key and its one-part array as the same entry', async () => {
    const api = server<number>();
    void load('single', api.fetcher);
    void load(['single']);
    expect(api.reads).toBe(1);
    await api.answer(1);
    expect(peekLive('single').data).toBe(1);
  });
});
