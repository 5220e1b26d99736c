import { describe, expect, it } from 'vitest';
import { decimalsFor, formatMoney, type MoneyCurrency, mainCurrency, majorToMinor, minorToMajor } from './money.ts';

const cad: MoneyCurrency = { code: 'CAD', symbol: '$', subunitToUnit: 100, type: 'fiat' };
const jpy: MoneyCurrency = { code: 'JPY', symbol: '¥', subunitToUnit: 1, type: 'fiat' };
const kwd: MoneyCurrency = { code: 'KWD', subunitToUnit: 1000, type: 'fiat' };
const btc: MoneyCurrency = { code: 'BTC', symbol: '₿', subunitToUnit: 100_000_000, type: 'crypto' };
const eth: MoneyCurrency = { code: 'ETH', subunitToUnit: 1e18, type: 'crypto' };
const mbtc = { code: 'mBTC', subunitToUnit: 1000 };

describe('formatMoney', () => {
  it('takes decimals from the subunit size', () => {
    expect(decimalsFor(100)).toBe(2);
    expect(decimalsFor(1)).toBe(0);
    expect(decimalsFor(1000)).toBe(3);
    expect(decimalsFor(100_000_000)).toBe(8);
    expect(decimalsFor(1e18)).toBe(18);
    expect(formatMoney(5, cad)).toBe('$5.00');
    expect(formatMoney(5, jpy)).toBe('¥5');
    expect(formatMoney(1.5, kwd)).toBe('1.500 KWD');
  });

  it('uses the US number format whatever the language', () => {
    expect(formatMoney(1234.56, cad)).toBe('$1,234.56');
    expect(formatMoney(1234567.5, cad)).toBe('$1,234,567.50');
    expect(formatMoney('98765432109876543.21', cad)).toBe('$98,765,432,109,876,543.21');
    expect(formatMoney(1234.5, cad, { display: 'code' })).toBe('1,234.50 CAD');
    expect(formatMoney(1234.5, cad, { display: 'none' })).toBe('1,234.50');
  });

  it('optionally shows no cents, cutting the fraction off rather than rounding up', () => {
    expect(formatMoney(1234.99, cad, { noCents: true })).toBe('$1,234');
    expect(formatMoney(-12.99, cad, { noCents: true })).toBe('-$12');
    expect(formatMoney(0.99, btc, { noCents: true })).toBe('₿0');
  });

  it('never rounds a balance up and keeps float noise out', () => {
    expect(formatMoney(0.29, cad)).toBe('$0.29');
    expect(formatMoney(0.1 + 0.2, cad)).toBe('$0.30');
    expect(formatMoney(1.005, cad)).toBe('$1.00');
    expect(formatMoney(19.999, cad)).toBe('$19.99');
    expect(formatMoney(-0.001, cad)).toBe('$0.00');
    expect(formatMoney(-5, cad)).toBe('-$5.00');
  });

  it('caps crypto at 8 decimals and trims trailing zeros', () => {
    expect(formatMoney(0.0015, btc)).toBe('₿0.0015');
    expect(formatMoney(1, btc)).toBe('₿1');
    expect(formatMoney('0.123456789', btc)).toBe('₿0.12345678');
    expect(formatMoney('1.123456789012345678', eth)).toBe('1.12345678 ETH');
    expect(formatMoney(1e-7, btc)).toBe('₿0.0000001');
  });

  it('shows crypto (BTC, ETH) in a sub-currency by its subunit', () => {
    expect(formatMoney(0.0015, btc, { subCurrency: mbtc })).toBe('1.5 mBTC');
    expect(formatMoney(1.23456789, btc, { subCurrency: mbtc })).toBe('1,234.56789 mBTC');
    expect(formatMoney(0.00000001, btc, { subCurrency: { code: 'µBTC', subunitToUnit: 1_000_000 } })).toBe('0.01 µBTC');
    expect(formatMoney(0.5, eth, { subCurrency: { code: 'Gwei', subunitToUnit: 1e9 } })).toBe('500,000,000 Gwei');
    // A fiat currency ignores a sub-currency.
    expect(formatMoney(1, cad, { subCurrency: mbtc })).toBe('$1.00');
  });

  it('rejects amounts that are not numbers', () => {
    expect(() => formatMoney(Number.NaN, cad)).toThrow(RangeError);
    expect(() => formatMoney('1,000', cad)).toThrow(RangeError);
    expect(() => formatMoney(1, { ...cad, subunitToUnit: 0 })).toThrow(RangeError);
  });
});

describe('minorToMajor / majorToMinor', () => {
  it('converts minor units to an exact decimal string', () => {
    expect(minorToMajor(12345n, 100)).toBe('123.45');
    expect(minorToMajor(5, 100)).toBe('0.05');
    expect(minorToMajor('-5', 100)).toBe('-0.05');
    expect(minorToMajor(100, 1)).toBe('100');
    expect(minorToMajor(150000n, 100_000_000)).toBe('0.00150000');
    expect(minorToMajor(1234567890123456789012n, 1e18)).toBe('1234.567890123456789012');
    expect(() => minorToMajor(1.5, 100)).toThrow(RangeError);
    expect(() => minorToMajor('1.5', 100)).toThrow(RangeError);
  });

  it('converts major units to exact minor units', () => {
    expect(majorToMinor('12.34', 100)).toBe(1234n);
    expect(majorToMinor('12', 100)).toBe(1200n);
    expect(majorToMinor('12.3', 100)).toBe(1230n);
    expect(majorToMinor('12.340', 100)).toBe(1234n);
    expect(majorToMinor(0.29, 100)).toBe(29n);
    expect(majorToMinor('-0.5', 100)).toBe(-50n);
    expect(majorToMinor('0.00150000', 100_000_000)).toBe(150000n);
    expect(majorToMinor('1234.567890123456789012', 1e18)).toBe(1234567890123456789012n);
  });

  it('rejects too many decimals and non-decimal text', () => {
    expect(() => majorToMinor('12.345', 100)).toThrow(RangeError);
    expect(() => majorToMinor('0.5', 1)).toThrow(RangeError);
    expect(() => majorToMinor('abc', 100)).toThrow(RangeError);
    expect(() => majorToMinor('', 100)).toThrow(RangeError);
    expect(() => majorToMinor('1.2.3', 100)).toThrow(RangeError);
  });

  it('round-trips', () => {
    for (const minor of [0n, 1n, 99n, 100n, 123456789n, -42n]) {
      expect(majorToMinor(minorToMajor(minor, 100), 100)).toBe(minor);
    }
  });
});

describe('mainCurrency', () => {
  it('is CAD when present', () => {
    expect(mainCurrency([{ code: 'EUR' }, { code: 'BTC' }, { code: 'CAD' }])?.code).toBe('CAD');
  });

  it('is the first currency without CAD', () => {
    expect(mainCurrency([{ code: 'EUR' }, { code: 'BTC' }])?.code).toBe('EUR');
    expect(mainCurrency([])).toBeUndefined();
  });
});
