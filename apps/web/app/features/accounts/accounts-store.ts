import type { Currency } from '@croupier/contracts/settings';
import type { WalletAccount } from '@croupier/contracts/wallet';
import { mainCurrency } from '@croupier/i18n/money';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ApiResult } from '../../platform/api/api-client.ts';
import { publicCurrencies } from '../../platform/api/clients.ts';
import { peekLive, refresh, resetAll, setLive, useLive } from '../../platform/api/live-cache.ts';
import { playerApi } from '../auth/api-client.ts';
import { forgetBalance } from './last-balance.ts';

/**
 * The player's currency accounts, shared by the header (balance, currency switch) and the wallet modal: an
 * entry of the live cache (decision 0065), loaded once per page, kept current by the realtime
 * accountUpdated event, and re-read after anything that moves money. The active account is the one the
 * currency navigation panel chose (remembered in this browser), else the main currency: CAD when held,
 * else the first (spec 02 §9).
 */

export type { WalletAccount };

export interface AccountsState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  accounts: WalletAccount[];
  currencies: Currency[];
  /** Currency code of the chosen account, when one was chosen. */
  chosen: string | undefined;
}

const accountsKey = ['player', 'accounts'];
const chosenKey = 'wallet:activeCurrency';
const none: WalletAccount[] = [];

/** Public settings, read with the first accounts and kept across logins. */
let currencies: Currency[] = [];

async function readAccounts(): Promise<ApiResult<WalletAccount[]>> {
  const [accounts, list] = await Promise.all([
    playerApi<WalletAccount[]>({ path: '/api/wallet/accounts' }),
    currencies.length ? currencies : publicCurrencies(),
  ]);
  currencies = list;
  return accounts;
}

/** Not server state, so not in the live cache: undefined until read from storage, '' when none was chosen. */
let chosen: string | undefined;
const chosenListeners = new Set<() => void>();

function readChosen(): string {
  if (chosen === undefined) {
    try {
      chosen = window.localStorage.getItem(chosenKey) ?? '';
    } catch {
      chosen = '';
    }
  }
  return chosen;
}

function subscribeChosen(listener: () => void): () => void {
  chosenListeners.add(listener);
  return () => chosenListeners.delete(listener);
}

/**
 * Reads the accounts (and, the first time, the currencies). A caller that asks while a read is in flight
 * gets one more read after it, shared with every other such caller (the live cache's refresh).
 */
export function reloadAccounts(): Promise<void> {
  return refresh(accountsKey, readAccounts);
}

/**
 * A realtime accountUpdated: the account's new figures replace the old ones at once, and win over a read
 * that began before it (that read may have seen the database before the change committed).
 */
export function applyAccountUpdate(account: WalletAccount): void {
  setLive<WalletAccount[]>(accountsKey, (accounts = none) =>
    accounts.some((a) => a.id === account.id)
      ? accounts.map((a) => (a.id === account.id ? account : a))
      : [...accounts, account],
  );
}

/** The currency navigation panel's choice. */
export function chooseCurrency(code: string): void {
  try {
    window.localStorage.setItem(chosenKey, code);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  chosen = code;
  for (const listener of chosenListeners) listener();
}

/** Logged out: forget the accounts (and all live state) so another player never sees them. */
export function forgetAccounts(): void {
  resetAll();
  forgetBalance();
}

export function activeAccount(current: AccountsState): WalletAccount | undefined {
  const chosen = current.accounts.find((a) => a.currency === current.chosen);
  if (chosen) return chosen;
  const main = mainCurrency(current.accounts.map((a) => ({ code: a.currency })));
  return current.accounts.find((a) => a.currency === main?.code);
}

export function currencyOf(current: AccountsState, code: string | undefined): Currency | undefined {
  return current.currencies.find((c) => c.code === code);
}

function stateOf(status: AccountsState['status'], accounts: WalletAccount[] | undefined, code: string): AccountsState {
  return { status, accounts: accounts ?? none, currencies, chosen: code || undefined };
}

/** The accounts as they are now, for code outside React. */
export function accountsSnapshot(): AccountsState {
  const live = peekLive<WalletAccount[]>(accountsKey);
  return stateOf(live.status, live.data, readChosen());
}

/** The accounts for a logged-in page; the first caller starts the load. */
export function useAccounts(loggedIn: boolean): AccountsState {
  const live = useLive(loggedIn ? accountsKey : undefined, readAccounts);
  const code = useSyncExternalStore(subscribeChosen, readChosen, () => '');
  useEffect(() => {
    if (!loggedIn && peekLive(accountsKey).status !== 'idle') forgetAccounts();
  }, [loggedIn]);
  return useMemo(() => stateOf(live.status, live.data, code), [live, code]);
}
