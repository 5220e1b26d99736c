import { z } from 'zod';
import { depositBonusSchema } from './bonus-offers.ts';
import { bonusCodeMode, playerBonusStatus } from './constants.ts';
import { pageMetaSchema } from './errors.ts';
import { currencyParam, intParam } from './query-params.ts';

/**
 * A player's bonuses, free spins and bonus codes (spec 01 §3, §4, §7 "Games and bonuses"; spec 02 §3, §4
 * "Bonus code", "Bonus and free-spin status", §7, §8). Statuses and results are contracts/constants
 * (decision 0005); the model and the error codes are docs/decisions/0066 and 0068. Amounts are major units.
 */

export const bonusErrorCodes = {
  /** No such player bonus, free-spin award or bonus code of this player (another player's too). 404. */
  bonusNotFound: 'bonus_not_found',
  freespinNotFound: 'freespin_not_found',
  bonusCodeNotFound: 'bonus_code_not_found',
  /**
   * Another bonus is active: one at a time. 409; the site offers the spec's change-active-bonus flow
   * (cancel the active one, then activate this one). `fields.activeBonusId` names the active one.
   */
  anotherBonusActive: 'bonus_another_active',
  /** The bonus or award is not issued (already active, finished or waiting for its deposit). 409. */
  notActivatable: 'bonus_not_activatable',
  /** The bonus is finished: nothing to cancel. 409. */
  notCancelable: 'bonus_not_cancelable',
  /**
   * Rounds staked with this bonus's money are still open: it can be cancelled once they settle (the site's
   * cancel-unsettled-bonus). 409.
   */
  unsettledBets: 'bonus_unsettled_bets',
  /** Its claim period ended before it was activated (it is now finished, result expired). 409. */
  expired: 'bonus_expired',
  /** The free-spin award is not active or has no spins left: nothing to play (launching it in free-spin mode). 409. */
  freespinNotPlayable: 'freespin_not_playable',
  /** The player opted out of bonuses (receiveBonus off). 409. */
  optedOut: 'bonuses_opted_out',
  /** Self-exclusion or cooling-off in force: no bonus is issued or activated. 409. */
  blocked: 'bonuses_blocked',
  /**
   * The player shares a device with another account (the duplicate segment): no bonus is issued or activated
   * until the operator clears the segment, so one person cannot take a welcome package twice. 409.
   */
  duplicateAccount: 'bonuses_duplicate_account',
  /** Too many bonus codes that were wrong or not available in the last hour. 429, message below. */
  attemptsExceeded: 'bonus_code_attempts_exceeded',
} as const;

/** Spec 02 §8: the site shows its 'limit' label on exactly this message. */
export const attemptsExceededMessage = 'Exceeded max attempts';

// ---------------------------------------------------------------------------------------------------
// Player bonuses and free spins

export const playerBonusSchema = z.object({
  id: z.string(),
  bonusId: z.string().describe('The offered bonus it came from'),
  name: z.string(),
  type: z.number().int().describe('1 cash, 2 deposit percentage'),
  status: z.number().int().describe('1 issued, 2 active, 3 finished, 4 pending'),
  result: z.number().int().describe('1 none, 2 played, 3 canceled, 4 expired, 5 lost'),
  currency: z.string(),
  amount: z.number(),
  activatedAt: z.iso.datetime().nullable(),
  issuedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable().describe('Claim deadline while issued; wagering deadline once active'),
  wagerCasino: z.number().describe('×N for casino games'),
  wagerSportsbook: z.number().describe('×N for the sportsbook'),
  currentWagerCasinoAmount: z.number(),
  requiredWagerCasinoAmount: z.number(),
  currentWagerSportsbookAmount: z.number(),
  requiredWagerSportsbookAmount: z.number(),
  currentWagerPercentage: z.number().describe('0–100, of the larger requirement'),
  maxBetAmount: z.number().nullable(),
  maxConversionAmount: z.number().nullable(),
});
export type PlayerBonus = z.infer<typeof playerBonusSchema>;

export const playerFreespinSchema = z.object({
  id: z.string(),
  bonusId: z.string(),
  name: z.string(),
  count: z.number().int(),
  playedCount: z.number().int(),
  currency: z.string(),
  gameId: z.string().describe('The game id; GET /api/game/games/{id} takes it'),
  gameIdentity: z.string(),
  betValue: z.number().describe('Stake of each spin'),
  winAmount: z.number().describe('What the spins played so far won; a bonus with its wagering once all are played'),
  status: z.number().int().describe('1 issued, 2 active, 3 finished, 4 pending'),
  result: z.number().int().describe('1 none, 2 played, 3 canceled, 4 expired'),
  activatedAt: z.iso.datetime().nullable(),
  issuedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
});
export type PlayerFreespin = z.infer<typeof playerFreespinSchema>;

const statusValues: readonly number[] = Object.values(playerBonusStatus);

const statusList = z.union([z.string().max(20), z.array(z.string().max(20)).max(10)]).transform((value, ctx) => {
  const items = (Array.isArray(value) ? value : value.split(',')).filter((v) => v !== '');
  const numbers = items.map(Number);
  if (numbers.length === 0 || numbers.some((n) => !statusValues.includes(n))) {
    ctx.addIssue({ code: 'custom', message: `status takes ${statusValues.join(', ')}` });
    return z.NEVER;
  }
  return [...new Set(numbers)];
});

export const defaultListedStatuses = [playerBonusStatus.issued, playerBonusStatus.active, playerBonusStatus.pending];

/**
 * `GET /api/game/player-bonuses` and `/player-freespins`: `status[]=1&status[]=2&status[]=4` (bracket form,
 * spec 01 §7; `status=1,2,4` too), currency, `sortBy=activatedAt` with `sortOrder=desc` (or
 * `sortBy[activatedAt]=desc`), page, perPage. Issued items (not activated yet) come first.
 */
