import { formatMoney, type MoneyCurrency } from '@croupier/i18n/money';

export interface MoneyOptions {
  /**
   * Spec 02 §9: amounts in the wallet are shown without cents. Only a whole amount drops them ($50, not
   * $50.00); a fraction is never cut off, as $0.50 shown as $0 would misstate money (decision 0026).
   */
  noCents?: boolean;
}

/**
 * An amount in its currency through the one money formatter (spec 01 §9), for every area of the site; an
 * unknown currency shows the bare number and its code rather than nothing.
 */
export function moneyText(
  amount: number,
  code: string | null,
  currencies: readonly MoneyCurrency[],
  options: MoneyOptions = {},
): string {
  const currency = currencies.find((c) => c.code === code);
  if (!currency) return `${amount} ${code ?? ''}`.trim();
  try {
    return formatMoney(amount, currency, { noCents: options.noCents === true && Number.isInteger(amount) });
  } catch {
    return `${amount} ${currency.code}`;
  }
}
