import { describe, expect, it } from 'vitest';
import { lowBalanceThreshold, needsDepositAfterLogin } from './deposit-after-login.ts';

describe('deposit wallet after login', () => {
  it('[S2.4-141] opens for a CAD account with a balance under 2', () => {
    expect(lowBalanceThreshold).toBe(2);
    expect(needsDepositAfterLogin([{ currency: 'CAD', balance: 0 }])).toBe(true);
    expect(needsDepositAfterLogin([{ currency: 'CAD', balance: 1.99 }])).toBe(true);
    expect(needsDepositAfterLogin([{ currency: 'CAD', balance: 2 }])).toBe(false);
    expect(needsDepositAfterLogin([{ currency: 'EUR', balance: 0 }])).toBe(false);
    expect(
      needsDepositAfterLogin([
        { currency: 'EUR', balance: 0 },
        { currency: 'CAD', balance: 0.5 },
      ]),
    ).toBe(true);
    expect(needsDepositAfterLogin([])).toBe(false);
  });
});
