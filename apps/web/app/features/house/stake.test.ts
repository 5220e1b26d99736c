import { describe, expect, it } from 'vitest';
import { majorUnits, minorUnits } from './stake.ts';

describe('the stake on a house game page', () => {
  it('reads a typed stake into minor units exactly, refusing what the currency cannot hold', () => {
    expect(minorUnits('1.5', 100)).toBe(150n);
    expect(minorUnits('0,20', 100)).toBe(20n);
    expect(minorUnits('0.000001', 100_000_000)).toBe(100n);
    expect(minorUnits('1.234', 100)).toBeUndefined();
    expect(minorUnits('-1', 100)).toBeUndefined();
    expect(minorUnits('abc', 100)).toBeUndefined();
    expect(majorUnits('150', 100)).toBe(1.5);
  });
});
