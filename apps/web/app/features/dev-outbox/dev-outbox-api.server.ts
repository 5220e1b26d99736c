import type { DevMessage } from '@croupier/contracts/player';
import { data, type RouterContextProvider } from 'react-router';
import { siteContext } from '../../platform/site-context.ts';

/**
 * The development outbox (GET /api/dev/outbox), newest first, optionally for one recipient. In production
 * the page does not exist, exactly like its API: 404 before anything is read.
 */
export async function loadDevOutbox(
  context: Readonly<RouterContextProvider>,
  to: string | undefined,
): Promise<DevMessage[]> {
  const site = context.get(siteContext);
  if (site.publicConfig.production) throw data(null, { status: 404, statusText: 'Not Found' });
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  const response = await site.fetchApi(`/api/dev/outbox${query}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw data(null, { status: response.status === 404 ? 404 : 502 });
  return ((await response.json()) as { data: DevMessage[] }).data;
}
