import { sql } from 'drizzle-orm';
import {
  bigserial,
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
import type { LocalizedNames } from './names.ts';

/**
 * The bonus model (docs/decisions/0066). What the operator configures:
 * - `bonus_packages` group the steps of one promotion (a welcome package over the first deposits).
 * - `bonus_offers` are the spec's "deposit bonus": one step of a package, with its trigger (3 a deposit, 1 at
 *   once through a regular code), deposit-number range, minimum deposit per currency and availability.
 * - `bonuses` are the spec's "bonus": what one offer gives (cash, a deposit percentage or free spins) and on
 *   what terms (wagering ×N for casino and sportsbook, expiry, locked deposit); money per currency in
 *   `bonus_terms`, wagering contributions per game type or game in `bonus_contributions`.
 * - `bonus_codes` unlock an offer, with usage limits; `bonus_jurisdictions` hold per-country rules.
 * What a player holds: `player_bonuses`, `player_freespins`, `player_bonus_codes`, `bonus_code_attempts`.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const bonusPackages = pgTable(
  'bonus_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable key the seed and the back office address it by. */
    slug: text('slug').notNull().unique(),
    /** Locale → name; the default locale's is required, the others fall back to it (decision 0087). */
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    ...timestamps,
  },
  (t) => [check('bonus_packages_names_check', sql`coalesce(jsonb_typeof(${t.names}->'en'), '') = 'string'`)],
);

export const bonusOffers = pgTable(
  'bonus_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => bonusPackages.id),
    /** 3 a deposit (the deposit screen lists it), 1 at once (only through a regular bonus code). */
    trigger: integer('trigger').notNull(),
    /** The deposits (1 = first, counted per currency) it applies to; null: any. */
    invoiceNumberFrom: integer('invoice_number_from'),
    invoiceNumberTo: integer('invoice_number_to'),
    /** Minimum deposit in the base currency, for currencies without their own in `bonus_offer_amounts`. */
    baseAmountFromMinor: minorUnits('base_amount_from_minor'),
    /** Only through a bonus code: left out of the deposit screen's list until the code is applied. */
    requiresCode: boolean('requires_code').notNull().default(false),
    /** How often one player may receive it; null: no limit (a reload bonus within its window). */
    perPlayerLimit: integer('per_player_limit'),
    availableFrom: timestamp('available_from', { withTimezone: true }),
    availableUntil: timestamp('available_until', { withTimezone: true }),
    position: integer('position').notNull().default(0),
    isEnabled: boolean('is_enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('bonus_offers_trigger_check', sql`${t.trigger} in (1, 3)`),
    check(
      'bonus_offers_invoice_number_check',
      sql`(${t.invoiceNumberFrom} is null or ${t.invoiceNumberFrom} >= 1)
        and (${t.invoiceNumberTo} is null or ${t.invoiceNumberTo} >= coalesce(${t.invoiceNumberFrom}, 1))`,
    ),
    check('bonus_offers_per_player_check', sql`${t.perPlayerLimit} is null or ${t.perPlayerLimit} >= 1`),
    check(
      'bonus_offers_window_check',
      sql`${t.availableFrom} is null or ${t.availableUntil} is null or ${t.availableFrom} < ${t.availableUntil}`,
    ),
  ],
);

/** Minimum deposit per currency (the spec's invoiceAmountItems). */
export const bonusOfferAmounts = pgTable(
  'bonus_offer_amounts',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => bonusOffers.id),
    currency: text('currency').notNull(),
    amountFromMinor: minorUnits('amount_from_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.currency] }),
    check('bonus_offer_amounts_check', sql`${t.amountFromMinor} >= 0`),
  ],
);

