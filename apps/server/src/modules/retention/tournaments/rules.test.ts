import { describe, expect, it } from 'vitest';
import { gameCounts, roundPoints, scoreView, statusAt, toBaseMinor } from './rules.ts';

describe('tournament arithmetic', () => {
  it('converts a stake to base-currency minor units through the rate, rounding down', () => {
    expect(toBaseMinor({ minor: 1000n, subunit: 100n, rate: '1.37', baseSubunit: 100n })).toBe(1370n);
    expect(toBaseMinor({ minor: 1n, subunit: 100n, rate: '0.5', baseSubunit: 100n })).toBe(0n);
    expect(toBaseMinor({ minor: 100_000_000n, subunit: 100_000_000n, rate: '137500', baseSubunit: 100n })).toBe(
      13_750_000n,
    );
  });

  it('scores staked money, one bet, or win ÷ stake in hundredths', () => {
    const round = { realStakeBaseMinor: 1370n, stakeMinor: 1000n, winMinor: 2555n };
    expect(roundPoints('staked', round)).toBe(1370n);
    expect(roundPoints('bets', round)).toBe(1n);
    expect(roundPoints('multiplier', round)).toBe(255n);
    expect(scoreView('multiplier', 255n, 100n)).toBe(2.55);
    expect(scoreView('staked', 1370n, 100n)).toBe(13.7);
  });

  it('lets a game through by id and type; empty lists let every game through', () => {
    const slot = { gameId: 'g1', gameType: 'slots' };
    expect(gameCounts({ gameIds: [], gameTypes: [] }, slot)).toBe(true);
    expect(gameCounts({ gameIds: [], gameTypes: ['roulette'] }, slot)).toBe(false);
    expect(gameCounts({ gameIds: ['g2'], gameTypes: [] }, slot)).toBe(false);
  });

  it('is upcoming before the start, running until the end, then finished', () => {
    const t = { startsAt: new Date(1000), endsAt: new Date(2000), completedAt: null };
    expect(statusAt(t, new Date(999))).toBe('upcoming');
    expect(statusAt(t, new Date(1000))).toBe('running');
    expect(statusAt(t, new Date(2000))).toBe('finished');
  });
});
