import { describe, expect, it } from 'vitest';
import { createPreloadQueue } from './preload-queue.ts';

function deferredLoads() {
  const pending = new Map<string, () => void>();
  let running = 0;
  let peak = 0;
  const load = (url: string) =>
    new Promise<void>((resolve) => {
      running += 1;
      peak = Math.max(peak, running);
      pending.set(url, () => {
        running -= 1;
        pending.delete(url);
        resolve();
      });
    });
  return { load, pending, peak: () => peak };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('route preload queue', () => {
  it('runs at most four loads at once and starts the next as one ends', async () => {
    const loads = deferredLoads();
    const queue = createPreloadQueue(loads.load);
    queue.add(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(loads.pending.size).toBe(4);
    loads.pending.values().next().value?.();
    await settle();
    expect(loads.pending.size).toBe(4);
    for (const finish of [...loads.pending.values()]) finish();
    await settle();
    for (const finish of [...loads.pending.values()]) finish();
    await settle();
    expect(loads.pending.size).toBe(0);
    expect(loads.peak()).toBe(4);
  });

  it('loads a URL once and puts the latest request first', async () => {
    const loads = deferredLoads();
    const started: string[] = [];
    const queue = createPreloadQueue((url) => {
      started.push(url);
      return loads.load(url);
    }, 1);
    queue.add(['menu-1', 'menu-2']);
    queue.add(['pointed-at', 'menu-2']);
    for (let i = 0; i < 3; i += 1) {
      for (const finish of [...loads.pending.values()]) finish();
      await settle();
    }
    expect(started).toEqual(['menu-1', 'pointed-at', 'menu-2']);
  });
});
