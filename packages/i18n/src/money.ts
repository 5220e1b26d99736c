/**
 * Money display and exact unit conversion (spec 01 §9, spec 02 §9): decimals come from the subunit size,
 * numbers always use the US format (1,234.56) whatever the site language, an optional no-cents mode, and
 * crypto amounts may be shown in a sub-currency (0.0015 BTC as 1.5 mBTC). Conversions between major and
 * minor units are the contracts' `minor-units.ts`, the one place the server uses too: decimal strings and
 * bigint, never floating-point arithmetic.
 */

import { decimalToMinorUnits, minorToDecimal } from '@croupier/contracts/minor-units';

/** The currency fields display needs (a subset of the settings Currency). */
export interface MoneyCurrency {
  code: string;
  symbol?: string | undefined;
  /** Minor units in one major unit: 100 for CAD, 100000000 for BTC. */
  subunitToUnit: number;
  type: 'fiat' | 'crypto';
}

/** A display unit of a crypto currency; subunitToUnit is how many of it make one main unit (mBTC: 1000). */
export interface MoneySubCurrency {
  code: string;
  subunitToUnit: number;
}

export interface FormatMoneyOptions {
  /** Whole units only; the fraction is cut off (never rounded up), as a balance must not look larger. */
  noCents?: boolean;
  /** Show a crypto amount in this sub-currency, labelled with its code. */
  subCurrency?: MoneySubCurrency | undefined;
  /** symbol (default; falls back to the code when the currency has none), code, or the bare number. */
  display?: 'symbol' | 'code' | 'none';
}

/** Crypto amounts never show more than this many decimals. */
export const maxCryptoDecimals = 8;

/** The currency the site treats as main when the player holds it (spec 01 §9). */
export const preferredMainCurrency = 'CAD';

/** Number of decimals a subunit size implies: 100 → 2, 1 → 0, 100000000 → 8 (log10, rounded up otherwise). */
export function decimalsFor(subunitToUnit: number): number {
  assertSubunit(subunitToUnit);
  return powerOfTen(BigInt(subunitToUnit)) ?? Math.ceil(Math.log10(subunitToUnit));
}

/** Formats an amount in major units, e.g. formatMoney(1234.5, CAD) → "$1,234.50". */
export function formatMoney(
  amount: number | string,
  currency: MoneyCurrency,
  options: FormatMoneyOptions = {},
): string {
  let value = parseDecimal(amount);
  let decimals = decimalsFor(currency.subunitToUnit);
  const sub = currency.type === 'crypto' ? options.subCurrency : undefined;
  if (sub) {
    assertSubunit(sub.subunitToUnit);
    value = { unscaled: value.unscaled * BigInt(sub.subunitToUnit), scale: value.scale };
    decimals = Math.max(0, decimals - decimalsFor(sub.subunitToUnit));
  }
  const crypto = currency.type === 'crypto';
  const maxDecimals = options.noCents ? 0 : crypto ? Math.min(decimals, maxCryptoDecimals) : decimals;
  const minDecimals = options.noCents || crypto ? 0 : decimals;
  const negative = value.unscaled < 0n;
  const magnitude = numberFormat(minDecimals, maxDecimals).format(
    decimalString({ unscaled: negative ? -value.unscaled : value.unscaled, scale: value.scale }) as `${number}`,
  );
  const sign = negative && /[1-9]/.test(magnitude) ? '-' : '';
  const display = options.display ?? 'symbol';
  if (display === 'none') return `${sign}${magnitude}`;
  if (sub) return `${sign}${magnitude} ${sub.code}`;
  if (display === 'symbol' && currency.symbol) return `${sign}${currency.symbol}${magnitude}`;
  return `${sign}${magnitude} ${currency.code}`;
}

/** Minor units to an exact major-unit decimal string: minorToMajor(12345n, 100) → "123.45". */
export function minorToMajor(minor: bigint | number | string, subunitToUnit: number): string {
  assertSubunit(subunitToUnit);
  return minorToDecimal(toBigInt(minor), subunitToUnit);
}

