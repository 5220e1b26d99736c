import type { WalletCreditKind } from '@croupier/contracts/payments';
import type { Executor } from '../../platform/db/database.ts';
import { counterAccounts } from '../wallet/posting.ts';
import type { WalletService } from '../wallet/service.ts';
import type { LevelRecord } from './store.ts';

/** A wallet history credit kind (contracts/payments walletCreditKinds): the history labels it. */
export const levelUpBonusKind = 'loyalty.level-up-bonus' satisfies WalletCreditKind;

/** One payment per player and level, however often the rise is handled (decision 0092). */
export const levelUpBonusKey = (playerId: string, order: number) => `loyalty-level-up:${playerId}:${order}`;

/**
 * Pays the level-up bonus of every level the player has just passed (`after` exclusive, `reached` inclusive:
 * one large stake can cross two), in the base currency, from the house's cash to the player's real balance,
 * in the transaction that raises the level.
 */
export async function payLevelUpBonuses(
  tx: Executor,
  deps: { wallet: WalletService; baseCurrency: string },
  input: { playerId: string; levels: readonly LevelRecord[]; after: number; reached: number },
): Promise<void> {
  const passed = input.levels.filter((l) => l.order > input.after && l.order <= input.reached);
  for (const level of passed) {
    if (level.levelUpBonusMinor <= 0n) continue;
    const { account } = await deps.wallet.open(tx, input.playerId, deps.baseCurrency);
    await deps.wallet.post(tx, {
      idempotencyKey: levelUpBonusKey(input.playerId, level.order),
      kind: levelUpBonusKind,
      currency: deps.baseCurrency,
      legs: [
        { target: { code: counterAccounts.houseCash }, amountMinor: -level.levelUpBonusMinor },
        { target: { walletAccountId: account.id, bucket: 'real' }, amountMinor: level.levelUpBonusMinor },
      ],
      reference: input.playerId,
      metadata: { level: level.order },
    });
  }
}
