/** Locales the site ships translations for. The default has no URL prefix. */
export const supportedLocales = ['en', 'fr', 'de', 'es', 'pt-br'] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = 'en';

/** A locale prefix in a path: two letters, or two letters, a dash and two letters (spec 01 §2). */
export const localePrefixPattern = /^[a-z]{2}(-[a-z]{2})?$/i;

export function asLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const lower = value.toLowerCase();
  return (supportedLocales as readonly string[]).includes(lower) ? (lower as Locale) : undefined;
}

/** BCP 47 tag for Intl APIs: pt-br → pt-BR. */
export function intlTag(locale: Locale): string {
  const [language, region] = locale.split('-');
  return region ? `${language}-${region.toUpperCase()}` : (language as string);
}

/** Best supported locale for one language tag: exact (pt-br), then by language (pt-PT → pt-br). */
function matchTag(tag: string): Locale | undefined {
  const exact = asLocale(tag);
  if (exact) return exact;
  const language = tag.split('-')[0]?.toLowerCase();
  return supportedLocales.find((l) => l === language || l.startsWith(`${language}-`));
}

/** Accept-Language entries in preference order (q-values respected, q=0 dropped). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

const countryLocales: Record<string, Locale> = {
  BR: 'pt-br',
  PT: 'pt-br',
  AO: 'pt-br',
  MZ: 'pt-br',
  DE: 'de',
  AT: 'de',
  CH: 'de',
  LI: 'de',
  LU: 'de',
  FR: 'fr',
  BE: 'fr',
  MC: 'fr',
  SN: 'fr',
  CI: 'fr',
  ES: 'es',
  MX: 'es',
  AR: 'es',
  CL: 'es',
  CO: 'es',
  PE: 'es',
  UY: 'es',
  VE: 'es',
  EC: 'es',
};

/** The first supported locale an Accept-Language header asks for; undefined when it names none. */
export function matchLocale(acceptLanguage: string | null | undefined): Locale | undefined {
  for (const tag of parseAcceptLanguage(acceptLanguage)) {
    const match = matchTag(tag);
    if (match) return match;
  }
  return undefined;
}

/**
 * The visitor's locale when the path carries none: the user-language cookie, then Accept-Language,
 * then the country header, then the default (spec 01 §3).
 */
export function detectLocale(input: {
  cookie?: string | null;
  acceptLanguage?: string | null;
  country?: string | null;
}): Locale {
  const fromCookie = asLocale(input.cookie);
  if (fromCookie) return fromCookie;
  const fromHeader = matchLocale(input.acceptLanguage);
  if (fromHeader) return fromHeader;
  const fromCountry = input.country ? countryLocales[input.country.toUpperCase()] : undefined;
  return fromCountry ?? defaultLocale;
}

/**
 * A path the site builds links from, with every run of slashes and backslashes as one `/`: browsers read a
 * link starting with two of them as another host. The server already redirects such request paths (decision
 * 0052); this keeps links built by these helpers on the site whatever path they are given.
 */
export function sitePath(path: string): string {
  return path.replace(/[/\\]{2,}/g, '/');
}

/** Adds the locale prefix to a site path; the default locale gets none. */
export function localizePath(path: string, locale: Locale): string {
  const clean = sitePath(path.startsWith('/') ? path : `/${path}`);
  if (locale === defaultLocale) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** Splits a path into its locale (when prefixed with a shipped locale) and the rest. */
export function splitLocale(pathname: string): { locale: Locale | undefined; path: string } {
  const clean = sitePath(pathname);
  const [, first = '', ...rest] = clean.split('/');
  const locale = asLocale(first);
  if (!locale || locale === defaultLocale) return { locale: undefined, path: clean };
  return { locale, path: `/${rest.join('/')}` };
}

/** Name of the cookie that stores the visitor's chosen language. */
export const userLanguageCookie = 'user-language';
