import { type ComponentType, createElement, lazy, type ReactElement, useState } from 'react';

/**
 * A lazily loaded component that renders synchronously once its module is in memory. A plain `lazy`
 * suspends on its first render even when the chunk is cached, and React holds a revealed Suspense
 * boundary back by up to 300 ms: the wallet took that long to appear after every click.
 */
export interface Preloadable<P> {
  /** The component, once its module has arrived. */
  loaded: ComponentType<P> | undefined;
  readonly lazy: ComponentType<P>;
  /** Fetches the module ahead of need, so the first opening renders at once. */
  preload(): Promise<void>;
}

export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchModule = () => {
    pending ??= load().then(
      (module) => {
        entry.loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed chunk (offline, a new deployment) is tried again at the next opening.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const entry: Preloadable<P> = {
    loaded: undefined,
    lazy: lazy(fetchModule),
    preload: () => fetchModule().then(() => undefined),
  };
  return entry;
}

/**
 * Renders a preloadable component: directly when its module is in memory, else through `lazy`. Each
 * mounted instance keeps the type it started with, so the body never remounts when the module arrives.
 */
export function PreloadedBody<P extends object>({ entry, props }: { entry: Preloadable<P>; props: P }): ReactElement {
  const [type] = useState<ComponentType<P>>(() => entry.loaded ?? entry.lazy);
  return createElement(type, props);
}
