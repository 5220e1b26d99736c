import type { RouterContextProvider } from 'react-router';
import { siteContext } from '../../platform/site-context.ts';
import { getSession } from '../session/session.server.ts';
import { fetchContent, requestLocale } from './content-api.ts';

/**
 * One content document for a loader: in the request's locale, its amounts in the visitor's currency (the
 * logged-in player's, else the API's default, the site's main currency; decision 0060). Errors as
 * fetchContent throws them.
 */
export async function loadContent<T>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  path: string,
): Promise<T> {
  const session = await getSession(args.request, args.context);
  return fetchContent<T>(args.context.get(siteContext).fetchApi, path, requestLocale(args.request), session.currency);
}
