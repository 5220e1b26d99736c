import { type ErrorDocument, errorDocument, type LayoutDocument, layoutDocument } from '@croupier/contracts/content';
import { type Country, countrySchema } from '@croupier/contracts/settings';
import type { Locale } from '@croupier/i18n/locales';
import type { RouterContextProvider } from 'react-router';
import type { ResultSchema } from '../../platform/api/api-client.ts';
import { serverApi } from '../../platform/api/server-api.server.ts';
import { siteContext } from '../../platform/site-context.ts';

type Context = Readonly<RouterContextProvider>;

/**
 * One `{ data }` document from our own API, validated against its contract. Anything else (404, an
 * API that is not there yet, a malformed body) yields null: the shell then renders from its message
 * defaults instead of failing the whole page.
 */
async function fetchData<T>(context: Context, path: string, schema: ResultSchema<T>): Promise<T | null> {
  const answer = await serverApi(context)({ path }, schema);
  return answer.ok ? answer.data : null;
}

/** The country list, keeping the countries that read well: one odd entry does not hide the restriction. */
const countryList: ResultSchema<Country[]> = {
  safeParse(value) {
    if (!Array.isArray(value)) return { success: false, error: 'not a list' };
    const countries = value.flatMap((item) => {
      const parsed = countrySchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
    return { success: true, data: countries };
  },
};

export function loadLayoutDocument(context: Context, locale: Locale): Promise<LayoutDocument | null> {
  return fetchData(context, `/api/content/layout?locale=${locale}`, layoutDocument);
}

export function loadErrorDocument(context: Context, locale: Locale): Promise<ErrorDocument | null> {
  return fetchData(context, `/api/content/pages/error?locale=${locale}`, errorDocument);
}

/** The visitor's country when it is a restricted jurisdiction (spec 01 §2 geo-restricted layout). */
export async function findRestrictedCountry(context: Context, locale: Locale): Promise<Country | null> {
  const visitorCountry = context.get(siteContext).country;
  if (!visitorCountry) return null;
  const countries = await fetchData(context, `/api/settings/countries?locale=${locale}`, countryList);
  const country = countries?.find((c) => c.code.toUpperCase() === visitorCountry);
  return country?.restrict ? country : null;
}
