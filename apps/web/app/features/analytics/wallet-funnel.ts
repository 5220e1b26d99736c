import { type AnalyticsFieldValues, track } from './data-layer.ts';

/**
 * The deposit and withdraw funnels (spec 02 §3 category walletFunnel): one step per stage a wallet
 * operation passes, so drop-off between them can be measured. Each step carries the operation and, once
 * known, the method (walletType).
 */
export const walletFunnelSteps = [
  /** The wallet opened on this operation's tab. */
  'opened',
  /** A payment method was chosen. */
  'methodSelected',
  /** The method's missing data was completed. */
  'dataCompleted',
  /** The form was sent (walletSubmitForm goes with it). */
  'submitted',
  /** The provider took over: its window or frame opened, or the withdrawal was accepted. */
  'providerOpened',
  /** The request failed. */
  'failed',
] as const;

export type WalletFunnelStep = (typeof walletFunnelSteps)[number];

export function trackWalletFunnel(
  step: WalletFunnelStep,
  operation: 'deposit' | 'withdraw',
  fields: Partial<
    Pick<
      AnalyticsFieldValues,
      'walletType' | 'depositAmount' | 'depositCurrency' | 'withdrawAmount' | 'withdrawCurrency' | 'invoiceId'
    >
  > = {},
): void {
  track({ event: 'walletFunnel', funnelStep: step, walletOperationType: operation, ...fields });
}
