import type { DepositSub, WalletTab } from './wallet-flow.ts';

/**
 * Spec 02 §2: the close icon opens 'deposit-with-bonus-exit-promo' instead of closing when a deposit bonus
 * is selected, or bonuses are available, or a bonus code is applied — on the deposit type, with no exit
 * promo open already, and not while a deposit is processing.
 */
export function closeLeadsToExitPromo(input: {
  bonusSelected: boolean;
  bonusesAvailable: boolean;
  bonusCodeApplied: boolean;
  tab: WalletTab;
  exitPromoOpen: boolean;
  depositSub: DepositSub | undefined;
}): boolean {
  const bonusInPlay = input.bonusSelected || input.bonusesAvailable || input.bonusCodeApplied;
  return bonusInPlay && input.tab === 'deposit' && !input.exitPromoOpen && input.depositSub !== 'processing';
}
