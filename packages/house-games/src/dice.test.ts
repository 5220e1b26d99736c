import { describe, expect, it } from 'vitest';
import { diceConfig, diceMultiplier, diceWinningOutcomes, playDice } from './dice.ts';
import { HouseGameError } from './errors.ts';
import { hmacRandomSource } from './fairness.ts';
import { simulateGame } from './rtp-simulation.ts';
import { meanReturn, standardError } from './rtp-stats.ts';

describe('dice', () => {
  it('has the declared RTP exactly, less the rounding down of the multiplier (under 10^-6), for every target', () => {
    const declared = BigInt(Math.round(diceConfig.rtp * 1e6)) * 10_000n;
    let checked = 0;
    for (const direction of ['under', 'over'] as const) {
      for (let target = 0; target < diceConfig.outcomes; target += 1) {
        const winning = diceWinningOutcomes(direction, target);
        if (winning < diceConfig.minWinningOutcomes || winning > diceConfig.maxWinningOutcomes) continue;
        // RTP = winning / 10^4 × multiplier / 10^6; compare numerators over 10^10.
        const rtpNumerator = BigInt(winning) * BigInt(diceMultiplier(direction, target));
        expect(rtpNumerator <= declared && rtpNumerator > declared - BigInt(winning)).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBe(2 * 9_701);
    expect(diceMultiplier('under', 5000)).toBe(1_980_000);
  });

  it('pays a roll under the target and refuses chances outside 1%–98%', () => {
    const outcome = playDice(hmacRandomSource('s'.repeat(64), 'c', 0), {
      stake: 100n,
      direction: 'under',
      target: 5000,
    });
    expect(outcome.won).toBe(outcome.roll < 5000);
    expect(outcome.win).toBe(outcome.won ? 198n : 0n);
    expect(() => diceMultiplier('under', 99)).toThrow(HouseGameError);
    expect(() => diceMultiplier('over', 9999 - 9801)).toThrow(/1%–98%/);
  });

  it('measures the declared RTP over 10^6 simulated rounds (within 5 standard errors)', () => {
    const stats = simulateGame('dice', 1_000_000, 101);
    expect(Math.abs(meanReturn(stats) - diceConfig.rtp)).toBeLessThan(5 * standardError(stats));
  });
});
