import { detectLocale, type Locale } from '@croupier/i18n/locales';
import type { FastifyRequest } from 'fastify';

/**
 * A bonus or package name as the operator configures it: one text per shipped locale, the default locale's
 * required (the tables check it), the rest optional (decision 0087).
 */
export type LocalizedNames = { en: string } & Partial<Record<Locale, string>>;

/** The name in `locale`, else in the default locale. */
export function localName(names: LocalizedNames, locale: Locale): string {
  return names[locale] ?? names.en;
}

/**
 * The locale a bonus call answers names in: the site sends the page's locale as Accept-Language on every
 * call (decision 0087); a tag the site does not ship falls back to the default.
 */
export function requestLocale(request: FastifyRequest): Locale {
  return detectLocale({ acceptLanguage: request.headers['accept-language'] ?? null });
}
