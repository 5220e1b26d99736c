import { matchRoutes, type RouteObject } from 'react-router';

/**
 * What React Router's framework build leaves on `window` for its own hydration: the data router (whose
 * routes grow as links are discovered) and the build manifest with each route's module and its imports.
 */
interface ManifestRoute {
  module: string;
  imports?: string[];
}
interface FrameworkWindow {
  __reactRouterDataRouter?: { routes: RouteObject[]; basename?: string };
  __reactRouterManifest?: { routes: Record<string, ManifestRoute | undefined> };
}

/** The JavaScript files a visit to `href` needs that the page has not loaded yet (empty when unknown). */
export function routeModuleUrls(href: string): string[] {
  const framework = window as unknown as FrameworkWindow;
  const router = framework.__reactRouterDataRouter;
  const manifest = framework.__reactRouterManifest;
  if (!router || !manifest) return [];
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return [];
  const matches = matchRoutes(router.routes, url.pathname, router.basename) ?? [];
  const loaded = new Set(
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.href),
  );
  const urls: string[] = [];
  for (const match of matches) {
    const route = match.route.id ? manifest.routes[match.route.id] : undefined;
    if (!route) continue;
    for (const file of [route.module, ...(route.imports ?? [])]) {
      const absolute = new URL(file, window.location.href).href;
      if (!loaded.has(absolute) && !urls.includes(absolute)) urls.push(absolute);
    }
  }
  return urls;
}

/** Fetches and compiles a module without running it, as `<link rel="modulepreload">` does. */
export function preloadModule(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`preload failed: ${url}`));
    document.head.append(link);
  });
}
