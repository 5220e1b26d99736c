import type { Currency } from '@croupier/contracts/settings';
import { useCallback, useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { moneyText } from '../../i18n/money-text.ts';
import { publicCurrencies } from '../../platform/api/clients.ts';
import { type LiveView, useLive } from '../../platform/api/live-cache.ts';
import { type LoyaltyAccount, type LoyaltyLevel, loyaltyApi } from './loyalty-api.ts';

const whileShown = { dropUnused: true };

/** The public level table, shared by the page's modals (read once while any of them is shown). */
export const useLoyaltyLevels = (): LiveView<LoyaltyLevel[]> =>
  useLive(['loyalty', 'levels'], loyaltyApi.levels, whileShown);

/** The player's own account (the key the /loyalty page reads too); none for a guest. */
export const useLoyaltyAccount = (loggedIn: boolean): LiveView<LoyaltyAccount> =>
  useLive(loggedIn ? ['loyalty', 'account'] : undefined, loyaltyApi.account, whileShown);

/**
 * Numbers and perk amounts as the loyalty screens word them. Perk bonuses are set in the base currency
 * (contracts/retention: perks.currency) with no per-currency amounts, so they are shown in it, code and all.
 */
export function useLoyaltyFormat() {
  const { tag } = useI18n();
  // The public list, not the player's accounts: guests read the perks too.
  const [currencies, setCurrencies] = useState<Currency[]>([]);
  useEffect(() => {
    void publicCurrencies().then(setCurrencies);
  }, []);
  const number = useCallback(
    (value: number) => new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(value),
    [tag],
  );
  const money = useCallback(
    (amount: number, code: string) => moneyText(amount, code, currencies, { noCents: true }),
    [currencies],
  );
  const percent = useCallback(
    (value: number) => new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value),
    [tag],
  );
  return { number, money, percent };
}

/** The level a player's account stands at, found in the table by its order. */
export const levelOf = (levels: readonly LoyaltyLevel[] | undefined, order: number | undefined) =>
  order === undefined ? undefined : levels?.find((level) => level.order === order);
