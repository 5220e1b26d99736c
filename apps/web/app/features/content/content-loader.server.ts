import type { Locale } from '@croupier/i18n/locales';
import { data, type RouterContextProvider } from 'react-router';
import type { ResultSchema } from '../../platform/api/api-client.ts';
import { serverApi } from '../../platform/api/server-api.server.ts';
import { getSession } from '../session/session.server.ts';
import { contentSearch, requestLocale } from './content-api.ts';
import { offersShown } from './offer-audience.server.ts';

/**
 * One content document from our API, checked against its contract, amounts in `currency` (without one, the
 * site's main currency). A missing document (spec 01 §7: an HTML answer counts as one) becomes a 404 thrown
 * as a route error, so the shell's error page answers; anything else unexpected becomes a 500 the same way.
 */
export async function fetchContent<T>(
  context: Readonly<RouterContextProvider>,
  path: string,
  schema: ResultSchema<T>,
  locale: Locale,
  currency?: string,
  offersHidden = false,
  preview?: string,
): Promise<T> {
  // The back office's preview link carries the token: the page's document is then served with its draft.
  const previewSearch = preview ? `&${new URLSearchParams({ preview })}` : '';
  const answer = await serverApi(context, { htmlIsNotFound: true })(
    { path: `/api/content/${path}?${contentSearch(locale, currency, offersHidden)}${previewSearch}` },
    schema,
  );
  if (answer.ok) return answer.data;
  throw data(null, { status: answer.status === 404 ? 404 : 500 });
}

/**
 * One content document for a loader: in the request's locale, its amounts in the visitor's currency (the
 * logged-in player's, else the API's default, the site's main currency; decision 0060), without bonus offers
 * for a guest who may not be shown them (decision 0081). Errors as fetchContent throws them.
 */
export async function loadContent<T>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  path: string,
  schema: ResultSchema<T>,
): Promise<T> {
  const [session, shown] = await Promise.all([
    getSession(args.request, args.context),
    offersShown(args.request, args.context),
  ]);
  const preview = new URL(args.request.url).searchParams.get('preview')?.slice(0, 512) || undefined;
  return fetchContent(args.context, path, schema, requestLocale(args.request), session.currency, !shown, preview);
}
