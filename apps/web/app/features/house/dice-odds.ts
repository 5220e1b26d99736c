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

/** Minor units (a decimal string) in major units, for display only. */
export function majorUnits(minor: string | bigint, subunitToUnit: number): number {
  return Number(minor) / subunitToUnit;
}

/** Major units typed by the player in minor units, or undefined when it is not a valid amount. */
export function minorUnits(major: string, subunitToUnit: number): bigint | undefined {
  const text = major.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const decimals = Math.round(Math.log10(subunitToUnit));
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length > decimals) return undefined;
  return BigInt(whole) * BigInt(subunitToUnit) + BigInt(fraction.padEnd(decimals, '0') || '0');
}
