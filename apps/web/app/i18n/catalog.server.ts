import type { Locale } from '@croupier/i18n/locales';
import { defaultLocale } from '@croupier/i18n/locales';

export type Messages = Record<string, string>;

// Every area file of every locale, bundled into the server build only (this is a .server module).
const files = import.meta.glob<Messages>('./messages/*/*.json', { eager: true, import: 'default' });

function collect(locale: Locale): Messages {
  const messages: Messages = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /\.\/messages\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match || match[1] !== locale) continue;
    for (const [key, value] of Object.entries(content)) messages[`${match[2]}.${key}`] = value;
  }
  return messages;
}

const cache = new Map<Locale, Messages>();

/** The messages of one locale, each missing key filled from the default locale. */
export function messagesFor(locale: Locale): Messages {
  let messages = cache.get(locale);
  if (!messages) {
    messages = locale === defaultLocale ? collect(locale) : { ...collect(defaultLocale), ...collect(locale) };
    cache.set(locale, messages);
  }
  return messages;
}

const routeCache = new Map<string, Messages>();

/**
 * The messages of some namespaces (area files) of one locale: what a route ships in its data, so a page's
 * hydration data holds only the namespaces its routes use (decision 0131).
 */
export function routeMessages(locale: Locale, namespaces: readonly string[]): Messages {
  const cacheKey = `${locale}:${namespaces.join(',')}`;
  let messages = routeCache.get(cacheKey);
  if (!messages) {
    const prefixes = namespaces.map((namespace) => `${namespace}.`);
    messages = Object.fromEntries(
      Object.entries(messagesFor(locale)).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix))),
    );
    routeCache.set(cacheKey, messages);
  }
  return messages;
}
