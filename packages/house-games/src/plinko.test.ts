import { describe, expect, it } from 'vitest';
import { HouseGameError } from './errors.ts';
import { hmacRandomSource } from './fairness.ts';
import { type PlinkoRisk, type PlinkoRows, playPlinko, plinkoConfig, plinkoTable } from './plinko.ts';
import { simulateGame } from './rtp-simulation.ts';
import { meanReturn, standardError } from './rtp-stats.ts';

function choose(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

describe('plinko', () => {
  it('has RTP exactly 0.99 on every table: Σ C(rows, k) × multiplier[k] = 0.99 × 2^rows', () => {
    for (const rows of plinkoConfig.rows) {
      for (const risk of plinkoConfig.risks) {
        const table = plinkoTable(rows, risk);
        expect(table).toHaveLength(rows + 1);
        expect(table).toEqual([...table].reverse());
        const sum = table.reduce((acc, m, k) => acc + choose(rows, k) * BigInt(m), 0n);
        expect(sum).toBe(990_000n * 2n ** BigInt(rows));
      }
    }
    expect(plinkoConfig.rtp).toBe(0.99);
  });

  it('drops the ball one row per word and pays the bucket it lands in', () => {
    const outcome = playPlinko(hmacRandomSource('p'.repeat(64), 'c', 9), { stake: 100n, rows: 16, risk: 'high' });
    expect(outcome.path).toHaveLength(16);
    expect(outcome.bucket).toBe(outcome.path.filter(Boolean).length);
    expect(outcome.win).toBe((100n * BigInt(plinkoTable(16, 'high')[outcome.bucket] as number)) / 1_000_000n);
    expect(() => playPlinko(hmacRandomSource('p', 'c', 0), { stake: 1n, rows: 10 as PlinkoRows, risk: 'low' })).toThrow(
      HouseGameError,
    );
    expect(() =>
      playPlinko(hmacRandomSource('p', 'c', 0), { stake: 1n, rows: 8, risk: 'extreme' as PlinkoRisk }),
    ).toThrow(expect.objectContaining({ code: 'plinko_invalid_risk' }));
  });

  it('measures the declared RTP over 10^6 simulated drops across all nine tables (within 5 standard errors)', () => {
    const stats = simulateGame('plinko', 1_008_000, 303);
    expect(Math.abs(meanReturn(stats) - plinkoConfig.rtp)).toBeLessThan(5 * standardError(stats));
  });
});
