import type { PushPayload } from '@croupier/contracts/push';
import { type DeliveryOutcome, timeoutMs, ttlSeconds } from './delivery.ts';
import type { StoredSubscription } from './store.ts';

export interface OneSignalApp {
  appId: string;
  apiKey: string;
  apiUrl: string;
}

/** What OneSignal answers a notification: its id, or why some targets were not sent to. */
interface CreateNotificationAnswer {
  id?: string;
  errors?: string[] | { invalid_player_ids?: string[]; invalid_subscription_ids?: string[] };
}

/** OneSignal's ways of saying that no target was a live subscription. */
function targetGone(answer: CreateNotificationAnswer, subscriptionId: string): boolean {
  const { errors } = answer;
  if (!errors) return false;
  if (Array.isArray(errors)) return errors.some((error) => /not subscribed/i.test(error));
  return [...(errors.invalid_player_ids ?? []), ...(errors.invalid_subscription_ids ?? [])].includes(subscriptionId);
}

/**
 * One push to one device through OneSignal's REST API (decision 0137): the device is the OneSignal SDK's
 * subscription, addressed by its id; OneSignal encrypts and posts it to the browser's push service. The
 * message's id is the web push topic, as with the built-in service, so a repeat replaces the notification.
 */
export async function deliverOneSignal(
  device: StoredSubscription,
  payload: PushPayload,
  app: OneSignalApp,
): Promise<DeliveryOutcome> {
  try {
    const response = await fetch(new URL('/notifications?c=push', app.apiUrl), {
      method: 'POST',
      headers: { authorization: `Key ${app.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        app_id: app.appId,
        include_subscription_ids: [device.endpoint],
        // The words are already in the player's language; OneSignal requires the English slot filled.
        headings: { en: payload.title },
        contents: { en: payload.body },
        web_url: payload.url,
        web_push_topic: payload.tag.replaceAll('-', ''),
        ttl: ttlSeconds,
      }),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = (await response.json().catch(() => ({}))) as CreateNotificationAnswer;
    if (!response.ok) return 'failed';
    if (targetGone(answer, device.endpoint)) return 'gone';
    return answer.id ? 'delivered' : 'failed';
  } catch {
    return 'failed';
  }
}
