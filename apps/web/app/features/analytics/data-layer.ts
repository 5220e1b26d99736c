/**
 * Analytics through the tag manager's data layer (spec 02 §3 and §7). Every push is one typed event: the
 * categories of spec 02 §3 (registrationFunnel … balanceFunnel) and the wallet events of §7
 * (walletSelectBonus, walletPromoSubmit, walletSubmitForm, walletClose and the wallet-open timing).
 *
 * Each push carries every analytics field, the unused ones as undefined: the tag manager merges pushes into
 * one data model, so a field left out would keep its value from an earlier event (a deposit amount showing
 * up on a later withdrawal). On the server there is no window and `track` does nothing.
 */

/** Fields an analytics event may carry (spec 02 §3). */
export const analyticsFields = [
  'funnelStep',
  'userId',
  'loadTime',
  'regType',
  'operationType',
  'walletOperationType',
  'depositAmount',
  'depositCurrency',
  'successDepositNumber',
  'invoiceId',
  'walletType',
  'withdrawAmount',
  'withdrawCurrency',
] as const;

/** Event categories (spec 02 §3). */
export const analyticsCategories = [
  'registrationFunnel',
  'registration',
  'walletFunnel',
  'deposit',
  'withdraw',
  'failDeposit',
  'failWithdraw',
  'balanceFunnel',
] as const;

/** The wallet events sent from the wallet modal (spec 02 §7). */
export const walletEvents = [
  'walletSelectBonus',
  'walletPromoSubmit',
  'walletSubmitForm',
  'walletClose',
  'walletOpenTiming',
] as const;

export type AnalyticsField = (typeof analyticsFields)[number];
export type AnalyticsCategory = (typeof analyticsCategories)[number];
export type WalletEventName = (typeof walletEvents)[number];

export type OperationType = 'deposit' | 'withdraw';
type Id = string | number;

/** The value type of each field. */
export interface AnalyticsFieldValues {
  funnelStep: string;
  userId: Id;
  /** Milliseconds. */
  loadTime: number;
  regType: string;
  operationType: OperationType;
  walletOperationType: OperationType | 'history';
  depositAmount: number;
  depositCurrency: string;
  successDepositNumber: number;
  invoiceId: Id;
  /** The payment method the wallet operation uses. */
  walletType: string;
  withdrawAmount: number;
  withdrawCurrency: string;
}

/** An event named `name` that must carry `required` and may carry any other analytics field. */
type EventOf<Name extends string, Required extends AnalyticsField = never> = { event: Name } & Pick<
  AnalyticsFieldValues,
  Required
> &
  Partial<Omit<AnalyticsFieldValues, Required>>;

export type AnalyticsEvent =
  | EventOf<'registrationFunnel', 'funnelStep'>
  | EventOf<'registration', 'regType'>
  | EventOf<'walletFunnel', 'funnelStep'>
  | EventOf<'deposit', 'depositAmount' | 'depositCurrency'>
  | EventOf<'withdraw', 'withdrawAmount' | 'withdrawCurrency'>
  | EventOf<'failDeposit'>
  | EventOf<'failWithdraw'>
  | EventOf<'balanceFunnel', 'funnelStep'>
  | EventOf<'walletSelectBonus'>
  | EventOf<'walletPromoSubmit'>
  | EventOf<'walletSubmitForm', 'operationType'>
  | EventOf<'walletClose'>
  | EventOf<'walletOpenTiming', 'loadTime'>;

export type AnalyticsEventName = AnalyticsEvent['event'];

/** What lands in the data layer: the event plus every field, unused ones undefined. */
export type DataLayerEntry = { event: AnalyticsEventName } & { [field in AnalyticsField]: unknown };

interface DataLayerWindow {
  dataLayer?: unknown[];
}

function browserWindow(): DataLayerWindow | undefined {
  return (globalThis as { window?: DataLayerWindow }).window;
}

const cleared = Object.fromEntries(analyticsFields.map((field) => [field, undefined])) as {
  [field in AnalyticsField]: undefined;
};

/** Pushes one event onto window.dataLayer; returns false (and does nothing) where there is no window. */
export function track(event: AnalyticsEvent): boolean {
  const win = browserWindow();
  if (!win) return false;
  win.dataLayer ??= [];
  const entry: DataLayerEntry = { ...cleared, ...event };
  win.dataLayer.push(entry);
  return true;
}

function now(): number {
  return globalThis.performance?.now() ?? Date.now();
}

/**
 * Starts timing a wallet opening; call the result once the wallet's data is loaded to send the
 * wallet-open timing event with loadTime in whole milliseconds.
 */
export function startWalletOpenTiming(
  fields: Omit<EventOf<'walletOpenTiming'>, 'event' | 'loadTime'> = {},
): () => boolean {
  const startedAt = now();
  return () => track({ ...fields, event: 'walletOpenTiming', loadTime: Math.max(0, Math.round(now() - startedAt)) });
}
