import { maxUserAgentLength } from '@croupier/contracts/constants';
import type { CommunicationBody } from '@croupier/contracts/settings';
import type { Database } from '../../platform/db/database.ts';
import { appendEvents } from '../../platform/outbox/outbox.ts';
import { insertCommunication } from './store.ts';

export const communicationReceived = 'notification.communication.received';

/** Carries no personal data: a subscriber that needs the sender reads the message by id. */
export interface CommunicationReceivedPayload {
  communicationId: string;
  subject: CommunicationBody['subject'];
  locale: string | null;
}

export function createNotificationService(db: Database) {
  return {
    /** Stores the message and its event in one transaction, so no subscriber misses a stored message. */
    async receiveCommunication(
      body: CommunicationBody,
      origin: { ip: string; userAgent: string | undefined },
    ): Promise<{ id: string; createdAt: Date }> {
      return db.transaction(async (tx) => {
        const created = await insertCommunication(tx, {
          name: body.name,
          email: body.email,
          subject: body.subject,
          message: body.message,
          locale: body.locale ?? null,
          ip: origin.ip,
          userAgent: origin.userAgent?.slice(0, maxUserAgentLength) ?? null,
        });
        const payload: CommunicationReceivedPayload = {
          communicationId: created.id,
          subject: body.subject,
          locale: body.locale ?? null,
        };
        await appendEvents(tx, [{ topic: communicationReceived, aggregateId: created.id, payload }]);
        return created;
      });
    },
  };
}
