import { z } from 'zod';

/**
 * Free rounds (docs/decisions/0075): a player's free-spin award is played on its game by the provider, who
 * reports each round to the casino through two signed seamless-wallet operations beside balance, debit,
 * credit and rollback — `free-round-award` (what the award is worth and how many rounds are left) and
 * `free-round` (one round played, with its win; idempotent by transactionId). No real money moves: the
 * winnings collect on the award and become a bonus with its wagering when the last round is reported.
 */

export const freeRoundErrorCodes = {
  /** No such award for this session's player. */
  awardNotFound: 'free_round_award_not_found',
  /** The award is for another game or currency than the session's. */
  awardMismatch: 'free_round_award_mismatch',
  /** The award is not active (not activated yet, finished, expired or cancelled). */
  awardNotActive: 'free_round_award_not_active',
  /** Every round of the award has been played. */
  noRoundsLeft: 'free_round_none_left',
} as const;

const minorText = z.string().regex(/^(0|[1-9][0-9]{0,37})$/, 'A whole number of minor units');
const id = z.string().trim().min(1).max(120);

/** `POST /api/provider-wallet/{provider}/free-round-award` */
export const freeRoundAwardBodySchema = z.object({
  sessionToken: z.string().min(1).max(200),
  awardId: id.describe('The player free-spin id (GET /api/game/player-freespins)'),
});
export type FreeRoundAwardBody = z.infer<typeof freeRoundAwardBodySchema>;

/** `POST /api/provider-wallet/{provider}/free-round` */
export const freeRoundBodySchema = z.object({
  sessionToken: z.string().min(1).max(200),
  awardId: id,
  roundId: id.describe('The provider’s round id'),
  transactionId: id.describe('Unique per provider: a repeat answers the first answer'),
  win: minorText.describe('What the round won, in minor units (0 for a losing round)'),
});
export type FreeRoundBody = z.infer<typeof freeRoundBodySchema>;

/** The award as the provider plays it: the stake of each round and what is left. */
export const freeRoundAwardSchema = z.object({
  awardId: z.string(),
  game: z.string().describe('The game’s identity'),
  currency: z.string(),
  bet: minorText.describe('The stake of each round, in minor units'),
  count: z.number().int(),
  played: z.number().int(),
  remaining: z.number().int(),
  totalWin: minorText.describe('Winnings so far, in minor units'),
});
export type FreeRoundAward = z.infer<typeof freeRoundAwardSchema>;

/** A reported round: the award after it; `bonusId` is the player bonus its winnings became, once finished. */
export const freeRoundAnswerSchema = freeRoundAwardSchema.extend({
  transactionId: z.string().describe('The casino’s id of this free round'),
  finished: z.boolean(),
  bonusId: z.string().nullable(),
  balance: minorText.describe('The player’s real balance, unchanged by a free round'),
});
export type FreeRoundAnswer = z.infer<typeof freeRoundAnswerSchema>;

/** `POST /api/game/player-freespins/{id}/play`: the launch options (as a game launch's). */
export const freespinPlayBodySchema = z
  .object({
    platform: z.union([z.literal(1), z.literal(2)]).optional(),
    locale: z.string().max(10).optional(),
    returnUrl: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .optional(),
  })
  .default({});

// ---------------------------------------------------------------------------------------------------
// The house studio's free spins (its own API, /provider/house/api)

/** `POST /provider/house/api/slots/free-spin`: one round of the award named in the launch URL (`freeRounds`). */
export const houseFreeSpinBodySchema = z.object({
  token: z.string().min(16).max(200).describe('The launch token from the game URL'),
  game: z.string().min(1).max(120).describe('The game’s slug (identity)'),
  awardId: id.describe('The launch URL’s freeRounds parameter'),
});

/** What the page shows of the award after a free spin. */
export const houseFreeRoundStateSchema = z.object({
  awardId: z.string(),
  remaining: z.number().int(),
  totalWinMinor: z.string(),
  finished: z.boolean(),
  bonusId: z.string().nullable().describe('The bonus the winnings became, once the last spin is played'),
});
export type HouseFreeRoundState = z.infer<typeof houseFreeRoundStateSchema>;

/** `POST /provider/house/api/slots/free-spin/award`: the award before the first spin (bet, rounds left). */
export const houseFreeSpinAwardBodySchema = houseFreeSpinBodySchema;
