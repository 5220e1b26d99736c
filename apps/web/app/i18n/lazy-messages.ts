import type { Locale } from '@croupier/i18n/locales';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * Messages lazily loaded modules brought with them (decision 0131), per locale: the page's data holds only the
 * namespaces of its routes' static code, so a modal's chunk loads its namespaces before it renders. The code
 * that loads them is a chunk of its own (message-chunks.ts): this part is in every page's first load.
 */
export const lazyMessages: Partial<Record<Locale, Record<string, string>>> = {};
export const activeLocale: { current?: Locale } = {};

/**
 * `import()` of one of the site's modules that resolves once the module and the messages of its namespaces
 * have both arrived (fetched in parallel), so nothing it renders shows a raw key. Every `import()` of the
 * site's own code goes through it; the namespaces must cover the module's static-import closure, less the
 * shell's (i18n/message-namespaces.test.ts checks).
 */
export function importWithMessages<M>(namespaces: readonly string[], load: () => Promise<M>): Promise<M> {
  return Promise.all([load(), import('./message-chunks.ts').then((chunks) => chunks.loadNamespaces(namespaces))]).then(
    ([module]) => module,
  );
}

/** React.lazy whose chunk brings its messages before the component renders (see importWithMessages). */
export function lazyWithMessages<P>(
  namespaces: readonly string[],
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => importWithMessages(namespaces, load));
}
