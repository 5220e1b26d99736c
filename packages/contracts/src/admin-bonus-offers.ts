import { z } from 'zod';

/**
 * New bonus packages and offers from the back office (issue 22 §7; docs/decisions/0133). Money is integer minor
 * units as decimal text (18-decimal currencies do not fit a JSON number), as in the terms editor (0122). A new
 * offer starts disabled: marketing reviews it and switches it on with the existing call.
 */

const name = z.string().trim().max(120, 'At most 120 characters');
/** Names per shipped locale (decision 0087): English required; an empty other locale is left out. */
export const adminLocalizedNamesSchema = z
  .strictObject({
    en: name.min(1, 'Required'),
    fr: name.optional(),
    de: name.optional(),
    es: name.optional(),
    'pt-br': name.optional(),
  })
  .transform((names) => Object.fromEntries(Object.entries(names).filter(([, text]) => text)) as { en: string });

const minorText = z
  .string('A whole number of minor units')
  .regex(/^\d{1,30}$/, 'A whole number of minor units')
  .refine((text) => !/^\d+$/.test(text) || BigInt(text) > 0n, 'More than 0');
const optionalMinor = minorText.nullable().default(null);
const currency = z.string('A currency code').regex(/^[A-Z0-9]{2,10}$/, 'A currency code');
const count = (max: number) =>
  z.number('A number').int('A whole number').min(1, 'At least 1').max(max, `At most ${max}`);
const multiplier = z
  .number('A number')
  .min(0, 'At least 0')
  .max(1000, 'At most 1000')
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, 'At most two decimals');
const moment = z.iso.datetime({ offset: true, message: 'A date and time' });

export const adminBonusPackageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  names: z.record(z.string(), z.string()),
  offers: z.number().int().describe('Offers in the package'),
});
export type AdminBonusPackage = z.infer<typeof adminBonusPackageSchema>;

export const adminBonusPackageBodySchema = z.object({ names: adminLocalizedNamesSchema });
export type AdminBonusPackageBody = z.input<typeof adminBonusPackageBodySchema>;

/** A slot players may receive free spins on (decision 0075: free rounds are slot rounds). */
export const adminFreeSpinGameSchema = z.object({
  identity: z.string(),
  name: z.string(),
  provider: z.string(),
});
export type AdminFreeSpinGame = z.infer<typeof adminFreeSpinGameSchema>;

/** One currency's money of a new bonus: what its type needs, then the wagering limits. */
const bonusCurrencyBody = z.object({
  currency,
  amountMinor: optionalMinor.describe('Cash amount (type 1)'),
  maxAmountMinor: optionalMinor.describe('Cap of a percentage bonus (type 2); null: no cap'),
  betValueMinor: optionalMinor.describe('Stake of each free spin (type 3)'),
  maxBetMinor: optionalMinor.describe('Largest stake while it is wagered; null: none'),
  maxConversionMinor: optionalMinor.describe('Most that converts to real money; null: all of it'),
});

const bonusBody = z.object({
  names: adminLocalizedNamesSchema,
  type: z.union([z.literal(1), z.literal(2), z.literal(3)], 'Cash, deposit percentage or free spins'),
  depositPercentage: count(1000).nullable().default(null).describe('Type 2: 1–1000 %'),
  freeSpinsCount: count(10_000).nullable().default(null).describe('Type 3'),
  freeSpinsGame: z.string().trim().max(200).nullable().default(null).describe('Type 3: the slot’s identity'),
  wagerCasino: multiplier,
  wagerSportsbook: multiplier.default(0),
  wagerBase: z.enum(['bonus', 'bonus_deposit'], 'The bonus, or the bonus and the deposit').default('bonus'),
  claimDays: count(3650).default(7).describe('Days a granted bonus waits to be activated'),
  activeDays: count(3650).default(30).describe('Days an active bonus has to be wagered'),
  locksDeposit: z.boolean('Yes or no').default(false),
  baseAmountMinor: optionalMinor.describe('Type 1: amount in the base currency, for currencies without a row'),
  baseMaxAmountMinor: optionalMinor.describe('Type 2: cap in the base currency, for currencies without a row'),
  currencies: z.array(bonusCurrencyBody).max(50).default([]),
});

export const adminBonusOfferBodySchema = z.object({
  packageId: z.uuid('Choose a package'),
  trigger: z.union([z.literal(1), z.literal(3)], 'A deposit (3) or a code (1)'),
  invoiceNumberFrom: count(1000).nullable().default(null).describe('The deposits (1 = first) it applies to'),
  invoiceNumberTo: count(1000).nullable().default(null),
  minDeposits: z
    .array(z.object({ currency, amountMinor: minorText }))
    .max(50)
    .default([])
    .describe('Minimum deposit per currency'),
  baseMinDepositMinor: optionalMinor.describe('Minimum deposit in the base currency, for currencies without one'),
  availableFrom: moment.nullable().default(null),
  availableUntil: moment.nullable().default(null),
  requiresCode: z.boolean('Yes or no').default(false),
  perPlayerLimit: count(1000).nullable().default(1).describe('Times one player may receive it; null: no limit'),
  bonuses: z.array(bonusBody).min(1, 'At least one bonus').max(5, 'At most 5 bonuses'),
});
export type AdminBonusOfferBody = z.input<typeof adminBonusOfferBodySchema>;
