import { data, type RouterContextProvider } from 'react-router';
import { siteContext } from '../../platform/site-context.ts';
import { accessTokenCookie, getSession, readCookie } from '../session/session.server.ts';

interface LoaderArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export interface CatalogueAnswer {
  status: number;
  body: unknown;
}

/**
 * A games API read during SSR. A player's own token goes along (favorites are marked, recently played is
 * theirs) and the proxy's country, so the page lists exactly what this visitor may open.
 *
 * It forwards the raw status and body on purpose rather than going through serverApi's ApiResult (decision
 * 0064): the game pages branch on the catalogue's own statuses (451: not offered in this country) and hand
 * its paged bodies to the page as they came.
 */
export async function catalogueAnswer(args: LoaderArgs, path: string): Promise<CatalogueAnswer> {
  const site = args.context.get(siteContext);
  const headers: Record<string, string> = { accept: 'application/json' };
  const session = await getSession(args.request, args.context);
  const token = readCookie(args.request.headers.get('cookie'), accessTokenCookie);
  if (session.loggedIn && token) headers.authorization = `Bearer ${token}`;
  const agent = args.request.headers.get('user-agent');
  if (agent) headers['user-agent'] = agent;
  const url = new URL(path, 'http://site');
  // A shared player's page has no session to send: the player's country stands in for the profile's.
  const country = site.country ?? site.sharedPlayer?.country;
  if (country && !url.searchParams.has('countryCode')) url.searchParams.set('countryCode', country);
  const response = await site.fetchApi(`${url.pathname}${url.search}`, { headers });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

/** The body of a successful read; 404 shows the error page's Not Found, anything else its 500. */
export function okBody<T>(answer: CatalogueAnswer): T {
  if (answer.status === 404) throw data(null, { status: 404, statusText: 'Not Found' });
  if (answer.status !== 200) throw data(null, { status: 500, statusText: 'Games unavailable' });
  return answer.body as T;
}

/** The `data` of a games read. */
export async function catalogueGet<T>(args: LoaderArgs, path: string): Promise<T> {
  return okBody<{ data: T }>(await catalogueAnswer(args, path)).data;
}

/** A paged games read: data and meta together. */
export async function cataloguePage<T>(args: LoaderArgs, path: string): Promise<T> {
  return okBody<T>(await catalogueAnswer(args, path));
}
