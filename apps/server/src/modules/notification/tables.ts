import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Messages sent through the public contact form. */
export const communications = pgTable(
  'communications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    locale: text('locale'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Support looks up a sender's earlier messages by address.
  (t) => [index('communications_email_idx').on(t.email, t.createdAt)],
);

/**
 * The messenger's messages (decision 0077). A message keeps what wrote it (`kind`, the template) and its
 * facts (`params`), not text: it is worded in the reader's locale each time it is read. `sourceKey` names
 * the fact it reports (an invoice's success, a bonus's issue, a broadcast), unique per player, so a
 * replayed event or a repeated call writes nothing twice.
 */
export const messengerMessages = pgTable(
  'messenger_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').notNull(),
    kind: text('kind').notNull(),
    params: jsonb('params').notNull().default(sql`'{}'::jsonb`),
    sourceKey: text('source_key').notNull(),
    broadcastId: uuid('broadcast_id'),
    // The moment of the insert, not of the transaction: one outbox batch writes the messages of several
    // events, and the list must still show them in the order they happened.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    // The order of the inserts, for messages of one batch whose clock readings tie (PGlite's clock reads in
    // milliseconds): the list breaks a tie by it, not by the random id.
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('messenger_messages_source_idx').on(t.playerId, t.sourceKey),
    // The list, newest first, and the unread count of every page load.
    index('messenger_messages_player_idx').on(t.playerId, t.createdAt.desc(), t.seq.desc()),
    index('messenger_messages_unread_idx').on(t.playerId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * An operator's message to a segment, worded per locale by the operator (decision 0078). `fanOutAfter` is
 * the last player id the fan-out has reached: each step writes the next page's messages and moves it in one
 * transaction, so a step that dies is redone whole and a replayed step finds it moved on.
 */
export const messengerBroadcasts = pgTable('messenger_broadcasts', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique('messenger_broadcasts_key_idx'),
  segmentId: integer('segment_id'),
  title: jsonb('title').notNull(),
  body: jsonb('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  fanOutAfter: uuid('fan_out_after'),
  recipients: integer('recipients').notNull().default(0),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
