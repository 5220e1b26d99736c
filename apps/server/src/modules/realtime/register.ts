import type { OutboxDispatcher } from '../../platform/outbox/dispatcher.ts';
import type { RealtimeGateway } from '../../platform/realtime/gateway.ts';
import { publicationsByTopic, publicationsFor } from './publications.ts';

const sessionRevoked = 'player.session.revoked';

/**
 * Feeds the gateway from the outbox: publications to player channels, and session ends that cut sockets.
 * A push is outside the database, so it is at-least-once; the event id as idempotency key makes the
 * broker drop a second copy, so players see each event once.
 */
export function registerRealtimePublishing(dispatcher: OutboxDispatcher, gateway: RealtimeGateway): void {
  dispatcher.subscribe('realtime-publications', Object.keys(publicationsByTopic), async (event) => {
    const publications = publicationsFor(event.topic, event.payload);
    for (const [index, { channel, message }] of publications.entries()) {
      await gateway.publish(channel, message, { idempotencyKey: `outbox-${event.id}-${index}` });
    }
  });
  dispatcher.subscribe('realtime-session-cut', [sessionRevoked], async (event) => {
    const { sessionId } = event.payload as { sessionId?: unknown };
    if (typeof sessionId === 'string') await gateway.endSession(sessionId);
  });
  gateway.registerRpc('time', async () => ({ now: new Date().toISOString() }));
}
