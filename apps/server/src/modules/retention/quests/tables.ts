import { sql } from 'drizzle-orm';
import {
  bigint,
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
import type { LocalizedNames } from '../../bonus/names.ts';

/**
 * Quests (docs/decisions/0089, 0090). The operator's quests and their tasks; each player's progress is made only by
 * the outbox subscriber, from the money path's events, once per event (quest_progress_claims).
 */

/** The operator's quest: its period, its names per locale (decision 0087) and its cash reward. */
export const quests = pgTable(
  'quests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The currency the reward and any wager quantity are in (the base currency in the demo). */
    currency: text('currency').notNull(),
    rewardMinor: bigint('reward_minor', { mode: 'bigint' }).notNull(),
    /**
     * A bonus offer the bonus module issues on completion as well as (or instead of) the cash (decision 0103): the
     * offer's id in bonus_offers, another module's table, so no foreign key; an offer since removed issues nothing.
     */
    rewardOfferId: uuid('reward_offer_id'),
    /** A stable key for seeded quests, so a seed run never inserts one twice. */
    seedKey: text('seed_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quests_seed_key_idx').on(t.seedKey),
    index('quests_period_idx').on(t.endsAt, t.startsAt),
    check('quests_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('quests_reward_check', sql`${t.rewardMinor} >= 0`),
    check('quests_names_check', sql`jsonb_typeof(${t.names}->'en') = 'string'`),
  ],
);

/** What a task counts (contracts/quests questTaskKinds); `quantity` in minor units of the quest's currency for wager. */
export const questTasks = pgTable(
  'quest_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questId: uuid('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    quantity: bigint('quantity', { mode: 'bigint' }).notNull(),
    /** win_multiplier only: a win of at least this many times the stake counts. */
    multiplier: integer('multiplier'),
  },
  (t) => [
    uniqueIndex('quest_tasks_position_idx').on(t.questId, t.position),
    check(
      'quest_tasks_kind_check',
      sql`${t.kind} in ('bets', 'wager', 'win_multiplier', 'deposits', 'games', 'login_days')`,
    ),
    check('quest_tasks_quantity_check', sql`${t.quantity} > 0`),
    check(
      'quest_tasks_multiplier_check',
      sql`(${t.kind} = 'win_multiplier') = (${t.multiplier} is not null and ${t.multiplier} > 0)`,
    ),
  ],
);

/**
 * A player's run of a quest, made by the first event that counts for it. `state` is 2 active or 3 completed as
 * stored; expiry (5, 6) is read from the quest's end (decision 0090). `rewardPostedAt` marks the reward paid.
 */
export const playerQuests = pgTable(
  'player_quests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questId: uuid('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').notNull(),
    state: integer('state').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    rewardTransactionId: uuid('reward_transaction_id'),
    /** When the expiry job told the player the quest ended uncompleted (decision 0103): once per run. */
    expiryAnnouncedAt: timestamp('expiry_announced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('player_quests_quest_player_idx').on(t.questId, t.playerId),
    index('player_quests_player_idx').on(t.playerId),
    // The expiry job's reading: runs still active whose end has not been announced.
    index('player_quests_unannounced_idx').on(t.questId).where(sql`${t.state} = 2 and ${t.expiryAnnouncedAt} is null`),
    check('player_quests_state_check', sql`${t.state} in (2, 3)`),
  ],
);

/** Each task's count for the player, capped at its quantity. */
export const playerQuestTasks = pgTable(
  'player_quest_tasks',
  {
    playerQuestId: uuid('player_quest_id')
      .notNull()
      .references(() => playerQuests.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => questTasks.id, { onDelete: 'cascade' }),
    progress: bigint('progress', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.playerQuestId, t.taskId] }),
    check('player_quest_tasks_progress_check', sql`${t.progress} >= 0`),
  ],
);

/**
 * What has counted toward a player's quest: `round:<id>`, `invoice:<id>`, `day:<yyyy-mm-dd>`, and `game:<id>`
 * for distinct games. The key makes a replayed event, a second login the same day or a game played again a
 * no-op; it commits with the subscriber's cursor.
 */
export const questProgressClaims = pgTable(
  'quest_progress_claims',
  {
    playerQuestId: uuid('player_quest_id')
      .notNull()
      .references(() => playerQuests.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerQuestId, t.source] })],
);
