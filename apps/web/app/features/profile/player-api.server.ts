import { localizePath, splitLocale } from '@croupier/i18n/locales';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { siteContext } from '../../platform/site-context.ts';
import { accessTokenCookie, readCookie } from '../session/session.server.ts';

interface LoaderArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * A player API read during SSR with the player's own bearer token (the access_token cookie), as
 * session.server.ts does for the profile. 401/403 means the session is over: login (spec 01 §8); any
 * other failure is a failed page load, shown by the error page.
 */
export async function playerData<T>({ request, context }: LoaderArgs, path: string): Promise<T> {
  const token = readCookie(request.headers.get('cookie'), accessTokenCookie);
  const { locale } = splitLocale(new URL(request.url).pathname);
  const login = locale ? localizePath('/login', locale) : '/login';
  if (!token) throw redirect(login);
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const agent = request.headers.get('user-agent');
  if (agent) headers['user-agent'] = agent;
  const response = await context.get(siteContext).fetchApi(path, { headers });
  if (response.status === 401 || response.status === 403) throw redirect(login);
  if (!response.ok) throw data(null, { status: 500, statusText: 'Player data unavailable' });
  return (await response.json()) as T;
}

/** The `data` of a player API answer. */
export async function playerGet<T>(args: LoaderArgs, path: string): Promise<T> {
  return (await playerData<{ data: T }>(args, path)).data;
}

/** Public settings data; undefined when it fails, so a page still renders without it. */
export async function settingsData<T>(args: LoaderArgs, path: string): Promise<T | undefined> {
  try {
    const response = await args.context.get(siteContext).fetchApi(path, { headers: { accept: 'application/json' } });
    if (!response.ok) return undefined;
    return ((await response.json()) as { data: T }).data;
  } catch {
    return undefined;
  }
}
