import type { SlotSpin } from '@croupier/contracts/house';
import { paylines } from '@croupier/house-games/slot-paylines';
import { slotThemes } from '@croupier/house-games/slot-themes';
import { evaluateGrid, type SlotTheme } from '@croupier/house-games/slots';
import { describe, expect, it } from 'vitest';
import {
  cellOf,
  cellsShowing,
  lineBet,
  lineCells,
  paytableRows,
  REELS,
  reelDurations,
  reelStrip,
  restingGrid,
  roundTone,
  summarizeSpin,
  winOf,
} from './slot-reels.ts';

const fruit = slotThemes.find((theme) => theme.id === 'fruit-stand') as SlotTheme;
const symbol = (id: string) => fruit.symbols.findIndex((s) => s.id === id);

/** A spin as the server sends it, from the engine's own evaluation of chosen stops. */
function spinAt(stops: number[], lines: 10 | 20, multiplier = 1): SlotSpin {
  const {
    grid,
    lineWins,
    scatters,
    scatterMultiplier,
    multiplier: total,
  } = evaluateGrid(fruit, stops, lines, multiplier);
  return { grid, lineWins, scatters, scatterMultiplier, multiplier: total };
}

/** Stops at which the engine finds at least one line win and one without any win. */
function findStops(wanted: (spin: SlotSpin) => boolean): number[] {
  const lengths = fruit.reels.map((strip) => strip.length);
  for (let seed = 0; seed < 20_000; seed += 1) {
    const stops = lengths.map((length, reel) => (seed * (reel * 7 + 3) + reel * 11 + seed * seed) % length);
    if (wanted(spinAt(stops, 20))) return stops;
  }
  throw new Error('no such stops');
}

