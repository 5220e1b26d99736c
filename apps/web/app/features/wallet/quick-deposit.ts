import { useCallback } from 'react';
import { useModals } from '../../ui/modal/modal-context.ts';
import type { DepositAttempt } from './deposit-request.ts';
import type { PaymentMethod } from './wallet-api.ts';

/** What a quick deposit carries from the methods modal to the missing-data modal. */
export interface QuickDepositOrder {
  method: PaymentMethod;
  amount: number;
  currency: string;
  accountId: string;
  profileStatus: number | undefined;
  cryptoCurrency: boolean;
}

export function isQuickDepositOrder(value: unknown): value is QuickDepositOrder {
  const order = value as Partial<QuickDepositOrder> | undefined;
  return (
    typeof order?.method?.method === 'string' && typeof order.amount === 'number' && typeof order.accountId === 'string'
  );
}

/**
 * The modal flavour of the deposit flow (quick-deposit-methods, deposit-missing-data): the outcome of an
 * attempt becomes a modal — deposit-pending for a provider window, deposit-iframe for a frame, deposit-error
 * for a failure (whose 'try again' leads to the wallet). Answers false for a limited profile, which the
 * caller reports in place.
 */
export function useQuickDepositOutcome(): (attempt: DepositAttempt, order: QuickDepositOrder) => boolean {
  const modals = useModals();
  return useCallback(
    (attempt, order) => {
      switch (attempt.kind) {
        case 'limited':
          return false;
        case 'ageUnconfirmed':
          return true;
        case 'failed':
          modals.open('deposit-error', { method: order.method.method });
          return true;
        case 'form':
          if (attempt.popupBlocked) modals.open('deposit-redirect', { url: attempt.url });
          else modals.open('deposit-pending', { amount: order.amount, currency: order.currency, url: attempt.url });
          return true;
        case 'iframe':
          modals.open('deposit-iframe', { url: attempt.url, methodName: order.method.methodName });
          return true;
        case 'crypto':
          modals.open('deposit-pending', { amount: order.amount, currency: order.currency, crypto: attempt.crypto });
          return true;
      }
    },
    [modals],
  );
}
