import { describe, expect, it } from 'vitest';
import { turnoverProgress } from './wager-progress.ts';

describe('turnover progress of the balance panel', () => {
  it('[S2.3-35] shows what was wagered of the required total while money is left to wager', () => {
    expect(turnoverProgress({ total: 200, turnOverWager: 160, turnOverWagerAmount: 40, currency: 'CAD' })).toEqual({
      wagered: 160,
      required: 200,
      percent: 80,
    });
    expect(
      turnoverProgress({ total: 300, turnOverWager: 100, turnOverWagerAmount: 200, currency: 'CAD' })?.percent,
    ).toBe(33.33);
  });
  it('shows nothing once nothing is left to wager', () => {
    expect(
      turnoverProgress({ total: 200, turnOverWager: 200, turnOverWagerAmount: 0, currency: 'CAD' }),
    ).toBeUndefined();
    expect(turnoverProgress({ total: 0, turnOverWager: 0, turnOverWagerAmount: 0, currency: 'CAD' })).toBeUndefined();
  });
});
