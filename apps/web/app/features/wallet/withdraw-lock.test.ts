import { describe, expect, it } from 'vitest';
import { type WithdrawLockInput, withdrawableNow, withdrawLock, withdrawSteps } from './withdraw-lock.ts';

const open: WithdrawLockInput = {
  depositsCount: 2,
  hasActiveBonus: false,
  bonusBalance: 0,
  lockedBalance: 0,
  withdrawalBalance: 100,
  methodMinimums: [20, 10, 50],
  turnoverWagerAmount: 0,
};

describe('withdraw tab lock order', () => {
  it('[S2.4-33] 1: no successful deposits locks with lockDeposit, before every other rule', () => {
    expect(withdrawLock({ ...open, depositsCount: 0 })).toEqual({ kind: 'deposit' });
    expect(
      withdrawLock({ ...open, depositsCount: 0, withdrawalBalance: 0, turnoverWagerAmount: 10, hasActiveBonus: true }),
    ).toEqual({ kind: 'deposit' });
  });

  it('[S2.4-34] 2: an active bonus with bonus or locked money and every minimum above the balance: lockBonus', () => {
    const input = { ...open, hasActiveBonus: true, bonusBalance: 15, withdrawalBalance: 5 };
    expect(withdrawLock(input)).toEqual({ kind: 'bonus' });
    expect(withdrawLock({ ...input, bonusBalance: 0, lockedBalance: 3 })).toEqual({ kind: 'bonus' });
    // Without bonus or locked money it is the plain minimum lock.
    expect(withdrawLock({ ...input, bonusBalance: 0 })).toEqual({ kind: 'minAmount', amount: 10 });
    // Without an active bonus too.
    expect(withdrawLock({ ...input, hasActiveBonus: false })).toEqual({ kind: 'minAmount', amount: 10 });
  });

  it('[S2.4-35] 3: every minimum above the withdrawal balance: lockMinAmount with the lowest minimum', () => {
    expect(withdrawLock({ ...open, withdrawalBalance: 9.99 })).toEqual({ kind: 'minAmount', amount: 10 });
    // One method within reach is enough to withdraw.
    expect(withdrawLock({ ...open, withdrawalBalance: 10 })).toEqual({ kind: 'none' });
    expect(withdrawLock({ ...open, withdrawalBalance: 0 })).toEqual({ kind: 'minAmount', amount: 10 });
  });

  it('[S2.4-36] 4: withdrawable money and turnover still to wager: the turnover lock with its amount', () => {
    expect(withdrawLock({ ...open, turnoverWagerAmount: 42.5 })).toEqual({ kind: 'turnover', amount: 42.5 });
    // The minimum lock comes first.
    expect(withdrawLock({ ...open, withdrawalBalance: 5, turnoverWagerAmount: 42.5 })).toEqual({
      kind: 'minAmount',
      amount: 10,
    });
  });

  it('[S2.4-37] 5: otherwise the method list', () => {
    expect(withdrawLock(open)).toEqual({ kind: 'none' });
    expect(withdrawLock({ ...open, methodMinimums: [] })).toEqual({ kind: 'none' });
  });
});

describe('what stands before a withdrawal', () => {
  it('lists the first lock, the turnover behind it and identity verification, all at once', () => {
    expect(withdrawSteps({ ...open, turnoverWagerAmount: 47 }, false)).toEqual([
      { kind: 'turnover', amount: 47 },
      { kind: 'verify' },
    ]);
    expect(withdrawSteps({ ...open, withdrawalBalance: 5, turnoverWagerAmount: 47 }, true)).toEqual([
      { kind: 'minAmount', amount: 10 },
      { kind: 'turnover', amount: 47 },
    ]);
    expect(withdrawSteps({ ...open, depositsCount: 0, withdrawalBalance: 0 }, false)).toEqual([
      { kind: 'deposit' },
      { kind: 'verify' },
    ]);
    expect(withdrawSteps(open, false)).toEqual([{ kind: 'verify' }]);
    expect(withdrawSteps(open, true)).toEqual([]);
  });

  it('counts as withdrawable now only what a withdrawal could take today', () => {
    expect(withdrawableNow(open)).toBe(100);
    expect(withdrawableNow({ ...open, turnoverWagerAmount: 47 })).toBe(0);
    expect(withdrawableNow({ ...open, withdrawalBalance: 5 })).toBe(0);
  });
});
