import { playerStatus } from '@croupier/contracts/constants';
import { type DepositResponse, paymentErrorCodes } from '@croupier/contracts/payments';
import { walletErrorCodes } from '@croupier/contracts/wallet';
import { useCallback, useRef, useState } from 'react';
import type { ApiError } from '../../platform/api/api-client.ts';
import { useModals } from '../../ui/modal/modal-context.ts';
import { track } from '../analytics/data-layer.ts';
import { trackWalletFunnel } from '../analytics/wallet-funnel.ts';
import { openProviderWindow, providerUrl } from './provider-window.ts';
import { type PaymentMethod, walletApi } from './wallet-api.ts';

/** Where the provider sends the player back (spec 02 §2: deposit-success, deposit-error, deposit-redirect). */
export function redirectUrls(): { redirectSuccessUrl: string; redirectErrorUrl: string; redirectUrl: string } {
  const base = `${window.location.origin}${window.location.pathname}`;
  return {
    redirectSuccessUrl: `${base}?deposit-success=true`,
    redirectErrorUrl: `${base}?deposit-error=true`,
    redirectUrl: `${base}?deposit-redirect=true`,
  };
}

export type DepositAttempt =
  | { kind: 'limited' }
  /** No date of birth on the profile (decision 0031): update-profile-fields is open for the player to add it. */
  | { kind: 'ageUnconfirmed' }
  | { kind: 'failed'; error: ApiError }
  | { kind: 'form'; url: string; popupBlocked: boolean; invoiceId: string }
  | { kind: 'iframe'; url: string; invoiceId: string }
  /** A BTC/ETH method: coins go to an address; the invoice settles after enough confirmations. */
  | {
      kind: 'crypto';
      url: string;
      invoiceId: string;
      amount: number;
      crypto: NonNullable<DepositResponse['crypto']>;
    };

export interface DepositInput {
  method: PaymentMethod;
  amount: number;
  currency: string;
  accountId: string;
  profileStatus: number | undefined;
  /** The account's currency is a crypto currency: its methods answer with an address, not a window. */
  cryptoCurrency: boolean;
  fields: Record<string, string>;
  bonusId?: string | undefined;
  isBonusDecline?: boolean | undefined;
}

/**
 * Sending a deposit (spec 02 §4 "Deposit", §8): a limited profile is stopped before anything is sent; a
 * form method's window opens during the click (popup blockers) and goes to the provider once the request
 * answers, or closes again on failure; a second press while a request runs does nothing.
 */
export function useDepositRequest(): {
  send(input: DepositInput): Promise<DepositAttempt | undefined>;
  pending: boolean;
} {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const modals = useModals();
  const openModal = useRef(modals.open);
  openModal.current = modals.open;
  const send = useCallback(async (input: DepositInput): Promise<DepositAttempt | undefined> => {
    if (busy.current) return undefined;
    if (input.profileStatus === playerStatus.limited) return { kind: 'limited' };
    busy.current = true;
    setPending(true);
    const popup = input.method.processingType === 'form' && !input.cryptoCurrency ? openProviderWindow() : undefined;
    const funnel = { walletType: input.method.method, depositAmount: input.amount, depositCurrency: input.currency };
    track({ event: 'walletSubmitForm', operationType: 'deposit', ...funnel });
    trackWalletFunnel('submitted', 'deposit', funnel);
    try {
      const answer = await walletApi.deposit({
        method: input.method.method,
        currency: input.currency,
        amount: input.amount,
        accountId: input.accountId,
        ...redirectUrls(),
        bonusId: input.bonusId,
        isBonusDecline: input.isBonusDecline,
        fields: Object.keys(input.fields).length ? input.fields : undefined,
      });
      if (!answer.ok) {
        popup?.close();
        // The server's own check of a limited profile ends the same way as the one made here.
        if (answer.error.code === paymentErrorCodes.playerLimited) return { kind: 'limited' };
        if (answer.error.code === walletErrorCodes.ageUnconfirmed) {
          openModal.current('update-profile-fields');
          return { kind: 'ageUnconfirmed' };
        }
        trackWalletFunnel('failed', 'deposit', funnel);
        track({ event: 'failDeposit', ...funnel });
        return { kind: 'failed', error: answer.error };
      }
      const url = providerUrl(answer.data.action, answer.data.fields);
      const invoiceId = answer.data.id;
      trackWalletFunnel('providerOpened', 'deposit', { ...funnel, invoiceId });
      if (answer.data.crypto) {
        popup?.close();
        return { kind: 'crypto', url, invoiceId, amount: input.amount, crypto: answer.data.crypto };
      }
      if (input.method.processingType === 'iframe') return { kind: 'iframe', url, invoiceId };
      return { kind: 'form', url, popupBlocked: !popup?.navigate(url), invoiceId };
    } catch (error) {
      popup?.close();
      throw error;
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { send, pending };
}
