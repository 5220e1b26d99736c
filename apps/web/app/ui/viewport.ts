import { useSyncExternalStore } from 'react';
import { currentDeviceFamily, type DeviceFamily } from './device.ts';

/**
 * Spec 01 §9 / 02 §9: viewport updates are debounced, 100 ms on iOS (its toolbars resize the page while the
 * visitor scrolls, so a late update shows as a jump) and 150 ms elsewhere.
 */
export function viewportDebounceMs(family: DeviceFamily): number {
  return family === 'ios' ? 100 : 150;
}

let width: number | undefined;
const listeners = new Set<() => void>();
let stopListening: (() => void) | undefined;

function measure(): void {
  width = window.innerWidth;
}

function start(): () => void {
  measure();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const delay = viewportDebounceMs(currentDeviceFamily());
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const before = width;
      measure();
      if (width !== before) for (const listener of listeners) listener();
    }, delay);
  };
  window.addEventListener('resize', onResize);
  window.addEventListener('orientationchange', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
    window.removeEventListener('orientationchange', onResize);
  };
}

/** One resize listener for the whole page, however many components read the width. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  stopListening ??= start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopListening?.();
      stopListening = undefined;
    }
  };
}

/**
 * The viewport width, updated once the resizing settles; `serverWidth` during server rendering and hydration
 * (nothing the server renders may depend on the real width).
 */
export function useViewportWidth<T>(select: (width: number) => T, serverValue: T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(width ?? window.innerWidth),
    () => serverValue,
  );
}
