import { z } from 'zod';

/**
 * The support chat (issue 24 §2; spec 02 §4 "Support chat", decision 0132): one open conversation per player
 * with the operator's support agents. Players read and write their own conversation only; agents answer from
 * the back office (`/api/admin/support/*`, permission `support.chat`). Replies arrive live on the player's
 * `support:chat#<playerId>` channel; one left unread is e-mailed after `SUPPORT_EMAIL_AFTER_MINUTES`.
 */

export const supportErrorCodes = {
  /** Ending, or marking read, when the player has no open conversation. 404. */
  noConversation: 'support_no_conversation',
  /** An agent writing to a conversation that has ended. 409. */
  conversationClosed: 'support_conversation_closed',
} as const;

/** Longest message body, in characters (after trimming). */
export const supportMessageMaxLength = 2000;

export const supportProviders = ['builtin', 'none', 'script'] as const;
export type SupportProvider = (typeof supportProviders)[number];

/** `GET /api/support/config`: which chat the site loads (decision 0132), for guests too. */
export const supportConfigSchema = z.object({
  provider: z.enum(supportProviders),
  /** script: the third party's widget script the adapter loads; null otherwise. */
  scriptUrl: z.string().nullable(),
});
export type SupportConfig = z.infer<typeof supportConfigSchema>;

export const supportAuthors = ['player', 'agent'] as const;
export type SupportAuthor = (typeof supportAuthors)[number];

export const supportMessageSchema = z.object({
  id: z.string(),
  /** Position in the conversation: stable order, and the cursor of the history's pages. */
  seq: z.number().int(),
  conversationId: z.string(),
  author: z.enum(supportAuthors),
  /** An agent's display name (never their e-mail); null on the player's own messages. */
  agentName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportConversationStatuses = ['open', 'closed'] as const;

export const supportConversationSchema = z.object({
  id: z.string(),
  status: z.enum(supportConversationStatuses),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  /** Agent messages the player has not read. */
  unread: z.number().int(),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;

/** `GET /api/support/conversation`: the open conversation (null: none) and a page of its history, oldest first. */
export const supportThreadSchema = z.object({
  conversation: supportConversationSchema.nullable(),
  messages: z.array(supportMessageSchema),
  /** More, older messages exist: ask again with `before` = the first message's seq. */
  hasMore: z.boolean(),
});
export type SupportThread = z.infer<typeof supportThreadSchema>;

export const supportThreadQuerySchema = z.object({
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

const messageBody = z
  .string()
  .trim()
  .min(1, 'Write a message')
  .max(supportMessageMaxLength, `At most ${supportMessageMaxLength} characters`);

export const supportSendBodySchema = z.object({
  body: messageBody,
  /** Made by the client per message: the same key again answers the first message, stored once. */
  idempotencyKey: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only'),
});

export const supportSendResultSchema = z.object({
  conversation: supportConversationSchema,
  message: supportMessageSchema,
});

export const supportReadBodySchema = z.object({
  /** Everything up to this seq is read; omitted: everything so far. */
  upTo: z.number().int().min(1).optional(),
});

/** Realtime events on `support:chat#<playerId>`. */
export const supportRealtimeEvents = {
  messageCreated: 'support.message.created',
  conversationEnded: 'support.conversation.ended',
} as const;

export const supportMessageCreatedData = z.object({ message: supportMessageSchema, unread: z.number().int() });
export const supportConversationEndedData = z.object({ conversationId: z.string(), by: z.enum(supportAuthors) });

/** Outbox topics of the support module (published by modules/realtime). */
export const supportTopics = {
  messageCreated: 'support.message.created',
  conversationEnded: 'support.conversation.ended',
} as const;

// — the back office —

export const adminSupportListQuerySchema = z.object({
  status: z.enum(['open', 'closed', 'all']).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});

export const adminSupportConversationSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  playerEmail: z.string().nullable(),
  status: z.enum(supportConversationStatuses),
  /** The player's tags at the last message (spec 01 §4: VIP status is sent as a tag). */
  tags: z.array(z.string()),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  /** Player messages no agent has read. */
  unread: z.number().int(),
  lastMessage: supportMessageSchema.nullable(),
});
export type AdminSupportConversation = z.infer<typeof adminSupportConversationSchema>;

export const adminSupportListSchema = z.object({
  data: z.array(adminSupportConversationSchema),
  meta: z.object({ page: z.number().int(), perPage: z.number().int(), totalRows: z.number().int() }),
});
export type AdminSupportList = z.infer<typeof adminSupportListSchema>;

export const adminSupportThreadSchema = z.object({
  conversation: adminSupportConversationSchema,
  messages: z.array(supportMessageSchema),
});
export type AdminSupportThread = z.infer<typeof adminSupportThreadSchema>;

export const adminSupportReplyBodySchema = z.object({ body: messageBody });
