import type { LoyaltyAccount } from '@croupier/contracts/retention';
import { retentionTopics } from '@croupier/contracts/retention';
import type { DomainEvent } from '../../platform/outbox/outbox.ts';

/**
 * A player's loyalty level changed: the realtime module publishes the account as loyalty.account.updated on
 * retention:loyalty-account# (modules/realtime/publications.ts), where the site sees the order rise.
 */
export const loyaltyAccountEvent = (playerId: string, account: LoyaltyAccount): DomainEvent => ({
  topic: retentionTopics.loyaltyAccountUpdated,
  aggregateId: playerId,
  payload: { playerId, account },
});
