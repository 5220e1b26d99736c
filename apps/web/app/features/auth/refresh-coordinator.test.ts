import { describe, expect, it } from 'vitest';
import {
  createRefreshCoordinator,
  memoryStorage,
  type RefreshDeps,
  refreshFlagKey,
  refreshMaxPolls,
  refreshPollMs,
} from './refresh-coordinator.ts';

function harness(options: { refresh?: (token: string) => Promise<string | undefined>; flag?: string } = {}) {
  const store = new Map<string, string>();
  if (options.flag !== undefined) store.set(refreshFlagKey, options.flag);
  let clock = 100_000;
  let cookie: string | undefined = 'old';
  const sleeps: number[] = [];
  const calls: string[] = [];
  const onSleep: Array<(poll: number) => void> = [];
  const coordinator = createRefreshCoordinator({
    storage: memoryStorage(store),
    now: () => clock,
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
      for (const hook of onSleep) hook(sleeps.length);
    },
    refresh: async (token) => {
      calls.push(token);
      // While this tab refreshes, the flag is up for the others.
      expect(store.has(refreshFlagKey)).toBe(true);
      return options.refresh ? options.refresh(token) : 'new';
    },
    readToken: () => cookie,
    writeToken: (token) => {
      cookie = token;
    },
  });
  return {
    coordinator,
    store,
    sleeps,
    calls,
    onSleep,
    setCookie: (value: string) => {
      cookie = value;
    },
    cookie: () => cookie,
  };
}

describe('shared token refresh', () => {
  it('[S1.4-19][S2.4-138] one refresh serves concurrent callers in a tab, and the flag is cleared after', async () => {
    const h = harness();
    const [a, b] = await Promise.all([h.coordinator.refresh('old'), h.coordinator.refresh('old')]);
    expect([a, b]).toEqual(['new', 'new']);
    expect(h.calls).toEqual(['old']);
    expect(h.cookie()).toBe('new');
    expect(h.store.has(refreshFlagKey)).toBe(false);
  });

  it('[S1.4-20][S1.4-21][S2.4-139] waits for another tab’s refresh, polling every 500 ms, then reads the new cookie', async () => {
    const h = harness({ flag: String(100_000) });
    h.onSleep.push((poll) => {
      if (poll === 3) {
        h.setCookie('from-other-tab');
        h.store.delete(refreshFlagKey);
      }
    });
    expect(await h.coordinator.refresh('old')).toBe('from-other-tab');
    expect(h.sleeps).toEqual([refreshPollMs, refreshPollMs, refreshPollMs]);
    expect(h.calls).toEqual([]);
  });

  it('[S1.4-22] polls at most 10 times, then refreshes itself', async () => {
    const h = harness({ flag: String(100_000) });
    expect(await h.coordinator.refresh('old')).toBe('new');
    expect(h.sleeps).toHaveLength(refreshMaxPolls);
    expect(h.calls).toEqual(['old']);
  });

  it('ignores a stale flag left by a tab that died', async () => {
    const h = harness({ flag: String(1) });
    expect(await h.coordinator.refresh('old')).toBe('new');
    expect(h.sleeps).toEqual([]);
  });

  it('[S1.4-23][S2.4-140] a failed refresh answers undefined and clears the flag', async () => {
    const failing = harness({ refresh: async () => undefined });
    expect(await failing.coordinator.refresh('old')).toBeUndefined();
    expect(failing.store.has(refreshFlagKey)).toBe(false);
    const throwing = harness({
      refresh: async () => {
        throw new Error('network');
      },
    });
    expect(await throwing.coordinator.refresh('old')).toBeUndefined();
    expect(throwing.cookie()).toBe('old');
    // A later call starts a new attempt rather than reusing the failed one.
    expect(await throwing.coordinator.refresh('old')).toBeUndefined();
  });

  it('[S1.4-19][S2.4-138] two tabs expiring at once refresh once under the cross-tab lock, even when neither sees the other’s flag yet', async () => {
    const h = twoTabsUnderLock();
    const [first, second] = await Promise.all([h.tab().refresh('old'), h.tab().refresh('old')]);
    expect(h.calls()).toBe(1);
    expect([first, second]).toEqual(['new-1', 'new-1']);
  });

  it('[S1.4-19][S2.4-138] a tab that waited for the lock but still sees the old cookie waits for the new one instead of refreshing again', async () => {
    // The browser hands a cookie written in one tab to another on its own schedule: here the second tab
    // sees it only once it has slept a poll, and it never sees the first tab's flag.
    const h = twoTabsUnderLock();
    let seenBySecond: string | undefined = 'old';
    const sleeps: number[] = [];
    const second = h.tab({
      readToken: () => seenBySecond,
      sleep: async (ms) => {
        sleeps.push(ms);
        seenBySecond = h.cookie();
      },
    });
    const [fromFirst, fromSecond] = await Promise.all([h.tab().refresh('old'), second.refresh('old')]);
    expect(h.calls()).toBe(1);
    expect([fromFirst, fromSecond]).toEqual(['new-1', 'new-1']);
    expect(sleeps).toEqual([refreshPollMs]);
  });

  it('a tab that got the lock at once refreshes without polling', async () => {
    const h = twoTabsUnderLock();
    const sleeps: number[] = [];
    const only = h.tab({ sleep: async (ms) => void sleeps.push(ms) });
    expect(await only.refresh('old')).toBe('new-1');
    expect(sleeps).toEqual([]);
  });
});

/**
 * Tabs sharing one cookie and one cross-tab lock, each with its own copy of local storage that never shows
 * the others' flag: the worst case of storage that syncs across tabs with a delay.
 */
function twoTabsUnderLock() {
  let cookie: string | undefined = 'old';
  let calls = 0;
  let holders = 0;
  let queue = Promise.resolve();
  const exclusive = <T>(task: (waited: boolean) => Promise<T>): Promise<T> => {
    const waited = holders > 0;
    holders += 1;
    const run = queue.then(() => task(waited));
    const release = () => {
      holders -= 1;
    };
    queue = run.then(release, release);
    return run;
  };
  const tab = (overrides: Partial<Pick<RefreshDeps, 'readToken' | 'sleep'>> = {}) => {
    return createRefreshCoordinator({
      storage: memoryStorage(),
      now: () => 100_000,
      sleep: async () => {},
      refresh: async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return `new-${calls}`;
      },
      readToken: () => cookie,
      writeToken: (token) => {
        cookie = token;
      },
      exclusive,
      ...overrides,
    });
  };
  return { tab, calls: () => calls, cookie: () => cookie };
}
