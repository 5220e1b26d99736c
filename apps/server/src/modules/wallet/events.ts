import { type WalletAccount, walletAccountChangedTopic } from '@croupier/contracts/wallet';
import type { DomainEvent } from '../../platform/outbox/outbox.ts';

/** Appended in the transaction of every balance change; the realtime gateway publishes `accountUpdated`. */
export const accountChangedEvent = (playerId: string, account: WalletAccount): DomainEvent => ({
  topic: walletAccountChangedTopic,
  aggregateId: playerId,
  payload: { playerId, account },
});
