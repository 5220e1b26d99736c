import { z } from 'zod';

/**
 * Loyalty levels from the back office (issue 22 §7; docs/decisions/0122): thresholds and perks, edited and
 * added at the end. Points have at most two decimals; bonuses are base-currency minor units as decimal text.
 */

const names = z
  .record(z.string(), z.string().trim().min(1, 'Required').max(80, 'At most 80 characters'))
  .refine((n) => typeof n.en === 'string', { message: 'An English name is required', path: ['en'] });
const minorText = z.string().regex(/^\d{1,30}$/, 'A whole number of minor units');
const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9;

export const adminLoyaltyLevelSchema = z.object({
  id: z.string(),
  order: z.number().int(),
  names: z.record(z.string(), z.string()),
  points: z.number().describe('Points at which the level is reached'),
  cashbackPercent: z.number(),
  levelUpBonusMinor: z.string(),
  birthdayBonusMinor: z.string(),
});
export type AdminLoyaltyLevel = z.infer<typeof adminLoyaltyLevelSchema>;

export const adminLoyaltyLevelsSchema = z.object({
  currency: z.string().describe('The base currency the bonuses are in'),
  decimals: z.number().int(),
  levels: z.array(adminLoyaltyLevelSchema),
});
export type AdminLoyaltyLevels = z.infer<typeof adminLoyaltyLevelsSchema>;

const levelBody = z.object({
  id: z.uuid('Not an id').nullable().default(null).describe('An existing level; null: a new one, at the end'),
  names,
  points: z.number('A number').min(0, 'At least 0').max(1e12, 'Too large').refine(twoDecimals, 'At most two decimals'),
  cashbackPercent: z
    .number('A number')
    .min(0, 'At least 0')
    .max(100, 'At most 100')
    .refine(twoDecimals, 'At most two decimals'),
  levelUpBonusMinor: minorText,
  birthdayBonusMinor: minorText,
});

/** Every level in order: existing ones keep their place, new ones come last; points strictly increase. */
export const adminLoyaltyLevelsBodySchema = z
  .object({ levels: z.array(levelBody).min(1, 'At least one level').max(50) })
  .superRefine((body, ctx) => {
    body.levels.forEach((level, index) => {
      const previous = body.levels[index - 1];
      if (previous && level.points <= previous.points) {
        ctx.addIssue({ code: 'custom', path: ['levels', index, 'points'], message: 'Above the level before' });
      }
    });
  });
export type AdminLoyaltyLevelsBody = z.input<typeof adminLoyaltyLevelsBodySchema>;
