import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, type ServiceWorkerHost } from './register-service-worker.ts';

function host(readyState: DocumentReadyState, register = vi.fn(async () => ({}) as ServiceWorkerRegistration)) {
  const listeners: Array<() => void> = [];
  const value: ServiceWorkerHost = {
    navigator: { serviceWorker: { register } },
    document: { readyState },
    addEventListener: (_type, listener) => listeners.push(listener),
  };
  return {
    value,
    register,
    load: () => {
      for (const listener of listeners) listener();
    },
  };
}

describe('registerServiceWorker', () => {
  it('does nothing outside production builds (vitest is not one)', async () => {
    const h = host('complete');
    expect(await registerServiceWorker({ host: h.value })).toBeUndefined();
    expect(h.register).not.toHaveBeenCalled();
  });

  it('does nothing on the server or without service-worker support', async () => {
    expect(await registerServiceWorker({ enabled: true })).toBeUndefined();
    expect(await registerServiceWorker({ enabled: true, host: { navigator: {} } })).toBeUndefined();
  });

  it('registers /sw.js with scope / once the page has loaded', async () => {
    const h = host('interactive');
    const pending = registerServiceWorker({ enabled: true, host: h.value });
    expect(h.register).not.toHaveBeenCalled();
    h.load();
    await pending;
    expect(h.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('registers at once when the page is already loaded, and survives a failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const h = host(
      'complete',
      vi.fn(async () => Promise.reject(new Error('denied'))),
    );
    expect(await registerServiceWorker({ enabled: true, host: h.value })).toBeUndefined();
    expect(h.register).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