describe('the slot reels', () => {
  it('[S1.2-19] puts a line win on its payline’s rows, only as far as the count', () => {
    expect(lineCells({ line: 0, count: 3 })).toEqual([cellOf(0, 1), cellOf(1, 1), cellOf(2, 1)]);
    expect(lineCells({ line: 3, count: 5 })).toEqual([
      cellOf(0, 0),
      cellOf(1, 1),
      cellOf(2, 2),
      cellOf(3, 1),
      cellOf(4, 0),
    ]);
    expect(lineCells({ line: 19, count: 4 })).toEqual([cellOf(0, 0), cellOf(1, 2), cellOf(2, 0), cellOf(3, 2)]);
    for (let line = 0; line < paylines.length; line += 1) {
      const cells = lineCells({ line, count: 5 });
      expect(new Set(cells.map((cell) => Math.floor(cell / 3)))).toEqual(new Set([0, 1, 2, 3, 4]));
    }
    expect(() => lineCells({ line: 20, count: 3 })).toThrow(RangeError);
  });

  it('[S1.2-19] prices the paytable for the stake: line pays on stake ÷ lines, scatter pays on the stake, rounded down', () => {
    const rows = paytableRows(fruit, 200n, 20);
    expect(rows).toHaveLength(fruit.symbols.length);
    const seven = rows[symbol('seven')];
    // 40, 161, 605 line bets of 10 minor units.
    expect(seven?.pays).toEqual([400n, 1610n, 6050n]);
    const star = rows[symbol('scatter')];
    // 2, 8, 40 times the whole stake.
    expect(star?.pays).toEqual([400n, 1600n, 8000n]);
    expect(rows[0]?.symbol.kind).toBe('wild');
    // 25 ÷ 20 lines = 1.25 per line: a pay of 4 is 5, of 16 is 20, of 50 is 62 (62.5 rounded down).
    expect(paytableRows(fruit, 25n, 20)[symbol('cherry')]?.pays).toEqual([5n, 20n, 62n]);
    expect(paytableRows(fruit, 25n, 10)[symbol('cherry')]?.pays).toEqual([10n, 40n, 125n]);
    expect(lineBet(200n, 20)).toBe(10n);
    expect(lineBet(25n, 20)).toBeUndefined();
    expect(lineBet(25n, 10)).toBeUndefined();
    expect(lineBet(30n, 10)).toBe(3n);
  });

  it('[S1.2-19] sums a spin in money as the engine pays it and highlights every winning cell', () => {
    const stops = findStops((spin) => spin.lineWins.length >= 2);
    const spin = spinAt(stops, 20);
    const summary = summarizeSpin(fruit, spin, 200n);
    expect(summary.win).toBe(winOf(200n, spin.multiplier));
    expect(summary.lines.map((line) => line.line)).toEqual(spin.lineWins.map((win) => win.line));
    for (const line of summary.lines) {
      expect(line.cells).toHaveLength(line.count);
      // Each highlighted cell shows the paid symbol or the wild.
      for (const cell of line.cells) {
        const shown = spin.grid[Math.floor(cell / 3)]?.[cell % 3];
        expect([line.symbol, symbol('wild')]).toContain(shown);
        expect(summary.winning.has(cell)).toBe(true);
      }
      expect(line.win).toBe(winOf(200n, spin.lineWins.find((w) => w.line === line.line)?.multiplier ?? 0));
    }
    const lineTotal = summary.lines.reduce((sum, line) => sum + line.win, 0n) + summary.scatter.win;
    // Rounded once for the whole spin, never less than the parts rounded one by one.
    expect(summary.win >= lineTotal).toBe(true);

    const blank = summarizeSpin(
      fruit,
      spinAt(
        findStops((s) => s.multiplier === 0),
        20,
      ),
      200n,
    );
    expect(blank.win).toBe(0n);
    expect(blank.lines).toEqual([]);
    expect(blank.winning.size).toBe(0);
  });

  it('[S1.2-19] marks paying scatters wherever they land, and applies the free-spin multiplier already in the spin', () => {
    const stops = findStops((spin) => spin.scatters >= 3);
    const spin = spinAt(stops, 20);
    const summary = summarizeSpin(fruit, spin, 100n);
    expect(summary.scatter.count).toBe(spin.scatters);
    expect(summary.scatter.cells).toHaveLength(spin.scatters);
    expect(summary.scatter.win).toBe(100n * BigInt(fruit.symbols[1]?.pays[Math.min(spin.scatters, 5) - 3] ?? 0));
    for (const cell of summary.scatter.cells) expect(summary.winning.has(cell)).toBe(true);
    expect(cellsShowing(spin.grid, symbol('scatter'))).toEqual(summary.scatter.cells);

    const tripled = summarizeSpin(fruit, spinAt(stops, 20, 3), 100n);
    expect(tripled.scatter.win).toBe(summary.scatter.win * 3n);
    expect(tripled.win).toBe(winOf(100n, spin.multiplier * 3));
  });

  it('[S1.2-19] tells a real win from part of the stake back and from nothing', () => {
    expect(roundTone(100n, 0n)).toBe('none');
    expect(roundTone(100n, 40n)).toBe('back');
    expect(roundTone(100n, 100n)).toBe('back');
    expect(roundTone(100n, 101n)).toBe('win');
  });

  it('[S1.2-19] scrolls each reel from the old column through its own strip to the new one', () => {
    const strip = reelStrip(fruit, 2, [1, 2, 3], [7, 8, 9], 6, 4);
    expect(strip).toHaveLength(12);
    expect(strip.slice(0, 3)).toEqual([1, 2, 3]);
    expect(strip.slice(-3)).toEqual([7, 8, 9]);
    expect(strip.slice(3, 9)).toEqual(fruit.reels[2]?.slice(4, 10));
    // Offsets wrap around the strip either way.
    const length = fruit.reels[0]?.length ?? 0;
    expect(reelStrip(fruit, 0, [0, 0, 0], [0, 0, 0], 2, -1).slice(3, 5)).toEqual([
      fruit.reels[0]?.[length - 1],
      fruit.reels[0]?.[0],
    ]);

    const durations = reelDurations(false);
    expect(durations).toHaveLength(REELS);
    for (let reel = 1; reel < REELS; reel += 1) expect(durations[reel]).toBeGreaterThan(durations[reel - 1] ?? 0);
    expect(Math.max(...durations)).toBeLessThanOrEqual(1100);
    expect(Math.max(...reelDurations(true))).toBeLessThan(Math.max(...durations));

    const resting = restingGrid(fruit);
    expect(resting).toHaveLength(REELS);
    for (const column of resting) {
      expect(column).toHaveLength(3);
      for (const shown of column) expect(fruit.symbols[shown]).toBeDefined();
    }
  });
});
