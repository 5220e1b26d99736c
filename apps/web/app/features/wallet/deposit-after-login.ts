import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { accountsSnapshot, forgetAccounts, reloadAccounts } from '../accounts/accounts-store.ts';

/** Spec 02 §4 "Session": after login, a CAD account with a balance under 2 opens the deposit wallet. */
export const lowBalanceCurrency = 'CAD';
export const lowBalanceThreshold = 2;

export function needsDepositAfterLogin(accounts: readonly { currency: string; balance: number }[]): boolean {
  return accounts.some((account) => account.currency === lowBalanceCurrency && account.balance < lowBalanceThreshold);
}

/**
 * Watches this tab's session: when it turns from logged out to logged in (login, social login, auto-login,
 * sign-up confirmation), reads the accounts and opens the deposit wallet for a CAD account under 2. A page
 * that starts logged in (a reload) is not a login. A modal already open when the accounts arrive wins: a
 * new player's welcome with its deposit-limit offer (spec 01 §4) comes before any push to deposit, and a
 * player in the middle of a modal is not pulled out of it. The wallet waits for a navigation in flight
 * (the callback pages move on to where the player was going): its own URL change would cancel it.
 */
export function useDepositAfterLogin(loggedIn: boolean, openWallet: () => void, modalOpen: () => boolean): void {
  const was = useRef(loggedIn);
  const [due, setDue] = useState(false);
  const navigating = useNavigation().state !== 'idle';
  const latestOpen = useRef(openWallet);
  latestOpen.current = openWallet;
  const latestModalOpen = useRef(modalOpen);
  latestModalOpen.current = modalOpen;

  useEffect(() => {
    const before = was.current;
    was.current = loggedIn;
    // Logged out: the accounts in memory belong to nobody any more.
    if (!loggedIn) {
      forgetAccounts();
      setDue(false);
    }
    if (before || !loggedIn) return;
    let live = true;
    void reloadAccounts().then(() => {
      if (live && needsDepositAfterLogin(accountsSnapshot().accounts)) setDue(true);
    });
    return () => {
      live = false;
    };
  }, [loggedIn]);

  useEffect(() => {
    if (!due || navigating) return;
    setDue(false);
    if (!latestModalOpen.current()) latestOpen.current();
  }, [due, navigating]);
}
