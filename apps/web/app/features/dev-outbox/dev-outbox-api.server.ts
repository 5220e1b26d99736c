import { type DevMessage, devMessageSchema } from '@croupier/contracts/player';
import { data, type RouterContextProvider } from 'react-router';
import { serverApi } from '../../platform/api/server-api.server.ts';
import { siteContext } from '../../platform/site-context.ts';

/**
 * The development outbox (GET /api/dev/outbox), newest first, optionally for one recipient. In production
 * the page does not exist, exactly like its API: 404 before anything is read.
 */
export async function loadDevOutbox(
  context: Readonly<RouterContextProvider>,
  to: string | undefined,
): Promise<DevMessage[]> {
  if (context.get(siteContext).publicConfig.production) throw data(null, { status: 404, statusText: 'Not Found' });
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  const answer = await serverApi(context)({ path: `/api/dev/outbox${query}` }, devMessageSchema.array());
  if (!answer.ok) throw data(null, { status: answer.status === 404 ? 404 : 502 });
  return answer.data;
}
