import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { minorUnits } from '../../platform/db/columns.ts';

/**
 * The house studio's own records, apart from the casino's: it knows a launch by its session (its token's
 * hash) and, as an outside provider is told, the casino's player behind it. Seed pairs make every outcome
 * provably fair; rounds remember where each real-money bet stands with the casino, so a restart finishes
 * what a crash left.
 */

export const houseSeedPairs = pgTable(
  'house_seed_pairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Whose pair it is (decision 0056): `player:<casino player id>:<game slug>` for a logged-in player, kept
     * across launches and devices until they rotate it; `table:<session key>` for a guest's demo table.
     */
    owner: text('owner').notNull(),
    /** SHA-256 of the launch token that made the pair (the first launch, or the one that rotated). */
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
    // One pair in play per owner.
    uniqueIndex('house_seed_pairs_active_idx').on(t.owner).where(sql`${t.revealedAt} is null`),
    // The public verifier finds a revealed pair by the hash the player was shown.
    index('house_seed_pairs_hash_idx').on(t.serverSeedHash),
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
  /** The casino took the stake and the player still has moves to make (mines). */
  'in_play',
  /** The casino took the stake; the win is still to be paid. */
  'debited',
  'settled',
  /** The casino refused the stake (funds, limits, session): nothing moved. */
  'refused',
  /** The stake's fate was unknown, so it was rolled back. */
  'rolled_back',
  /** A free round of a casino award (no stake taken), not yet reported to the casino (decision 0075). */
  'free_pending',
] as const;
export type HouseRoundStatus = (typeof houseRoundStatuses)[number];

export interface PendingMove {
  move: string;
  transactionId: string;
  amountMinor: string;
}

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
    /** The session's seed pair; null for a bet on a shared crash round (its seed is the round's, from the chain). */
    seedPairId: uuid('seed_pair_id').references(() => houseSeedPairs.id),
    nonce: integer('nonce').notNull(),
    status: text('status', { enum: houseRoundStatuses }).notNull(),
    /** Stakes asked for during the round (blackjack's double, split, insurance), each a debit with an id of its own. */
    extraStakes: integer('extra_stakes').notNull().default(0),
    /** A move whose added stake the casino is being asked for; no other move is taken meanwhile. */
    pendingMove: jsonb('pending_move').$type<PendingMove>(),
    /** What the casino said last, for the operator. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('house_rounds_session_idx').on(t.sessionKey, t.createdAt),
    index('house_rounds_seed_pair_idx').on(t.seedPairId, t.nonce),
    // Bets on shared crash rounds (no seed pair of their own): found by round number.
    index('house_rounds_crash_idx').on(t.nonce).where(sql`${t.seedPairId} is null`),
    // Recovery reads only what is still open with the casino.
    index('house_rounds_open_idx').on(t.updatedAt).where(sql`${t.status} in ('debit_pending', 'debited')`),
    // Rounds in play: one per session and game at most, and recovery finishes the abandoned ones.
    uniqueIndex('house_rounds_in_play_idx').on(t.sessionKey, t.game).where(sql`${t.status} = 'in_play'`),
    check('house_rounds_amounts_check', sql`${t.stakeMinor} > 0 and ${t.winMinor} >= 0`),
  ],
);

/**
 * Crash's hash chains (hash-chain.ts): the terminal seed stays secret, the commitment and the salt are
 * public from the chain's first round; round n takes the chain's n-th seed.
 */
export const houseCrashChains = pgTable('house_crash_chains', {
  id: integer('id').primaryKey(),
  terminalSeed: text('terminal_seed').notNull(),
  commitment: text('commitment').notNull(),
  salt: text('salt').notNull(),
  length: integer('length').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The shared crash rounds: when betting closes, when it crashed, at what point; settled once its bets are. */
export const houseCrashRounds = pgTable(
  'house_crash_rounds',
  {
    chainId: integer('chain_id')
      .notNull()
      .references(() => houseCrashChains.id),
    number: integer('number').notNull(),
    /** Hundredths: 250 = 2.50×. Secret until the round crashed (derivable only from the round's seed). */
    crashPoint: integer('crash_point').notNull(),
    bettingStartsAt: timestamp('betting_starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    crashesAt: timestamp('crashes_at', { withTimezone: true, mode: 'date' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.number] }),
    index('house_crash_rounds_open_idx').on(t.crashesAt).where(sql`${t.settledAt} is null`),
  ],
);

export type HouseRound = typeof houseRounds.$inferSelect;
