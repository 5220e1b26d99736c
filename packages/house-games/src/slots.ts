import { HouseGameError } from './errors.ts';
import { assertStake, MULTIPLIER_SCALE, type Multiplier, winFor } from './money.ts';
import { type RandomSource, uniformInt } from './random.ts';
import { type LineCount, lineCounts, paylines } from './slot-paylines.ts';

/**
 * The one video-slot engine: 5 reels × 3 rows, fixed paylines paying left to right, a wild that substitutes
 * for every symbol but the scatter, and scatters that pay anywhere and trigger free spins. Themes are data
 * (slot-themes.ts).
 */
export const REELS = 5;
export const ROWS = 3;

export type Volatility = 'low' | 'medium' | 'high';

export interface SlotSymbol {
  id: string;
  name: string;
  kind: 'regular' | 'wild' | 'scatter';
  /** Line pays for 3, 4 and 5 in a row, in line bets; scatters' pays are in total bets and anywhere. */
  pays: readonly [number, number, number];
}

export interface SlotTheme {
  id: string;
  name: string;
  volatility: Volatility;
  /** Declared RTP: the exact value (slot-rtp.ts) rounded to 4 decimals. */
  rtp: number;
  symbols: readonly SlotSymbol[];
  /** Per reel, the strip of symbol indices; a stop shows strip[stop], strip[stop + 1], strip[stop + 2]. */
  reels: readonly (readonly number[])[];
  freeSpins: {
    /** Spins awarded for 3+ scatters in the base game; free spins do not award more. */
    count: number;
    /** Every win during free spins is multiplied by this. */
    multiplier: number;
  };
  /** Colours and motif for the generated artwork. */
  palette: { background: string; accent: string; ink: string; motif: string };
}

export interface LineWin {
  line: number;
  symbol: number;
  count: number;
  multiplier: Multiplier;
}

export interface SpinResult {
  stops: number[];
  /** grid[reel][row], symbol indices. */
  grid: number[][];
  lineWins: LineWin[];
  scatters: number;
  scatterMultiplier: Multiplier;
  /** Wins of this spin, free-spin multiplier applied, relative to the total stake. */
  multiplier: Multiplier;
}

export interface SlotOutcome {
  base: SpinResult;
  freeSpins: SpinResult[];
  multiplier: Multiplier;
  win: bigint;
}

export interface SlotBet {
  stake: bigint;
  lines: LineCount;
}

interface CompiledTheme {
  wild: number;
  scatter: number;
  /** linePay[symbol * 6 + count], in line bets. */
  linePay: Int32Array;
  /** Indexed by scatter count, 5 and more paying as 5. */
  /** By scatter count; 5 or more pay as 5. */
  scatterPay: readonly number[];
}

const compiled = new WeakMap<SlotTheme, CompiledTheme>();

function compile(theme: SlotTheme): CompiledTheme {
  const cached = compiled.get(theme);
  if (cached) return cached;
  const wild = theme.symbols.findIndex((s) => s.kind === 'wild');
  const scatter = theme.symbols.findIndex((s) => s.kind === 'scatter');
  const linePay = new Int32Array(theme.symbols.length * 6);
  theme.symbols.forEach((symbol, index) => {
    if (symbol.kind === 'scatter') return;
    symbol.pays.forEach((pay, i) => {
      linePay[index * 6 + 3 + i] = pay;
    });
  });
  const scatterSymbol = theme.symbols[scatter];
  const scatterPay = [0, 0, 0, ...(scatterSymbol?.pays ?? [0, 0, 0])];
  const result = { wild, scatter, linePay, scatterPay };
  compiled.set(theme, result);
  return result;
}

/**
 * Pay of one line in line bets and the symbol paid. Leading wilds can pay as wilds or stand in for the first
 * other symbol; the better of the two counts.
 */
export function evaluateLine(
  theme: SlotTheme,
  symbols: readonly number[],
): { symbol: number; count: number; pay: number } {
  return lineOutcome(compile(theme), symbols);
}

