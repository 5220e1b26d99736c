import { serviceWorkerPath } from './brand.ts';

/** The browser pieces registration touches; injectable so tests can run without a DOM. */
export interface ServiceWorkerHost {
  navigator?: { serviceWorker?: Pick<ServiceWorkerContainer, 'register'> } | undefined;
  document?: Pick<Document, 'readyState'> | undefined;
  addEventListener?: (type: 'load', listener: () => void, options: { once: true }) => void;
}

export interface RegisterServiceWorkerOptions {
  /** Production builds only by default; the dev server's modules must not be cached. */
  enabled?: boolean;
  host?: ServiceWorkerHost | undefined;
}

/**
 * Registers /sw.js (scope /) once the page has loaded, so it never competes with the first render. Resolves to
 * the registration, or undefined when disabled, unsupported (or on the server) or when registration fails.
 */
export function registerServiceWorker(
  options: RegisterServiceWorkerOptions = {},
): Promise<ServiceWorkerRegistration | undefined> {
  const enabled = options.enabled ?? import.meta.env.PROD;
  const host = options.host ?? (globalThis as { window?: ServiceWorkerHost }).window;
  const container = host?.navigator?.serviceWorker;
  if (!enabled || !host || !container) return Promise.resolve(undefined);
  const register = () =>
    container.register(serviceWorkerPath, { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
      return undefined;
    });
  if (host.document?.readyState === 'complete' || !host.addEventListener) return register();
  const listen = host.addEventListener;
  return new Promise((resolve) => listen('load', () => void register().then(resolve), { once: true }));
}
