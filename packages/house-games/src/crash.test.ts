import { describe, expect, it } from 'vitest';
import { crashConfig, crashPointFromSource, crashWinOdds, settleCrashBet } from './crash.ts';
import { crashPointForRound, verifyCrashRound } from './crash-round.ts';
import { createHashChain } from './hash-chain.ts';
import type { RandomSource } from './random.ts';
import { simulateGame } from './rtp-simulation.ts';
import { meanReturn, standardError } from './rtp-stats.ts';

const words = (high: number, low: number): RandomSource => {
  const queue = [high, low];
  return { nextUint32: () => queue.shift() as number };
};

describe('crash', () => {
  it('has RTP 0.99 for every cash-out target, exactly up to the 52-bit resolution', () => {
    const twoPow52 = 2n ** 52n;
    for (let target = crashConfig.minCashOutHundredths; target <= 100_000; target += target < 1000 ? 1 : 997) {
      const [winning, all] = crashWinOdds(target);
      // RTP = winning/2^52 × target/100; compare against 0.99 = 99/100.
      const rtpTimes100 = winning * BigInt(target);
      expect(rtpTimes100 <= 99n * all).toBe(true);
      expect(rtpTimes100 > 99n * all - BigInt(target)).toBe(true);
      expect(all).toBe(twoPow52);
    }
  });

  it('crashes instantly in 1% of rounds and follows the formula', () => {
    const instant = 2n ** 52n - crashWinOdds(100)[0];
    expect(Number(instant) / 2 ** 52).toBeCloseTo(0.01, 12);
    expect(crashPointFromSource(words(0, 0))).toBe(100);
    // r = 2^51: 99 × 2^52 / 2^51 = 198.
    expect(crashPointFromSource(words(2 ** 31, 0))).toBe(198);
    expect(crashPointFromSource(words(2 ** 32 - 1, 2 ** 32 - 1))).toBe(crashConfig.maxHundredths);
    expect(settleCrashBet(198, 100n, 198)).toMatchObject({ cashedOut: true, win: 198n });
    expect(settleCrashBet(198, 100n, 199)).toMatchObject({ cashedOut: false, win: 0n });
    expect(() => settleCrashBet(198, 100n, 100)).toThrow(expect.objectContaining({ code: 'crash_invalid_cash_out' }));
  });

  it('derives shared rounds from a committed hash chain', () => {
    const chain = createHashChain('c'.repeat(64), 10);
    const salt = 'public-salt';
    const third = verifyCrashRound({
      roundSeed: chain.seeds[2] as string,
      previousSeed: chain.seeds[1] as string,
      salt,
    });
    expect(third.linksToPrevious).toBe(true);
    expect(third.crashPoint).toBe(crashPointForRound(chain.seeds[2] as string, salt));
    expect(
      verifyCrashRound({ roundSeed: chain.seeds[2] as string, previousSeed: chain.commitment, salt }).linksToPrevious,
    ).toBe(false);
  });

  it('measures the declared RTP over 10^6 simulated rounds (within 5 standard errors)', () => {
    const stats = simulateGame('crash', 1_000_000, 505);
    expect(Math.abs(meanReturn(stats) - crashConfig.rtp)).toBeLessThan(5 * standardError(stats));
  });
});
