import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import type { LocalizedNames } from '../bonus/names.ts';
import { loyaltyCategoryWeights, loyaltyLevels } from './tables.ts';

/** The demo levels' names in every shipped locale, as an operator would enter them (decision 0104). */
const levelNames = {
  bronze: { en: 'Bronze', fr: 'Bronze', de: 'Bronze', es: 'Bronce', 'pt-br': 'Bronze' },
  silver: { en: 'Silver', fr: 'Argent', de: 'Silber', es: 'Plata', 'pt-br': 'Prata' },
  gold: { en: 'Gold', fr: 'Or', de: 'Gold', es: 'Oro', 'pt-br': 'Ouro' },
  platinum: { en: 'Platinum', fr: 'Platine', de: 'Platin', es: 'Platino', 'pt-br': 'Platina' },
  diamond: { en: 'Diamond', fr: 'Diamant', de: 'Diamant', es: 'Diamante', 'pt-br': 'Diamante' },
} satisfies Record<string, LocalizedNames>;

/**
 * Demo levels (docs/decisions/0084): one point per unit of the base currency (CAD) wagered on slots. Perks in
 * CAD cents. Only inserted, never updated: an operator's changes stay theirs.
 */
export const demoLevels = [
  { order: 1, names: levelNames.bronze, points: 0, cashbackPercent: 0, levelUpBonus: 0, birthdayBonus: 0 },
  { order: 2, names: levelNames.silver, points: 500, cashbackPercent: 2, levelUpBonus: 500, birthdayBonus: 1000 },
  { order: 3, names: levelNames.gold, points: 2_500, cashbackPercent: 5, levelUpBonus: 2_500, birthdayBonus: 2_500 },
  {
    order: 4,
    names: levelNames.platinum,
    points: 10_000,
    cashbackPercent: 8,
    levelUpBonus: 10_000,
    birthdayBonus: 5_000,
  },
  {
    order: 5,
    names: levelNames.diamond,
    points: 50_000,
    cashbackPercent: 12,
    levelUpBonus: 50_000,
    birthdayBonus: 15_000,
  },
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
        names: l.names,
        pointsX100: BigInt(l.points) * 100n,
        cashbackPercent: l.cashbackPercent,
        levelUpBonusMinor: BigInt(l.levelUpBonus),
        birthdayBonusMinor: BigInt(l.birthdayBonus),
      })),
    )
    .onConflictDoNothing();
  // Rows migration 0035 converted hold their English name alone: the demo's translations are added to those whose
  // English name is still the demo's; a level the operator renamed or translated stays as they left it.
  for (const level of demoLevels) {
    await db
      .update(loyaltyLevels)
      .set({ names: level.names })
      .where(
        sql`${loyaltyLevels.order} = ${level.order} and ${loyaltyLevels.names} = jsonb_build_object('en', ${level.names.en}::text)`,
      );
  }
  await db
    .insert(loyaltyCategoryWeights)
    .values([...demoWeights])
    .onConflictDoNothing();
}
