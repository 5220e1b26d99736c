import { describe, expect, it } from 'vitest';
import { reloadOnStaleChunk, staleChunkReloadKey } from './stale-chunk.ts';

function host(start = 1_000_000) {
  const store = new Map<string, string>();
  let listener: ((event: Event) => void) | undefined;
  const state = { now: start, reloads: 0 };
  reloadOnStaleChunk({
    addEventListener: (_type, l) => {
      listener = l;
    },
    sessionStorage: () => ({ getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) }),
    reload: () => {
      state.reloads += 1;
    },
    now: () => state.now,
  });
  const fail = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    listener?.(event);
    return event.defaultPrevented;
  };
  return { state, store, fail };
}

describe('a failed lazy chunk after a deployment', () => {
  it('reloads the page once, handling the event so the import does not throw', () => {
    const { state, store, fail } = host();
    expect(fail()).toBe(true);
    expect(state.reloads).toBe(1);
    expect(store.get(staleChunkReloadKey)).toBe(String(state.now));
  });

  it('lets a second failure soon after the reload through, and handles one a while later again', () => {
    const { state, fail } = host();
    fail();
    state.now += 5_000;
    expect(fail()).toBe(false);
    expect(state.reloads).toBe(1);
    state.now += 120_000;
    expect(fail()).toBe(true);
    expect(state.reloads).toBe(2);
  });
});