function lineOutcome(
  { wild, scatter, linePay }: CompiledTheme,
  symbols: readonly number[],
): { symbol: number; count: number; pay: number } {
  let wilds = 0;
  while (wilds < REELS && symbols[wilds] === wild) wilds += 1;
  const wildPay = linePay[wild * 6 + wilds] ?? 0;
  const target = wilds < REELS ? (symbols[wilds] as number) : wild;
  if (target === scatter || target === wild) return { symbol: wild, count: wilds, pay: wildPay };
  let count = wilds;
  while (count < REELS && (symbols[count] === target || symbols[count] === wild)) count += 1;
  const targetPay = linePay[target * 6 + count] ?? 0;
  return targetPay >= wildPay
    ? { symbol: target, count, pay: targetPay }
    : { symbol: wild, count: wilds, pay: wildPay };
}

export function gridAt(theme: SlotTheme, stops: readonly number[]): number[][] {
  return theme.reels.map((strip, reel) => {
    const stop = stops[reel] as number;
    return [0, 1, 2].map((row) => strip[(stop + row) % strip.length] as number);
  });
}

/** Evaluates a grid; `winMultiplier` is 1 in the base game and the theme's free-spin multiplier after. */
export function evaluateGrid(theme: SlotTheme, stops: number[], lines: LineCount, winMultiplier: number): SpinResult {
  const compiledTheme = compile(theme);
  const { scatter, scatterPay } = compiledTheme;
  const grid = gridAt(theme, stops);
  const perLineBet = MULTIPLIER_SCALE / lines;
  const lineWins: LineWin[] = [];
  const symbols = [0, 0, 0, 0, 0];
  let total = 0;
  for (let line = 0; line < lines; line += 1) {
    const rows = paylines[line] as readonly number[];
    for (let reel = 0; reel < REELS; reel += 1)
      symbols[reel] = (grid[reel] as number[])[rows[reel] as number] as number;
    const { symbol, count, pay } = lineOutcome(compiledTheme, symbols);
    if (pay > 0) {
      const multiplier = pay * perLineBet * winMultiplier;
      lineWins.push({ line, symbol, count, multiplier });
      total += multiplier;
    }
  }
  let scatters = 0;
  for (const column of grid) for (const symbol of column) if (symbol === scatter) scatters += 1;
  const scatterMultiplier = (scatterPay[Math.min(scatters, REELS)] ?? 0) * MULTIPLIER_SCALE * winMultiplier;
  return { stops, grid, lineWins, scatters, scatterMultiplier, multiplier: total + scatterMultiplier };
}

function spin(source: RandomSource, theme: SlotTheme, lines: LineCount, winMultiplier: number): SpinResult {
  const stops = theme.reels.map((strip) => uniformInt(source, strip.length));
  return evaluateGrid(theme, stops, lines, winMultiplier);
}

export function validateSlotBet(bet: SlotBet): void {
  assertStake(bet.stake);
  if (!lineCounts.includes(bet.lines)) throw new HouseGameError('slots_invalid_lines', 'lines must be 10 or 20');
}

/** One paid spin and the free spins it triggers; each spin draws one stop per reel, reel 1 first. */
export function playSlot(source: RandomSource, theme: SlotTheme, bet: SlotBet): SlotOutcome {
  validateSlotBet(bet);
  const base = spin(source, theme, bet.lines, 1);
  const freeSpins: SpinResult[] = [];
  if (base.scatters >= 3) {
    for (let i = 0; i < theme.freeSpins.count; i += 1) {
      freeSpins.push(spin(source, theme, bet.lines, theme.freeSpins.multiplier));
    }
  }
  const multiplier = freeSpins.reduce((sum, free) => sum + free.multiplier, base.multiplier);
  return { base, freeSpins, multiplier, win: winFor(bet.stake, multiplier) };
}
