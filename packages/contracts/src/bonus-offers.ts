import { z } from 'zod';
import { currencyParam } from './query-params.ts';

/**
 * What an operator offers (spec 02 §3 "Bonus", "Deposit bonus"; spec 01 §3 "Deposit bonus") as
 * `GET /api/game/bonuses` lists it, with the terms a player must see before claiming: wagering,
 * contributions, maximum bet, expiry and maximum conversion (docs/decisions/0066). Amounts are major
 * units of the currency they name.
 */

const amountItem = z.object({ currency: z.string(), amount: z.number() });

/** Share of a stake that counts towards wagering, per game type (`type:slots`) or game (`game:<identity>`). */
export const bonusContributionSchema = z.object({
  target: z.string().describe("'*' (every other game), 'type:<game type>' or 'game:<game identity>'"),
  percent: z.number().int().min(0).max(100).describe('Share of each stake that counts towards wagering'),
  restricted: z.boolean().describe('Bets on it are refused while the bonus is active (game.bet.restricted)'),
});
export type BonusContribution = z.infer<typeof bonusContributionSchema>;

export const bonusSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.number().int().describe('1 cash, 2 deposit percentage, 3 free spins'),
  packageName: z.string(),
  minDeposit: amountItem.nullable().describe('Smallest deposit that triggers it, in the asked currency'),
  assignConditions: z.object({
    amountItems: z.array(amountItem).describe('Cash amount per currency (type 1)'),
    baseCurrencyAmount: z.number().nullable().describe('Cash amount in the base currency, for other currencies'),
    maxAmountItems: z.array(amountItem).describe('Cap of a percentage bonus per currency (type 2)'),
    baseCurrencyMaxAmount: z.number().nullable(),
    depositPercentage: z.number().nullable().describe('Share of the deposit given as bonus (type 2)'),
    presets: z.array(z.object({ quantity: z.number().int() })).describe('Free spins awarded (type 3)'),
  }),
  wagerCasino: z.number().describe('Casino wagering requirement, ×N of the wagering base'),
  wagerSportsbook: z.number().describe('Sportsbook wagering requirement, ×N of the wagering base'),
  wagerBase: z.enum(['bonus', 'bonus_deposit']).describe('What N multiplies: the bonus, or bonus + deposit'),
  maxBetAmount: z.number().nullable().describe('Largest stake while wagering, in the asked currency'),
  maxConversionAmount: z.number().nullable().describe('Most bonus money that converts to real, asked currency'),
  activeDays: z.number().int().describe('Days to wager an activated bonus before it expires'),
  claimDays: z.number().int().describe('Days an issued bonus waits for activation before it expires'),
  locksDeposit: z.boolean().describe('The deposit is held (locked) until the wagering is done'),
  contributions: z.array(bonusContributionSchema),
  freeSpins: z
    .object({
      gameIdentity: z.string(),
      betValue: z.number().nullable().describe('Stake of each spin in the asked currency'),
    })
    .nullable(),
});
export type Bonus = z.infer<typeof bonusSchema>;

export const depositBonusSchema = z.object({
  id: z.string().describe('The bonusId of a deposit request'),
  package: z.object({ id: z.string(), name: z.string(), bonuses: z.array(bonusSchema) }),
  triggerConditions: z.object({
    invoiceNumberFrom: z.number().int().nullable().describe('The deposit (1 = first) from which it applies'),
    invoiceNumberTo: z.number().int().nullable().describe('Ours: the last deposit it applies to'),
    invoiceAmountItems: z.array(z.object({ currency: z.string(), amountFrom: z.number() })),
    baseCurrencyInvoiceAmountFrom: z.number().nullable(),
  }),
  availabilityAt: z.iso.datetime().nullable().describe('When it becomes available; null when it is now'),
  availableUntil: z.iso.datetime().nullable(),
  isAvailable: z.boolean().describe('Every condition met now (false only in lists with skipCondition)'),
});
export type DepositBonus = z.infer<typeof depositBonusSchema>;

/** `skipCondition` values: conditions the second fetch of the deposit screen leaves unchecked. */
export const bonusSkipCondition = { invoiceNumber: 1, availability: 2 } as const;

const listParam = (name: string, values: readonly number[]) =>
  z.union([z.string().max(20), z.array(z.string().max(20)).max(10)]).transform((value, ctx) => {
    const items = (Array.isArray(value) ? value : value.split(',')).filter((v) => v !== '');
    const numbers = items.map(Number);
    if (numbers.some((n) => !values.includes(n))) {
      ctx.addIssue({ code: 'custom', message: `${name} takes ${values.join(', ')}` });
      return z.NEVER;
    }
    return [...new Set(numbers)];
  });

/**
 * `GET /api/game/bonuses`: deposit bonuses in a currency; `skipCondition[]=1&skipCondition[]=2` (or
 * `skipCondition=1,2`) lists those whose deposit-number or availability condition is not met too.
 */
export const depositBonusesQuerySchema = z.object({
  currency: currencyParam.optional().describe('Default: the player’s registration currency, else the base one'),
  'skipCondition[]': listParam('skipCondition', Object.values(bonusSkipCondition)).optional(),
  skipCondition: listParam('skipCondition', Object.values(bonusSkipCondition)).optional(),
});
export type DepositBonusesQuery = z.infer<typeof depositBonusesQuerySchema>;

/**
 * `GET /api/game/bonuses/advertising?country=&region=`: whether a guest from a jurisdiction may be shown
 * bonus offers (docs/decisions/0081). Without the query, the proxy's country and region headers.
 */
export const bonusAdvertisingQuerySchema = z.object({
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'An ISO 3166-1 alpha-2 country code')
    .optional(),
  region: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,3}$/, 'The subdivision part of an ISO 3166-2 code, e.g. ON')
    .optional(),
});

export const bonusAdvertisingSchema = z.object({
  jurisdiction: z
    .string()
    .nullable()
    .describe('The rule that applies: a region (CA-ON) over its country (CA); null when none has a rule'),
  guestOffers: z.boolean().describe('Guests may be shown bonus offers (players always see their own)'),
});
export type BonusAdvertising = z.infer<typeof bonusAdvertisingSchema>;
