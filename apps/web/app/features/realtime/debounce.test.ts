import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounced, realtimeRefreshDebounceMs } from './debounce.ts';

describe('socket-driven refresh debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('[S1.7-72] runs once, 500 ms after the last event of a burst', () => {
    let runs = 0;
    const refresh = debounced(() => runs++);
    refresh();
    vi.advanceTimersByTime(400);
    refresh();
    vi.advanceTimersByTime(realtimeRefreshDebounceMs - 1);
    expect(runs).toBe(0);
    vi.advanceTimersByTime(1);
    expect(runs).toBe(1);
    refresh();
    refresh.cancel();
    vi.advanceTimersByTime(1000);
    expect(runs).toBe(1);
  });
});
