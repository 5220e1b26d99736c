import { type Locale, userLanguageCookie } from '@croupier/i18n/locales';

const oneYearSeconds = 365 * 24 * 60 * 60;

/**
 * Remembers the visitor's language choice for a year. Locale detection reads this cookie before
 * Accept-Language and the country header (spec 01 §3), so an unprefixed visit keeps the chosen language.
 */
export function setUserLanguage(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference cookie; the Cookie Store API is not in every browser we serve.
  document.cookie = `${userLanguageCookie}=${encodeURIComponent(locale)}; Path=/; Max-Age=${oneYearSeconds}; SameSite=Lax`;
}
