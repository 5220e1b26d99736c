import type { DomainEvent } from '../../../platform/outbox/outbox.ts';

/** Appended when an identity at a provider is linked to a player (first social login of that identity). */
export const socialLinkedTopic = 'player.social.linked';

export const socialLinkedEvent = (playerId: string, provider: string): DomainEvent => ({
  topic: socialLinkedTopic,
  aggregateId: playerId,
  payload: { playerId, provider },
});
