import { intlTag, type Locale, localizePath } from '@croupier/i18n/locales';
import { type CompiledMessage, compileMessage, type MessageValues } from '@croupier/i18n/message-format';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { activeLocale, lazyMessages } from './lazy-messages.ts';

export interface I18n {
  locale: Locale;
  /** BCP 47 tag for Intl APIs. */
  tag: string;
  t(key: string, values?: MessageValues): string;
  has(key: string): boolean;
  /** A site path with this locale's prefix. */
  path(to: string): string;
}

const I18nContext = createContext<I18n | null>(null);

export function createI18n(locale: Locale, messages: Record<string, string>): I18n {
  const tag = intlTag(locale);
  const compiled = new Map<string, CompiledMessage>();
  const source = (key: string): string | undefined => messages[key] ?? lazyMessages[locale]?.[key];
  return {
    locale,
    tag,
    has: (key) => source(key) !== undefined,
    path: (to) => localizePath(to, locale),
    t(key, values) {
      const text = source(key);
      if (text === undefined) return key;
      let format = compiled.get(key);
      if (!format) {
        format = compileMessage(text, tag);
        compiled.set(key, format);
      }
      return format(values);
    },
  };
}

export function I18nProvider(props: { locale: Locale; messages: Record<string, string>; children: ReactNode }) {
  // The browser's page has one locale: the one lazily loaded modules load their messages for.
  activeLocale.current = props.locale;
  const value = useMemo(() => createI18n(props.locale, props.messages), [props.locale, props.messages]);
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
