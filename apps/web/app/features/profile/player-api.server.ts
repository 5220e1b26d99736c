import { localizePath, splitLocale } from '@croupier/i18n/locales';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { type ApiRequest, dataOr, type ResultSchema } from '../../platform/api/api-client.ts';
import { serverApi } from '../../platform/api/server-api.server.ts';
import { accessTokenCookie, readCookie } from '../session/session.server.ts';

interface LoaderArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * A player API read during SSR with the player's own bearer token (the access_token cookie), as
 * session.server.ts does for the profile, checked against the contract's schema. No token, 401 or 403 means
 * the session is over: login (spec 01 §8); any other failure is a failed page load, shown by the error page.
 */
async function playerRead<T>({ request, context }: LoaderArgs, call: ApiRequest, schema: ResultSchema<T>): Promise<T> {
  const token = readCookie(request.headers.get('cookie'), accessTokenCookie);
  const { locale } = splitLocale(new URL(request.url).pathname);
  const login = locale ? localizePath('/login', locale) : '/login';
  if (!token) throw redirect(login);
  const answer = await serverApi(context, { request, token })(call, schema);
  if (answer.ok) return answer.data;
  if (answer.status === 401 || answer.status === 403) throw redirect(login);
  throw data(null, { status: 500, statusText: 'Player data unavailable' });
}

/** The whole body of a player API answer (paged lists: data and meta). */
export function playerData<T>(args: LoaderArgs, path: string, schema: ResultSchema<T>): Promise<T> {
  return playerRead(args, { path, read: 'body' }, schema);
}

/** The `data` of a player API answer. */
export function playerGet<T>(args: LoaderArgs, path: string, schema: ResultSchema<T>): Promise<T> {
  return playerRead(args, { path }, schema);
}

/** Public settings data; undefined when it fails, so a page still renders without it. */
export async function settingsData<T>(args: LoaderArgs, path: string, schema: ResultSchema<T>): Promise<T | undefined> {
  return dataOr(await serverApi(args.context, { request: args.request })({ path }, schema), undefined);
}
