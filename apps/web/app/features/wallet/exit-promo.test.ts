import { describe, expect, it } from 'vitest';
import { closeLeadsToExitPromo } from './exit-promo.ts';

const base = {
  bonusSelected: true,
  bonusesAvailable: false,
  bonusCodeApplied: false,
  tab: 'deposit' as const,
  exitPromoOpen: false,
  depositSub: 'basic' as const,
};

describe('wallet close icon', () => {
  it('[S2.2-41] opens the exit promo when a bonus is in play on the deposit type', () => {
    expect(closeLeadsToExitPromo(base)).toBe(true);
    expect(closeLeadsToExitPromo({ ...base, bonusSelected: false, bonusesAvailable: true })).toBe(true);
    expect(closeLeadsToExitPromo({ ...base, bonusSelected: false, bonusCodeApplied: true })).toBe(true);
    expect(closeLeadsToExitPromo({ ...base, depositSub: undefined })).toBe(true);
  });

  it('[S2.2-42] otherwise closes', () => {
    expect(closeLeadsToExitPromo({ ...base, bonusSelected: false })).toBe(false);
    expect(closeLeadsToExitPromo({ ...base, tab: 'withdraw' })).toBe(false);
    expect(closeLeadsToExitPromo({ ...base, tab: 'history' })).toBe(false);
    expect(closeLeadsToExitPromo({ ...base, exitPromoOpen: true })).toBe(false);
    expect(closeLeadsToExitPromo({ ...base, depositSub: 'processing' })).toBe(false);
  });
});
