import { describe, expect, it } from 'vitest';
import { hmacRandomSource } from './fairness.ts';
import { simulateSlot } from './rtp-simulation.ts';
import { meanReturn, standardDeviation, standardError } from './rtp-stats.ts';
import { paylines } from './slot-paylines.ts';
import { slotMaths } from './slot-rtp.ts';
import { slotThemes } from './slot-themes.ts';
import { evaluateGrid, evaluateLine, playSlot } from './slots.ts';

const fruit = slotThemes.find((theme) => theme.id === 'fruit-stand');
if (!fruit) throw new Error('fruit-stand theme missing');
const index = (id: string) => fruit.symbols.findIndex((symbol) => symbol.id === id);
const [WILD, SCATTER, SEVEN, CHERRY] = [index('wild'), index('scatter'), index('seven'), index('cherry')];

describe('slot engine', () => {
  it('pays lines left to right with wilds substituting, and never for scatters', () => {
    expect(evaluateLine(fruit, [SEVEN, SEVEN, SEVEN, CHERRY, SEVEN])).toMatchObject({ symbol: SEVEN, count: 3 });
    expect(evaluateLine(fruit, [WILD, SEVEN, WILD, SEVEN, CHERRY])).toMatchObject({ symbol: SEVEN, count: 4 });
    expect(evaluateLine(fruit, [CHERRY, SEVEN, SEVEN, SEVEN, SEVEN]).pay).toBe(0);
    expect(evaluateLine(fruit, [SCATTER, SCATTER, SCATTER, SCATTER, SCATTER]).pay).toBe(0);
    // Five wilds pay as wilds; three wilds then a cherry pay whichever is more.
    expect(evaluateLine(fruit, [WILD, WILD, WILD, WILD, WILD])).toMatchObject({ symbol: WILD, count: 5 });
    const wildsFirst = evaluateLine(fruit, [WILD, WILD, WILD, CHERRY, SEVEN]);
    expect(wildsFirst.pay).toBe(Math.max(fruit.symbols[WILD]?.pays[0] ?? 0, fruit.symbols[CHERRY]?.pays[1] ?? 0));
  });

  it('has 20 distinct lines of one row per reel', () => {
    expect(new Set(paylines.map((line) => line.join())).size).toBe(20);
    expect(paylines.every((line) => line.length === 5 && line.every((row) => row >= 0 && row <= 2))).toBe(true);
  });

  it('settles a spin exactly in minor units and plays free spins after 3 scatters', () => {
    const outcome = playSlot(hmacRandomSource('s'.repeat(64), 'c', 0), fruit, { stake: 200n, lines: 20 });
    expect(outcome.win).toBe((200n * BigInt(outcome.multiplier)) / 1_000_000n);
    expect(outcome.freeSpins).toHaveLength(outcome.base.scatters >= 3 ? fruit.freeSpins.count : 0);
    const scatterStops = fruit.reels.map((strip) => strip.indexOf(SCATTER));
    const triggered = evaluateGrid(fruit, scatterStops, 20, 1);
    expect(triggered.scatters).toBeGreaterThanOrEqual(5);
    expect(triggered.scatterMultiplier).toBe((fruit.symbols[SCATTER]?.pays[2] ?? 0) * 1_000_000);
  });

  it('declares every theme its exact RTP (by enumeration) to 4 decimals, within 94–97%', () => {
    expect(slotThemes.length).toBeGreaterThanOrEqual(4);
    expect(new Set(slotThemes.map((theme) => theme.volatility))).toEqual(new Set(['low', 'medium', 'high']));
    for (const theme of slotThemes) {
      const maths = slotMaths(theme);
      expect(Math.abs(maths.rtp - theme.rtp)).toBeLessThanOrEqual(0.00005);
      expect(maths.rtp).toBeGreaterThan(0.94);
      expect(maths.rtp).toBeLessThan(0.97);
    }
  });
});

describe.each(slotThemes.map((theme) => [theme.id, theme] as const))('slot theme %s', (_, theme) => {
  it('measures the declared RTP over 10^6 simulated paid spins (within 5 standard errors)', () => {
    const stats = simulateSlot(theme, 1_000_000, 707);
    expect(Math.abs(meanReturn(stats) - theme.rtp)).toBeLessThan(5 * standardError(stats));
    expect(standardDeviation(stats)).toBeGreaterThan(1);
  }, 120_000);
});
