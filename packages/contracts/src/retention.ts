import { z } from 'zod';

/**
 * Loyalty (spec 02 §3 "Loyalty account", §4 "Loyalty", §7 retention calls). Points are earned on real-money
 * stakes (docs/decisions/0084); levels have an order and a points threshold, and perks the operator sets.
 */

/** What a level gives: cashback percent, and bonuses on reaching it and on the birthday (base currency, major units). */
export const loyaltyPerksSchema = z.object({
  cashbackPercent: z.number(),
  levelUpBonus: z.number(),
  birthdayBonus: z.number(),
  /** The base currency the bonuses are in. */
  currency: z.string(),
});

/** GET /api/retention/levels: sorted by order ascending (S2.3-45). */
export const loyaltyLevelSchema = z.object({
  id: z.string(),
  name: z.string(),
  order: z.number().int(),
  /** Points at which the level is reached. */
  points: z.number(),
  perks: loyaltyPerksSchema,
});
export type LoyaltyLevel = z.infer<typeof loyaltyLevelSchema>;

/** GET /api/retention/account (S2.3-44): points, currentLevel (name, points, order), nextLevel (name, points). */
export const loyaltyAccountSchema = z.object({
  points: z.number(),
  currentLevel: z.object({ name: z.string(), points: z.number(), order: z.number().int() }).nullable(),
  nextLevel: z.object({ name: z.string(), points: z.number() }).nullable(),
  /** Points toward the next level as a percent with 2 decimals (S2.4-117); 100 at the top level. */
  progress: z.number(),
});
export type LoyaltyAccount = z.infer<typeof loyaltyAccountSchema>;

/**
 * Outbox topics: `loyaltyAccountUpdated` the realtime module publishes as loyalty.account.updated on
 * retention:loyalty-account#; `birthdayBonusPaid` only the messenger reads (decision 0102).
 */
export const retentionTopics = {
  loyaltyAccountUpdated: 'retention.loyalty.account.updated',
  birthdayBonusPaid: 'retention.loyalty.birthday-bonus.paid',
} as const;

/** A birthday bonus paid now: the level it was paid for, the amount (major units, base currency), the year. */
export interface BirthdayBonusPaid {
  playerId: string;
  /** `name` in the default locale; `names` per locale (decision 0104), which the messenger words. */
  level: { name: string; order: number; names: Record<string, string> };
  amount: number;
  currency: string;
  year: number;
}
