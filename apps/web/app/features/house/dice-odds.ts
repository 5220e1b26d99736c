import { diceConfig, diceMultiplier } from '@croupier/house-games/dice';

/** Win chance in hundredths of a percent (100 = 1.00 %) to the dice target, for either direction. */
export function targetFor(direction: 'under' | 'over', chance: number): number {
  return direction === 'under' ? chance : diceConfig.outcomes - 1 - chance;
}

export const chanceLimits = { min: diceConfig.minWinningOutcomes, max: diceConfig.maxWinningOutcomes };

/** The payout as a factor (1.98 for ×1.98), from the game's own maths. */
export function payoutFactor(direction: 'under' | 'over', chance: number): number {
  return diceMultiplier(direction, targetFor(direction, chance)) / 1_000_000;
}
