import { useEffect } from 'react';
import { createPreloadQueue } from './preload-queue.ts';
import { preloadModule, routeModuleUrls } from './route-modules.ts';

const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;

function internalHref(target: EventTarget | null): string | undefined {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
  return anchor.origin === window.location.origin ? anchor.href : undefined;
}

/**
 * Makes the next page's code arrive before the click: the site's navigation menus once the page is idle, and
 * any link the visitor points at, focuses or touches, first. Only code is preloaded, never data, which is
 * personal and changes (spec 01 §9: at most 4 preloads at once).
 */
export default function RoutePreload() {
  useEffect(() => {
    const queue = createPreloadQueue(preloadModule);
    // pointerover fires for every element a pointer crosses: each link's routes are matched once per page.
    const asked = new Set<string>();
    const preload = (href: string | undefined) => {
      if (!href || asked.has(href)) return;
      asked.add(href);
      queue.add(routeModuleUrls(href));
    };
    const onIntent = (event: Event) => preload(internalHref(event.target));
    for (const type of intentEvents) document.addEventListener(type, onIntent, { passive: true, capture: true });
    const menus = () => {
      for (const anchor of document.querySelectorAll<HTMLAnchorElement>('nav a[href]')) preload(internalHref(anchor));
    };
    const idle = window.requestIdleCallback?.(menus, { timeout: 3000 }) ?? window.setTimeout(menus, 1500);
    return () => {
      for (const type of intentEvents) document.removeEventListener(type, onIntent, { capture: true });
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return null;
}
