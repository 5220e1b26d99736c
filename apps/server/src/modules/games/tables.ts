import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { minorUnits } from '../../platform/db/columns.ts';

/**
 * The game catalogue, players' favorites and recently played games, launch sessions, and the rounds and
 * transactions of the seamless-wallet contract (docs/game-wallet-contract.md, decisions 0027–0029).
 * Player ids carry no foreign key: the player module owns its tables (ARCHITECTURE §3). Minor units as
 * numeric(38,0) like the wallet: ETH has 10^18 wei per unit.
 */

export const gameProviders = pgTable(
  'game_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable slug: the path segment of its wallet calls and the key of its signing secret. */
    identity: text('identity').notNull(),
    name: text('name').notNull(),
    /** Where the provider serves its games; the launch URL is this plus the game and the session token. */
    launchUrl: text('launch_url').notNull(),
    isHidden: boolean('is_hidden').notNull().default(false),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('game_providers_identity_idx').on(t.identity)],
);

export const gameCollections = pgTable(
  'game_collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identity: text('identity').notNull(),
    name: text('name').notNull(),
    /** Countries the collection is shown in; empty means everywhere (decision 0027). */
    countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
    isHidden: boolean('is_hidden').notNull().default(false),
    position: integer('position').notNull().default(0),
    /**
     * When the back office last set its order, visibility, countries or games' order (decision 0119): from
     * then on a catalogue seed keeps those and changes only the name.
     */
    operatorSetAt: timestamp('operator_set_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('game_collections_identity_idx').on(t.identity)],
);

export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identity: text('identity').notNull(),
    name: text('name').notNull(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    type: text('type').notNull(),
    theme: text('theme'),
    /** Percent, e.g. 96.50. */
    rtp: numeric('rtp', { precision: 5, scale: 2, mode: 'number' }),
    volatility: text('volatility'),
    hasDemo: boolean('has_demo').notNull().default(false),
    isLive: boolean('is_live').notNull().default(false),
    /** 1 mobile, 2 desktop (contracts/constants gamePlatform). */
    platforms: integer('platforms').array().notNull().default(sql`'{1,2}'::integer[]`),
    /** ISO country codes where the game must not be offered. */
    restrictedCountries: text('restricted_countries').array().notNull().default(sql`'{}'::text[]`),
    /** new, popular, jackpot, … */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Collection identities, in the definition's order (the join table is what filters use). */
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    /** Every prefix of every word of the name (search-words.ts): the word-prefix search. */
    searchPrefixes: text('search_prefixes').array().notNull().default(sql`'{}'::text[]`),
    images: jsonb('images').$type<Record<string, string>>().notNull().default({}),
    /** Parameters the site draws generated artwork from (house games); null for image-only games. */
    artwork: jsonb('artwork').$type<Record<string, unknown>>(),
    /** Per currency: minimum and maximum stake in minor units as decimal strings. */
    betRanges: jsonb('bet_ranges').$type<{ currency: string; min: string; max: string }[]>().notNull().default([]),
    isHidden: boolean('is_hidden').notNull().default(false),
    /**
     * When the back office last set its visibility or restrictions (decision 0119): a catalogue seed then keeps
     * its restrictions, and hides it when either the source or the operator does.
     */
    operatorSetAt: timestamp('operator_set_at', { withTimezone: true }),
    /** Catalogue order: lower first, then name. */
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_identity_idx').on(t.identity),
    // The list's default order over visible games, and the provider filter.
    index('games_visible_order_idx').on(t.position, t.name).where(sql`${t.isHidden} = false`),
    index('games_provider_idx').on(t.providerId, t.position, t.name),
    // Word-prefix search as array containment (no extension needed: PGlite has no pg_trgm by default).
    // Catalogue writes are rare batches and reads are hot: no pending list for a search to scan row by row.
    index('games_search_prefixes_idx').using('gin', t.searchPrefixes).with({ fastupdate: false }),
    index('games_tags_idx').using('gin', t.tags),
    check('games_rtp_check', sql`${t.rtp} is null or (${t.rtp} > 0 and ${t.rtp} <= 100)`),
  ],
);

export const gameCollectionItems = pgTable(
  'game_collection_items',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => gameCollections.id),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.gameId] }), index('game_collection_items_game_idx').on(t.gameId)],
);

export const gameFavorites = pgTable(
  'game_favorites',
  {
    playerId: uuid('player_id').notNull(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.gameId] }),
    index('game_favorites_recent_idx').on(t.playerId, t.createdAt),
  ],
);

/** One row per player and game, moved forward at every launch: the recently played list. */
export const gamePlays = pgTable(
  'game_plays',
  {
    playerId: uuid('player_id').notNull(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull(),
    launches: integer('launches').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.gameId] }),
    index('game_plays_recent_idx').on(t.playerId, t.lastPlayedAt),
  ],
);

/**
 * A launch: the token handed to the provider in the launch URL (only its SHA-256 is stored). Real sessions
 * belong to a player, a currency and the player's login session; demo sessions have no player.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id),
    mode: text('mode', { enum: ['real', 'demo'] }).notNull(),
    playerId: uuid('player_id'),
    playerSessionId: uuid('player_session_id'),
    currency: text('currency'),
    /** Masked display name for the public winners feed, fixed at launch. */
    playerAlias: text('player_alias'),
    platform: integer('platform').notNull(),
    country: text('country'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** After this, bets are refused; wins and rollbacks of started rounds are still accepted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('game_sessions_token_idx').on(t.tokenHash),
    index('game_sessions_player_idx').on(t.playerId, t.createdAt),
    check(
      'game_sessions_mode_check',
      sql`(${t.mode} = 'real' and ${t.playerId} is not null and ${t.currency} is not null) or ${t.mode} = 'demo'`,
    ),
  ],
);

