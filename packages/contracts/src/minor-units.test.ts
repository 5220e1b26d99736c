import { describe, expect, it } from 'vitest';
import { decimalToMinorUnits, minorToDecimal, toMajorUnits, toMinorUnits } from './minor-units.ts';

describe('minor units', () => {
  it('reads the digits a client wrote, refusing more decimals than the subunit and negative or huge amounts', () => {
    expect(toMinorUnits(12.34, 100)).toEqual({ ok: true, minor: 1234n });
    expect(toMinorUnits(0.1, 100)).toEqual({ ok: true, minor: 10n });
    expect(toMinorUnits(1e-7, 100_000_000)).toEqual({ ok: true, minor: 10n });
    expect(toMinorUnits(1e21, 1)).toEqual({ ok: true, minor: 10n ** 21n });
    expect(toMinorUnits(12.345, 100)).toEqual({ ok: false, reason: 'decimals' });
    expect(toMinorUnits(-1, 100)).toEqual({ ok: false, reason: 'range' });
    expect(toMinorUnits(Number.NaN, 100)).toEqual({ ok: false, reason: 'range' });
    expect(toMinorUnits(1e39, 1)).toEqual({ ok: false, reason: 'range' });
    expect(() => toMinorUnits(1, 250)).toThrow(/power of ten/);
  });

  it('converts signed decimal text exactly, beyond what a double holds', () => {
    expect(decimalToMinorUnits('12.340', 100)).toEqual({ ok: true, minor: 1234n });
    expect(decimalToMinorUnits('-0.5', 100)).toEqual({ ok: true, minor: -50n });
    expect(decimalToMinorUnits('.5', 10)).toEqual({ ok: true, minor: 5n });
    expect(decimalToMinorUnits('1234.567890123456789012', 1e18)).toEqual({
      ok: true,
      minor: 1234567890123456789012n,
    });
    expect(decimalToMinorUnits('0.5', 1)).toEqual({ ok: false, reason: 'decimals' });
    for (const text of ['', '.', 'abc', '1.2.3', '1,5']) {
      expect(decimalToMinorUnits(text, 100)).toEqual({ ok: false, reason: 'format' });
    }
  });

  it('writes minor units back as exact decimal text and as the nearest number', () => {
    expect(minorToDecimal(12345n, 100)).toBe('123.45');
    expect(minorToDecimal(-5n, 100)).toBe('-0.05');
    expect(minorToDecimal(100n, 1)).toBe('100');
    expect(minorToDecimal(150000n, 100_000_000)).toBe('0.00150000');
    expect(toMajorUnits(10n, 100)).toBe(0.1);
    expect(toMajorUnits(-1234n, 100)).toBe(-12.34);
  });
});
