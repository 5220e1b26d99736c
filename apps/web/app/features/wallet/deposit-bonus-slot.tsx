import { useCallback, useState } from 'react';

/**
 * The place the bonuses work fills in on the deposit screen (spec 02 §4 "Bonus selection", "Bonus code"):
 * the deposit-bonus list and the bonus-code field. Until then nothing is offered, no bonus is selected and
 * the deposit request goes without one; the wallet already asks this choice for everything the spec ties
 * to bonuses (the exit promo on close, bonusId in the request, clearing the selection on close).
 */

export interface DepositBonusState {
  bonusSelected: boolean;
  bonusesAvailable: boolean;
  bonusCodeApplied: boolean;
  /** The selected deposit bonus, sent as bonusId. */
  bonusId: string | undefined;
  /** The player declined every bonus, sent as isBonusDecline. */
  declined: boolean;
  /** The selected bonus's minimum deposit, which the initial amount respects (spec 02 §5). */
  minDeposit: number | undefined;
  /** The player has an active bonus (withdraw lock step 2). */
  activeBonus: boolean;
}

const none: DepositBonusState = {
  bonusSelected: false,
  bonusesAvailable: false,
  bonusCodeApplied: false,
  bonusId: undefined,
  declined: false,
  minDeposit: undefined,
  activeBonus: false,
};

export function useDepositBonusChoice(): { state: DepositBonusState; clear(): void } {
  const [state, setState] = useState(none);
  const clear = useCallback(() => setState(none), []);
  return { state, clear };
}

/** Deposit bonuses and the bonus-code field go here (rendered between the amount and the deposit button). */
export function DepositBonusSlot(_props: { currency: string; amount: string; onAmountChange(amount: string): void }) {
  return <div data-slot="deposit-bonus" hidden />;
}
