import { defaultLocale, detectLocale, type Locale, splitLocale, userLanguageCookie } from '@croupier/i18n/locales';
import { readCookie } from '../features/session/session.server.ts';
import { siteContext } from '../platform/site-context.ts';

/** Pages that exist only without a locale prefix (spec 01 §2); detection must not prefix them. */
export const unprefixedOnly = [/^\/verify\//, /^\/password-reset\//, /^\/provider\//];

/**
 * The locale a page renders in, for every loader of the request: the path's prefix; without one, the
 * detected language on the pages that exist only unprefixed, else the default (the root loader redirects
 * the other unprefixed requests whose detected language is not the default).
 */
export function pageLocale(
  request: Request,
  context: { get(key: typeof siteContext): { country: string | undefined } },
): Locale {
  const url = new URL(request.url);
  const prefixed = splitLocale(url.pathname).locale;
  if (prefixed) return prefixed;
  return unprefixedOnly.some((pattern) => pattern.test(url.pathname))
    ? detectedLocale(request, context)
    : defaultLocale;
}

/** No language in the path: the user-language cookie, then Accept-Language, then the country (spec 01 §3). */
export function detectedLocale(
  request: Request,
  context: { get(key: typeof siteContext): { country: string | undefined } },
): Locale {
  return detectLocale({
    cookie: readCookie(request.headers.get('cookie'), userLanguageCookie),
    acceptLanguage: request.headers.get('accept-language'),
    country: context.get(siteContext).country,
  });
}
