/**
 * The amount field of the deposit and withdraw forms (spec 02 §5, §9): what the mask lets through while
 * the player types, where a value lands on blur, and when the submit button is allowed. Amounts are kept
 * as the decimal text the player sees; comparisons go through exact decimal arithmetic, never through
 * sums of floats.
 */

/** Spec 02 §9: at most 10 characters, two decimals. */
export const amountMaxLength = 10;
export const amountDecimals = 2;

/**
 * Decimals the field accepts for a currency: two (spec 02 §9), fewer when the currency has fewer (JPY has
 * none), and the currency's own up to 8 for crypto, whose method minimums are fractions of a coin
 * (decision 0026).
 */
export function inputDecimals(currencyDecimals: number, crypto: boolean): number {
  return crypto ? Math.min(currencyDecimals, 8) : Math.min(currencyDecimals, amountDecimals);
}

/**
 * The mask: digits with at most `decimals` decimals (a comma counts as the point), at most `maxLength`
 * characters, a leading zero before another digit dropped ("05" → "5", "0.5" stays).
 */
export function maskAmount(
  raw: string,
  decimals: number = amountDecimals,
  maxLength: number = amountMaxLength,
): string {
  let whole = '';
  let fraction = '';
  let point = false;
  for (const char of raw.replace(/,/g, '.')) {
    if (char === '.') {
      // Without decimals the fraction is cut off; a second point is ignored.
      if (decimals === 0) break;
      point = true;
    } else if (char >= '0' && char <= '9') {
      if (!point) whole += char;
      else if (fraction.length < decimals) fraction += char;
    }
  }
  whole = whole.replace(/^0+(?=\d)/, '');
  if (point && whole === '') whole = '0';
  let text = point ? `${whole}.${fraction}` : whole;
  if (text.length > maxLength) text = text.slice(0, maxLength);
  return text;
}

/** The amount as a number, or undefined when the field is empty or only a point. */
export function amountValue(text: string): number | undefined {
  if (!/\d/.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** Plain decimal text of a bound (never exponent notation: 1e-7 → "0.0000001"). */
export function amountText(value: number, decimals: number = amountDecimals): string {
  if (Number.isInteger(value)) return String(value);
  const fixed = value.toFixed(Math.max(decimals, 0));
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/** On blur: empty or below the minimum becomes the minimum, above the maximum becomes the maximum. */
export function clampAmount(text: string, min: number, max: number, decimals: number = amountDecimals): string {
  const value = amountValue(text);
  if (value === undefined || value < min) return amountText(min, decimals);
  if (value > max) return amountText(max, decimals);
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

/** The deposit button is off while loading, for an empty or zero amount, and outside the method's bounds. */
export function depositDisabled(input: { loading: boolean; amount: string; min: number; max: number }): boolean {
  if (input.loading) return true;
  const value = amountValue(input.amount);
  if (value === undefined || value === 0) return true;
  return value > input.max || value < input.min;
}

export interface WithdrawCheck {
  /** The amount exceeds the withdrawable balance ('withdraw.amountError' shows). */
  exceedsBalance: boolean;
  belowMin: boolean;
  aboveMax: boolean;
  /** All three bounds hold: the button may be pressed and its label shows the amount. */
  ok: boolean;
}

/** Withdraw bounds (spec 02 §5): within the withdrawable balance, the method minimum and maximum. */
export function checkWithdraw(input: { amount: string; min: number; max: number; balance: number }): WithdrawCheck {
  const value = amountValue(input.amount);
  const exceedsBalance = value !== undefined && value > input.balance;
  const belowMin = value === undefined || value < input.min;
  const aboveMax = value !== undefined && value > input.max;
  return {
    exceedsBalance,
    belowMin,
    aboveMax,
    ok: value !== undefined && value > 0 && !exceedsBalance && !belowMin && !aboveMax,
  };
}

export function withdrawDisabled(input: {
  loading: boolean;
  amount: string;
  min: number;
  max: number;
  balance: number;
}): boolean {
  return input.loading || !checkWithdraw(input).ok;
}
