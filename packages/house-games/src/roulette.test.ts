import { describe, expect, it } from 'vitest';
import { HouseGameError } from './errors.ts';
import { hmacRandomSource } from './fairness.ts';
import {
  allRouletteSpots,
  coveredNumbers,
  playRoulette,
  type RouletteBet,
  rouletteBetProblem,
  rouletteConfig,
  rouletteMultiplier,
  settleRoulette,
  validateRouletteBets,
} from './roulette.ts';
import { simulateGame } from './rtp-simulation.ts';
import { meanReturn, standardError } from './rtp-stats.ts';

describe('European roulette', () => {
  it('pays 36/k for a bet on k numbers, so every one of the 157 spots has RTP exactly 36/37', () => {
    const spots = allRouletteSpots();
    expect(spots).toHaveLength(37 + 60 + 14 + 23 + 11 + 6 + 6);
    for (const spot of spots) {
      // k/37 × 36/k = 36/37, checked on the integer numerators.
      expect(coveredNumbers(spot).length * rouletteMultiplier(spot)).toBe(36_000_000);
    }
    expect(rouletteConfig.rtp).toBe(36 / 37);
  });

  it('accepts the standard bets and refuses the rest with roulette_invalid_bet', () => {
    const legal: RouletteBet[] = [
      { type: 'straight', numbers: [0], stake: 1n },
      { type: 'split', numbers: [2, 5], stake: 1n },
      { type: 'split', numbers: [0, 3], stake: 1n },
      { type: 'street', numbers: [34, 35, 36], stake: 1n },
      { type: 'corner', numbers: [32, 33, 35, 36], stake: 1n },
      { type: 'line', numbers: [31, 32, 33, 34, 35, 36], stake: 1n },
      { type: 'dozen', index: 3, stake: 1n },
      { type: 'column', index: 1, stake: 1n },
      { type: 'red', stake: 1n },
    ];
    expect(legal.map(rouletteBetProblem)).toEqual(legal.map(() => null));
    const illegal: RouletteBet[] = [
      { type: 'straight', numbers: [37], stake: 1n },
      { type: 'split', numbers: [3, 4], stake: 1n },
      { type: 'street', numbers: [2, 3, 4], stake: 1n },
      { type: 'corner', numbers: [3, 4, 6, 7], stake: 1n },
      { type: 'line', numbers: [34, 35, 36, 37, 38, 39], stake: 1n },
      { type: 'dozen', index: 4 as 1, stake: 1n },
      { type: 'red', stake: 0n },
    ];
    for (const bet of illegal) {
      expect(rouletteBetProblem(bet)).not.toBeNull();
      expect(() => validateRouletteBets([bet])).toThrow(HouseGameError);
    }
    expect(() => validateRouletteBets([])).toThrow(expect.objectContaining({ code: 'roulette_no_bets' }));
  });

  it('settles each bet of a spin in minor units; zero loses the even-money bets', () => {
    const bets: RouletteBet[] = [
      { type: 'straight', numbers: [17], stake: 10n },
      { type: 'black', stake: 25n },
      { type: 'column', index: 2, stake: 7n },
      { type: 'odd', stake: 3n },
    ];
    const outcome = settleRoulette(17, bets);
    expect(outcome.color).toBe('black');
    expect(outcome.results.map((r) => r.win)).toEqual([360n, 50n, 21n, 6n]);
    expect(outcome.totalStake).toBe(45n);
    expect(settleRoulette(0, bets).totalWin).toBe(0n);
    const spin = playRoulette(hmacRandomSource('r'.repeat(64), 'c', 3), bets);
    expect(spin.number).toBeGreaterThanOrEqual(0);
    expect(spin.number).toBeLessThan(37);
  });

  it('measures the declared RTP over 10^6 simulated spins (within 5 standard errors)', () => {
    const stats = simulateGame('roulette', 1_000_000, 202);
    expect(Math.abs(meanReturn(stats) - rouletteConfig.rtp)).toBeLessThan(5 * standardError(stats));
  });
});
