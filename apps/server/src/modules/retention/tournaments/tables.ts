import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { minorUnits } from '../../../platform/db/columns.ts';

/**
 * Tournaments (docs/decisions/0093): a period, the games that count, a minimum real-money bet and a scoring rule;
 * entrants' scores come only from settled rounds in the outbox, and the prizes are paid once by the completion job.
 * Money is in the base currency's minor units.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** The title per locale where the operator wrote one; `title` otherwise. */
    titles: jsonb('titles').$type<Record<string, string>>().notNull().default({}),
    description: text('description').notNull().default(''),
    /** The terms shown in the tournament-rules modal, one paragraph per line. */
    rules: text('rules').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Game types (games.type) that count; empty: every type. */
    gameTypes: text('game_types').array().notNull().default(sql`'{}'::text[]`),
    /** Games (games.id) that count; empty: every game of the types above. */
    gameIds: uuid('game_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** The smallest real-money stake of a round that counts, in the base currency. */
    minBetMinor: minorUnits('min_bet_minor').notNull().default(sql`0`),
    /** staked: total real money staked; bets: rounds played; multiplier: best win ÷ stake of one round. */
    scoring: text('scoring').notNull(),
    /**
     * automatic: every player whose round counts; opt_in: only players who joined; buy_in: only players who joined
     * and paid `buy_in_minor` (decision 0099).
     */
    entry: text('entry').notNull().default('automatic'),
    /** What joining a buy_in tournament costs, in the base currency; 0 for the other entries. */
    buyInMinor: minorUnits('buy_in_minor').notNull().default(sql`0`),
    /**
     * Entries so far, moved in the transaction that makes one: the leaderboard is read on every counted bet, and a
     * count(*) over a hundred thousand entries there would cost what the rank read does not.
     */
    entrants: integer('entrants').notNull().default(0),
    /**
     * The public leaderboard push (decisions 0098, 0138): `board_version` moves with every counted round; a snapshot
     * goes out at most once a `boardEveryMs` per tournament, marked by `board_pushed_version` and `board_pushed_at`
     * (a conditional update, so one process pushes it whichever runs the flush).
     */
    boardVersion: bigint('board_version', { mode: 'number' }).notNull().default(0),
    boardPushedVersion: bigint('board_pushed_version', { mode: 'number' }).notNull().default(0),
    boardPushedAt: timestamp('board_pushed_at', { withTimezone: true }),
    /** Set by the completion job when the ranks froze and every prize was paid. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tournaments_period_idx').on(t.endsAt, t.startsAt),
    check('tournaments_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('tournaments_scoring_check', sql`${t.scoring} in ('staked', 'bets', 'multiplier')`),
    check('tournaments_entry_check', sql`${t.entry} in ('automatic', 'opt_in', 'buy_in')`),
    check('tournaments_buy_in_check', sql`(${t.entry} = 'buy_in') = (${t.buyInMinor} > 0)`),
  ],
);

/** The prize table: one prize per place, cash or a bonus offer of the bonus module (decision 0100). */
export const tournamentPrizes = pgTable(
  'tournament_prizes',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    place: integer('place').notNull(),
    /** cash: `amount_minor` to the real balance; bonus: what the offer gives, issued through the bonus module. */
    kind: text('kind').notNull().default('cash'),
    /** For a cash prize the amount paid; for a bonus prize what it is shown as worth (0: not shown). */
    amountMinor: minorUnits('amount_minor').notNull(),
    /** bonus_offers.id of the bonus module (no foreign key: the bonus module owns its tables). */
    bonusOfferId: uuid('bonus_offer_id'),
    /** The operator's name for it ("Grand prize"); empty: the site names it by its amount (a bonus needs one). */
    title: text('title').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.place] }),
    check('tournament_prizes_place_check', sql`${t.place} >= 1`),
    check('tournament_prizes_kind_check', sql`${t.kind} in ('cash', 'bonus')`),
    check(
      'tournament_prizes_amount_check',
      sql`(${t.kind} = 'cash' and ${t.amountMinor} > 0 and ${t.bonusOfferId} is null) or (${t.kind} = 'bonus' and ${t.amountMinor} >= 0 and ${t.bonusOfferId} is not null and ${t.title} <> '')`,
    ),
  ],
);

/**
 * A player's standing. `score` is an integer whatever the rule: minor units staked, rounds played, or the best
 * multiplier in hundredths. Ties go to who got there first (`scored_at`), then by player id, so
 * every reader ranks alike.
 */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').notNull(),
    /** The masked name the games show for the player (game_rounds.player_alias). */
    alias: text('alias'),
    score: bigint('score', { mode: 'bigint' }).notNull().default(sql`0`),
    rounds: integer('rounds').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    /** When the score last rose (the join for an entrant who has not scored yet). */
    scoredAt: timestamp('scored_at', { withTimezone: true }).notNull(),
    /** The final place, written when the tournament completes. */
    place: integer('place'),
    /** The score moved since the player was last told their rank: the flush pushes it (decision 0098). */
    pushPending: boolean('push_pending').notNull().default(false),
    /** The ledger transaction of a buy-in tournament's entry fee (decision 0099). */
    buyInTransactionId: uuid('buy_in_transaction_id'),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.playerId] }),
    // The leaderboard's order: the top N is an index range, a player's rank an index count.
    index('tournament_entries_rank_idx').on(t.tournamentId, t.score.desc(), t.scoredAt, t.playerId),
    index('tournament_entries_player_idx').on(t.playerId),
    index('tournament_entries_push_idx').on(t.tournamentId).where(sql`${t.pushPending}`),
  ],
);

/**
 * How many entries of a running tournament have a score in each bucket (decision 0114): a bucket holds the scores
 * that share their two leading decimal digits (0–99 one score each, then 100–109, …, 990–999, 1000–1099, …), its
 * `floor` the lowest of them, as the SQL function `tournament_score_bucket(score)` (migration 0037) computes it. A
 * player's rank is the entries of the buckets above theirs plus a count within their own bucket, so no rank read
 * walks more than one bucket of entries. Written in the transaction that writes the entries (the scorer, a join);
 * dropped when the tournament completes and its places are frozen.
 */
export const tournamentScoreBuckets = pgTable(
  'tournament_score_buckets',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    floor: bigint('floor', { mode: 'bigint' }).notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.floor] }),
    check('tournament_score_buckets_entries_check', sql`${t.entries} >= 0`),
  ],
);

/** Each round counted once per tournament: the unique source makes a replayed event a no-op. */
export const tournamentScoreEvents = pgTable(
  'tournament_score_events',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    roundId: uuid('round_id').notNull(),
    playerId: uuid('player_id').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.roundId] })],
);

/**
 * A prize paid: one per tournament and place, cash posted to the ledger under `tournament:<id>:place:<n>`, a bonus
 * issued by the bonus module under source `tournament`, ref `<id>:place:<n>`.
 */
export const tournamentPayouts = pgTable(
  'tournament_payouts',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    place: integer('place').notNull(),
    playerId: uuid('player_id').notNull(),
    amountMinor: minorUnits('amount_minor').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind').notNull().default('cash'),
    ledgerTransactionId: uuid('ledger_transaction_id'),
    /** The player bonus the bonus module issued (bonus prizes). */
    playerBonusId: uuid('player_bonus_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.place] }),
    uniqueIndex('tournament_payouts_player_idx').on(t.tournamentId, t.playerId),
    check('tournament_payouts_kind_check', sql`${t.kind} in ('cash', 'bonus')`),
  ],
);
