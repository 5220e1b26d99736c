import { type Locale, supportedLocales } from '@croupier/i18n/locales';
import { activeLocale, lazyMessages } from './lazy-messages.ts';

/**
 * Every area file of every locale as a chunk of its own, loaded on demand (decision 0131). A module of its own,
 * imported lazily: the map of ~185 loaders stays out of the shell chunk.
 */
const chunks = import.meta.glob<Record<string, string>>('./messages/*/*.json', { import: 'default' });
const pending = new Map<string, Promise<void>>();

function loadNamespace(locale: Locale, namespace: string): Promise<void> {
  const file = `${locale}/${namespace}`;
  let promise = pending.get(file);
  if (!promise) {
    const load = chunks[`./messages/${file}.json`];
    promise = (load ? load() : Promise.reject(new Error(`No messages ${file}`))).then(
      (messages) => {
        const target = lazyMessages[locale] ?? {};
        lazyMessages[locale] = target;
        for (const [key, value] of Object.entries(messages)) target[`${namespace}.${key}`] = value;
      },
      (error: unknown) => {
        // A failed chunk (offline, a new deployment) is tried again at the next load.
        pending.delete(file);
        throw error;
      },
    );
    pending.set(file, promise);
  }
  return promise;
}

/**
 * Loads namespaces for the page's locale. The server, rendering pages of every locale at once, loads them for
 * all: the messages are the same for everyone, so sharing them across requests is safe.
 */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  const locale = typeof window === 'undefined' ? undefined : activeLocale.current;
  const locales = locale ? [locale] : supportedLocales;
  return Promise.all(locales.flatMap((each) => namespaces.map((namespace) => loadNamespace(each, namespace)))).then(
    () => undefined,
  );
}
