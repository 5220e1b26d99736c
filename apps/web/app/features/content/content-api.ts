import { defaultLocale, type Locale, splitLocale } from '@croupier/i18n/locales';
import { data } from 'react-router';

type FetchApi = (path: string, init?: RequestInit) => Promise<Response>;

/** The locale a request is for: its path prefix, else the default (the prefix is the truth in URLs). */
export function requestLocale(request: Request): Locale {
  return splitLocale(new URL(request.url).pathname).locale ?? defaultLocale;
}

/**
 * One content document from our API. A missing document becomes a 404 thrown as a route error, so the
 * shell's error page answers; anything else unexpected becomes a 500 the same way.
 */
export async function loadContent<T>(fetchApi: FetchApi, path: string, locale: Locale): Promise<T> {
  const response = await fetchApi(`/api/content/${path}?locale=${encodeURIComponent(locale)}`);
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
