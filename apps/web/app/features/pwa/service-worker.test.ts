import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const source = readFileSync(new URL('../../../public/sw.js', import.meta.url), 'utf8');
const origin = 'https://croupier.test';

type Listener = (event: FakeEvent) => void;
interface FakeEvent {
  request?: Request & { mode?: string };
  preloadResponse?: Promise<Response | undefined>;
  waitUntil(promise: Promise<unknown>): void;
  respondWith(response: Promise<Response>): void;
}

/** A minimal service-worker global: caches keyed by URL, a scripted fetch, and the event plumbing. */
function worker(network: (request: Request) => Promise<Response>) {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    let store = stores.get(name);
    if (!store) {
      store = new Map();
      stores.set(name, store);
    }
    const cache = {
      async addAll(requests: Request[]) {
        for (const request of requests) store.set(new URL(request.url, origin).href, await network(request));
      },
      async put(request: Request, response: Response) {
        store.set(request.url, response);
      },
      async match(request: Request | string) {
        return store.get(new URL(typeof request === 'string' ? request : request.url, origin).href)?.clone();
      },
      async keys() {
        return [...store.keys()].map((url) => new Request(url));
      },
      async delete(request: Request) {
        return store.delete(request.url);
      },
    };
    return cache;
  };
  const listeners = new Map<string, Listener>();
  const skipWaiting = vi.fn(async () => {});
  const claim = vi.fn(async () => {});
  const fetch = vi.fn((input: Request | string) =>
    network(typeof input === 'string' ? new Request(new URL(input, origin)) : input),
  );
  const self = {
    location: new URL(`${origin}/sw.js`),
    registration: { navigationPreload: undefined },
    clients: { claim },
    skipWaiting,
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (request: string, options: { cacheName: string }) => (await open(options.cacheName)).match(request),
  };
  runInNewContext(source, {
    self,
    caches,
    fetch,
    Request: class extends Request {
      constructor(input: string | Request, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, origin) : input, init);
      }
    },
    Response,
    URL,
    Promise,
    Set,
  });

  async function dispatch(type: string, request?: Request & { mode?: string }) {
    const waits: Promise<unknown>[] = [];
    let response: Promise<Response> | undefined;
    listeners.get(type)?.({
      request,
      preloadResponse: Promise.resolve(undefined),
      waitUntil: (p) => waits.push(p),
      respondWith: (r) => {
        response = r;
      },
    });
    const result = response ? await response : undefined;
    await Promise.all(waits);
    return result;
  }
  const navigate = (path: string) =>
    Object.defineProperty(new Request(`${origin}${path}`), 'mode', { value: 'navigate' }) as Request;
  return { dispatch, navigate, stores, fetch, skipWaiting, claim };
}

/** A same-origin network response (type "basic", which a constructed Response is not). */
const ok = (body: string) => Object.defineProperty(new Response(body, { status: 200 }), 'type', { value: 'basic' });

describe('service worker', () => {
  it('precaches the offline page on install, takes over at once and drops old caches', async () => {
    const sw = worker(async (request) => ok(`body of ${new URL(request.url).pathname}`));
    sw.stores.set('croupier-assets-v0', new Map());
    await sw.dispatch('install');
    expect(sw.skipWaiting).toHaveBeenCalled();
    expect([...(sw.stores.get('croupier-precache-v1')?.keys() ?? [])]).toContain(`${origin}/offline.html`);
    await sw.dispatch('activate');
    expect(sw.claim).toHaveBeenCalled();
    expect(sw.stores.has('croupier-assets-v0')).toBe(false);
  });

  it('serves navigations from the network, and the offline page when the network fails', async () => {
    let online = true;
    const sw = worker(async (request) => {
      if (!online) throw new TypeError('Failed to fetch');
      return ok(`page ${new URL(request.url).pathname}`);
    });
    await sw.dispatch('install');
    expect(await (await sw.dispatch('fetch', sw.navigate('/fr/casino')))?.text()).toBe('page /fr/casino');
    online = false;
    expect(await (await sw.dispatch('fetch', sw.navigate('/fr/casino')))?.text()).toBe('page /offline.html');
    // Pages are never cached.
    expect([...sw.stores.values()].some((s) => [...s.keys()].some((k) => k.includes('/fr/casino')))).toBe(false);
  });

  it('serves /assets/* cache first', async () => {
    const sw = worker(async () => ok('asset'));
    const request = new Request(`${origin}/assets/app-abc123.js`);
    expect(await (await sw.dispatch('fetch', request))?.text()).toBe('asset');
    expect(await (await sw.dispatch('fetch', request))?.text()).toBe('asset');
    expect(sw.fetch).toHaveBeenCalledTimes(1);
  });

  it('never handles or caches /api/, other origins or non-GET requests', async () => {
    const sw = worker(async () => ok('x'));
    expect(await sw.dispatch('fetch', new Request(`${origin}/api/wallet/accounts`))).toBeUndefined();
    expect(await sw.dispatch('fetch', sw.navigate('/api/docs'))).toBeUndefined();
    expect(await sw.dispatch('fetch', new Request('https://cdn.example/assets/a.js'))).toBeUndefined();
    expect(await sw.dispatch('fetch', new Request(`${origin}/assets/a.js`, { method: 'POST' }))).toBeUndefined();
    expect(sw.fetch).not.toHaveBeenCalled();
  });
});
