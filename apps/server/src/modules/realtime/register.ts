import type { FastifyBaseLogger } from 'fastify';
import type { OutboxDispatcher, StoredEvent } from '../../platform/outbox/dispatcher.ts';
import type { RealtimeGateway } from '../../platform/realtime/gateway.ts';
import { isEnabledStatus } from '../player/profile.ts';
import { publicationsByTopic, publicationsFor, publicPublicationsByTopic } from './publications.ts';

/** Topics that end connections rather than publish on a channel. */
export const connectionTopics = {
  /** payload `{ playerId, sessionId, reason }` (player module: logout, closed, password, self-exclusion). */
  sessionRevoked: 'player.session.revoked',
  /** payload `{ playerId, status }`: whoever changes a player's status emits it; a disabled one is cut. */
  statusChanged: 'player.status.changed',
} as const;

/**
 * Publishes what one outbox event means on player channels. A push is outside the database, so it is
 * at-least-once; the event id as idempotency key makes the broker drop a second copy, so players see each
 * event once. A payload that breaks its contract is logged and skipped: retrying cannot fix it, and the
 * realtime subscriber must not stall every player's updates behind it.
 */
export async function publishEvent(gateway: RealtimeGateway, log: FastifyBaseLogger, event: StoredEvent) {
  const { publications, invalid } = publicationsFor(event.topic, event.payload);
  for (const bad of invalid) {
    log.error({ eventId: event.id, topic: event.topic, ...bad }, 'realtime publication breaks its contract; skipped');
  }
  for (const [index, { channel, message }] of publications.entries()) {
    await gateway.publish(channel, message, { idempotencyKey: `outbox-${event.id}-${index}` });
  }
}

/** Feeds the gateway from the outbox: publications to player channels, and sessions or players cut. */
export function registerRealtimePublishing(
  dispatcher: OutboxDispatcher,
  gateway: RealtimeGateway,
  log: FastifyBaseLogger,
): void {
  const topics = [...Object.keys(publicationsByTopic), ...Object.keys(publicPublicationsByTopic)];
  dispatcher.subscribeExternal('realtime-publications', topics, (event) => publishEvent(gateway, log, event));
  dispatcher.subscribeExternal(
    'realtime-session-cut',
    [connectionTopics.sessionRevoked, connectionTopics.statusChanged],
    async (event) => {
      const { sessionId, playerId, status } = event.payload as Record<string, unknown>;
      if (event.topic === connectionTopics.sessionRevoked && typeof sessionId === 'string') {
        await gateway.endSession(sessionId);
      } else if (typeof playerId === 'string' && typeof status === 'number' && !isEnabledStatus(status)) {
        await gateway.disablePlayer(playerId);
      }
    },
  );
  gateway.registerRpc('time', async () => ({ now: new Date().toISOString() }));
}
