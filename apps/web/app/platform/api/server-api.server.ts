import { defaultLocale, intlTag, splitLocale } from '@croupier/i18n/locales';
import type { RouterContextProvider } from 'react-router';
import { siteContext } from '../site-context.ts';
import { type ApiClient, createApiClient } from './api-client.ts';
import { htmlAsNotFound } from './clients.ts';

export interface ServerCallOptions {
  /**
   * The visitor's request: its user agent travels along so the session list can name the device, and its
   * path's locale as Accept-Language.
   */
  request?: Request;
  /** The player's access token (the access_token cookie) sent as the bearer; none: a guest's call. */
  token?: string | undefined;
  /**
   * An HTML answer counts as a 404: spec 01 §7 says so for content queries, whose store may sit behind a
   * proxy that answers a missing document with a web page.
   */
  htmlIsNotFound?: boolean;
}

/**
 * The same client during SSR: the API in-process (the API sees the visitor's address through it), with the
 * player's bearer when the loader has the cookie's token. Loaders and actions call the API only through
 * this (scripts/check-boundaries.ts holds them to it); the games catalogue proxy alone forwards raw answers.
 */
export function serverApi(context: Readonly<RouterContextProvider>, options: ServerCallOptions = {}): ApiClient {
  const fetchApi = context.get(siteContext).fetchApi;
  return createApiClient(
    async (path, init) => {
      const headers = new Headers(init.headers);
      const agent = options.request?.headers.get('user-agent');
      if (agent && !headers.has('user-agent')) headers.set('user-agent', agent);
      // The page's locale, as the browser's calls send it (decision 0087): the API names bonuses in it.
      if (options.request && !headers.has('accept-language')) {
        const { locale } = splitLocale(new URL(options.request.url).pathname);
        headers.set('accept-language', intlTag(locale ?? defaultLocale));
      }
      if (options.token) headers.set('authorization', `Bearer ${options.token}`);
      const response = await fetchApi(path, { ...init, headers });
      return options.htmlIsNotFound ? htmlAsNotFound(response) : response;
      // In-process: a failure here is the API's own, which asking again within the same render would not mend.
    },
    { retries: 0 },
  );
}