/** A provider's round of one real-money session: its stake, win and the balances around it. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // No foreign keys on this table or on game_transactions (decision 0044): the wallet functions write
    // them from rows they have just read, and the rows they point at are never deleted (delete guards).
    providerId: uuid('provider_id').notNull(),
    /** The provider's round id, unique per provider. */
    providerRoundId: text('provider_round_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    playerId: uuid('player_id').notNull(),
    gameId: uuid('game_id').notNull(),
    currency: text('currency').notNull(),
    /** 1 open, 2 won, 3 lost, 4 refunded (contracts/constants betStatus). */
    status: integer('status').notNull().default(1),
    stakeMinor: minorUnits('stake_minor').notNull().default(sql`0`),
    winMinor: minorUnits('win_minor').notNull().default(sql`0`),
    /** Real balance before the round's first bet and after its latest movement. */
    balanceBeforeMinor: minorUnits('balance_before_minor').notNull(),
    balanceAfterMinor: minorUnits('balance_after_minor').notNull(),
    playerAlias: text('player_alias'),
    /**
     * The bonus active when the round's first stake was placed (decision 0071): its stakes counted towards
     * that bonus's wagering, and `bonusStakeMinor` of them came from the bonus balance, so that share of a
     * win goes back to the bonus balance. Written once, never updated (the round's settlement stays HOT).
     */
    playerBonusId: uuid('player_bonus_id'),
    bonusStakeMinor: minorUnits('bonus_stake_minor').notNull().default(sql`0`),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('game_rounds_provider_round_idx').on(t.providerId, t.providerRoundId),
    // Recall (last rounds of a game) and the spins and bets histories.
    index('game_rounds_player_game_idx').on(t.playerId, t.gameId, t.startedAt),
    index('game_rounds_player_idx').on(t.playerId, t.startedAt),
    // A bonus's rounds still open: its conversion waits for them. The predicate names only a column written
    // once, so settling a round stays a HOT update.
    index('game_rounds_player_bonus_idx').on(t.playerBonusId).where(sql`${t.playerBonusId} is not null`),
    check('game_rounds_status_check', sql`${t.status} between 1 and 5`),
    check(
      'game_rounds_amounts_check',
      sql`${t.stakeMinor} >= 0 and ${t.winMinor} >= 0 and ${t.bonusStakeMinor} between 0 and ${t.stakeMinor}`,
    ),
  ],
);

/**
 * Every debit, credit and rollback a provider sent, by its transaction id (unique per provider): a
 * repeated call answers `response` again. A rollback of a debit never seen leaves a `cancelled` debit row
 * behind, so that debit arriving late is refused.
 */
export const gameTransactions = pgTable(
  'game_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id').notNull(),
    providerTransactionId: text('provider_transaction_id').notNull(),
    kind: text('kind', { enum: ['debit', 'credit', 'rollback'] }).notNull(),
    /** debit: applied | rolled_back | cancelled; credit: applied; rollback: applied | unknown_bet. */
    status: text('status').notNull(),
    roundId: uuid('round_id'),
    playerId: uuid('player_id'),
    currency: text('currency'),
    amountMinor: minorUnits('amount_minor').notNull().default(sql`0`),
    /** Of `amountMinor`, what a debit took from (a credit paid to) the bonus balance (decision 0071). */
    bonusAmountMinor: minorUnits('bonus_amount_minor').notNull().default(sql`0`),
    /** What a debit added to its bonus's casino wagering: a rollback takes it back. */
    wagerMinor: minorUnits('wager_minor').notNull().default(sql`0`),
    /** A rollback's debit (provider transaction id). */
    referenceTransactionId: text('reference_transaction_id'),
    ledgerTransactionId: uuid('ledger_transaction_id'),
    /** A credit that ended its round with a win: the round is in the public winners feed from then on. */
    settlesWin: boolean('settles_win').notNull().default(false),
    response: jsonb('response').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('game_transactions_provider_tx_idx').on(t.providerId, t.providerTransactionId),
    index('game_transactions_round_idx').on(t.roundId),
    // Stakes and wins of a player in a limit window (responsible-gaming usage).
    index('game_transactions_usage_idx').on(t.playerId, t.currency, t.createdAt),
    // The public winners feed, newest first: an entry when a winning round's last credit is written, where
    // an index on the round's settlement would cost one on every settlement and keep it from being HOT.
    index('game_transactions_wins_idx').on(t.createdAt, t.roundId).where(sql`${t.settlesWin}`),
  ],
);

/**
 * Every free round a provider reported (docs/decisions/0075), by its transaction id (unique per provider): a
 * repeated call answers `response` again. A free round stakes nothing and is no `game_rounds` row: its win
 * belongs to the award (player_freespins, the bonus module's), not to the player's balance.
 */
export const gameFreeRounds = pgTable(
  'game_free_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id').notNull(),
    providerTransactionId: text('provider_transaction_id').notNull(),
    providerRoundId: text('provider_round_id').notNull(),
    awardId: text('award_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    playerId: uuid('player_id').notNull(),
    gameId: uuid('game_id').notNull(),
    currency: text('currency').notNull(),
    winMinor: minorUnits('win_minor').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('game_free_rounds_provider_tx_idx').on(t.providerId, t.providerTransactionId),
    index('game_free_rounds_award_idx').on(t.awardId),
    /** The player's round history lists free spins beside paid rounds, newest first (decision 0088). */
    index('game_free_rounds_player_idx').on(t.playerId, t.createdAt),
    check('game_free_rounds_win_check', sql`${t.winMinor} >= 0`),
  ],
);
