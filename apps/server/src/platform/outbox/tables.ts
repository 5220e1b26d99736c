import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Domain events written in the same transaction as the state change that caused them. */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    /**
     * The writing transaction's id. Dispatch follows (txId, id) and stops at the oldest transaction still
     * running, so an event whose transaction commits late is never skipped (bigserial order alone is not
     * commit order).
     */
    txId: bigint('tx_id', { mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text)::bigint`),
    aggregateId: text('aggregate_id').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Each subscriber reads its own topics in dispatch order: a rare topic is then not found by reading every
  // event of the busy ones written since its last.
  (t) => [index('outbox_events_topic_order_idx').on(t.topic, t.txId, t.id)],
);

/** How far each subscriber has got; advanced in the same transaction as the subscriber's own effects. */
export const outboxCursors = pgTable('outbox_cursors', {
  subscriber: text('subscriber').primaryKey(),
  lastTxId: bigint('last_tx_id', { mode: 'number' }).notNull().default(0),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull().default(0),
  /** Failed attempts at the event after the cursor; reset when the cursor moves. */
  attempts: integer('attempts').notNull().default(0),
  /** After a failure the subscriber waits until then (exponential backoff), so a broken SMTP server is not hammered. */
  retryAt: timestamp('retry_at', { withTimezone: true }),
  lastError: text('last_error'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Events a subscriber gave up on after OUTBOX_MAX_ATTEMPTS failures, so one message a gateway keeps
 * refusing cannot block every later one. Operators read, fix and replay them from here.
 */
export const outboxDeadLetters = pgTable(
  'outbox_dead_letters',
  {
    subscriber: text('subscriber').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    attempts: integer('attempts').notNull(),
    lastError: text('last_error').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriber, t.eventId] })],
);
