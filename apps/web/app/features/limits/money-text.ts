import { formatMoney, type MoneyCurrency } from '@croupier/i18n/money';

/** An amount in its currency through formatMoney (spec 01 §9); an unknown currency shows its code. */
export function moneyText(amount: number, code: string | null, currencies: readonly MoneyCurrency[]): string {
  const currency = currencies.find((c) => c.code === code);
  if (!currency) return `${amount} ${code ?? ''}`.trim();
  try {
    return formatMoney(amount, currency);
  } catch {
    return `${amount} ${currency.code}`;
  }
}
