import { type ComponentType, createElement, lazy, type ReactElement, useState } from 'react';

export interface Preloadable<P> {
  (props: P): ReactElement;
  /** Fetches the module ahead of need, so the first opening renders at once. */
  preload(): Promise<void>;
}

/**
 * A lazily loaded component that renders synchronously once its module is in memory. A plain `lazy`
 * suspends on its first render even when the chunk is cached, and React holds a revealed Suspense
 * boundary back by up to 300 ms: the wallet took that long to appear after every click. Each mounted
 * instance keeps the type it started with, so the body never remounts when the module arrives.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchModule = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
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
  const Lazy = lazy(fetchModule);
  function PreloadableComponent(props: P): ReactElement {
    const [type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(type, props);
  }
  PreloadableComponent.preload = () => fetchModule().then(() => undefined);
  return PreloadableComponent;
}
