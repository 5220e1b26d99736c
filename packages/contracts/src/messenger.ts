import { z } from 'zod';
import { notificationState } from './constants.ts';
import { pageMetaSchema } from './errors.ts';
import { intParam } from './query-params.ts';

/**
 * The messenger (spec 02 §3 "Notification message", §4 "Notifications", §7): messages the platform writes
 * to a player (a deposit approved, a limit in force, a bonus issued, later level-ups, quests and tournament
 * prizes) and the operator's broadcasts to a segment. Texts are rendered on the server in the player's
 * locale; the model and its choices are docs/decisions/0077 and 0078.
 */

export const messengerErrorCodes = {
  /** A message id that is not one of the caller's messages (another player's too). 404, nothing changed. */
  messageNotFound: 'message_not_found',
  /** `POST /api/operator/notification/broadcasts` with a key already used for other content. 409. */
  broadcastKeyReused: 'broadcast_key_reused',
  broadcastNotFound: 'broadcast_not_found',
} as const;

/** Spec 02 §9: the header's popover lists page 1, 3 per page. */
export const popoverPageSize = 3;
export const messagesPageSize = 10;

export const messageSchema = z.object({
  id: z.uuid(),
  readAt: z.iso.datetime().nullable(),
  state: z.union([z.literal(notificationState.unread), z.literal(notificationState.read)]).describe('1 unread, 2 read'),
  createdAt: z.iso.datetime(),
  kind: z.string().describe('What wrote it: deposit.approved, limit.in-force, bonus.issued, broadcast, …'),
  content: z.object({
    title: z.string(),
    body: z.string(),
  }),
});
export type Message = z.infer<typeof messageSchema>;

/** `GET /api/notification/messenger/messages`: page, perPage (the popover: page 1, 3 per page). */
export const messagesQuerySchema = z.object({
  page: intParam('page', 100_000).default(1),
  perPage: intParam('perPage', 100).default(messagesPageSize),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

export const messagesMetaSchema = pageMetaSchema.extend({
  totalUnread: z.number().int().min(0).describe('Unread messages of the player, on every page'),
});
export const messagesPageSchema = z.object({ data: z.array(messageSchema), meta: messagesMetaSchema });
export type MessagesPage = z.infer<typeof messagesPageSchema>;

/** `POST /api/notification/messenger/messages/read`: the messages to mark read (already read ones stay as they were). */
export const readMessagesBodySchema = z.object({
  messageIds: z
    .array(z.uuid('Not a message id'))
    .min(1, 'Name at least one message')
    .max(100, 'At most 100 messages at once'),
});
export type ReadMessagesBody = z.infer<typeof readMessagesBodySchema>;

/** What both read calls answer: how many this call marked, and what is left unread. */
export const readMessagesResultSchema = z.object({
  read: z.number().int().min(0).describe('Messages this call marked read'),
  totalUnread: z.number().int().min(0),
});
export type ReadMessagesResult = z.infer<typeof readMessagesResultSchema>;

// ---------------------------------------------------------------------------------------------------
// Operator broadcasts

const localizedText = (max: number) =>
  z
    .record(
      z.string().regex(/^[a-z]{2}(-[a-z]{2})?$/, 'Not a locale code'),
      z.string().trim().min(1, 'Write the text').max(max, `At most ${max} characters`),
    )
    .refine((texts) => typeof texts.en === 'string', { message: 'The default locale (en) is required' });

/**
 * `POST /api/operator/notification/broadcasts`: one message to every player of a segment (or every player
 * when segmentId is null), written by the operator per locale; a player whose locale is missing reads en.
 */
export const broadcastBodySchema = z.object({
  key: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .describe('The operator’s idempotency key: sending the same broadcast again answers the first one'),
  segmentId: z.number().int().positive().nullable().describe('Players whose segmentIds hold it; null: every player'),
  title: localizedText(120),
  body: localizedText(2000),
});
export type BroadcastBody = z.infer<typeof broadcastBodySchema>;

export const broadcastSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  segmentId: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  recipients: z.number().int().describe('Players who have received it so far'),
  completedAt: z.iso.datetime().nullable().describe('When the fan-out reached the last player of the segment'),
});
export type Broadcast = z.infer<typeof broadcastSchema>;

// ---------------------------------------------------------------------------------------------------
// Outbox events

export const messengerTopics = {
  /** `{ playerId, message }`: published on notification:messages# as notification.message.created. */
  messageCreated: 'notification.message.created',
  /** `{ broadcastId, after }`: fan a broadcast out to the next players of its segment after `after`. */
  broadcastFanOut: 'notification.broadcast.fan-out',
} as const;
