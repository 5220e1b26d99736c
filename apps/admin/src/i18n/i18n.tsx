import { defaultLocale, intlTag, type Locale, matchLocale } from '@croupier/i18n/locales';
import { type CompiledMessage, compileMessage, type MessageValues } from '@croupier/i18n/message-format';
import { createContext, type ReactNode, use, useMemo } from 'react';
import en from './messages/en.json';

export type MessageKey = keyof typeof en;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

const catalogues: Record<Locale, () => Promise<{ default: Record<string, string> }>> = {
  en: async () => ({ default: en }),
  fr: () => import('./messages/fr.json'),
  de: () => import('./messages/de.json'),
  es: () => import('./messages/es.json'),
  'pt-br': () => import('./messages/pt-br.json'),
};

/** The staff member's language from the browser's, as the site matches Accept-Language. */
export function browserLocale(): Locale {
  return matchLocale(navigator.languages.join(',')) ?? defaultLocale;
}

export async function loadMessages(locale: Locale): Promise<Record<string, string>> {
  return (await catalogues[locale]()).default;
}

interface I18n {
  locale: Locale;
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider(props: { locale: Locale; messages: Record<string, string>; children: ReactNode }) {
  const { locale, messages } = props;
  const value = useMemo<I18n>(() => {
    const compiled = new Map<string, CompiledMessage>();
    const tag = intlTag(locale);
    return {
      locale,
      t(key, values) {
        let message = compiled.get(key);
        if (!message) {
          // A key missing from a translation falls back to English rather than showing the key.
          message = compileMessage(messages[key] ?? en[key], tag);
          compiled.set(key, message);
        }
        return message(values);
      },
    };
  }, [locale, messages]);
  return <I18nContext value={value}>{props.children}</I18nContext>;
}

export function useI18n(): I18n {
  const value = use(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
