import type { DomainEvent } from '../../platform/outbox/outbox.ts';

/**
 * Topics this module appends to the outbox. The realtime gateway (later) pushes them to the player's
 * channel so every open tab shows the new limits; the wallet and games read limits through enforcement.ts.
 */
export const limitTopics = {
  created: 'limit.created',
  changeRequested: 'limit.change.requested',
  changed: 'limit.changed',
  removed: 'limit.removed',
  selfExcluded: 'player.self-excluded',
} as const;

/** A limit as events and audit rows record it: minor units as decimal strings, since JSON has no bigint. */
export interface LimitSnapshot {
  id: string;
  definition: number;
  period: string | null;
  currency: string | null;
  amountMinor: string | null;
  expiresAt: string | null;
  pending: {
    removal: boolean;
    period: string | null;
    amountMinor: string | null;
    effectiveAt: string | null;
  } | null;
}

export const limitEvent = (
  topic: (typeof limitTopics)[keyof typeof limitTopics],
  playerId: string,
  limit: LimitSnapshot,
): DomainEvent => ({ topic, aggregateId: playerId, payload: { playerId, limit } });

export const selfExcludedEvent = (playerId: string, limitId: string, until: Date | null): DomainEvent => ({
  topic: limitTopics.selfExcluded,
  aggregateId: playerId,
  payload: { playerId, limitId, until: until?.toISOString() ?? null },
});
