import type { Currency } from '@croupier/contracts/settings';
import type { WalletAccount } from '@croupier/contracts/wallet';
import { mainCurrency } from '@croupier/i18n/money';
import { useEffect, useSyncExternalStore } from 'react';
import { publicCurrencies } from '../../platform/api/clients.ts';
import { playerApi } from '../auth/api-client.ts';
import { forgetBalance } from './last-balance.ts';

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
let again: Promise<void> | undefined;
/** Bumped at logout, so that a read begun for the player before never lands after. */
let epoch = 0;
/** Accounts updated live since the read in hand began (reads never overlap: see reloadAccounts). */
const updatedLive = new Set<string>();

/**
 * Reads the accounts (and, the first time, the currencies). A caller that asks while a read is in flight
 * gets one more read after it, shared with every other such caller: the read in flight may have started
 * before the money moved that the caller is asking about.
 */
export function reloadAccounts(): Promise<void> {
  if (!inFlight) {
    const read: Promise<void> = readAccounts().finally(() => {
      if (inFlight === read) inFlight = undefined;
    });
    inFlight = read;
    return read;
  }
  const askedIn = epoch;
  again ??= inFlight
    .catch(() => undefined)
    .then(() => {
      if (askedIn !== epoch) return;
      again = undefined;
      return reloadAccounts();
    });
  return again;
}

async function readAccounts(): Promise<void> {
  updatedLive.clear();
  const startedIn = epoch;
  if (state.status !== 'ready') set({ status: 'loading', chosen: state.chosen ?? readChosen() });
  const [accounts, currencies] = await Promise.all([
    playerApi<WalletAccount[]>({ path: '/api/wallet/accounts' }),
    state.currencies.length ? Promise.resolve(state.currencies) : publicCurrencies(),
  ]);
  if (startedIn !== epoch) return;
  if (!accounts.ok) {
    set({ status: state.status === 'ready' ? 'ready' : 'failed', currencies });
    return;
  }
  // An account updated live while this read was on its way keeps the live figures: the read may have
  // seen the database before that change committed.
  const fresher = (account: WalletAccount) =>
    updatedLive.has(account.id) ? state.accounts.find((a) => a.id === account.id) : undefined;
  set({ status: 'ready', accounts: accounts.data.map((account) => fresher(account) ?? account), currencies });
}

/** A realtime accountUpdated: the account's new figures replace the old ones at once. */
export function applyAccountUpdate(account: WalletAccount): void {
  updatedLive.add(account.id);
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
  epoch++;
  inFlight = undefined;
  again = undefined;
  updatedLive.clear();
  state = { ...initial, currencies: state.currencies };
  forgetBalance();
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
