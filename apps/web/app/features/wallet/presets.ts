/** Suggested deposit amounts of a method (spec 02 §3 presets, §5 "Deposit presets", §9). */

export interface Preset {
  amount: number;
  default: boolean;
}

/** Spec 02 §9: with this many presets or more, only a window of them shows. */
export const presetWindowFrom = 6;
export const presetWindowSize = 5;

/** Fewer than 6 presets: all of them; otherwise 5 starting at the default one (the first 5 without one). */
export function visiblePresets<T extends Preset>(presets: readonly T[]): T[] {
  if (presets.length < presetWindowFrom) return [...presets];
  const start = Math.max(
    0,
    presets.findIndex((preset) => preset.default),
  );
  return presets.slice(start, start + presetWindowSize);
}

/**
 * The amount the form starts with: the selected bonus's minimum deposit when it is above the default
 * preset, else the default preset, else the method minimum.
 */
export function initialAmount(presets: readonly Preset[], methodMin: number, bonusMin?: number): number {
  const preset = presets.find((p) => p.default)?.amount;
  if (bonusMin !== undefined && bonusMin > (preset ?? methodMin)) return bonusMin;
  return preset ?? methodMin;
}
