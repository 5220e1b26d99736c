import { defaultLocale, type Locale, splitLocale } from '@croupier/i18n/locales';
import { useRootData } from '../../platform/root-data.ts';

/**
 * The query of a content document: its locale, the currency its amounts are shown in (decision 0060) and,
 * for a visitor who may not be shown bonus offers, `offers=hidden` (decision 0081).
 */
export function contentSearch(locale: string, currency: string | null | undefined, offersHidden = false): string {
  const search = new URLSearchParams({ locale });
  if (currency) search.set('currency', currency);
  if (offersHidden) search.set('offers', 'hidden');
  return search.toString();
}

/** Whether documents the browser fetches itself must leave bonus offers out; hidden when unknown. */
export function useOffersHidden(): boolean {
  const root = useRootData();
  return root ? !root.bonusOffers : true;
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
