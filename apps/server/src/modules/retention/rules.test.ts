import { describe, expect, it } from 'vitest';
import { accountView, decimalFraction, pointsX100For, progressPercent } from './rules.ts';

const levels = [
  { name: 'Bronze', order: 1, pointsX100: 0n },
  { name: 'Silver', order: 2, pointsX100: 50_000n },
  { name: 'Gold', order: 3, pointsX100: 250_000n },
];

describe('loyalty arithmetic', () => {
  it('reads database decimals exactly', () => {
    expect(decimalFraction('0.0092')).toEqual({ numerator: 92n, denominator: 10_000n });
    expect(decimalFraction('137500')).toEqual({ numerator: 137_500n, denominator: 1n });
    expect(decimalFraction('1.50')).toEqual({ numerator: 15n, denominator: 10n });
  });

  it('converts a stake to base-currency points, weighted and rounded down', () => {
    // 0.01 BTC at 137,500 CAD: 1,375 points.
    expect(pointsX100For({ minor: 1_000_000n, subunit: 100_000_000n, rate: '137500', weight: '1' })).toBe(137_500n);
    // 1,000 yen at 0.0092 CAD on a blackjack weight of 0.2: 1.84 points.
    expect(pointsX100For({ minor: 1_000n, subunit: 1n, rate: '0.0092', weight: '0.2' })).toBe(184n);
    // A third of a hundredth is nothing.
    expect(pointsX100For({ minor: 1n, subunit: 100n, rate: '0.25', weight: '1' })).toBe(0n);
    expect(pointsX100For({ minor: 500n, subunit: 100n, rate: '1', weight: '0' })).toBe(0n);
  });

  it('gives progress toward the next level as a percent with 2 decimals, rounded down', () => {
    expect(progressPercent(1n, 0n, 3n)).toBe(33.33);
    expect(progressPercent(49_999n, 0n, 50_000n)).toBe(99.99);
    expect(progressPercent(300_000n, 250_000n, undefined)).toBe(100);
  });

  it('places points between the level reached and the next', () => {
    expect(accountView(levels, 60_000n)).toEqual({
      points: 600,
      currentLevel: { name: 'Silver', points: 500, order: 2 },
      nextLevel: { name: 'Gold', points: 2500 },
      progress: 5,
    });
    expect(accountView(levels, 250_000n)).toMatchObject({ currentLevel: { order: 3 }, nextLevel: null, progress: 100 });
    expect(accountView([], 10n)).toEqual({ points: 0.1, currentLevel: null, nextLevel: null, progress: 100 });
  });
});
