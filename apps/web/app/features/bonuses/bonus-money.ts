import { useCallback } from 'react';
import { moneyText } from '../../i18n/money-text.ts';
import { activeAccount, useAccounts } from '../accounts/accounts-store.ts';

/** The player's active currency and the one money formatter for the bonus screens (spec 01 §9). */
export function useBonusMoney(): { currency: string | undefined; money(amount: number, code: string): string } {
  const accounts = useAccounts(true);
  const currency = activeAccount(accounts)?.currency;
  const money = useCallback(
    (amount: number, code: string) => moneyText(amount, code, accounts.currencies),
    [accounts.currencies],
  );
  return { currency, money };
}
