import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import type { MessageSender, OutgoingMessage } from '../../platform/messaging/message.ts';
import type { EventHandler, OutboxDispatcher } from '../../platform/outbox/dispatcher.ts';
import { appendEvents } from '../../platform/outbox/outbox.ts';
import { type OutgoingEmail, type OutgoingSms, sendEmail, sendSms } from './dev-outbox.ts';
import { playerTopics } from './events.ts';
import { outgoingMessages } from './tables.ts';

/** The real transports configured; a channel without one goes to the development outbox. */
export interface MessageTransports {
  email?: MessageSender | undefined;
  sms?: MessageSender | undefined;
}

/** How the player module sends e-mails and SMS: always inside the transaction that caused them. */
export interface MessageQueue {
  send(tx: Executor, message: OutgoingMessage): Promise<void>;
  email(tx: Executor, email: OutgoingEmail): Promise<void>;
  sms(tx: Executor, sms: OutgoingSms): Promise<void>;
}

interface MessageRequestedPayload {
  messageId: string;
  channel: OutgoingMessage['channel'];
}

/**
 * Nothing leaves the process inside a transaction that may still roll back. A channel without a
 * transport writes to the development outbox table in the same transaction (a rollback removes it, and
 * tests can read it at once); a channel with one stores the message in outgoing_messages and appends
 * `player.message.requested`, which the subscriber below delivers after the commit. The event carries
 * only the message id: outbox payloads never hold addresses or links.
 */
export function createMessageQueue(transports: MessageTransports = {}): MessageQueue {
  async function send(tx: Executor, message: OutgoingMessage): Promise<void> {
    if (!transports[message.channel]) {
      if (message.channel === 'email') await sendEmail(tx, message);
      else await sendSms(tx, { to: message.to, text: message.text });
      return;
    }
    const [row] = await tx
      .insert(outgoingMessages)
      .values({
        channel: message.channel,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        links: message.links,
      })
      .returning({ id: outgoingMessages.id });
    if (!row) throw new Error('outgoing message not stored');
    const payload: MessageRequestedPayload = { messageId: row.id, channel: message.channel };
    await appendEvents(tx, [{ topic: playerTopics.messageRequested, aggregateId: row.id, payload }]);
  }
  return {
    send,
    email: (tx, email) => send(tx, { channel: 'email', ...email }),
    sms: (tx, sms) => send(tx, { channel: 'sms', to: sms.to, subject: '', text: sms.text, links: [] }),
  };
}

/**
 * Delivers queued messages. A failed send throws, so the dispatcher keeps the event and retries it
 * (the message is at-least-once: a crash between the send and the commit sends it again). The row is
 * deleted in the cursor's transaction once the transport accepted it.
 */
export function subscribeMessageDelivery(dispatcher: OutboxDispatcher, transports: MessageTransports): void {
  if (!transports.email && !transports.sms) return;
  const deliver: EventHandler = async (event, tx) => {
    const { messageId } = event.payload as MessageRequestedPayload;
    const [row] = await tx.select().from(outgoingMessages).where(eq(outgoingMessages.id, messageId));
    // Already delivered by a run that then failed to advance the cursor.
    if (!row) return;
    const transport = transports[row.channel];
    if (!transport) throw new Error(`no transport for queued ${row.channel} message`);
    await transport.send({
      channel: row.channel,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html ?? undefined,
      links: row.links,
    });
    await tx.delete(outgoingMessages).where(eq(outgoingMessages.id, messageId));
  };
  dispatcher.subscribe('player-message-delivery', [playerTopics.messageRequested], deliver);
}