export const bonuses = pgTable(
  'bonuses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => bonusOffers.id),
    /** Locale → name; the default locale's is required, the others fall back to it (decision 0087). */
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    /** 1 cash, 2 deposit percentage, 3 free spins (contracts bonusType). */
    type: integer('type').notNull(),
    depositPercentage: integer('deposit_percentage'),
    freeSpinsCount: integer('free_spins_count'),
    /** The game's identity: it outlives a catalogue re-seed, an id might not. */
    freeSpinsGame: text('free_spins_game'),
    /** Wagering ×N; numeric so 7.5× is possible. The jurisdiction's cap applies when a player receives it. */
    wagerCasino: numeric('wager_casino', { precision: 6, scale: 2 }).notNull().default('0'),
    wagerSportsbook: numeric('wager_sportsbook', { precision: 6, scale: 2 }).notNull().default('0'),
    /** What N multiplies: the bonus alone, or the bonus and the deposit that triggered it. */
    wagerBase: text('wager_base', { enum: ['bonus', 'bonus_deposit'] })
      .notNull()
      .default('bonus'),
    /** Cash amount and percentage cap in the base currency, for currencies without `bonus_terms`. */
    baseAmountMinor: minorUnits('base_amount_minor'),
    baseMaxAmountMinor: minorUnits('base_max_amount_minor'),
    /** Days an issued bonus waits for activation; days an active one has to be wagered. */
    claimDays: integer('claim_days').notNull().default(7),
    activeDays: integer('active_days').notNull().default(30),
    /** The triggering deposit is held (locked) until the wagering is done. */
    locksDeposit: boolean('locks_deposit').notNull().default(false),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('bonuses_names_check', sql`coalesce(jsonb_typeof(${t.names}->'en'), '') = 'string'`),
    check('bonuses_type_check', sql`${t.type} in (1, 2, 3)`),
    check(
      'bonuses_shape_check',
      sql`(${t.type} <> 2 or ${t.depositPercentage} between 1 and 1000)
        and (${t.type} <> 3 or (${t.freeSpinsCount} >= 1 and ${t.freeSpinsGame} is not null))`,
    ),
    check('bonuses_wager_check', sql`${t.wagerCasino} >= 0 and ${t.wagerSportsbook} >= 0`),
    check('bonuses_days_check', sql`${t.claimDays} >= 1 and ${t.activeDays} >= 1`),
    index('bonuses_offer_idx').on(t.offerId),
  ],
);

/** A bonus's money per currency; a currency without a row (and no base amount) is not offered. */
export const bonusTerms = pgTable(
  'bonus_terms',
  {
    bonusId: uuid('bonus_id')
      .notNull()
      .references(() => bonuses.id),
    currency: text('currency').notNull(),
    /** Cash bonus amount (type 1). */
    amountMinor: minorUnits('amount_minor'),
    /** Cap of a percentage bonus (type 2). */
    maxAmountMinor: minorUnits('max_amount_minor'),
    /** Stake of each free spin (type 3). */
    betValueMinor: minorUnits('bet_value_minor'),
    /** Largest stake while the bonus is being wagered. */
    maxBetMinor: minorUnits('max_bet_minor'),
    /** Most bonus money that converts to real money when the wagering is done; null: all of it. */
    maxConversionMinor: minorUnits('max_conversion_minor'),
  },
  (t) => [
    primaryKey({ columns: [t.bonusId, t.currency] }),
    check(
      'bonus_terms_positive_check',
      sql`coalesce(${t.amountMinor}, 1) > 0 and coalesce(${t.maxAmountMinor}, 1) > 0
        and coalesce(${t.betValueMinor}, 1) > 0 and coalesce(${t.maxBetMinor}, 1) > 0
        and coalesce(${t.maxConversionMinor}, 1) > 0`,
    ),
  ],
);

/**
 * Share of a stake that counts towards wagering: target `*` (any other game), `type:<game type>` or
 * `game:<identity>` (the most specific wins); `restricted` refuses the bet while the bonus is active.
 */