/**
 * A major-unit amount to whole minor units: majorToMinor('12.34', 100) → 1234n. Throws RangeError when the
 * amount is not a plain decimal or has more precision than the currency ('12.345' in cents).
 */
export function majorToMinor(major: string | number, subunitToUnit: number): bigint {
  assertSubunit(subunitToUnit);
  if (typeof major === 'number' && !Number.isFinite(major)) throw new RangeError(`Not a finite amount: ${major}`);
  // String(number) is the shortest text that reads back as the same double: 0.29, not 0.28999….
  const result = decimalToMinorUnits((typeof major === 'number' ? String(major) : major).trim(), subunitToUnit);
  if (result.ok) return result.minor;
  if (result.reason === 'format') throw new RangeError(`Not a decimal amount: ${JSON.stringify(major)}`);
  throw new RangeError(`${major} has more decimals than a currency with ${subunitToUnit} subunits allows`);
}

/** The main currency: CAD when present, else the first one (spec 01 §9). */
export function mainCurrency<T extends { code: string }>(currencies: readonly T[]): T | undefined {
  return currencies.find((c) => c.code.toUpperCase() === preferredMainCurrency) ?? currencies[0];
}

// ---------------------------------------------------------------------------------------------------------

interface Decimal {
  /** The digits as an integer; the value is unscaled / 10^scale. */
  unscaled: bigint;
  scale: number;
}

const decimalPattern = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

function parseDecimal(input: number | string): Decimal {
  if (typeof input === 'number' && !Number.isFinite(input)) throw new RangeError(`Not a finite amount: ${input}`);
  // String(number) is the shortest text that reads back as the same double: 0.29, not 0.28999….
  const text = (typeof input === 'number' ? String(input) : input).trim();
  const match = decimalPattern.exec(text);
  const [, sign, whole = '', fraction = '', exponent = '0'] = match ?? [];
  if (!match || (whole === '' && fraction === ''))
    throw new RangeError(`Not a decimal amount: ${JSON.stringify(input)}`);
  const shift = Number(exponent);
  const digits = BigInt(`${whole}${fraction}` || '0');
  let scale = fraction.length - shift;
  let unscaled = digits;
  if (scale < 0) {
    unscaled *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { unscaled: sign === '-' ? -unscaled : unscaled, scale };
}

/** Plain decimal text of a value, optionally padded to a minimum number of decimals. */
function decimalString(value: Decimal, minDecimals = 0): string {
  const negative = value.unscaled < 0n;
  let { scale } = value;
  let digits = (negative ? -value.unscaled : value.unscaled).toString();
  if (scale < minDecimals) {
    digits += '0'.repeat(minDecimals - scale);
    scale = minDecimals;
  }
  digits = digits.padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

function toBigInt(value: bigint | number | string): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    throw new RangeError(`Minor units must be a safe integer: ${value}`);
  }
  if (typeof value === 'string' && !/^[+-]?\d+$/.test(value.trim())) {
    throw new RangeError(`Minor units must be an integer: ${JSON.stringify(value)}`);
  }
  return BigInt(typeof value === 'string' ? value.trim() : value);
}

/** n when value is 10^n. */
function powerOfTen(value: bigint): number | undefined {
  const text = value.toString();
  return /^10*$/.test(text) ? text.length - 1 : undefined;
}

function assertSubunit(subunitToUnit: number): void {
  if (!Number.isInteger(subunitToUnit) || subunitToUnit < 1) {
    throw new RangeError(`subunitToUnit must be a positive integer: ${subunitToUnit}`);
  }
}

const formats = new Map<string, Intl.NumberFormat>();

/** US number format, truncating rather than rounding; Intl formats decimal strings exactly. */
function numberFormat(minDecimals: number, maxDecimals: number): Intl.NumberFormat {
  const key = `${minDecimals}:${maxDecimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      useGrouping: true,
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
      roundingMode: 'trunc',
    });
    formats.set(key, format);
  }
  return format;
}
