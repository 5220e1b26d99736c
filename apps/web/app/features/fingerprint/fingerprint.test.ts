import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  capUserAgent,
  createFingerprintSource,
  fetchVisitorId,
  fingerprintSettings,
  storageKey,
} from './fingerprint.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('fingerprint retries', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('backs off from 100 ms and never waits more than 3000 ms', () => {
    expect([0, 1, 2, 3].map(backoffDelay)).toEqual([100, 300, 900, 2700]);
    expect(backoffDelay(4)).toBe(3000);
    expect(backoffDelay(20)).toBe(3000);
  });

  it('retries a failing loader with the backoff and answers the first visitor id', async () => {
    const calls: number[] = [];
    const loadVisitorId = vi.fn(async () => {
      calls.push(Date.now());
      if (calls.length < 4) throw new Error('source failed');
      return 'visitor-1';
    });
    const result = fetchVisitorId({ loadVisitorId });
    await vi.runAllTimersAsync();
    expect(await result).toBe('visitor-1');
    expect(loadVisitorId).toHaveBeenCalledTimes(4);
    const waits = calls.slice(1).map((at, i) => at - (calls[i] ?? 0));
    expect(waits).toEqual([100, 300, 900]);
  });

  it('gives up after five attempts', async () => {
    const loadVisitorId = vi.fn(async (): Promise<string> => {
      throw new Error('blocked');
    });
    const result = fetchVisitorId({ loadVisitorId });
    await vi.runAllTimersAsync();
    expect(await result).toBeUndefined();
    expect(loadVisitorId).toHaveBeenCalledTimes(fingerprintSettings.maxAttempts);
  });
});

describe('fingerprint source', () => {
  it('caps the user agent at 500 characters', () => {
    expect(capUserAgent('x'.repeat(800))).toHaveLength(500);
    expect(capUserAgent('short')).toBe('short');
  });

  it('fetches once, shares the fetch and keeps the id in session storage', async () => {
    const storage = memoryStorage();
    const loadVisitorId = vi.fn(async () => 'visitor-2');
    const get = createFingerprintSource({ loadVisitorId, storage, userAgent: 'U'.repeat(700) });
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toEqual({ visitorId: 'visitor-2', userAgent: 'U'.repeat(500) });
    expect(b).toEqual(a);
    expect(storage.values.get(storageKey)).toBe('visitor-2');
    expect(loadVisitorId).toHaveBeenCalledTimes(1);
  });

  it('uses the stored id of this session without loading the library', async () => {
    const loadVisitorId = vi.fn(async () => 'other');
    const get = createFingerprintSource({
      loadVisitorId,
      storage: memoryStorage({ [storageKey]: 'stored-visitor' }),
      userAgent: 'UA',
    });
    expect(await get()).toEqual({ visitorId: 'stored-visitor', userAgent: 'UA' });
    expect(loadVisitorId).not.toHaveBeenCalled();
  });

  it('answers undefined when every attempt fails, and tries again on the next call', async () => {
    let fail = true;
    const loadVisitorId = vi.fn(async () => {
      if (fail) throw new Error('blocked');
      return 'late-visitor';
    });
    const get = createFingerprintSource({ loadVisitorId, storage: undefined, userAgent: 'UA', sleep: async () => {} });
    expect(await get()).toBeUndefined();
    fail = false;
    expect(await get()).toEqual({ visitorId: 'late-visitor', userAgent: 'UA' });
  });
});
