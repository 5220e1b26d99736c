import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { minorUnits } from '../../platform/db/columns.ts';

/**
 * The house studio's own records, apart from the casino's: it knows a player only by the launch session
 * (its token's hash), as an outside provider would. Seed pairs make every outcome provably fair; rounds
 * remember where each real-money bet stands with the casino, so a restart finishes what a crash left.
 */

export const houseSeedPairs = pgTable(
  'house_seed_pairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the launch token: one seed pair in play per game session. */
    sessionKey: text('session_key').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next bet takes. */
    nonce: integer('nonce').notNull().default(0),
    /** Set when rotated: the server seed may then be shown. */
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('house_seed_pairs_active_idx').on(t.sessionKey).where(sql`${t.revealedAt} is null`),
    check('house_seed_pairs_nonce_check', sql`${t.nonce} >= 0`),
  ],
);

/** Play money of a demo session, in the minor units of its currency. */
export const houseDemoWallets = pgTable(
  'house_demo_wallets',
  {
    sessionKey: text('session_key').primaryKey(),
    currency: text('currency').notNull(),
    balanceMinor: minorUnits('balance_minor').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('house_demo_wallets_balance_check', sql`${t.balanceMinor} >= 0`)],
);

export const houseRoundStatuses = [
  /** Written before the stake is asked for: a crash here ends in a rollback. */
  'debit_pending',
  /** The casino took the stake; the win is still to be paid. */
  'debited',
  'settled',
  /** The casino refused the stake (funds, limits, session): nothing moved. */
  'refused',
  /** The stake's fate was unknown, so it was rolled back. */
  'rolled_back',
] as const;
export type HouseRoundStatus = (typeof houseRoundStatuses)[number];

export const houseRounds = pgTable(
  'house_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionKey: text('session_key').notNull(),
    /** The launch token itself, kept only while the round needs the casino (a crash between calls). */
    sessionToken: text('session_token'),
    mode: text('mode', { enum: ['real', 'demo'] }).notNull(),
    /** The catalogue provider (studio brand) the casino knows the game under. */
    provider: text('provider').notNull(),
    game: text('game').notNull(),
    currency: text('currency').notNull(),
    stakeMinor: minorUnits('stake_minor').notNull(),
    winMinor: minorUnits('win_minor').notNull(),
    /** The bet and its outcome as the game's maths returned them (bigints as strings). */
    bet: jsonb('bet').$type<Record<string, unknown>>().notNull(),
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    seedPairId: uuid('seed_pair_id')
      .notNull()
      .references(() => houseSeedPairs.id),
    nonce: integer('nonce').notNull(),
    status: text('status', { enum: houseRoundStatuses }).notNull(),
    /** What the casino said last, for the operator. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('house_rounds_session_idx').on(t.sessionKey, t.createdAt),
    // Recovery reads only what is still open with the casino.
    index('house_rounds_open_idx').on(t.updatedAt).where(sql`${t.status} in ('debit_pending', 'debited')`),
    check('house_rounds_amounts_check', sql`${t.stakeMinor} > 0 and ${t.winMinor} >= 0`),
  ],
);
