/** Spec 01 §9 (S1.9-21): at most 4 route preloads run at once, so preloading never crowds out the page's own requests. */
export const maxConcurrentPreloads = 4;

/**
 * Loads each URL once, at most `limit` at a time; the most recently asked-for URL goes first, since it is the
 * link the visitor is pointing at now. A failed load is not retried: navigation loads it again if needed.
 */
export function createPreloadQueue(load: (url: string) => Promise<void>, limit = maxConcurrentPreloads) {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let running = 0;

  const next = () => {
    while (running < limit && waiting.length > 0) {
      const url = waiting.shift() as string;
      running += 1;
      load(url)
        .catch(() => {})
        .finally(() => {
          running -= 1;
          next();
        });
    }
  };

  return {
    /** Queues the URLs not asked for before, ahead of those already waiting. */
    add(urls: readonly string[]): void {
      const fresh = urls.filter((url) => !seen.has(url));
      for (const url of fresh) seen.add(url);
      waiting.unshift(...fresh);
      next();
    },
  };
}
