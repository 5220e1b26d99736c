/**
 * What the withdraw tab shows instead of (or as) the method list, in the order of spec 02 §4 "Withdraw
 * tab lock order": the first rule that holds wins.
 */

export type WithdrawLock =
  | { kind: 'deposit' }
  | { kind: 'bonus' }
  | { kind: 'minAmount'; amount: number }
  | { kind: 'turnover'; amount: number }
  | { kind: 'none' };

export interface WithdrawLockInput {
  /** Successful deposits in the account's currency (invoice statistics). */
  depositsCount: number;
  /** An active player bonus exists (filled by the bonuses work; false until then). */
  hasActiveBonus: boolean;
  bonusBalance: number;
  lockedBalance: number;
  withdrawalBalance: number;
  methodMinimums: readonly number[];
  /** turnOverWagerAmount of GET /api/risk/reasons/turn-over-wager: still to wager before withdrawing. */
  turnoverWagerAmount: number;
}

export function withdrawLock(input: WithdrawLockInput): WithdrawLock {
  if (input.depositsCount <= 0) return { kind: 'deposit' };
  const lowest = input.methodMinimums.length ? Math.min(...input.methodMinimums) : undefined;
  // Every minimum above the balance is the same as the lowest one being above it.
  const belowEveryMinimum = lowest !== undefined && lowest > input.withdrawalBalance;
  if (input.hasActiveBonus && (input.bonusBalance !== 0 || input.lockedBalance !== 0) && belowEveryMinimum) {
    return { kind: 'bonus' };
  }
  if (belowEveryMinimum) return { kind: 'minAmount', amount: lowest };
  if (input.withdrawalBalance !== 0 && input.turnoverWagerAmount > 0) {
    return { kind: 'turnover', amount: input.turnoverWagerAmount };
  }
  return { kind: 'none' };
}

/** One thing that stands between the player and a withdrawal: a lock above, or identity verification. */
export type WithdrawStep = Exclude<WithdrawLock, { kind: 'none' }> | { kind: 'verify' };

/**
 * Everything left before the player can withdraw, said at once (issue 26): the lock that applies first,
 * the turnover still to wager when another lock comes first, and identity verification, which the
 * server asks for only when the withdrawal is sent (decision 0024).
 */
export function withdrawSteps(input: WithdrawLockInput, verified: boolean): WithdrawStep[] {
  const lock = withdrawLock(input);
  const steps: WithdrawStep[] = lock.kind === 'none' ? [] : [lock];
  if (lock.kind !== 'turnover' && lock.kind !== 'deposit' && input.turnoverWagerAmount > 0) {
    steps.push({ kind: 'turnover', amount: input.turnoverWagerAmount });
  }
  if (!verified) steps.push({ kind: 'verify' });
  return steps;
}

/** What the player could take out now: nothing while a lock holds, else the withdrawal balance. */
export function withdrawableNow(input: WithdrawLockInput): number {
  return withdrawLock(input).kind === 'none' ? input.withdrawalBalance : 0;
}
