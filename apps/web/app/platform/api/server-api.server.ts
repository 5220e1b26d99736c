import type { RouterContextProvider } from 'react-router';
import { siteContext } from '../site-context.ts';
import { type ApiClient, createApiClient } from './api-client.ts';

export interface ServerCallOptions {
  /** The visitor's request: its user agent travels along so the session list can name the device. */
  request?: Request;
  /** The player's access token (the access_token cookie) sent as the bearer. */
  token?: string | undefined;
}

/**
 * The same client during SSR: the API in-process (the API sees the visitor's address through it), with the
 * player's bearer when the loader has the cookie's token.
 */
export function serverApi(context: Readonly<RouterContextProvider>, options: ServerCallOptions = {}): ApiClient {
  const fetchApi = context.get(siteContext).fetchApi;
  return createApiClient((path, init) => {
    const headers = new Headers(init.headers);
    const agent = options.request?.headers.get('user-agent');
    if (agent && !headers.has('user-agent')) headers.set('user-agent', agent);
    if (options.token) headers.set('authorization', `Bearer ${options.token}`);
    return fetchApi(path, { ...init, headers });
  });
}
