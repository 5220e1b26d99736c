import { paymentInvoiceStatus, paymentInvoiceType } from '@croupier/contracts/constants';
import { invalidate, type LiveKey, useLive } from '../../platform/api/live-cache.ts';
import { refreshBonuses } from './deposit-bonuses.ts';
import { walletApi } from './wallet-api.ts';

/**
 * The wallet's reads of live server state, as entries of the live cache (decision 0065): one key and one
 * call each, so the wallet and the quick deposit share them. No realtime event keeps them current, so each
 * is read when a screen that shows it opens and forgotten when the last one closes; while the wallet is
 * open, refreshAfterInvoice reads the ones an invoice changes again.
 */

const whileOpen = { dropUnused: true };
const perCurrency = (name: string, code: string | undefined): LiveKey | undefined =>
  code ? ['wallet', name, code] : undefined;

export const useProfile = () => useLive(['wallet', 'profile'], walletApi.profile, whileOpen);
export const useLimits = () => useLive(['wallet', 'limits'], walletApi.limits, whileOpen);
export const useStatistics = () => useLive(['wallet', 'statistics'], walletApi.statistics, whileOpen);

export const useTurnover = (code: string | undefined) =>
  useLive(perCurrency('turnover', code), () => walletApi.turnover(code ?? ''), whileOpen);

/** The player's pending withdrawal in this currency, if any (spec 02 §4). */
export const usePendingWithdrawal = (code: string | undefined) =>
  useLive(
    perCurrency('pending', code),
    () =>
      walletApi.invoices({
        page: 1,
        perPage: 1,
        currency: code,
        type: paymentInvoiceType.withdrawal,
        status: paymentInvoiceStatus.pending,
      }),
    whileOpen,
  );

export const useMethods = (operation: 'deposit' | 'withdraw', code: string | undefined) =>
  useLive(
    code ? ['wallet', 'methods', operation, code] : undefined,
    () => walletApi.methods(operation, code ?? ''),
    whileOpen,
  );

/**
 * An invoice settled: the methods (limits move), deposit statistics, pending withdrawal and bonuses (a
 * deposit issues the chosen one and moves the deposit number) are read again (spec 02 §4).
 */
export function refreshAfterInvoice(): void {
  refreshBonuses();
  void invalidate(['wallet', 'methods']);
  void invalidate(['wallet', 'statistics']);
  void invalidate(['wallet', 'pending']);
}