export const bonusContributions = pgTable(
  'bonus_contributions',
  {
    bonusId: uuid('bonus_id')
      .notNull()
      .references(() => bonuses.id),
    target: text('target').notNull(),
    percent: integer('percent').notNull(),
    restricted: boolean('restricted').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.bonusId, t.target] }),
    check('bonus_contributions_percent_check', sql`${t.percent} between 0 and 100`),
    check('bonus_contributions_target_check', sql`${t.target} = '*' or ${t.target} ~ '^(type|game):.+$'`),
  ],
);

export const bonusCodes = pgTable(
  'bonus_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case: codes are matched without regard to case. */
    code: text('code').notNull().unique(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => bonusOffers.id),
    /** Redemptions in all (null: no limit) and per player. */
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    perPlayerLimit: integer('per_player_limit').notNull().default(1),
    availableFrom: timestamp('available_from', { withTimezone: true }),
    availableUntil: timestamp('available_until', { withTimezone: true }),
    isEnabled: boolean('is_enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('bonus_codes_upper_check', sql`${t.code} = upper(${t.code})`),
    check(
      'bonus_codes_usage_check',
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`,
    ),
    check('bonus_codes_per_player_check', sql`${t.perPlayerLimit} >= 1`),
  ],
);

/** Per-country rules: the regulator's wagering cap (UK 10×), and whether guests may see bonus offers. */
export const bonusJurisdictions = pgTable(
  'bonus_jurisdictions',
  {
    country: text('country').primaryKey(),
    wageringCap: numeric('wagering_cap', { precision: 6, scale: 2 }),
    guestsMaySeeOffers: boolean('guests_may_see_offers').notNull().default(true),
    note: text('note'),
    ...timestamps,
  },
  (t) => [check('bonus_jurisdictions_cap_check', sql`${t.wageringCap} is null or ${t.wageringCap} >= 0`)],
);

/** Cashback per currency: a share of the net losses of each period, paid as a bonus with its wagering. */
export const bonusCashbackPrograms = pgTable(
  'bonus_cashback_programs',
  {
    currency: text('currency').primaryKey(),
    percentage: numeric('percentage', { precision: 5, scale: 2 }).notNull(),
    period: text('period', { enum: ['daily', 'weekly', 'monthly'] }).notNull(),
    minAmountMinor: minorUnits('min_amount_minor').notNull(),
    maxAmountMinor: minorUnits('max_amount_minor'),
    wager: numeric('wager', { precision: 6, scale: 2 }).notNull().default('0'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [check('bonus_cashback_percentage_check', sql`${t.percentage} > 0 and ${t.percentage} <= 100`)],
);

/**
 * One closed cashback period of a currency's programme, written when the job has paid every player of it
 * (docs/decisions/0076): the job skips a period with a row. The bonuses themselves are idempotent on their
 * own (player_bonuses' source index), so a run that crashed before this row pays nobody twice when redone.
 */
export const bonusCashbackRuns = pgTable(
  'bonus_cashback_runs',
  {
    currency: text('currency').notNull(),
    period: text('period', { enum: ['daily', 'weekly', 'monthly'] }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** Cashback bonuses this run issued (a redone run counts only what it added). */
    issued: integer('issued').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.period, t.periodStart] })],
);

// ---------------------------------------------------------------------------------------------------
// What players hold

const playerItem = {
  id: uuid('id').primaryKey().defaultRandom(),
  playerId: uuid('player_id').notNull(),
  bonusId: uuid('bonus_id').notNull(),
  /** Why the player has it: 'code', 'deposit', 'award'; with `sourceRef` (the code or invoice) it is idempotent. */
  source: text('source').notNull(),
  sourceRef: text('source_ref').notNull(),
  currency: text('currency').notNull(),
  /** contracts playerBonusStatus / playerBonusResult. */
  status: integer('status').notNull(),
  result: integer('result').notNull().default(1),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  /** Issued: the claim deadline; active: the wagering deadline. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const playerBonuses = pgTable(
  'player_bonuses',
  {
    ...playerItem,
    amountMinor: minorUnits('amount_minor').notNull(),
    /** The deposit that triggered it (0 without one): part of the wagering base when the bonus says so. */
    depositMinor: minorUnits('deposit_minor').notNull().default(sql`0`),
    /** ×N as received: the bonus's, capped by the player's jurisdiction. */
    wagerCasino: numeric('wager_casino', { precision: 6, scale: 2 }).notNull(),
    wagerSportsbook: numeric('wager_sportsbook', { precision: 6, scale: 2 }).notNull(),
    requiredWagerCasinoMinor: minorUnits('required_wager_casino_minor').notNull(),
    requiredWagerSportsbookMinor: minorUnits('required_wager_sportsbook_minor').notNull(),
    currentWagerCasinoMinor: minorUnits('current_wager_casino_minor').notNull().default(sql`0`),
    currentWagerSportsbookMinor: minorUnits('current_wager_sportsbook_minor').notNull().default(sql`0`),
    maxBetMinor: minorUnits('max_bet_minor'),
    maxConversionMinor: minorUnits('max_conversion_minor'),
  },
  (t) => [
    uniqueIndex('player_bonuses_source_idx').on(t.source, t.sourceRef, t.bonusId),
    index('player_bonuses_player_idx').on(t.playerId, t.status),
    // One active bonus per player, whatever the race: the second activation fails on this index.
    uniqueIndex('player_bonuses_one_active_idx').on(t.playerId).where(sql`${t.status} = 2`),
    check('player_bonuses_status_check', sql`${t.status} in (1, 2, 3, 4) and ${t.result} in (1, 2, 3, 4, 5)`),
    check(
      'player_bonuses_amounts_check',
      sql`${t.amountMinor} > 0 and ${t.depositMinor} >= 0 and ${t.currentWagerCasinoMinor} >= 0
        and ${t.currentWagerSportsbookMinor} >= 0`,
    ),
  ],
);

export const playerFreespins = pgTable(
  'player_freespins',
  {
    ...playerItem,
    count: integer('count').notNull(),
    playedCount: integer('played_count').notNull().default(0),
    gameId: uuid('game_id').notNull(),
    gameIdentity: text('game_identity').notNull(),
    betValueMinor: minorUnits('bet_value_minor').notNull(),
    /** What the rounds played so far won: a bonus with the award's wagering once the last is played (0075). */
    winMinor: minorUnits('win_minor').notNull().default(sql`0`),
  },
  (t) => [
    uniqueIndex('player_freespins_source_idx').on(t.source, t.sourceRef, t.bonusId),
    index('player_freespins_player_idx').on(t.playerId, t.status),
    check('player_freespins_status_check', sql`${t.status} in (1, 2, 3, 4) and ${t.result} in (1, 2, 3, 4)`),
    check(
      'player_freespins_count_check',
      sql`${t.count} >= 1 and ${t.playedCount} between 0 and ${t.count} and ${t.betValueMinor} > 0`,
    ),
  ],
);

/** A code a player applied to their next deposit (trigger 3) or redeemed at once (trigger 1). */
export const playerBonusCodes = pgTable(
  'player_bonus_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').notNull(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => bonusCodes.id),
    trigger: integer('trigger').notNull(),
    currency: text('currency').notNull(),
    /** Set when the player removes it or a deposit consumes it; a live code has neither. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live code per player and trigger: applying another replaces it.
    uniqueIndex('player_bonus_codes_live_idx')
      .on(t.playerId, t.trigger)
      .where(sql`${t.removedAt} is null and ${t.consumedAt} is null`),
    index('player_bonus_codes_code_idx').on(t.codeId, t.playerId),
  ],
);

/** Every bonus code a player tried that was wrong or not available: what the hourly attempt limit counts. */
export const bonusCodeAttempts = pgTable(
  'bonus_code_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: uuid('player_id').notNull(),
    code: text('code').notNull(),
    status: integer('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bonus_code_attempts_player_idx').on(t.playerId, t.createdAt)],
);
