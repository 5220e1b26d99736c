/**
 * Exact conversion between the API's major-unit numbers and minor units (ARCHITECTURE §5). A JSON number
 * is read through its shortest decimal form, which is what the client wrote: 0.1 stays 0.1, never
 * 0.1000000000000000055…, so "too many decimals" is judged on the digits the player typed.
 */

/** Largest value numeric(38,0) holds. */
const maxMinor = 10n ** 38n - 1n;

/** Decimal places of a power-of-ten subunit (100 → 2, 10^18 → 18); other subunits are a data error. */
export function subunitDecimals(subunitToUnit: number): number {
  const digits = BigInt(subunitToUnit).toString();
  if (!/^10*$/.test(digits)) throw new Error(`subunitToUnit ${subunitToUnit} is not a power of ten`);
  return digits.length - 1;
}

/** Plain decimal digits of a finite non-negative number, expanding exponent forms like 1e-7 and 1e+21. */
function plainDecimal(value: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponentText] = value.toString().split('e');
  const exponent = Number(exponentText ?? 0);
  const [intPart = '0', fracPart = ''] = mantissa.split('.');
  const digits = intPart + fracPart;
  const point = intPart.length + exponent;
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { whole: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

export type ToMinorResult = { ok: true; minor: bigint } | { ok: false; reason: 'decimals' | 'range' };

export function toMinorUnits(amount: number, subunitToUnit: number): ToMinorResult {
  if (!Number.isFinite(amount) || amount < 0) return { ok: false, reason: 'range' };
  const places = subunitDecimals(subunitToUnit);
  const { whole, fraction } = plainDecimal(amount);
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > places) return { ok: false, reason: 'decimals' };
  const minor = BigInt(whole + significant.padEnd(places, '0'));
  if (minor > maxMinor) return { ok: false, reason: 'range' };
  return { ok: true, minor };
}

/** The nearest number to the exact decimal; JSON then prints the digits the player entered. */
export function toMajorUnits(minor: bigint, subunitToUnit: number): number {
  const places = subunitDecimals(subunitToUnit);
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(places + 1, '0');
  const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return Number(negative ? `-${text}` : text);
}
