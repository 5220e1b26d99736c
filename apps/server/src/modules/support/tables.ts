import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staff } from '../backoffice/tables.ts';
import { players } from '../player/tables.ts';

/**
 * A player's conversation with support (decision 0132). At most one open per player (partial unique index):
 * writing when none is open starts one; the agent or the player ending it closes it for good. The read marks
 * are the last message seq each side has seen, so unread counts are one comparison.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    /** The player's tags when they last wrote (spec 01 §4: the VIP segment as `vip`). */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    playerReadSeq: bigint('player_read_seq', { mode: 'number' }).notNull().default(0),
    agentReadSeq: bigint('agent_read_seq', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true, precision: 3 }),
    closedBy: text('closed_by', { enum: ['player', 'agent'] }),
  },
  (t) => [
    uniqueIndex('support_conversations_one_open_idx').on(t.playerId).where(sql`${t.status} = 'open'`),
    index('support_conversations_player_idx').on(t.playerId, t.createdAt),
    index('support_conversations_list_idx').on(t.status, t.lastMessageAt),
  ],
);

/**
 * One message. `seq` (an identity) orders a conversation's messages stably, whatever the clocks say. A player's
 * message carries the client's idempotency key (unique per player), so a resend stores nothing new. An agent's
 * reply carries its author and when the e-mail fallback settled it (the job claims it by setting `fallback_at`).
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id),
    playerId: uuid('player_id').notNull(),
    author: text('author', { enum: ['player', 'agent'] }).notNull(),
    staffId: uuid('staff_id').references(() => staff.id),
    /** The agent's name as the player sees it, kept as it was when they wrote. */
    agentName: text('agent_name'),
    body: text('body').notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** When the e-mail fallback settled this agent reply: e-mailed, or found read (null: not yet). */
    fallbackAt: timestamp('fallback_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('support_messages_seq_idx').on(t.seq),
    index('support_messages_conversation_idx').on(t.conversationId, t.seq),
    uniqueIndex('support_messages_idempotency_idx')
      .on(t.playerId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    // The e-mail fallback's look-up: agent replies not e-mailed yet, by age.
    index('support_messages_unmailed_idx')
      .on(t.createdAt)
      .where(sql`${t.author} = 'agent' and ${t.fallbackAt} is null`),
    check('support_messages_body_check', sql`char_length(${t.body}) between 1 and 2000`),
    check('support_messages_author_check', sql`(${t.author} = 'agent') = (${t.staffId} is not null)`),
  ],
);
