import { type ErrorDocument, errorDocument, type LayoutDocument, layoutDocument } from '@croupier/contracts/content';
import { type Country, countrySchema } from '@croupier/contracts/settings';
import type { Locale } from '@croupier/i18n/locales';
import type { SiteContext } from '../../platform/site-context.ts';

/**
 * One `{ data }` document from our own API, validated against its contract. Anything else (404, an
 * API that is not there yet, a malformed body) yields null: the shell then renders from its message
 * defaults instead of failing the whole page.
 */
async function fetchData<T>(site: SiteContext, path: string, schema: Schema<T>): Promise<T | null> {
  try {
    const response = await site.fetchApi(path, { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: unknown } | null;
    const parsed = schema.safeParse(body?.data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The part of a contract schema used here; keeps this module free of a direct zod import. */
interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

const countryList: Schema<Country[]> = {
  safeParse(value) {
    if (!Array.isArray(value)) return { success: false };
    const countries = value.flatMap((item) => {
      const parsed = countrySchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
    return { success: true, data: countries };
  },
};

export function loadLayoutDocument(site: SiteContext, locale: Locale): Promise<LayoutDocument | null> {
  return fetchData(site, `/api/content/layout?locale=${locale}`, layoutDocument);
}

export function loadErrorDocument(site: SiteContext, locale: Locale): Promise<ErrorDocument | null> {
  return fetchData(site, `/api/content/pages/error?locale=${locale}`, errorDocument);
}

/** The visitor's country when it is a restricted jurisdiction (spec 01 §2 geo-restricted layout). */
export async function findRestrictedCountry(site: SiteContext, locale: Locale): Promise<Country | null> {
  if (!site.country) return null;
  const countries = await fetchData(site, `/api/settings/countries?locale=${locale}`, countryList);
  const country = countries?.find((c) => c.code.toUpperCase() === site.country);
  return country?.restrict ? country : null;
}
