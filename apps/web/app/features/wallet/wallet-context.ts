import type { Limit } from '@croupier/contracts/limits';
import type { PlayerProfile } from '@croupier/contracts/player';
import type { Currency } from '@croupier/contracts/settings';
import { createContext, useContext } from 'react';
import type { MoneyOptions } from '../../i18n/money-text.ts';
import type { LiveView } from '../../platform/api/live-cache.ts';
import type { WalletAccount } from '../accounts/accounts-store.ts';
import type { DepositBonusChoice, DepositBonusState } from './deposit-bonuses.ts';
import type { Invoice, PaymentMethod, TurnoverWager } from './wallet-api.ts';
import type { WalletEvent, WalletTab, WalletView } from './wallet-flow.ts';

export type WalletAlertName = 'somethingWrong' | 'limitedDeposit';

/** What every part of the open wallet shares: the account, the player, the view and its actions. */
export interface WalletContextValue {
  tab: WalletTab;
  view: WalletView;
  /** Profile, statistics and turnover have loaded: locks and banners can be decided. */
  ready: boolean;
  dispatch(event: WalletEvent): void;
  chooseTab(tab: WalletTab): void;
  close(): void;
  account: WalletAccount | undefined;
  currency: Currency | undefined;
  /** An amount in the active account's currency, or in `code` when given. */
  money(amount: number, options?: MoneyOptions & { code?: string }): string;
  profile: PlayerProfile | undefined;
  /** Successful deposits in the active currency. */
  depositsCount: number;
  /** Successful deposits in any currency (the promo banner is for players without any). */
  anyDeposits: boolean;
  coolingOff: Limit | undefined;
  reloadLimits(): void;
  turnover: TurnoverWager | undefined;
  pendingWithdrawal: Invoice | undefined;
  depositMethods: LiveView<PaymentMethod[]>;
  withdrawMethods: LiveView<PaymentMethod[]>;
  /** Deposit methods refused with error 13100: the deposit limit is reached. */
  depositLimitReached: boolean;
  /** After an invoice settles: methods, statistics, the pending withdrawal and the bonuses. */
  refresh(): void;
  alert(name: WalletAlertName): void;
  /** The deposit-bonus choice as the deposit request, the exit promo and the locks read it. */
  bonus: DepositBonusState;
  /** The deposit bonuses, the applied code, the active bonus and the choice's actions (deposit-bonuses.ts). */
  bonuses: DepositBonusChoice;
  /** Values of a method's missing-data form, sent with its requests as `fields` (only that method's). */
  fieldsOf(method: string): Record<string, string>;
  setMethodFields(method: string, values: Record<string, string>): void;
}

export const WalletContext = createContext<WalletContextValue | null>(null);

export function useWallet(): WalletContextValue {
  const value = useContext(WalletContext);
  if (!value) throw new Error('useWallet outside the wallet modal');
  return value;
}
