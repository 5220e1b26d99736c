import { z } from 'zod';
import { pageMetaSchema } from './errors.ts';
import { intParam } from './query-params.ts';

/**
 * Tournaments (spec 02 §3 "Tournament", §4 "Tournaments", §7; docs/decisions/0093): a period, the games that
 * count, a minimum bet, a scoring rule, a prize table in the base currency, and a leaderboard scored from
 * settled rounds. Money is in major units of `currency` (the base currency).
 */

export const tournamentScorings = ['staked', 'bets', 'multiplier'] as const;
export type TournamentScoring = (typeof tournamentScorings)[number];
export const tournamentEntryModes = ['automatic', 'opt_in', 'buy_in'] as const;
export const tournamentPrizeKinds = ['cash', 'bonus'] as const;
export const tournamentStatuses = ['upcoming', 'running', 'finished'] as const;
export type TournamentStatus = (typeof tournamentStatuses)[number];

/** A leaderboard line: the masked name the games show, never another player's id beyond the prize holder's. */
export const tournamentLeaderSchema = z.object({
  rank: z.number().int(),
  playerId: z.string(),
  name: z.string(),
  /** Major units staked, rounds played, or the best multiplier (2 decimals), after the scoring rule. */
  score: z.number(),
});
export type TournamentLeader = z.infer<typeof tournamentLeaderSchema>;

/** S2.3-46: place, title, and the entry holding it (null while nobody does). */
export const tournamentPrizeSchema = z.object({
  place: z.number().int(),
  /** cash: `amount` to the real balance; bonus: a bonus (the title names it; `amount` what it is shown as worth). */
  kind: z.enum(tournamentPrizeKinds),
  title: z.string(),
  amount: z.number(),
  currency: z.string(),
  entry: z.object({ playerId: z.string(), name: z.string(), score: z.number() }).nullable(),
});
export type TournamentPrize = z.infer<typeof tournamentPrizeSchema>;

/** The player's own standing (the authorized variant of the detail, and the realtime update). */
export const tournamentOwnEntrySchema = z.object({
  joined: z.boolean(),
  rank: z.number().int().nullable(),
  score: z.number(),
  rounds: z.number().int(),
  /** The prize the player's place wins (now, or for good once finished). */
  prize: tournamentPrizeSchema.omit({ entry: true }).nullable(),
});
export type TournamentOwnEntry = z.infer<typeof tournamentOwnEntrySchema>;

export const tournamentSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(tournamentStatuses),
  startsAt: z.string(),
  endsAt: z.string(),
  scoring: z.enum(tournamentScorings),
  entry: z.enum(tournamentEntryModes),
  /** The smallest real-money stake of a round that counts. */
  minBet: z.number(),
  /** What joining costs (entry buy_in), debited from the real balance in `currency`; 0 otherwise. */
  buyIn: z.number(),
  currency: z.string(),
  gameTypes: z.array(z.string()),
  gameIds: z.array(z.string()),
  prizePool: z.number(),
  entrants: z.number().int(),
  prizes: z.array(tournamentPrizeSchema),
});
export type Tournament = z.infer<typeof tournamentSchema>;

export const tournamentDetailSchema = tournamentSchema.extend({
  /** The terms, one paragraph per line. */
  rules: z.string(),
  leaders: z.array(tournamentLeaderSchema),
  /** Only in the authorized variant (a bearer token): the player's own entry; null for a guest. */
  me: tournamentOwnEntrySchema.nullable(),
  /** The leaderboard's version when read: a page keeps whichever of this and a pushed board is newer. */
  boardVersion: z.number().int(),
});
export type TournamentDetail = z.infer<typeof tournamentDetailSchema>;

/**
 * The leaderboard snapshot pushed to everyone watching a tournament (decision 0098), on its public channel at most
 * once a second: the top lines, the entrants, and a version that only grows.
 */
export const tournamentBoardSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  entrants: z.number().int(),
  leaders: z.array(tournamentLeaderSchema),
});
export type TournamentBoard = z.infer<typeof tournamentBoardSchema>;

/** GET /api/retention/tournaments (S2.7-24). */
export const tournamentsQuerySchema = z.object({
  status: z.enum(tournamentStatuses, { error: `status must be one of ${tournamentStatuses.join(', ')}` }).optional(),
  page: intParam('page', 1000).default(1),
  perPage: intParam('perPage', 50).default(20),
  locale: z.string().max(10).optional(),
});
export type TournamentsQuery = z.infer<typeof tournamentsQuerySchema>;

export const tournamentsPageSchema = z.object({
  data: z.array(tournamentSchema),
  meta: pageMetaSchema,
});

/** GET /api/retention/tournaments/{tournamentId}: how many leaders (default 10). */
export const tournamentDetailQuerySchema = z.object({
  leaders: intParam('leaders', 100).default(10),
  locale: z.string().max(10).optional(),
});

/** The realtime message on retention:tournaments#{playerId}: the tournament, its leaders and the player's entry. */
export const tournamentUpdateSchema = tournamentDetailSchema.omit({ rules: true }).extend({
  /** Set once on the message that tells a prize holder the tournament completed (S2.4-118). */
  completed: z.boolean().optional(),
});
export type TournamentUpdate = z.infer<typeof tournamentUpdateSchema>;

export const tournamentTopics = {
  updated: 'retention.tournament.updated',
  /** payload `{ tournamentId, board }`: to the tournament's public channel. */
  board: 'retention.tournament.board',
} as const;

export const tournamentErrorCodes = {
  notFound: 'tournament_not_found',
  notOpen: 'tournament_not_open',
  notOptIn: 'tournament_not_opt_in',
  /** A buy-in larger than the real balance in the base currency: nothing is debited, nobody joined. */
  insufficientBalance: 'tournament_buy_in_insufficient_balance',
} as const;
