import { HouseGameError } from './errors.ts';
import { assertStake, type Multiplier, winFor } from './money.ts';
import { type RandomSource, sampleWithoutReplacement } from './random.ts';

/**
 * Mines: a 5×5 grid hides `mines` mines. The player reveals tiles one by one and may cash out after any
 * safe one. After k safe reveals the multiplier is RTP / P(k safe), P(k safe) = C(25 − mines, k) / C(25, k),
 * rounded down to the multiplier scale, so whatever the player's strategy, the RTP is at most 0.99.
 */
export const minesConfig = { rtp: 0.99, tiles: 25, minMines: 1, maxMines: 24 } as const;

const RTP_NUMERATOR = 990_000n;

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** The chance of k safe reveals in a row as a fraction [safe ways, all ways]. */
export function minesSurvivalOdds(mines: number, revealed: number): [bigint, bigint] {
  return [choose(minesConfig.tiles - mines, revealed), choose(minesConfig.tiles, revealed)];
}

export function minesMultiplier(mines: number, revealed: number): Multiplier {
  if (revealed === 0) return 0;
  const [safeWays, allWays] = minesSurvivalOdds(mines, revealed);
  return Number((RTP_NUMERATOR * allWays) / safeWays);
}

export interface MinesState {
  stake: bigint;
  mines: number;
  /** Tile indices 0 … 24 (row × 5 + column), sorted; the server keeps them from the player until the end. */
  minePositions: readonly number[];
  revealed: readonly number[];
  status: 'playing' | 'lost' | 'cashed-out';
  /** The current cash-out multiplier while playing; the settled one after. */
  multiplier: Multiplier;
  win: bigint;
}

/** The layout: a partial Fisher–Yates over tiles 0 … 24; the first `mines` drawn are the mines. */
export function drawMinePositions(source: RandomSource, mines: number): number[] {
  return sampleWithoutReplacement(source, minesConfig.tiles, mines).sort((a, b) => a - b);
}

export function startMines(source: RandomSource, stake: bigint, mines: number): MinesState {
  assertStake(stake);
  if (!Number.isInteger(mines) || mines < minesConfig.minMines || mines > minesConfig.maxMines) {
    throw new HouseGameError('mines_invalid_count', `mines must be ${minesConfig.minMines}–${minesConfig.maxMines}`);
  }
  return {
    stake,
    mines,
    minePositions: drawMinePositions(source, mines),
    revealed: [],
    status: 'playing',
    multiplier: 0,
    win: 0n,
  };
}

function assertPlaying(state: MinesState): void {
  if (state.status !== 'playing') throw new HouseGameError('mines_round_over', `the round is ${state.status}`);
}

export function revealTile(state: MinesState, tile: number): MinesState {
  assertPlaying(state);
  if (!Number.isInteger(tile) || tile < 0 || tile >= minesConfig.tiles) {
    throw new HouseGameError('mines_invalid_tile', 'tile must be 0–24');
  }
  if (state.revealed.includes(tile)) throw new HouseGameError('mines_tile_already_revealed', `tile ${tile} is open`);
  const revealed = [...state.revealed, tile];
  if (state.minePositions.includes(tile)) return { ...state, revealed, status: 'lost', multiplier: 0, win: 0n };
  const multiplier = minesMultiplier(state.mines, revealed.length);
  const next = { ...state, revealed, multiplier };
  // Nothing is left to risk once every safe tile is open, so the round pays out by itself.
  return revealed.length === minesConfig.tiles - state.mines ? cashOutMines(next) : next;
}

export function cashOutMines(state: MinesState): MinesState {
  assertPlaying(state);
  if (state.revealed.length === 0) throw new HouseGameError('mines_nothing_to_cash_out', 'reveal a tile first');
  return { ...state, status: 'cashed-out', win: winFor(state.stake, state.multiplier) };
}
