import { type Locale, supportedLocales } from '@croupier/i18n/locales';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * Messages a lazily loaded module brought with it (decision 0131): the page's data holds only the namespaces
 * of its routes' static code, so a modal's chunk loads its namespaces before it renders. Per locale, since the
 * server renders every locale; the messages are the same for everyone, so sharing them across requests is safe.
 */
const loaded = new Map<Locale, Record<string, string>>();
const pending = new Map<string, Promise<void>>();
let activeLocale: Locale | undefined;

/** Set by the I18nProvider: the browser's page has one locale, the one later loads are for. */
export function setActiveLocale(locale: Locale): void {
  activeLocale = locale;
}

/** A message a lazily loaded module brought, or undefined. */
export function lazyMessage(locale: Locale, key: string): string | undefined {
  return loaded.get(locale)?.[key];
}

function loadNamespace(locale: Locale, namespace: string): Promise<void> {
  const cacheKey = `${locale}/${namespace}`;
  let promise = pending.get(cacheKey);
  if (!promise) {
    promise = import('./message-chunks.ts')
      .then(({ messageChunks }) => {
        const load = messageChunks[`./messages/${cacheKey}.json`];
        if (!load) throw new Error(`No messages ${cacheKey}`);
        return load();
      })
      .then((messages) => {
        const target = loaded.get(locale) ?? {};
        for (const [key, value] of Object.entries(messages)) target[`${namespace}.${key}`] = value;
        loaded.set(locale, target);
      })
      .catch((error: unknown) => {
        // A failed chunk (offline, a new deployment) is tried again at the next load.
        pending.delete(cacheKey);
        throw error;
      });
    pending.set(cacheKey, promise);
  }
  return promise;
}

/** Loads namespaces for the page's locale (the server, rendering any locale, loads them for all). */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  const locales = typeof window === 'undefined' || !activeLocale ? supportedLocales : [activeLocale];
  return Promise.all(locales.flatMap((locale) => namespaces.map((ns) => loadNamespace(locale, ns)))).then(
    () => undefined,
  );
}

/**
 * `import()` of one of the site's modules that resolves once the module and the messages of its namespaces
 * have both arrived (fetched in parallel), so nothing it renders shows a raw key. Every `import()` of the
 * site's own code goes through it; the namespaces must cover the module's static-import closure, less the
 * shell's (i18n/message-namespaces.test.ts checks).
 */
export function importWithMessages<M>(namespaces: readonly string[], load: () => Promise<M>): Promise<M> {
  return Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module);
}

/** React.lazy whose chunk brings its messages before the component renders (see importWithMessages). */
export function lazyWithMessages<P>(
  namespaces: readonly string[],
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => importWithMessages(namespaces, load));
}
