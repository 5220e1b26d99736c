import { z } from 'zod';
import { questState } from './constants.ts';
import { currencyParam } from './query-params.ts';

/**
 * Quests (spec 02 §3 "Quest", §4 "Quests", §7; docs/decisions/0089, 0090): operator quests made of tasks, each
 * counted from the money path's outbox events; the player's progress, state and reward.
 */

/** What a task counts. Amounts (wager) are in the quest's currency. */
export const questTaskKinds = ['bets', 'wager', 'win_multiplier', 'deposits', 'games', 'login_days'] as const;
export type QuestTaskKind = (typeof questTaskKinds)[number];

/** S2.3-43: id, questId, type, isActive, progress, quantity, isCompleted. */
export const questTaskSchema = z.object({
  id: z.string(),
  questId: z.string(),
  type: z.enum(questTaskKinds),
  /** The task counts now: its quest is active for the player. */
  isActive: z.boolean(),
  /** Counted so far, capped at quantity; major units of `currency` for a wager task. */
  progress: z.number(),
  quantity: z.number(),
  isCompleted: z.boolean(),
  /** win_multiplier: the win must be at least this many times the stake. */
  multiplier: z.number().nullable(),
  /** wager: the currency progress and quantity are in; null for counts. */
  currency: z.string().nullable(),
});
export type QuestTask = z.infer<typeof questTaskSchema>;

/**
 * S2.3-42: id, name, state, tasks; with the period and the reward: cash (major units; 0 for none) and/or a bonus
 * offer the bonus module issues on completion (decision 0103), named in the request's locale.
 */
export const questSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 2 active, 3 completed, 5 expired after some progress, 6 expired untouched (decision 0090). */
  state: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  completedAt: z.string().nullable(),
  reward: z.object({
    amount: z.number(),
    currency: z.string(),
    bonus: z.object({ offerId: z.string(), name: z.string() }).nullable(),
  }),
  tasks: z.array(questTaskSchema),
});
export type Quest = z.infer<typeof questSchema>;

const stateValues: readonly number[] = Object.values(questState);

/** `state[]=2&state[]=3` (bracket form) or `state=2,3`. */
const stateList = z.union([z.string().max(20), z.array(z.string().max(20)).max(10)]).transform((value, ctx) => {
  const items = (Array.isArray(value) ? value : value.split(',')).filter((v) => v !== '');
  const numbers = items.map(Number);
  if (numbers.length === 0 || numbers.some((n) => !stateValues.includes(n))) {
    ctx.addIssue({ code: 'custom', message: `state takes ${stateValues.join(', ')}` });
    return z.NEVER;
  }
  return [...new Set(numbers)];
});

export const questSortFields = ['endsAt', 'startsAt', 'name'] as const;

/** GET /api/retention/quests (S2.7-20): the quests open now, with the player's progress. */
export const questsQuerySchema = z.object({
  currency: currencyParam.optional().describe('Default: the quest’s own currency (the base currency)'),
  sortBy: z.enum(questSortFields).optional().describe('Default: endsAt'),
  sortOrder: z.enum(['asc', 'desc']).optional().describe('Default: asc'),
});
export type QuestsQuery = z.infer<typeof questsQuerySchema>;

/** GET /api/retention/player-quests (S2.7-21): the player's quests in the given states (default 2). */
export const playerQuestsQuerySchema = questsQuerySchema.extend({
  'state[]': stateList.optional(),
  state: stateList.optional(),
});
export type PlayerQuestsQuery = z.infer<typeof playerQuestsQuerySchema>;

/** Outbox topics the realtime module publishes on retention:quests# as quest.updated and quest.task.updated. */
export const questTopics = {
  questUpdated: 'retention.quest.updated',
  questTaskUpdated: 'retention.quest.task.updated',
} as const;
