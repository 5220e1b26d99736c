/**
 * Keeps a computed value per key for a short time. For read-mostly operator settings served on every page:
 * each process recomputes at most once per `ttlMs`, so an operator's change shows within that time on
 * every process without any invalidation traffic. Concurrent misses share one computation.
 */
export function ttlCache<K extends string, V>(ttlMs: number, compute: (key: K) => Promise<V>, now = () => Date.now()) {
  const entries = new Map<K, { expiresAt: number; value: Promise<V> }>();
  return {
    get(key: K): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      const value = compute(key);
      entries.set(key, { expiresAt: now() + ttlMs, value });
      // A failure is not remembered: the next call tries again.
      value.catch(() => entries.delete(key));
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
