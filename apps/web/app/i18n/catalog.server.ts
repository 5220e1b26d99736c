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
