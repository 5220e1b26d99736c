import { z } from 'zod';

/**
 * The back office's bonuses and bonus codes (issue 22 §7; docs/decisions/0115): the offers the operator
 * configured, switched on and off, and the codes that unlock them, created and disabled by marketing. Amounts
 * are major units of the currency they name.
 */

const localizedNames = z.record(z.string(), z.string()).describe('Locale → name; English always present');
const amount = z.object({ currency: z.string(), amount: z.number() }).nullable();

export const adminBonusSchema = z.object({
  id: z.string(),
  names: localizedNames,
  type: z.number().int().describe('1 cash, 2 deposit percentage, 3 free spins'),
  amount: amount.describe('Cash amount (type 1) in the base currency'),
  maxAmount: amount.describe('Cap of a percentage bonus (type 2) in the base currency'),
  depositPercentage: z.number().int().nullable(),
  freeSpinsCount: z.number().int().nullable(),
  wagerCasino: z.number().describe('Casino wagering, ×N'),
  wagerSportsbook: z.number().describe('Sportsbook wagering, ×N'),
});
export type AdminBonus = z.infer<typeof adminBonusSchema>;

export const adminBonusOfferSchema = z.object({
  id: z.string(),
  slug: z.string(),
  packageNames: localizedNames,
  trigger: z.number().int().describe('3 a deposit, 1 at once through a regular bonus code'),
  invoiceNumberFrom: z.number().int().nullable().describe('The deposits (1 = first) it applies to; null: any'),
  invoiceNumberTo: z.number().int().nullable(),
  requiresCode: z.boolean(),
  perPlayerLimit: z.number().int().nullable(),
  availableFrom: z.iso.datetime().nullable(),
  availableUntil: z.iso.datetime().nullable(),
  isEnabled: z.boolean(),
  bonuses: z.array(adminBonusSchema),
});
export type AdminBonusOffer = z.infer<typeof adminBonusOfferSchema>;

export const adminBonusCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  offerId: z.string(),
  offerSlug: z.string(),
  offerNames: localizedNames.describe('The names of the offer’s package'),
  usedCount: z.number().int(),
  usageLimit: z.number().int().nullable().describe('Redemptions in all; null: no limit'),
  perPlayerLimit: z.number().int(),
  availableFrom: z.iso.datetime().nullable(),
  availableUntil: z.iso.datetime().nullable(),
  isEnabled: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AdminBonusCode = z.infer<typeof adminBonusCodeSchema>;

const limit = z.number().int('A whole number').min(1, 'At least 1').max(10_000_000);
const moment = z.iso.datetime({ offset: true, message: 'A date and time' });

export const adminBonusCodeBodySchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,32}$/, '3 to 32 letters, digits, - or _')
      .describe('Matched without regard to case; stored upper case'),
    offerId: z.uuid('Choose an offer'),
    usageLimit: limit.nullable().default(null).describe('Redemptions in all; null: no limit'),
    perPlayerLimit: limit.default(1),
    availableFrom: moment.nullable().default(null),
    availableUntil: moment.nullable().default(null),
  })
  .refine(
    (body) =>
      !body.availableFrom || !body.availableUntil || Date.parse(body.availableFrom) < Date.parse(body.availableUntil),
    {
      path: ['availableUntil'],
      message: 'Must be after the start',
    },
  );
export type AdminBonusCodeBody = z.input<typeof adminBonusCodeBodySchema>;

export const adminBonusIdParamsSchema = z.object({ id: z.uuid('Not an id') });

export const adminBonusErrorCodes = { codeTaken: 'bonus_code_taken' } as const;
