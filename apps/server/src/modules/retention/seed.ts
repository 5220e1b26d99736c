import type { Database } from '../../platform/db/database.ts';
import { loyaltyCategoryWeights, loyaltyLevels } from './tables.ts';

/**
 * Demo levels (docs/decisions/0084): one point per unit of the base currency (CAD) wagered on slots. Perks in
 * CAD cents. Only inserted, never updated: an operator's changes stay theirs.
 */
export const demoLevels = [
  { order: 1, name: 'Bronze', points: 0, cashbackPercent: 0, levelUpBonus: 0, birthdayBonus: 0 },
  { order: 2, name: 'Silver', points: 500, cashbackPercent: 2, levelUpBonus: 500, birthdayBonus: 1000 },
  { order: 3, name: 'Gold', points: 2_500, cashbackPercent: 5, levelUpBonus: 2_500, birthdayBonus: 2_500 },
  { order: 4, name: 'Platinum', points: 10_000, cashbackPercent: 8, levelUpBonus: 10_000, birthdayBonus: 5_000 },
  { order: 5, name: 'Diamond', points: 50_000, cashbackPercent: 12, levelUpBonus: 50_000, birthdayBonus: 15_000 },
] as const;

/** Table games pay back more of what is staked, so they earn less per unit (as their bonus contributions do). */
export const demoWeights = [
  { category: '*', weight: '1' },
  { category: 'slots', weight: '1' },
  { category: 'crash', weight: '1' },
  { category: 'live', weight: '0.5' },
  { category: 'roulette', weight: '0.5' },
  { category: 'blackjack', weight: '0.2' },
] as const;

export async function seedLoyalty(db: Database): Promise<void> {
  await db
    .insert(loyaltyLevels)
    .values(
      demoLevels.map((l) => ({
        order: l.order,
        name: l.name,
        pointsX100: BigInt(l.points) * 100n,
        cashbackPercent: l.cashbackPercent,
        levelUpBonusMinor: BigInt(l.levelUpBonus),
        birthdayBonusMinor: BigInt(l.birthdayBonus),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(loyaltyCategoryWeights)
    .values([...demoWeights])
    .onConflictDoNothing();
}
