/**
 * Keeps a computed value per key for a short time. For read-mostly data served on every page (operator
 * settings, catalogue pages): each process recomputes at most once per `ttlMs`, so a change shows within
 * that time on every process without any invalidation traffic. Concurrent misses share one computation.
 * `maxEntries` bounds the memory when keys come from visitors (a search text): the oldest entry goes first.
 */
export function ttlCache<K extends string, V>(
  ttlMs: number,
  compute: (key: K) => Promise<V>,
  now = () => Date.now(),
  maxEntries = Number.POSITIVE_INFINITY,
) {
  const entries = new Map<K, { expiresAt: number; value: Promise<V> }>();
  return {
    /** `computeThis` computes a miss of this key instead of `compute`, with what the key stands for at hand. */
    get(key: K, computeThis?: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      const value = computeThis ? computeThis() : compute(key);
      entries.delete(key);
      entries.set(key, { expiresAt: now() + ttlMs, value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
      // A failure is not remembered: the next call tries again.
      value.catch(() => entries.delete(key));
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
