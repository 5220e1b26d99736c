import { paymentInvoiceStatus } from '@croupier/contracts/constants';

/**
 * The wallet modal's screens and sub-states (spec 02 §2 "Wallet modal", §4 "Wallet screens", "Deposit",
 * "Withdraw") as one pure reducer, so every transition is unit-tested apart from React.
 */

export const walletTabs = ['deposit', 'withdraw', 'history'] as const;
export type WalletTab = (typeof walletTabs)[number];

/** The wallet query value names the tab; anything else falls back to deposit (spec 02 §2). */
export function walletTabOf(value: string | null | undefined): WalletTab {
  return (walletTabs as readonly string[]).includes(value ?? '') ? (value as WalletTab) : 'deposit';
}

export type DepositSub = 'missing' | 'basic' | 'iframe' | 'processing' | 'error';
export type WithdrawSub = 'missing' | 'basic' | 'iframe' | 'auto';
/** 1 pending, 2 success, 3 rejected, 4 processing (spec 02 §9); realtime may carry others, kept as numbers. */
export type InvoiceStatus = number;

/** An automatic withdrawal being followed step by step: 1 pending → 4 processing → 2 success / 3 rejected. */
export interface AutoWithdrawal {
  invoiceId: string;
  status: InvoiceStatus;
  amount: number;
  currency: string;
}

export type WalletView =
  | { screen: 'general' }
  | { screen: 'deposit'; method: string; sub: DepositSub; frameUrl?: string }
  | { screen: 'withdraw'; method: string; sub: WithdrawSub; frameUrl?: string; auto?: AutoWithdrawal };

export const generalView: WalletView = { screen: 'general' };

/** A method's required data is missing when any of its fields has a null value (spec 02 §3, §4). */
export function hasMissingFields(fields: readonly { value: unknown }[]): boolean {
  return fields.some((field) => field.value === null);
}

export type WalletEvent =
  | { type: 'select'; operation: 'deposit' | 'withdraw'; method: string; missing: boolean }
  | { type: 'back' }
  | { type: 'missingSubmitted' }
  /** The server refused the method's data (400 on `fields.*`): back to the missing-data form. */
  | { type: 'dataRefused' }
  /** The deposit request answered: a form method is now processing in its own window, an iframe method loads here. */
  | { type: 'depositStarted'; processingType: 'form' | 'iframe'; frameUrl: string }
  /** The deposit request failed, or a realtime depositFailed arrived. */
  | { type: 'depositFailed' }
  | { type: 'tryAgain' }
  | { type: 'toList' }
  | { type: 'withdrawFrame'; frameUrl: string }
  | { type: 'withdrawAuto'; auto: AutoWithdrawal }
  /** A realtime update of a withdrawal; only the followed automatic one moves its steps. */
  | { type: 'withdrawalStatus'; invoiceId: string; status: InvoiceStatus };

export function walletReducer(view: WalletView, event: WalletEvent): WalletView {
  switch (event.type) {
    case 'select':
      return { screen: event.operation, method: event.method, sub: event.missing ? 'missing' : 'basic' };
    case 'back':
      if (view.screen === 'general') return view;
      // From the provider frame back to the form; from anywhere else back to the general screen.
      if (view.sub !== 'iframe') return generalView;
      return view.screen === 'deposit'
        ? { screen: 'deposit', method: view.method, sub: 'basic' }
        : { screen: 'withdraw', method: view.method, sub: 'basic' };
    case 'missingSubmitted':
      if (view.screen === 'general' || view.sub !== 'missing') return view;
      return { ...view, sub: 'basic' };
    case 'dataRefused':
      if (view.screen === 'general') return view;
      return view.screen === 'deposit'
        ? { screen: 'deposit', method: view.method, sub: 'missing' }
        : { screen: 'withdraw', method: view.method, sub: 'missing' };
    case 'depositStarted':
      if (view.screen !== 'deposit') return view;
      return event.processingType === 'form'
        ? { screen: 'deposit', method: view.method, sub: 'processing' }
        : { screen: 'deposit', method: view.method, sub: 'iframe', frameUrl: event.frameUrl };
    case 'depositFailed':
      if (view.screen !== 'deposit') return view;
      return { screen: 'deposit', method: view.method, sub: 'error' };
    case 'tryAgain':
      if (view.screen !== 'deposit' || view.sub !== 'error') return view;
      return { screen: 'deposit', method: view.method, sub: 'basic' };
    case 'toList':
      return generalView;
    case 'withdrawFrame':
      if (view.screen !== 'withdraw') return view;
      return { screen: 'withdraw', method: view.method, sub: 'iframe', frameUrl: event.frameUrl };
    case 'withdrawAuto':
      if (view.screen !== 'withdraw') return view;
      return { screen: 'withdraw', method: view.method, sub: 'auto', auto: event.auto };
    case 'withdrawalStatus':
      if (view.screen !== 'withdraw' || view.sub !== 'auto' || !view.auto) return view;
      // Updates match on invoice id; a finished withdrawal stays finished.
      if (view.auto.invoiceId !== event.invoiceId || autoFinished(view.auto.status)) return view;
      return { ...view, auto: { ...view.auto, status: event.status } };
  }
}

/** Spec 02 §2: the back arrow shows on deposit and withdraw screens in the missing, basic or iframe sub-states. */
export function showsBack(view: WalletView): boolean {
  return view.screen !== 'general' && (view.sub === 'missing' || view.sub === 'basic' || view.sub === 'iframe');
}

/** Title key: walletTitle on the general screen, the deposit or withdraw label on theirs. */
export function titleKey(view: WalletView): 'walletTitle' | 'deposit' | 'withdraw' {
  return view.screen === 'general' ? 'walletTitle' : view.screen;
}

/** The auto steps' timer stops on success or rejection. */
export function autoFinished(status: InvoiceStatus): boolean {
  return status === paymentInvoiceStatus.success || status === paymentInvoiceStatus.rejected;
}

/** The order the steps of an automatic withdrawal appear in. */
export const autoSteps = [
  paymentInvoiceStatus.pending,
  paymentInvoiceStatus.processing,
  paymentInvoiceStatus.success,
] as const;

/** Where the withdraw flow goes once the request answered (spec 02 §4 "Withdraw"). */
export type WithdrawOutcome =
  | { kind: 'frame'; frameUrl: string }
  | { kind: 'auto' }
  | { kind: 'close'; open: 'withdraw-pending' | 'withdraw-sumsub' };

export function withdrawOutcome(input: {
  processingType: 'form' | 'iframe';
  action: string | null | undefined;
  autoWithdrawal: boolean;
  sumsubVerified: boolean;
}): WithdrawOutcome {
  if (input.processingType === 'iframe' && input.action) return { kind: 'frame', frameUrl: input.action };
  if (input.autoWithdrawal) return { kind: 'auto' };
  return afterWithdrawRequest(input.sumsubVerified);
}

/** The wallet closes; verified players are told the withdrawal waits, others are sent to verify first. */
export function afterWithdrawRequest(sumsubVerified: boolean): WithdrawOutcome {
  return { kind: 'close', open: sumsubVerified ? 'withdraw-pending' : 'withdraw-sumsub' };
}
