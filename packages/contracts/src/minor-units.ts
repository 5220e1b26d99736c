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

const decimalPattern = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Sign and plain digits of decimal text ("12.5", "-.5", "1e-7", "1.5e+21"), exponent forms expanded;
 * undefined when the text is not a decimal.
 */
function plainDecimal(text: string): { negative: boolean; whole: string; fraction: string } | undefined {
  const match = decimalPattern.exec(text);
  const [, sign, intPart = '', fracPart = '', exponentText = '0'] = match ?? [];
  if (!match || (intPart === '' && fracPart === '')) return undefined;
  const digits = intPart + fracPart;
  const point = intPart.length + Number(exponentText);
  const negative = sign === '-';
  if (point <= 0) return { negative, whole: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { negative, whole: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { negative, whole: digits.slice(0, point), fraction: digits.slice(point) };
}

export type DecimalToMinorResult = { ok: true; minor: bigint } | { ok: false; reason: 'decimals' | 'format' };

/**
 * Signed decimal text to exact minor units ("12.34" at 100 → 1234n, "-0.5" → -50n): trailing zeros are
 * free, a significant digit beyond the subunit is refused ('decimals'), so is text that is no decimal.
 */
export function decimalToMinorUnits(text: string, subunitToUnit: number): DecimalToMinorResult {
  const places = subunitDecimals(subunitToUnit);
  const decimal = plainDecimal(text);
  if (!decimal) return { ok: false, reason: 'format' };
  const significant = decimal.fraction.replace(/0+$/, '');
  if (significant.length > places) return { ok: false, reason: 'decimals' };
  const magnitude = BigInt(decimal.whole + significant.padEnd(places, '0'));
  return { ok: true, minor: decimal.negative ? -magnitude : magnitude };
}

/** Exact major-unit decimal text of minor units, with all the subunit's decimals: 12345n at 100 → "123.45". */
export function minorToDecimal(minor: bigint, subunitToUnit: number): string {
  const places = subunitDecimals(subunitToUnit);
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(places + 1, '0');
  const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return negative ? `-${text}` : text;
}

export type ToMinorResult = { ok: true; minor: bigint } | { ok: false; reason: 'decimals' | 'range' };

export function toMinorUnits(amount: number, subunitToUnit: number): ToMinorResult {
  if (!Number.isFinite(amount) || amount < 0) return { ok: false, reason: 'range' };
  // A finite number's text is always a decimal, so 'format' cannot come back.
  const result = decimalToMinorUnits(amount.toString(), subunitToUnit);
  if (!result.ok) return { ok: false, reason: result.reason === 'decimals' ? 'decimals' : 'range' };
  if (result.minor > maxMinor) return { ok: false, reason: 'range' };
  return result;
}

/** The nearest number to the exact decimal; JSON then prints the digits the player entered. */
export function toMajorUnits(minor: bigint, subunitToUnit: number): number {
  return Number(minorToDecimal(minor, subunitToUnit));
}
