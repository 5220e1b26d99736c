import type { Currency } from '@croupier/contracts/settings';
import type { WalletAccount } from '@croupier/contracts/wallet';
import { mainCurrency } from '@croupier/i18n/money';
import { useEffect, useSyncExternalStore } from 'react';
import { playerCall } from '../profile/player-client.ts';

/**
 * The player's currency accounts, shared by the header (balance, currency switch) and the wallet modal:
 * loaded once per page, kept current by the realtime accountUpdated event, and re-read after anything
 * that moves money. The active account is the one the currency navigation panel chose (remembered in this
 * browser), else the main currency: CAD when held, else the first (spec 02 §9).
 */

export type { WalletAccount };

export interface AccountsState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  accounts: WalletAccount[];
  currencies: Currency[];
  /** Currency code of the chosen account, when one was chosen. */
  chosen: string | undefined;
}

const chosenKey = 'wallet:activeCurrency';
const initial: AccountsState = { status: 'idle', accounts: [], currencies: [], chosen: undefined };

let state: AccountsState = initial;
const listeners = new Set<() => void>();

function set(next: Partial<AccountsState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readChosen(): string | undefined {
  try {
    return window.localStorage.getItem(chosenKey) ?? undefined;
  } catch {
    return undefined;
  }
}

let inFlight: Promise<void> | undefined;

/** Reads the accounts (and, the first time, the currencies); concurrent callers share one request. */
export function reloadAccounts(): Promise<void> {
  inFlight ??= (async () => {
    if (state.status !== 'ready') set({ status: 'loading', chosen: state.chosen ?? readChosen() });
    const [accounts, currencies] = await Promise.all([
      playerCall<WalletAccount[]>('GET', '/api/wallet/accounts'),
      state.currencies.length ? Promise.resolve(state.currencies) : loadCurrencies(),
    ]);
    if (accounts.ok) set({ status: 'ready', accounts: accounts.data, currencies });
    else set({ status: state.status === 'ready' ? 'ready' : 'failed', currencies });
  })().finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

async function loadCurrencies(): Promise<Currency[]> {
  try {
    const response = await fetch('/api/settings/currencies', { headers: { accept: 'application/json' } });
    if (!response.ok) return [];
    return ((await response.json()) as { data: Currency[] }).data;
  } catch {
    return [];
  }
}

/** A realtime accountUpdated: the account's new figures replace the old ones at once. */
export function applyAccountUpdate(account: WalletAccount): void {
  const known = state.accounts.some((a) => a.id === account.id);
  set({
    accounts: known ? state.accounts.map((a) => (a.id === account.id ? account : a)) : [...state.accounts, account],
  });
}

/** The currency navigation panel's choice. */
export function chooseCurrency(code: string): void {
  try {
    window.localStorage.setItem(chosenKey, code);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  set({ chosen: code });
}

/** Logged out: forget the accounts so another player never sees them. */
export function forgetAccounts(): void {
  inFlight = undefined;
  state = { ...initial, currencies: state.currencies };
  for (const listener of listeners) listener();
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

/** The accounts as they are now, for code outside React. */
export function accountsSnapshot(): AccountsState {
  return state;
}

const serverState = () => initial;

/** The accounts for a logged-in page; the first caller starts the load. */
export function useAccounts(loggedIn: boolean): AccountsState {
  const current = useSyncExternalStore(subscribe, () => state, serverState);
  useEffect(() => {
    if (!loggedIn) {
      if (state.status !== 'idle') forgetAccounts();
      return;
    }
    if (state.status === 'idle') void reloadAccounts();
  }, [loggedIn]);
  return current;
}
