import { describe, expect, it } from 'vitest';
import { ttlCache } from './ttl-cache.ts';

describe('ttl cache', () => {
  it('computes once per key within the time to live, again after it', async () => {
    let clock = 0;
    let calls = 0;
    const cache = ttlCache(
      1000,
      async (key: string) => {
        calls++;
        return `${key}:${calls}`;
      },
      () => clock,
    );
    expect(await Promise.all([cache.get('a'), cache.get('a')])).toEqual(['a:1', 'a:1']);
    expect(await cache.get('b')).toBe('b:2');
    clock = 999;
    expect(await cache.get('a')).toBe('a:1');
    clock = 1000;
    expect(await cache.get('a')).toBe('a:3');
  });

  it('does not keep a failure', async () => {
    let fail = true;
    const cache = ttlCache(1000, async () => {
      if (fail) throw new Error('database away');
      return 'ok';
    });
    await expect(cache.get('x')).rejects.toThrow('database away');
    fail = false;
    expect(await cache.get('x')).toBe('ok');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    let calls = 0;
    const cache = ttlCache(
      60_000,
      async (key: string) => `${key}:${++calls}`,
      () => 0,
      2,
    );
    await cache.get('a');
    await cache.get('b');
    await cache.get('c');
    expect(await cache.get('b')).toBe('b:2');
    expect(await cache.get('c')).toBe('c:3');
    expect(await cache.get('a')).toBe('a:4');
  });
});