export const playerBonusesQuerySchema = z.object({
  'status[]': statusList.optional(),
  status: statusList.optional(),
  currency: currencyParam.optional(),
  sortBy: z.enum(['activatedAt']).optional(),
  'sortBy[activatedAt]': z.enum(['asc', 'desc']).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  page: intParam('page', 100_000).default(1),
  perPage: intParam('perPage', 100).default(12),
});
export type PlayerBonusesQuery = z.infer<typeof playerBonusesQuerySchema>;

export const playerBonusesPageSchema = z.object({ data: z.array(playerBonusSchema), meta: pageMetaSchema });
export const playerFreespinsPageSchema = z.object({ data: z.array(playerFreespinSchema), meta: pageMetaSchema });

export const bonusIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

// ---------------------------------------------------------------------------------------------------
// Bonus codes

const triggerField = z.coerce
  .number({ error: 'trigger must be 1 (check) or 3 (deposit)' })
  .pipe(z.union([z.literal(bonusCodeMode.check), z.literal(bonusCodeMode.apply)], 'trigger must be 1 or 3'));

/** `GET /api/game/bonuses/bonuscodes?trigger=3`: the code applied to the next deposit, if any. */
export const bonusCodeQuerySchema = z.object({ trigger: triggerField.default(bonusCodeMode.apply) });

/** `POST /api/game/bonuses/bonuscodes`: trigger 1 checks (and redeems a regular code), 3 applies to the next deposit. */
export const bonusCodeBodySchema = z.object({
  bonusCode: z.string().trim().min(3, 'A bonus code has more than 2 characters').max(64, 'At most 64 characters'),
  trigger: triggerField,
  currency: currencyParam.optional().describe('Default: the player’s registration currency'),
});
export type BonusCodeBody = z.infer<typeof bonusCodeBodySchema>;

/** `DELETE /api/game/bonuses/bonuscodes?playerBonusCodeId=…` */
export const bonusCodeDeleteQuerySchema = z.object({
  playerBonusCodeId: z.string().trim().min(1, 'playerBonusCodeId is required').max(64),
});

/**
 * Spec 01 §3 "Bonus code": status 1 applied (held for the next deposit), 2 regular (redeemed at once:
 * the site clears the field), 3 incorrect, 4 not available. `bonus` is the deposit bonus it unlocks.
 */
export const bonusCodeSchema = z.object({
  id: z.string().nullable().describe('The playerBonusCodeId; null when nothing was applied'),
  status: z.number().int(),
  code: z.string(),
  isLive: z.boolean().describe('Applied and waiting for the next deposit (false once removed or used)'),
  bonus: depositBonusSchema.nullable(),
  bonusPackage: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type BonusCode = z.infer<typeof bonusCodeSchema>;

// ---------------------------------------------------------------------------------------------------
// Cashback

export const cashbackQuerySchema = z.object({
  currency: currencyParam.optional(),
});

/** The cashback programme in a currency: its terms and the running period (paid as a bonus when it ends). */
export const cashbackSchema = z.object({
  currency: z.string(),
  percentage: z
    .number()
    .describe('Share of net losses paid back to this player: the programme’s plus their loyalty level’s, in percent'),
  levelPercentage: z.number().describe('Of which the player’s loyalty level adds (0 without one or with loyalty off)'),
  period: z.enum(['daily', 'weekly', 'monthly']),
  periodStartedAt: z.iso.datetime(),
  periodEndsAt: z.iso.datetime(),
  minAmount: z.number().describe('Smallest cashback paid'),
  maxAmount: z.number().nullable(),
  wager: z.number().describe('×N wagering of the cashback bonus'),
  lossSoFar: z
    .number()
    .describe('The player’s net loss (stakes − wins of settled rounds) in the running period; 0 when ahead'),
  expectedCashback: z
    .number()
    .describe('What the running period pays when it closes at the loss so far: 0 below minAmount, capped at maxAmount'),
});
export type Cashback = z.infer<typeof cashbackSchema>;

// ---------------------------------------------------------------------------------------------------
// Outbox events (published on bonus:player-bonuses#, bonus:player-freespins#, bonus:player-bonus-codes#)

export const bonusTopics = {
  playerBonusUpdated: 'bonus.player-bonus.updated',
  playerFreespinUpdated: 'bonus.player-freespin.updated',
  playerBonusCodeUpdated: 'bonus.player-bonus-code.updated',
  /**
   * Written by the wallet's database functions when a stake, a rollback or a round's end moves an active bonus
   * (its wagering, or its end as played or lost): `{ playerId, playerBonusId }`. The bonus module words it as
   * `playerBonusUpdated` (the functions do not build the API view).
   */
  playerBonusProgressed: 'bonus.player-bonus.progressed',
} as const;

// ---------------------------------------------------------------------------------------------------
// Operator

/** `POST /api/operator/bonuses/expiry-sweep`: what one expiry sweep ended. */
export const bonusExpirySweepSchema = z.object({
  bonuses: z.number().int().describe('Bonuses ended as expired (issued past their claim period, active past theirs)'),
  freespins: z.number().int().describe('Free-spin awards ended as expired'),
});
export type BonusExpirySweep = z.infer<typeof bonusExpirySweepSchema>;

/** `POST /api/operator/bonuses/cashback-run`: what one cashback run paid. */
export const bonusCashbackRunSchema = z.object({
  periods: z.number().int().describe('Closed periods this call finished (a period already paid is skipped)'),
  bonuses: z.number().int().describe('Cashback bonuses issued'),
});
export type BonusCashbackRun = z.infer<typeof bonusCashbackRunSchema>;
