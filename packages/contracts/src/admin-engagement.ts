import { z } from 'zod';
import { questTaskKinds } from './quests.ts';
import { tournamentEntryModes, tournamentScorings } from './tournaments.ts';

/**
 * The back office's tournaments and quests (issue 22 §7; docs/decisions/0120): marketing lists them, creates
 * them and cancels (tournaments) or disables (quests) them. Money is in major units of the base currency, the
 * one the retention engine keeps its tournaments and quests in.
 */

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
/** Locale → text; English is required, other locales optional (an empty one is left out). */
const localized = z
  .object({ en: text(120).min(1, 'Required') })
  .catchall(text(120))
  .describe('Locale → text; English always present');
const moment = z.iso.datetime({ offset: true, message: 'A date and time' });
const money = z.number('A number').positive('More than 0').max(1_000_000_000);
const period = { startsAt: moment, endsAt: moment };
const inOrder = (body: { startsAt: string; endsAt: string }) => Date.parse(body.startsAt) < Date.parse(body.endsAt);
const afterStart = { path: ['endsAt'], message: 'Must be after the start' };

export const adminEngagementStates = ['upcoming', 'running', 'finished'] as const;

const amount = z.object({ currency: z.string(), amount: z.number() });

export const adminTournamentPrizeSchema = z.object({
  place: z.number().int(),
  kind: z.enum(['cash', 'bonus']),
  /** cash: paid to the real balance; bonus: what it is shown as worth (0: not shown). */
  amount,
  bonusOfferId: z.string().nullable(),
  title: z.string(),
});

export const adminTournamentSchema = z.object({
  id: z.string(),
  titles: z.record(z.string(), z.string()),
  state: z.enum(adminEngagementStates),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  scoring: z.enum(tournamentScorings),
  entry: z.enum(tournamentEntryModes),
  entrants: z.number().int(),
  minBet: amount,
  buyIn: amount.nullable(),
  gameTypes: z.array(z.string()),
  gameIds: z.array(z.string()),
  prizes: z.array(adminTournamentPrizeSchema),
});
export type AdminTournament = z.infer<typeof adminTournamentSchema>;

const prizeBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cash'), amount: money }),
  z.object({
    kind: z.literal('bonus'),
    bonusOfferId: z.uuid('Choose an offer'),
    title: text(120).min(1, 'Required'),
    amount: z.number('A number').min(0, 'At least 0').max(1_000_000_000).default(0),
  }),
]);

export const adminTournamentBodySchema = z
  .object({
    titles: localized,
    description: text(2000).default(''),
    rules: text(5000).default('').describe('The terms players see, one paragraph per line'),
    ...period,
    scoring: z.enum(tournamentScorings, 'Choose a scoring rule'),
    gameTypes: z.array(text(40).min(1)).max(20).default([]).describe('Game categories that count; empty: every one'),
    gameIds: z.array(z.uuid('Not a game id')).max(200).default([]).describe('Games that count; empty: every game'),
    minBet: z.number('A number').min(0, 'At least 0').max(1_000_000).default(0),
    entry: z.enum(tournamentEntryModes, 'Choose an entry mode'),
    buyIn: money.nullable().default(null).describe('What joining costs; entry buy_in only'),
    prizes: z.array(prizeBodySchema).min(1, 'At least one prize').max(100, 'At most 100 prizes'),
  })
  .refine(inOrder, afterStart)
  .refine((body) => (body.entry === 'buy_in') === (body.buyIn !== null), {
    path: ['buyIn'],
    message: 'A buy-in tournament needs its price, and only it has one',
  });
export type AdminTournamentBody = z.input<typeof adminTournamentBodySchema>;

export const adminQuestTaskSchema = z.object({
  kind: z.enum(questTaskKinds),
  /** Major units of the quest's currency for wager; a count otherwise. */
  quantity: z.number(),
  multiplier: z.number().int().nullable(),
});

export const adminQuestSchema = z.object({
  id: z.string(),
  names: z.record(z.string(), z.string()),
  state: z.enum(adminEngagementStates),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  reward: amount,
  rewardOfferId: z.string().nullable(),
  tasks: z.array(adminQuestTaskSchema),
  players: z.number().int().describe('Players who made progress'),
});
export type AdminQuest = z.infer<typeof adminQuestSchema>;

export const adminQuestBodySchema = z
  .object({
    names: localized,
    ...period,
    tasks: z
      .array(
        z
          .object({
            kind: z.enum(questTaskKinds, 'Choose a task'),
            quantity: money,
            multiplier: z.number().int('A whole number').min(2, 'At least 2').max(10_000).nullable().default(null),
          })
          .refine((task) => task.kind === 'wager' || Number.isInteger(task.quantity), {
            path: ['quantity'],
            message: 'A whole number',
          })
          .refine((task) => (task.kind === 'win_multiplier') === (task.multiplier !== null), {
            path: ['multiplier'],
            message: 'A win-multiplier task needs its multiplier, and only it has one',
          }),
      )
      .min(1, 'At least one task')
      .max(10, 'At most 10 tasks'),
    reward: z.number('A number').min(0, 'At least 0').max(1_000_000_000).default(0),
    rewardOfferId: z.uuid('Choose an offer').nullable().default(null),
  })
  .refine(inOrder, afterStart)
  .refine((body) => body.reward > 0 || body.rewardOfferId !== null, {
    path: ['reward'],
    message: 'A cash reward or a bonus offer',
  });
export type AdminQuestBody = z.input<typeof adminQuestBodySchema>;

export const adminEngagementIdParamsSchema = z.object({ id: z.uuid('Not an id') });

/** What cancelling or disabling did: removed before it started, ended now, or already over. */
export const adminEngagementOutcomeSchema = z.object({
  id: z.string(),
  outcome: z.enum(['removed', 'ended', 'unchanged']),
  refunds: z.number().int().optional().describe('A cancelled tournament: how many paid buy-ins were refunded'),
});
export type AdminEngagementOutcome = z.infer<typeof adminEngagementOutcomeSchema>;

export const adminEngagementErrorCodes = {
  /** A tournament that has started cannot be cancelled: entrants' scores are at stake. */
  started: 'tournament_started',
} as const;
