import type { Currency } from '@croupier/contracts/settings';
import { formatMoney } from '@croupier/i18n/money';

export interface MoneyOptions {
  /**
   * Spec 02 §9: amounts in the wallet are shown without cents. Only a whole amount drops them ($50, not
   * $50.00); a fraction is never cut off, as $0.50 shown as $0 would misstate money (decision 0026).
   */
  noCents?: boolean;
}

/** An amount through the one money formatter; an unknown currency shows the bare number and code. */
export function walletMoney(
  amount: number,
  code: string,
  currencies: readonly Currency[],
  options: MoneyOptions = {},
): string {
  const currency = currencies.find((c) => c.code === code);
  if (!currency) return `${amount} ${code}`;
  try {
    return formatMoney(amount, currency, { noCents: options.noCents === true && Number.isInteger(amount) });
  } catch {
    return `${amount} ${code}`;
  }
}
