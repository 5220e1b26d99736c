import type { LoyaltyAccount } from '@croupier/contracts/retention';
import { retentionTopics } from '@croupier/contracts/retention';
import type { DomainEvent } from '../../platform/outbox/outbox.ts';
import type { LocalizedNames } from '../bonus/names.ts';

/**
 * A player's loyalty level changed: the realtime module publishes the account as loyalty.account.updated on
 * retention:loyalty-account# (modules/realtime/publications.ts), where the site sees the order rise. `levelNames`
 * (the current level's name per locale, decision 0104) is for the messenger, which words it in the reader's locale.
 */
export const loyaltyAccountEvent = (
  playerId: string,
  account: LoyaltyAccount,
  levelNames?: LocalizedNames,
): DomainEvent => ({
  topic: retentionTopics.loyaltyAccountUpdated,
  aggregateId: playerId,
  payload: levelNames ? { playerId, account, levelNames } : { playerId, account },
});
