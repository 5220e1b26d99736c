import { defaultLocale, type Locale, splitLocale } from '@croupier/i18n/locales';
import { data } from 'react-router';
import { useRootData } from '../../platform/root-data.ts';

type FetchApi = (path: string, init?: RequestInit) => Promise<Response>;

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

/**
 * One content document from our API, amounts in `currency` (without one, the site's main currency). A
 * missing document becomes a 404 thrown as a route error, so the shell's error page answers; anything else
 * unexpected becomes a 500 the same way.
 */
export async function fetchContent<T>(fetchApi: FetchApi, path: string, locale: Locale, currency?: string): Promise<T> {
  const response = await fetchApi(`/api/content/${path}?${contentSearch(locale, currency)}`);
  const type = response.headers.get('content-type') ?? '';
  // Spec 01 §7: an HTML answer to a content query counts as Not found.
  if (response.status === 404 || type.includes('text/html')) throw data(null, { status: 404 });
  if (!response.ok) throw data(null, { status: 500 });
  const body = (await response.json()) as { data: T };
  return body.data;
}

/** Content slugs are path segments of lowercase words; anything else is not a page. */
export function isContentPath(path: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(path);
}
