import { useEffect } from 'react';
import { amountValue } from './amount-rules.ts';
import { DepositBonusCodeField } from './deposit-bonus-code-field.tsx';
import { DepositBonusList } from './deposit-bonus-list.tsx';
import { useWallet } from './wallet-context.ts';

/**
 * The deposit screen's bonus part (spec 02 §4 "Bonus selection", "Bonus code"), between the amount and the
 * deposit button: the deposit-bonus list and the bonus-code field. The choice itself lives in the wallet
 * (deposit-bonuses.ts), which the deposit request, the exit promo and the initial amount read.
 */
export function DepositBonusSlot(props: { amount: string; onAmountChange(amount: string): void }) {
  const wallet = useWallet();
  const value = amountValue(props.amount);
  const { amountChanged, selection, cards } = wallet.bonuses;
  // Every amount the player types moves the choice: below the minimum set aside, back above restored. A
  // bonus selected automatically (the list arriving after the amount) is held to the amount as well.
  const selectedId = selection.selectedId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the selection or the list changes.
  useEffect(() => amountChanged(value), [value, amountChanged, selectedId, cards]);
  return (
    <div className="flex flex-col gap-4" data-slot="deposit-bonus">
      <DepositBonusList amount={value} onAmountChange={(amount) => props.onAmountChange(String(amount))} />
      <DepositBonusCodeField />
    </div>
  );
}
