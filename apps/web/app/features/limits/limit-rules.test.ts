import { limitPeriods } from '@croupier/contracts/constants';
import {
  coolingOffDurations,
  limitLoosenDelayHours,
  realityCheckIntervals,
  selfExclusionDurations,
} from '@croupier/contracts/limits';
import { describe, expect, it } from 'vitest';
import {
  coolingOffChoices,
  isAdvancedModeAvailable,
  isStricterChange,
  loosenDelayHours,
  parseAmount,
  realityCheckChoices,
  remainingUntil,
  selfExclusionChoices,
  sortMoneyLimits,
} from './limit-rules.ts';

const deposit = (currency: string, period: 'daily' | 'weekly' | 'monthly' = 'daily') => ({
  definition: 3 as const,
  currency,
  period,
});

describe('limits advanced mode', () => {
  it('[S1.4-64][S2.5-44] is available with more than two periods when every currency has a limit', () => {
    expect(
      isAdvancedModeAvailable({
        periods: limitPeriods,
        currencies: ['EUR', 'CAD'],
        limits: [deposit('EUR'), deposit('CAD')],
      }),
    ).toBe(true);
  });
  it('[S1.4-64][S2.5-44] is not available with two periods or fewer', () => {
    expect(
      isAdvancedModeAvailable({ periods: ['daily', 'weekly'], currencies: ['EUR'], limits: [deposit('EUR')] }),
    ).toBe(false);
  });
  it('[S1.4-64][S2.5-44] is not available while one currency has no limit', () => {
    expect(
      isAdvancedModeAvailable({ periods: limitPeriods, currencies: ['EUR', 'CAD'], limits: [deposit('EUR')] }),
    ).toBe(false);
  });
  it('[S1.4-64] does not count a cooling-off or self-exclusion as a currency limit', () => {
    expect(
      isAdvancedModeAvailable({
        periods: limitPeriods,
        currencies: ['EUR'],
        limits: [{ definition: 5 as const, currency: null }],
      }),
    ).toBe(false);
  });
  it('[S1.4-64] is not available without currencies', () => {
    expect(isAdvancedModeAvailable({ periods: limitPeriods, currencies: [], limits: [] })).toBe(false);
  });
});

describe('limit changes', () => {
  it('[S1.4-29] a lower amount over the same or a longer period is stricter', () => {
    expect(isStricterChange({ period: 'daily', amount: 100 }, { period: 'daily', amount: 50 })).toBe(true);
    expect(isStricterChange({ period: 'daily', amount: 100 }, { period: 'weekly', amount: 100 })).toBe(true);
  });
  it('[S1.4-29] a higher amount or a shorter period waits', () => {
    expect(isStricterChange({ period: 'daily', amount: 100 }, { period: 'daily', amount: 150 })).toBe(false);
    expect(isStricterChange({ period: 'monthly', amount: 100 }, { period: 'daily', amount: 90 })).toBe(false);
  });
});

describe('limit lists', () => {
  it('[S1.3-18][S1.3-20] sorts money limits deposit, bet, loss, then currency and period, and leaves blocks out', () => {
    const sorted = sortMoneyLimits([
      { definition: 2 as const, currency: 'EUR', period: 'daily' as const },
      deposit('EUR', 'monthly'),
      { definition: 5 as const, currency: null, period: null },
      deposit('EUR', 'daily'),
      { definition: 1 as const, currency: 'CAD', period: 'weekly' as const },
    ]);
    expect(sorted.map((l) => `${l.definition}-${l.period}`)).toEqual(['3-daily', '3-monthly', '1-weekly', '2-daily']);
  });
  it('[S1.3-21] counts down to expiredAt', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(remainingUntil(now + 90_061_000, now)).toEqual({ done: false, days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(remainingUntil(now - 1, now).done).toBe(true);
  });
  it('parses typed amounts', () => {
    expect(parseAmount('25.50')).toBe(25.5);
    expect(parseAmount('25,5')).toBe(25.5);
    expect(parseAmount('0')).toBeUndefined();
    expect(parseAmount('abc')).toBeUndefined();
  });
  it('keeps the mirrored choices equal to the contracts', () => {
    expect([...coolingOffChoices]).toEqual([...coolingOffDurations]);
    expect([...selfExclusionChoices]).toEqual([...selfExclusionDurations]);
    expect([...realityCheckChoices]).toEqual([...realityCheckIntervals]);
    expect(loosenDelayHours).toBe(limitLoosenDelayHours);
  });
});
