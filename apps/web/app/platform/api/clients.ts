import type { Currency } from '@croupier/contracts/settings';
import { type ApiClient, createApiClient } from './api-client.ts';

/** A browser request without cookies (spec 01 §7): none of these calls is made on a cookie's authority. */
const sendWithoutCookies = (path: string, init: RequestInit) => fetch(path, { ...init, credentials: 'omit' });

/**
 * Browser calls to our API that carry no session: public settings, the phone sign-in (whose 403 is shown in
 * its modal rather than ending a session) and registration. The site's own calls: never retried (spec 01 §7).
 */
export const publicApi: ApiClient = createApiClient(sendWithoutCookies, { retries: 0 });

/**
 * The house studio's API under /provider/house/api, as a provider's pages call it: the launch token in the
 * body is the credential. Not one of the site's own calls, so it keeps the generic client's defaults (spec 01
 * §8, decision 0145): a read (the verifier's seed pair) is asked once more on a passing failure; a play, a
 * cash-out or a reveal (POST) never is, since a repeat could do it twice.
 */
export const studioApi: ApiClient = createApiClient(sendWithoutCookies, { retries: 'method' });

/**
 * A content query's answer as the site reads it (spec 01 §7, spec 02 §8): an HTML document counts as Not found
 * (404), since the content store may sit behind a proxy or CDN that answers a missing document with a web page.
 */
export function htmlAsNotFound(response: Response): Response {
  return response.headers.get('content-type')?.includes('text/html') ? new Response(null, { status: 404 }) : response;
}

/**
 * The browser's content queries: public, with an HTML answer read as Not found. Reads of published documents
 * that change nothing, so they keep the generic client's defaults: asked once more on a passing failure
 * (spec 01 §8, decision 0145).
 */
export const contentApi: ApiClient = createApiClient(
  async (path, init) => htmlAsNotFound(await sendWithoutCookies(path, init)),
  { retries: 'method' },
);

/** The currency list (public settings); empty when it cannot be read, so amounts fall back to defaults. */
export async function publicCurrencies(): Promise<Currency[]> {
  const answer = await publicApi<Currency[]>({ path: '/api/settings/currencies' });
  return answer.ok ? answer.data : [];
}
