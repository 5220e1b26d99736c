import { moneyText } from '../../i18n/money-text.ts';
import { useAccounts } from '../accounts/accounts-store.ts';

/** The amount a modal was opened with ({ amount, currency } props), formatted; undefined without one. */
export function useModalAmount(props: Record<string, unknown>): string | undefined {
  const accounts = useAccounts(true);
  const amount = typeof props.amount === 'number' ? props.amount : undefined;
  const currency = typeof props.currency === 'string' ? props.currency : undefined;
  if (amount === undefined || !currency) return undefined;
  return moneyText(amount, currency, accounts.currencies);
}
