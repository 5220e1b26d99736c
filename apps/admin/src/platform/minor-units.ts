/**
 * Money the configuration calls carry as integer minor units in decimal text (decision 0122), shown and typed
 * in major units. Done on the digits, not with floats: an 18-decimal currency does not fit a double.
 */

/** `12345`, 2 decimals → `123.45`; trailing zeros of the fraction dropped (`500` → `5`). */
export function majorText(minor: string | null, decimals: number): string {
  if (minor === null || !/^\d+$/.test(minor)) return '';
  if (decimals === 0) return minor.replace(/^0+(?=\d)/, '');
  const padded = minor.padStart(decimals + 1, '0');
  const whole = padded.slice(0, -decimals).replace(/^0+(?=\d)/, '');
  const fraction = padded.slice(-decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/**
 * A typed major amount as minor-unit text; empty: null. Anything that is not a plain amount with at most the
 * currency's decimals is passed on as typed, so the server names the field (and nothing is silently rounded).
 */
export function minorText(major: FormDataEntryValue | null, decimals: number): string | null {
  const text = String(major ?? '')
    .trim()
    .replace(',', '.');
  if (text === '') return null;
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] ?? '').length > decimals) return text;
  const digits = `${match[1]}${(match[2] ?? '').padEnd(decimals, '0')}`.replace(/^0+(?=\d)/, '');
  return digits;
}

/** The step of a major-unit number input for a currency: one minor unit. */
export const minorStep = (decimals: number): string => (decimals === 0 ? '1' : `0.${'1'.padStart(decimals, '0')}`);
