import type { Currency } from '@croupier/contracts/settings';
import { type ApiClient, createApiClient } from './api-client.ts';

/**
 * Browser calls that carry no session: public settings and content, the phone sign-in (whose 403 is shown
 * in its modal rather than ending a session), and the house studio's API under /provider/house/api, where
 * the launch token in the body is the credential. Cookies never travel (spec 01 §7).
 */
export const publicApi: ApiClient = createApiClient((path, init) => fetch(path, { ...init, credentials: 'omit' }));

/**
 * A content query's answer as the site reads it (spec 01 §7, spec 02 §8): an HTML document counts as Not found
 * (404), since the content store may sit behind a proxy or CDN that answers a missing document with a web page.
 */
export function htmlAsNotFound(response: Response): Response {
  return response.headers.get('content-type')?.includes('text/html') ? new Response(null, { status: 404 }) : response;
}

/** The browser's content queries: public, with an HTML answer read as Not found. */
export const contentApi: ApiClient = createApiClient(async (path, init) =>
  htmlAsNotFound(await fetch(path, { ...init, credentials: 'omit' })),
);

/** The currency list (public settings); empty when it cannot be read, so amounts fall back to defaults. */
export async function publicCurrencies(): Promise<Currency[]> {
  const answer = await publicApi<Currency[]>({ path: '/api/settings/currencies' });
  return answer.ok ? answer.data : [];
}
