import type { Currency } from '@croupier/contracts/settings';
import { type ApiClient, createApiClient } from './api-client.ts';

/**
 * Browser calls that carry no session: public settings and content, the phone sign-in (whose 403 is shown
 * in its modal rather than ending a session), and the house studio's API under /provider/house/api, where
 * the launch token in the body is the credential. Cookies never travel (spec 01 §7).
 */
export const publicApi: ApiClient = createApiClient((path, init) => fetch(path, { ...init, credentials: 'omit' }));

/** The currency list (public settings); empty when it cannot be read, so amounts fall back to defaults. */
export async function publicCurrencies(): Promise<Currency[]> {
  const answer = await publicApi<Currency[]>({ path: '/api/settings/currencies' });
  return answer.ok ? answer.data : [];
}
