/*
 * Croupier service worker (scope /). Small and hand-written:
 * - install: precache the offline page and what it needs, then take over at once (skipWaiting);
 * - activate: drop caches of older versions, claim open pages;
 * - page navigations: network first; when the network fails, the offline page. Pages themselves are not
 *   cached: they carry a player's balance and a per-response script nonce;
 * - /assets/*: cache first (file names carry a content hash, so an entry never goes stale);
 * - /api/ and everything else: left to the network, never cached;
 * - push: the platform's Web Push (decision 0129), shown as a notification; a click opens its page.
 */
const version = 'v1';
const precacheName = `croupier-precache-${version}`;
const assetCacheName = `croupier-assets-${version}`;
const offlineUrl = '/offline.html';
const precacheUrls = [offlineUrl, '/offline.js', '/icons/icon-192.png'];
const maxAssetEntries = 150;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(precacheName)
      .then((cache) => cache.addAll(precacheUrls.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([precacheName, assetCacheName]);
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith('croupier-') && !current.has(name)).map((name) => caches.delete(name)),
      );
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

function isApi(url) {
  return url.pathname === '/api' || url.pathname.startsWith('/api/');
}

async function networkFirstNavigation(event) {
  try {
    const preloaded = await event.preloadResponse;
    if (preloaded) return preloaded;
    return await fetch(event.request);
  } catch {
    const offline = await caches.match(offlineUrl, { cacheName: precacheName });
    return offline ?? Response.error();
  }
}

async function trimAssets(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - maxAssetEntries)).map((key) => cache.delete(key)));
}

async function cacheFirstAsset(event) {
  const cache = await caches.open(assetCacheName);
  const cached = await cache.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok && response.type === 'basic') {
    event.waitUntil(cache.put(event.request, response.clone()).then(() => trimAssets(cache)));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstNavigation(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirstAsset(event));
  }
});

// The payload is { title, body, url, tag } (contracts/push.ts). The tag is the message id: a push delivered
// twice replaces its notification instead of adding a second.
self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : undefined;
  } catch {
    payload = undefined;
  }
  if (!payload || typeof payload.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      data: { url: payload.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = event.notification.data?.url;
  if (typeof target !== 'string') return;
  const url = new URL(target, self.location.origin);
  // Only the site's own pages: a payload can never send the player elsewhere.
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url.href);
      if (open) return open.focus();
      return self.clients.openWindow(url.href);
    })(),
  );
});
