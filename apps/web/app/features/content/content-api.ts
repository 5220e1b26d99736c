import { defaultLocale, type Locale, splitLocale } from '@croupier/i18n/locales';
import { useRootData } from '../../platform/root-data.ts';

/** The query of a content document: its locale and the currency its amounts are shown in (decision 0060). */
export function contentSearch(locale: string, currency: string | null | undefined): string {
  const search = new URLSearchParams({ locale });
  if (currency) search.set('currency', currency);
  return search.toString();
}

/** The currency the page's content shows amounts in, for documents the browser fetches itself. */
export function useContentCurrency(): string | undefined {
  return useRootData()?.contentCurrency ?? undefined;
}

/** The locale a request is for: its path prefix, else the default (the prefix is the truth in URLs). */
export function requestLocale(request: Request): Locale {
  return splitLocale(new URL(request.url).pathname).locale ?? defaultLocale;
}

/** Content slugs are path segments of lowercase words; anything else is not a page. */
export function isContentPath(path: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(path);
}
