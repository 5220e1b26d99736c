import type { SlotSpin } from '@croupier/contracts/house';
import { MULTIPLIER_SCALE } from '@croupier/house-games/money';
import { paylines } from '@croupier/house-games/slot-paylines';
import type { SlotSymbol, SlotTheme } from '@croupier/house-games/slots';

/**
 * The slot page's arithmetic, apart from React: which cells a line win covers, the paytable in money for
 * a stake, a spin's wins in money, and the strips the reels scroll through. Money stays in bigint minor
 * units throughout; a win is rounded down to whole minor units as the engine rounds it.
 */

export const REELS = 5;
export const ROWS = 3;

/** A cell of the grid as one number: reel × 3 + row (row 0 at the top). */
export type Cell = number;

export const cellOf = (reel: number, row: number): Cell => reel * ROWS + row;

/** The cells a line win covers: its payline's row on each of the first `count` reels, left to right. */
export function lineCells(win: { line: number; count: number }): Cell[] {
  const rows = paylines[win.line];
  if (!rows) throw new RangeError(`no payline ${win.line}`);
  return rows.slice(0, Math.min(win.count, REELS)).map((row, reel) => cellOf(reel, row));
}

/** The cells of the symbols at `symbol` anywhere on the grid (the scatters of a spin). */
export function cellsShowing(grid: readonly (readonly number[])[], symbol: number): Cell[] {
  const cells: Cell[] = [];
  grid.forEach((column, reel) => {
    column.forEach((shown, row) => {
      if (shown === symbol) cells.push(cellOf(reel, row));
    });
  });
  return cells;
}

/** The stake times a multiplier (millionths), rounded down to whole minor units. */
export function winOf(stake: bigint, multiplier: number): bigint {
  return (stake * BigInt(multiplier)) / BigInt(MULTIPLIER_SCALE);
}

export interface PaytableRow {
  index: number;
  symbol: SlotSymbol;
  /** What 3, 4 and 5 pay for this stake, in minor units (rounded down). */
  pays: readonly [bigint, bigint, bigint];
}

/**
 * The paytable for a stake (the total bet): a line pays its count's pay times the line bet (stake ÷ lines);
 * the scatter pays times the whole stake, anywhere. Ordered as the theme lists its symbols (wild first).
 */
export function paytableRows(theme: SlotTheme, stake: bigint, lines: number): PaytableRow[] {
  return theme.symbols.map((symbol, index) => {
    const per = (pay: number) =>
      symbol.kind === 'scatter' ? stake * BigInt(pay) : (stake * BigInt(pay)) / BigInt(lines);
    return { index, symbol, pays: [per(symbol.pays[0]), per(symbol.pays[1]), per(symbol.pays[2])] };
  });
}

/** The line bet in minor units when the stake shares out evenly between the lines, else undefined. */
export function lineBet(stake: bigint, lines: number): bigint | undefined {
  return stake % BigInt(lines) === 0n ? stake / BigInt(lines) : undefined;
}

export interface SpinSummary {
  /** Every line win, in payline order, with the cells to highlight and what it paid. */
  lines: { line: number; symbol: number; count: number; cells: Cell[]; win: bigint }[];
  /** The scatters' cells and pay (0 when they paid nothing). */
  scatter: { count: number; cells: Cell[]; win: bigint };
  /** Every cell in a win, for the highlight. */
  winning: ReadonlySet<Cell>;
  /** The spin's whole win (rounded down once, as the server does). */
  win: bigint;
}

/** A spin's wins in money for a stake, and the cells to highlight. */
export function summarizeSpin(theme: SlotTheme, spin: SlotSpin, stake: bigint): SpinSummary {
  const scatterIndex = theme.symbols.findIndex((symbol) => symbol.kind === 'scatter');
  const lines = spin.lineWins.map((win) => ({
    line: win.line,
    symbol: win.symbol,
    count: win.count,
    cells: lineCells(win),
    win: winOf(stake, win.multiplier),
  }));
  const scatterCells = spin.scatterMultiplier > 0 ? cellsShowing(spin.grid, scatterIndex) : [];
  const winning = new Set<Cell>([...lines.flatMap((line) => line.cells), ...scatterCells]);
  return {
    lines,
    scatter: { count: spin.scatters, cells: scatterCells, win: winOf(stake, spin.scatterMultiplier) },
    winning,
    win: winOf(stake, spin.multiplier),
  };
}

export type RoundTone = 'win' | 'back' | 'none';

/** A win is news only when it pays more than the stake; some of the stake back is said plainly. */
export function roundTone(stake: bigint, win: bigint): RoundTone {
  if (win <= 0n) return 'none';
  return win > stake ? 'win' : 'back';
}

/**
 * What one reel scrolls through, top to bottom: the new column, `fillers` symbols taken in order from the
 * theme's strip for that reel (from `offset`), then the column shown before. Scrolling the strip from its
 * bottom to its top shows the old symbols moving down and away and the new ones landing in place.
 */
export function reelStrip(
  theme: SlotTheme,
  reel: number,
  next: readonly number[],
  previous: readonly number[],
  fillers: number,
  offset: number,
): number[] {
  const strip = theme.reels[reel] ?? [];
  const between: number[] = [];
  for (let i = 0; i < fillers && strip.length > 0; i += 1) {
    between.push(strip[(((offset + i) % strip.length) + strip.length) % strip.length] as number);
  }
  return [...next, ...between, ...previous];
}

/** How long each reel scrolls (ms), the leftmost stopping first; free spins go a little faster. */
export function reelDurations(free: boolean): number[] {
  const [first, step] = free ? [420, 70] : [560, 120];
  return Array.from({ length: REELS }, (_, reel) => first + reel * step);
}

/** A grid to show before the first spin: the theme's strips at their start, so the reels are never empty. */
export function restingGrid(theme: SlotTheme): number[][] {
  return Array.from({ length: REELS }, (_, reel) => {
    const strip = theme.reels[reel] ?? [];
    return Array.from({ length: ROWS }, (_, row) => strip[(row + reel * 2) % Math.max(strip.length, 1)] ?? 0);
  });
}
