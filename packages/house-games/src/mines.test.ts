import { describe, expect, it } from 'vitest';
import { hmacRandomSource } from './fairness.ts';
import { cashOutMines, minesConfig, minesMultiplier, minesSurvivalOdds, revealTile, startMines } from './mines.ts';
import { simulateGame } from './rtp-simulation.ts';
import { meanReturn, standardError } from './rtp-stats.ts';

describe('mines', () => {
  it('has the declared RTP exactly, less the multiplier rounding (under 10^-6), for every mine count and cash-out point', () => {
    for (let mines = minesConfig.minMines; mines <= minesConfig.maxMines; mines += 1) {
      for (let revealed = 1; revealed <= minesConfig.tiles - mines; revealed += 1) {
        const [safe, all] = minesSurvivalOdds(mines, revealed);
        // RTP = safe/all × multiplier / 10^6; the declared 0.99 is 990 000 / 10^6.
        const rtpTimesAll = safe * BigInt(minesMultiplier(mines, revealed));
        expect(rtpTimesAll <= 990_000n * all).toBe(true);
        expect(rtpTimesAll > 990_000n * all - safe).toBe(true);
      }
    }
    expect(minesMultiplier(3, 1)).toBe(1_125_000);
  });

  it('reveals, cashes out and refuses moves that do not fit the round', () => {
    const source = hmacRandomSource('m'.repeat(64), 'c', 1);
    const start = startMines(source, 100n, 3);
    expect(start.minePositions).toHaveLength(3);
    const safeTile = [...Array(25).keys()].find((t) => !start.minePositions.includes(t)) as number;
    const mineTile = start.minePositions[0] as number;
    expect(() => cashOutMines(start)).toThrow(expect.objectContaining({ code: 'mines_nothing_to_cash_out' }));
    const afterSafe = revealTile(start, safeTile);
    expect(afterSafe.multiplier).toBe(1_125_000);
    expect(() => revealTile(afterSafe, safeTile)).toThrow(
      expect.objectContaining({ code: 'mines_tile_already_revealed' }),
    );
    expect(() => revealTile(afterSafe, 25)).toThrow(expect.objectContaining({ code: 'mines_invalid_tile' }));
    const cashed = cashOutMines(afterSafe);
    expect(cashed.win).toBe(112n);
    expect(() => revealTile(cashed, mineTile)).toThrow(expect.objectContaining({ code: 'mines_round_over' }));
    const lost = revealTile(afterSafe, mineTile);
    expect(lost.status).toBe('lost');
    expect(lost.win).toBe(0n);
    expect(() => startMines(source, 100n, 25)).toThrow(expect.objectContaining({ code: 'mines_invalid_count' }));
  });

  it('cashes out by itself once every safe tile is open', () => {
    let state = startMines(hmacRandomSource('m'.repeat(64), 'c', 2), 1000n, 24);
    const safe = [...Array(25).keys()].find((t) => !state.minePositions.includes(t)) as number;
    state = revealTile(state, safe);
    expect(state.status).toBe('cashed-out');
    expect(state.win).toBe(24_750n);
  });

  it('measures the declared RTP over 10^6 simulated rounds (within 5 standard errors)', () => {
    const stats = simulateGame('mines', 1_000_000, 404);
    expect(Math.abs(meanReturn(stats) - minesConfig.rtp)).toBeLessThan(5 * standardError(stats));
  });
});
