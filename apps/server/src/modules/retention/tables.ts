import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LocalizedNames } from '../bonus/names.ts';

/**
 * Loyalty (docs/decisions/0084). Points are kept in hundredths (`points_x100`) so small stakes still earn and
 * every sum is exact integer arithmetic; the API speaks points with 2 decimals.
 */

/**
 * The operator's levels: reached at `points_x100`, in `order`; perks in the base currency's minor units; names per
 * locale, the default locale's required (decision 0104).
 */
export const loyaltyLevels = pgTable(
  'loyalty_levels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    order: integer('order').notNull(),
    pointsX100: bigint('points_x100', { mode: 'bigint' }).notNull(),
    cashbackPercent: numeric('cashback_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    levelUpBonusMinor: bigint('level_up_bonus_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    birthdayBonusMinor: bigint('birthday_bonus_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    uniqueIndex('loyalty_levels_order_idx').on(t.order),
    // Two levels at one threshold would make "the player's level" ambiguous.
    uniqueIndex('loyalty_levels_points_idx').on(t.pointsX100),
    check('loyalty_levels_points_check', sql`${t.pointsX100} >= 0`),
    check('loyalty_levels_cashback_check', sql`${t.cashbackPercent} between 0 and 100`),
    check('loyalty_levels_names_check', sql`coalesce(jsonb_typeof(${t.names}->'en'), '') = 'string'`),
  ],
);

/** Points per base-currency unit staked, per game type (games.type); a type not listed earns the `*` row. */
export const loyaltyCategoryWeights = pgTable(
  'loyalty_category_weights',
  {
    category: text('category').primaryKey(),
    weight: numeric('weight', { precision: 6, scale: 2 }).notNull(),
  },
  (t) => [check('loyalty_category_weights_check', sql`${t.weight} >= 0`)],
);

/** One row per player who ever earned: the running total and the level order it reached. */
export const loyaltyAccounts = pgTable('loyalty_accounts', {
  playerId: uuid('player_id').primaryKey(),
  pointsX100: bigint('points_x100', { mode: 'bigint' }).notNull().default(sql`0`),
  levelOrder: integer('level_order'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Every credit of points, by what earned it (`round:<game round id>`): the unique source makes a replayed
 * event a no-op, written in the transaction that moves the account (and the subscriber's cursor).
 */
export const loyaltyPointEntries = pgTable(
  'loyalty_point_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').notNull(),
    source: text('source').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    pointsX100: bigint('points_x100', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('loyalty_point_entries_source_idx').on(t.source),
    index('loyalty_point_entries_player_idx').on(t.playerId, t.createdAt),
  ],
);
