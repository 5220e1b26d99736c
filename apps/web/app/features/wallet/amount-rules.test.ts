import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountMaxLength,
  checkWithdraw,
  clampAmount,
  depositDisabled,
  inputDecimals,
  maskAmount,
  withdrawDisabled,
} from './amount-rules.ts';

describe('deposit amount mask', () => {
  it('[S2.5-05] lets digits through with at most two decimals', () => {
    expect(maskAmount('12.345')).toBe('12.34');
    expect(maskAmount('12,5')).toBe('12.5');
    expect(maskAmount('1a2b3')).toBe('123');
    expect(maskAmount('-50')).toBe('50');
    expect(maskAmount('1.2.3')).toBe('1.23');
    expect(maskAmount('.5')).toBe('0.5');
    expect(maskAmount('7.')).toBe('7.');
    expect(maskAmount('')).toBe('');
    expect(maskAmount('1e5')).toBe('15');
  });

  it('[S2.5-06] keeps at most 10 characters', () => {
    expect(maskAmount('12345678901234')).toBe('1234567890');
    expect(maskAmount('1234567.891')).toBe('1234567.89');
    expect(maskAmount('123456789.12')).toBe('123456789.');
    expect(amountMaxLength).toBe(10);
  });

  it('[S2.5-07] strips a leading zero before another digit', () => {
    expect(maskAmount('05')).toBe('5');
    expect(maskAmount('0005')).toBe('5');
    expect(maskAmount('00')).toBe('0');
    expect(maskAmount('0.50')).toBe('0.50');
    expect(maskAmount('0')).toBe('0');
  });

  it('cuts the fraction for currencies without decimals and allows more for crypto (decision 0026)', () => {
    expect(maskAmount('150.75', inputDecimals(0, false))).toBe('150');
    expect(inputDecimals(2, false)).toBe(2);
    expect(inputDecimals(3, false)).toBe(2);
    expect(maskAmount('0.000123456', inputDecimals(8, true))).toBe('0.00012345');
    expect(inputDecimals(18, true)).toBe(8);
  });

  it('always yields a value the mask itself leaves unchanged, within the length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.integer({ min: 0, max: 8 }), (raw, decimals) => {
        const masked = maskAmount(raw, decimals);
        expect(masked.length).toBeLessThanOrEqual(amountMaxLength);
        expect(masked).toMatch(/^(?:\d+(?:\.\d*)?)?$/);
        expect(maskAmount(masked, decimals)).toBe(masked);
        const fraction = masked.split('.')[1] ?? '';
        expect(fraction.length).toBeLessThanOrEqual(decimals);
        expect(masked).not.toMatch(/^0\d/);
      }),
    );
  });
});

describe('blur clamping', () => {
  it('[S2.5-08] turns an empty value or one below the minimum into the minimum', () => {
    expect(clampAmount('', 10, 5000)).toBe('10');
    expect(clampAmount('.', 10, 5000)).toBe('10');
    expect(clampAmount('9.99', 10, 5000)).toBe('10');
    expect(clampAmount('0', 12.5, 5000)).toBe('12.5');
    expect(clampAmount('0.0001', 0.0005, 1, 8)).toBe('0.0005');
  });

  it('[S2.5-09] turns a value above the maximum into the maximum', () => {
    expect(clampAmount('5000.01', 10, 5000)).toBe('5000');
    expect(clampAmount('999999', 10, 2500.5)).toBe('2500.5');
  });

  it('leaves a value within the bounds as typed (a trailing point dropped)', () => {
    expect(clampAmount('25', 10, 5000)).toBe('25');
    expect(clampAmount('25.50', 10, 5000)).toBe('25.50');
    expect(clampAmount('25.', 10, 5000)).toBe('25');
    expect(clampAmount('10', 10, 5000)).toBe('10');
    expect(clampAmount('5000', 10, 5000)).toBe('5000');
  });
});

describe('deposit button', () => {
  const bounds = { min: 10, max: 5000 };
  it('[S2.5-01] is disabled while loading', () => {
    expect(depositDisabled({ ...bounds, loading: true, amount: '50' })).toBe(true);
    expect(depositDisabled({ ...bounds, loading: false, amount: '50' })).toBe(false);
  });
  it('[S2.5-02] is disabled for an empty or zero amount', () => {
    expect(depositDisabled({ ...bounds, loading: false, amount: '' })).toBe(true);
    expect(depositDisabled({ min: 0, max: 10, loading: false, amount: '0' })).toBe(true);
    expect(depositDisabled({ min: 0, max: 10, loading: false, amount: '0.00' })).toBe(true);
  });
  it('[S2.5-03] [S2.5-04] is disabled above amountMax and below amountMin', () => {
    expect(depositDisabled({ ...bounds, loading: false, amount: '5000.01' })).toBe(true);
    expect(depositDisabled({ ...bounds, loading: false, amount: '9.99' })).toBe(true);
    expect(depositDisabled({ ...bounds, loading: false, amount: '10' })).toBe(false);
    expect(depositDisabled({ ...bounds, loading: false, amount: '5000' })).toBe(false);
  });
});

describe('withdraw bounds', () => {
  const base = { min: 20, max: 1000, balance: 150 };
  it('[S2.5-11] [S2.5-14] flags an amount above the withdrawable balance', () => {
    expect(checkWithdraw({ ...base, amount: '150.01' })).toMatchObject({ exceedsBalance: true, ok: false });
    expect(checkWithdraw({ ...base, amount: '150' })).toMatchObject({ exceedsBalance: false, ok: true });
  });
  it('[S2.5-12] [S2.5-13] [S2.5-15] needs the amount within the method bounds for the labelled button', () => {
    expect(checkWithdraw({ ...base, amount: '19.99' })).toMatchObject({ belowMin: true, ok: false });
    expect(checkWithdraw({ ...base, balance: 5000, amount: '1000.01' })).toMatchObject({ aboveMax: true, ok: false });
    expect(checkWithdraw({ ...base, amount: '' })).toMatchObject({ belowMin: true, exceedsBalance: false, ok: false });
    expect(checkWithdraw({ ...base, amount: '20' }).ok).toBe(true);
  });
  it('[S2.5-10] is disabled while loading', () => {
    expect(withdrawDisabled({ ...base, amount: '50', loading: true })).toBe(true);
    expect(withdrawDisabled({ ...base, amount: '50', loading: false })).toBe(false);
  });
});
