import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The built-in Web Push's VAPID key pair (decision 0129): made on the first start and kept with the data, so
 * every process of the deployment signs with it and browsers' subscriptions outlive restarts. One row.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: smallint('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('push_vapid_keys_one_row', sql`${t.id} = 1`)],
);

/**
 * A browser's push subscription: one per endpoint (a browser profile on a device). Whoever subscribed it last
 * owns it, so a shared computer pushes to the player now signed in there, never to the previous one.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').notNull(),
    /** webpush: the browser's own subscription; onesignal: the OneSignal SDK's, addressed by its id (decision 0137). */
    provider: text('provider', { enum: ['webpush', 'onesignal'] })
      .notNull()
      .default('webpush'),
    /** webpush: the push service's URL; onesignal: the OneSignal subscription id. */
    endpoint: text('endpoint').notNull(),
    /** The browser's keys the payload is encrypted for (webpush only: OneSignal encrypts for its own). */
    p256dh: text('p256dh'),
    auth: text('auth'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastPushedAt: timestamp('last_pushed_at', { withTimezone: true }),
    // Failures in a row: a push service that keeps refusing an endpoint without saying it is gone.
    failures: integer('failures').notNull().default(0),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_player_idx').on(t.playerId),
    check('push_subscriptions_provider', sql`${t.provider} in ('webpush', 'onesignal')`),
    check(
      'push_subscriptions_keys',
      sql`(${t.provider} = 'webpush') = (${t.p256dh} is not null and ${t.auth} is not null)`,
    ),
  ],
);

/**
 * Pushes waiting to be sent: written with the subscriber's cursor, so a message's pushes are queued exactly once,
 * and sent after the commit by the sender, which claims a row for a while before it posts: a process that dies
 * mid-send leaves the claim to lapse and another send to happen (at least once; the device shows one per tag).
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: uuid('subscription_id').notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_deliveries_due_idx').on(t.dueAt)],
);
