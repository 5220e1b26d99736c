import { z } from 'zod';
import { pageMetaSchema } from './errors.ts';
import { currencyParam, intParam } from './query-params.ts';

/**
 * The player's bonus history (issue 21, docs/decisions/0080): every bonus and free-spin award they received,
 * newest first, with what became of its money. Unlike the rest of the bonus API the amounts are minor units
 * (decimal strings, exact for every currency) with `subunitToUnit` beside them: a history must add up to the
 * ledger to the last unit, which major-unit doubles cannot promise for 18-decimal currencies.
 */

const minor = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,37})$/)
  .describe('Minor units (a whole number as text)');
const nullableDate = z.iso.datetime().nullable();

const common = {
  id: z.string(),
  bonusId: z.string().describe('The offered bonus it came from'),
  name: z.string(),
  /** Why the player has it; the site names it. */
  source: z
    .string()
    .describe('code, deposit, freespins (the winnings of free spins), cashback, or another the operator adds'),
  currency: z.string(),
  subunitToUnit: z.number().int().positive().describe('Minor units in one unit of the currency'),
  status: z.number().int().describe('1 issued, 2 active, 3 finished, 4 pending'),
  issuedAt: z.iso.datetime(),
  activatedAt: nullableDate,
  finishedAt: nullableDate,
  expiresAt: nullableDate.describe('Claim deadline while issued; play or wagering deadline once active'),
};

export const bonusHistoryBonusSchema = z.object({
  kind: z.literal('bonus'),
  ...common,
  type: z.number().int().describe('1 cash, 2 deposit percentage'),
  result: z.number().int().describe('1 none, 2 played (converted), 3 canceled, 4 expired, 5 lost'),
  amountMinor: minor.describe('The bonus as issued'),
  grantedMinor: minor.describe('Moved to the bonus balance at activation (0 until then)'),
  wageredCasinoMinor: minor.describe('Stakes counted towards the casino wagering'),
  requiredWagerCasinoMinor: minor,
  wageredSportsbookMinor: minor,
  requiredWagerSportsbookMinor: minor,
  convertedMinor: minor.describe('Bonus money that became real money when the wagering was met'),
  forfeitedMinor: minor.describe(
    'Bonus money returned to the house: the balance of a canceled or expired bonus, or above the maximum conversion',
  ),
});
export type BonusHistoryBonus = z.infer<typeof bonusHistoryBonusSchema>;

export const bonusHistoryFreespinsSchema = z.object({
  kind: z.literal('freespins'),
  ...common,
  result: z.number().int().describe('1 none, 2 played, 3 canceled, 4 expired'),
  count: z.number().int(),
  playedCount: z.number().int(),
  betValueMinor: minor.describe('Stake of each spin'),
  winMinor: minor.describe('What the spins won: issued as a bonus (source freespins) once all are played'),
});
export type BonusHistoryFreespins = z.infer<typeof bonusHistoryFreespinsSchema>;

export const bonusHistoryItemSchema = z.discriminatedUnion('kind', [
  bonusHistoryBonusSchema,
  bonusHistoryFreespinsSchema,
]);
export type BonusHistoryItem = z.infer<typeof bonusHistoryItemSchema>;

export const bonusHistoryPageSize = 10;

/** `GET /api/game/player-bonuses/history?currency=&page=&perPage=` */
export const bonusHistoryQuerySchema = z.object({
  currency: currencyParam.optional(),
  page: intParam('page', 100_000).default(1),
  perPage: intParam('perPage', 100).default(bonusHistoryPageSize),
});
export type BonusHistoryQuery = z.infer<typeof bonusHistoryQuerySchema>;

export const bonusHistoryPageSchema = z.object({ data: z.array(bonusHistoryItemSchema), meta: pageMetaSchema });
export type BonusHistoryPage = z.infer<typeof bonusHistoryPageSchema>;
