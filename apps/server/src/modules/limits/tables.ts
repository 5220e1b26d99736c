import { sql } from 'drizzle-orm';
import {
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
import { minorUnits } from '../../platform/db/columns.ts';

/**
 * Minor units as numeric(38,0) rather than int8: ETH has 10^18 wei per unit, so int8 would cap a limit at
 * about 9.2 ETH. The value still reaches the code as a bigint. Player ids carry no foreign key: the player
 * module owns its tables (ARCHITECTURE §3), and limits must outlive any account clean-up for the audit.
 */

export const playerLimits = pgTable(
  'player_limits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').notNull(),
    /** 1 bet, 2 loss, 3 deposit, 4 self-exclusion, 5 cooling-off (contracts/constants limitDefinition). */
    definition: integer('definition').notNull(),
    period: text('period', { enum: ['daily', 'weekly', 'monthly'] }),
    currency: text('currency'),
    amountMinor: minorUnits('amount_minor'),
    /** End of a cooling-off or timed self-exclusion; null for money limits and a permanent exclusion. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** A looser change or a removal waits here until `pending_effective_at` and the player's confirmation. */
    pendingRemoval: boolean('pending_removal').notNull().default(false),
    pendingPeriod: text('pending_period', { enum: ['daily', 'weekly', 'monthly'] }),
    pendingAmountMinor: minorUnits('pending_amount_minor'),
    pendingRequestedAt: timestamp('pending_requested_at', { withTimezone: true }),
    pendingEffectiveAt: timestamp('pending_effective_at', { withTimezone: true }),
    /**
     * The staff member who imposed it (issue 22 §3, decision 0118); null for the player's own. The player
     * can neither loosen nor remove an imposed limit; staff lift it.
     */
    imposedBy: uuid('imposed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('player_limits_player_idx').on(t.playerId),
    // One live money limit per definition, period and currency; a race between two creates loses here.
    uniqueIndex('player_limits_money_unique_idx')
      .on(t.playerId, t.definition, t.period, t.currency)
      .where(sql`${t.removedAt} is null and ${t.definition} in (1, 2, 3)`),
    // Self-exclusion lookups at sign-up and login scan only live blocks.
    index('player_limits_blocks_idx')
      .on(t.playerId, t.definition)
      .where(sql`${t.removedAt} is null and ${t.definition} in (4, 5)`),
    check('player_limits_definition_check', sql`${t.definition} between 1 and 5`),
    check(
      'player_limits_shape_check',
      sql`(${t.definition} in (1, 2, 3) and ${t.period} is not null and ${t.currency} is not null and ${t.amountMinor} > 0)
        or (${t.definition} in (4, 5) and ${t.period} is null and ${t.currency} is null and ${t.amountMinor} is null)`,
    ),
  ],
);

/** Every change to a limit or the reality check, and every refused sign-up of a self-excluded person. */
export const limitAudit = pgTable(
  'limit_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').notNull(),
    limitId: uuid('limit_id'),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** 'player' for the player's own requests, 'system' for automatic decisions. */
    actor: text('actor').notNull(),
    /** The staff member behind an 'operator' entry (issue 22 §3); null for the player's and the system's. */
    staffId: uuid('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('limit_audit_player_idx').on(t.playerId, t.createdAt)],
);

/** The reality-check interval a player chose; no row means the check is off. */
export const realityCheckSettings = pgTable('reality_check_settings', {
  playerId: uuid('player_id').primaryKey(),
  intervalMinutes: integer('interval_minutes'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The latest acknowledgement per login session: the next reminder is due one interval after it. */
export const realityCheckAcknowledgements = pgTable(
  'reality_check_acknowledgements',
  {
    playerId: uuid('player_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.sessionId] })],
);
