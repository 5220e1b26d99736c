import type { Currency } from '@croupier/contracts/settings';
import { decimalsFor, formatMoney, type MoneyCurrency, mainCurrency } from '@croupier/i18n/money';

/**
 * Amounts in content follow the visitor's currency (decision 0060). Content writes an amount as
 * `{{money:EUR:500}}`: the figure and the currency it is stated in. Served in that currency it is shown
 * exactly; in another it is converted through the settings' rates (each the value of one unit in the base
 * currency) and rounded to a friendly figure, since a marketing "up to $790.12" reads as a bug. Every
 * amount is then formatted by the one money formatter (@croupier/i18n/money, spec 01 §9).
 */
export const moneyPlaceholder = /\{\{money:([A-Za-z]{2,10}):(\d+(?:\.\d+)?)\}\}/g;

/** What rendering needs of a settings currency: display facts and the rate to the base currency. */
type Rated = Pick<Currency, 'code' | 'symbol' | 'subunitToUnit' | 'type' | 'rate'>;

/**
 * A positive amount rounded to a multiple of half its leading digit's place (steps of 50 in the hundreds,
 * 500 in the thousands): 790 → 800, 237 → 250, 15,800 → 15,000, 31.6 → 30, 7.9 → 8, 0.79 → 0.80; at most
 * about 20% off (for figures starting with 1), which a marketing figure may be. Never finer than the
 * currency's smallest unit and never zero. Answers a decimal string in major units.
 */
export function friendlyAmount(value: number, decimals: number): string {
  if (!(value > 0) || !Number.isFinite(value)) return '0';
  const exponent = Math.floor(Math.log10(value));
  const step = 5 * 10 ** (exponent - 1);
  const rounded = Math.max(Math.round(value / step), 1) * step;
  const places = Math.min(decimals, Math.max(0, 1 - exponent));
  const text = rounded.toFixed(places);
  // A currency too coarse for the figure (a fraction of a yen): its smallest unit instead of nothing.
  return Number(text) > 0 ? text : (10 ** -decimals).toFixed(decimals);
}

/** The amount `{{money:FROM:amount}}` names, in `to`, as a decimal string in major units. */
export function convertedAmount(amount: string, from: Rated | undefined, to: Rated): string {
  if (from?.code === to.code) return amount;
  if (!from) return amount;
  const inBase = Number(amount) * from.rate.rate;
  return friendlyAmount(inBase / to.rate.rate, decimalsFor(to.subunitToUnit));
}

/** Whole amounts drop their cents ($500, not $500.00); a fraction keeps them ($0.50). */
function shown(amount: string, currency: MoneyCurrency): string {
  const whole = !/\.\d*[1-9]/.test(amount);
  return formatMoney(amount, currency, { noCents: whole });
}

/** One string with its placeholders rendered in `to` (in their own currency, by code, when `to` is unknown). */
export function renderText(text: string, to: Rated | undefined, currencies: readonly Rated[]): string {
  return text.replace(moneyPlaceholder, (_match, code: string, amount: string) => {
    const from = currencies.find((c) => c.code === code.toUpperCase());
    if (!to) return from ? shown(amount, from) : `${amount} ${code.toUpperCase()}`;
    return shown(convertedAmount(amount, from, to), to);
  });
}

/** Every string of a content document, at any depth, rendered with `renderText`. */
export function renderAmounts<T>(document: T, to: Rated | undefined, currencies: readonly Rated[]): T {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return value.includes('{{money:') ? renderText(value, to, currencies) : value;
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    }
    return value;
  };
  return walk(document) as T;
}

/**
 * The currency amounts are shown in: the one asked for when the site offers or knows it, else the site's
 * main currency (CAD when offered, else the first offered one, spec 01 §9), as a guest's header would.
 */
export function contentCurrency(asked: string | undefined, currencies: readonly Currency[]): Currency | undefined {
  const code = asked?.toUpperCase();
  const found = code ? currencies.find((c) => c.code === code) : undefined;
  return found ?? mainCurrency(currencies.filter((c) => c.isEnabled));
}
