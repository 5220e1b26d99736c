import { describe, expect, it } from 'vitest';
import { majorUnits, minorUnits, payoutFactor, targetFor } from './dice-odds.ts';

describe('dice odds on the game page', () => {
  it('turns a win chance into the target of either direction, and pays by the game’s RTP', () => {
    expect(targetFor('under', 5000)).toBe(5000);
    expect(targetFor('over', 5000)).toBe(4999);
    expect(payoutFactor('under', 5000)).toBe(1.98);
    expect(payoutFactor('over', 5000)).toBe(1.98);
    expect(payoutFactor('under', 100)).toBe(99);
  });

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
