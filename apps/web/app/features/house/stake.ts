import { decimalsFor, majorToMinor, minorToMajor } from '@croupier/i18n/money';
import { useState } from 'react';

/** Minor units (a decimal string) in major units, for display only. */
export function majorUnits(minor: string | bigint, subunitToUnit: number): number {
  return Number(minorToMajor(minor, subunitToUnit));
}

/** Major units typed by the player in minor units, or undefined when it is not a valid amount. */
export function minorUnits(major: string, subunitToUnit: number): bigint | undefined {
  const text = major.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  try {
    return majorToMinor(text, subunitToUnit);
  } catch {
    return undefined;
  }
}

/** The stake as typed, in minor units, checked against the game's range, with halve and double. */
export function useStake(range: { minMinor: string; maxMinor: string }, subunitToUnit: number) {
  const min = BigInt(range.minMinor);
  const max = BigInt(range.maxMinor);
  const text = (minor: bigint) => minorToMajor(minor, subunitToUnit);
  const [typed, setTyped] = useState(() => text(min));
  const minor = minorUnits(typed, subunitToUnit);
  const valid = minor !== undefined && minor >= min && minor <= max;
  const scale = minor ?? min;
  return {
    typed,
    setTyped,
    /** The stake in minor units when valid. */
    minor: valid ? minor : undefined,
    valid,
    min,
    max,
    halve: () => setTyped(text(scale / 2n < min ? min : scale / 2n)),
    double: () => setTyped(text(scale * 2n > max ? max : scale * 2n)),
    decimals: decimalsFor(subunitToUnit),
  };
}
export type Stake = ReturnType<typeof useStake>;
