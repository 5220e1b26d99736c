import { z } from 'zod';

/**
 * Terms and programmes marketing edits in the back office (issue 22 §7; docs/decisions/0122). Money here is
 * integer minor units as decimal text (18-decimal currencies do not fit a JSON number), with each currency's
 * decimals so a page can show and read major units. An edit applies to what is granted from then on: granted
 * bonuses keep the terms they were granted with.
 */

const minorText = z
  .string()
  .regex(/^\d{1,30}$/, 'A whole number of minor units')
  .refine((text) => !/^\d+$/.test(text) || BigInt(text) > 0n, 'More than 0');
const optionalMinor = minorText.nullable().default(null);
const multiplier = z.number('A number').min(0, 'At least 0').max(1000, 'At most 1000');
const multiplierField = multiplier.refine(
  (n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-9,
  'At most two decimals',
);
const days = z.number('A number').int('A whole number').min(1, 'At least 1').max(3650, 'At most 3650');

export const adminBonusCurrencyTermsSchema = z.object({
  currency: z.string(),
  decimals: z.number().int().describe('Decimal places of the currency: minor units = major × 10^decimals'),
  amountMinor: z.string().nullable().describe('Cash amount (type 1)'),
  maxAmountMinor: z.string().nullable().describe('Cap of a percentage bonus (type 2)'),
  betValueMinor: z.string().nullable().describe('Stake of each free spin (type 3)'),
  maxBetMinor: z.string().nullable().describe('Largest stake while it is wagered'),
  maxConversionMinor: z.string().nullable().describe('Most that converts to real money; null: all of it'),
});
export type AdminBonusCurrencyTerms = z.infer<typeof adminBonusCurrencyTermsSchema>;

export const adminBonusTermsSchema = z.object({
  id: z.string(),
  offerId: z.string(),
  names: z.record(z.string(), z.string()),
  type: z.number().int().describe('1 cash, 2 deposit percentage, 3 free spins: fixed once created'),
  depositPercentage: z.number().int().nullable(),
  freeSpinsCount: z.number().int().nullable(),
  wagerCasino: z.number(),
  wagerSportsbook: z.number(),
  claimDays: z.number().int().describe('Days a granted bonus waits to be activated'),
  currencies: z.array(adminBonusCurrencyTermsSchema).describe('The currencies it is offered in'),
});
export type AdminBonusTerms = z.infer<typeof adminBonusTermsSchema>;

const currencyTermsBody = z.object({
  currency: z.string().regex(/^[A-Z0-9]{2,10}$/, 'A currency code'),
  amountMinor: optionalMinor,
  maxAmountMinor: optionalMinor,
  betValueMinor: optionalMinor,
  maxBetMinor: optionalMinor,
  maxConversionMinor: optionalMinor,
});

/**
 * The whole editable set: the type's own fields must be present (an amount per currency for cash, a
 * percentage for a deposit match, a count and stake for free spins). Currencies not listed keep their terms.
 * A free-spins bonus's wagering applies to its winnings once played, so it is not edited here (0122).
 */
export const adminBonusTermsBodySchema = z.object({
  depositPercentage: z
    .number('A number')
    .int('A whole number')
    .min(1, 'At least 1')
    .max(1000, 'At most 1000')
    .nullable()
    .default(null),
  freeSpinsCount: z
    .number('A number')
    .int('A whole number')
    .min(1, 'At least 1')
    .max(10_000, 'At most 10000')
    .nullable()
    .default(null),
  wagerCasino: multiplierField,
  wagerSportsbook: multiplierField,
  claimDays: days,
  currencies: z.array(currencyTermsBody).max(50).default([]),
});
export type AdminBonusTermsBody = z.input<typeof adminBonusTermsBodySchema>;

export const adminBonusTermsParamsSchema = z.object({ id: z.uuid('Not an id') });

export const cashbackPeriods = ['daily', 'weekly', 'monthly'] as const;

export const adminCashbackProgramSchema = z.object({
  currency: z.string(),
  decimals: z.number().int(),
  percentage: z.number().describe('Share of a period’s net losses paid back, %'),
  period: z.enum(cashbackPeriods),
  minAmountMinor: z.string().describe('Nothing is paid below this'),
  maxAmountMinor: z.string().nullable().describe('At most this; null: no cap'),
  isEnabled: z.boolean(),
  paysFrom: z.iso.datetime().describe('The first period paid starts at or after this'),
});
export type AdminCashbackProgram = z.infer<typeof adminCashbackProgramSchema>;

const percentage = z
  .number('A number')
  .gt(0, 'More than 0')
  .max(100, 'At most 100')
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, 'At most two decimals');

export const adminCashbackBodySchema = z
  .object({
    percentage,
    period: z.enum(cashbackPeriods, 'Daily, weekly or monthly'),
    minAmountMinor: z.string().regex(/^\d{1,30}$/, 'A whole number of minor units'),
    maxAmountMinor: optionalMinor,
  })
  .refine(
    (b) =>
      !/^\d+$/.test(b.maxAmountMinor ?? '') ||
      BigInt(b.maxAmountMinor ?? '0') >= BigInt(/^\d+$/.test(b.minAmountMinor) ? b.minAmountMinor : '0'),
    {
      path: ['maxAmountMinor'],
      message: 'At least the minimum',
    },
  );
export type AdminCashbackBody = z.input<typeof adminCashbackBodySchema>;

export const adminCashbackParamsSchema = z.object({
  currency: z.string().regex(/^[A-Z0-9]{2,10}$/, 'A currency code'),
});
