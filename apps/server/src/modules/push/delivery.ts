import type { PushPayload } from '@croupier/contracts/push';
import webpush from 'web-push';
import type { StoredSubscription, VapidKeys } from './store.ts';

export type DeliveryOutcome = 'delivered' | 'gone' | 'failed';

/** How a queued push reaches one device. */
export type Deliver = (device: StoredSubscription, payload: PushPayload) => Promise<DeliveryOutcome>;

/** Long enough for a phone that is off for the night; a push about money older than a day is news no more. */
export const ttlSeconds = 24 * 60 * 60;
export const timeoutMs = 10_000;

/**
 * One push to one browser: the payload encrypted for it (RFC 8291, aes128gcm) and signed with the VAPID key
 * (RFC 8292) by the web-push library, posted to its push service. A 404 or 410 says the subscription is gone.
 */
export async function deliverWebPush(
  subscription: StoredSubscription,
  payload: PushPayload,
  vapid: VapidKeys & { subject: string },
): Promise<DeliveryOutcome> {
  // Stored with the browser's keys: the table's check holds them for every webpush row.
  const keys = { p256dh: subscription.p256dh ?? '', auth: subscription.auth ?? '' };
  const request = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys }, JSON.stringify(payload), {
    vapidDetails: vapid,
    TTL: ttlSeconds,
    urgency: 'normal',
    // A message id without its dashes (32 characters, the limit): the push service keeps one per message.
    topic: payload.tag.replaceAll('-', ''),
  });
  // fetch sets the length of the body itself.
  const { 'Content-Length': _length, ...headers } = request.headers as Record<string, string>;
  try {
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: new Uint8Array(request.body),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    return response.ok ? 'delivered' : 'failed';
  } catch {
    return 'failed';
  }
}
