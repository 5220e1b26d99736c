import type { MinesOutcome } from '@croupier/contracts/house';
import { minesConfig, minesMultiplier } from '@croupier/house-games/mines';

/** The board's side: 5 × 5 tiles, numbered row × 5 + column from the top left. */
export const boardSide = 5;
export const tileCount = minesConfig.tiles;
/** The mine counts a player may choose, 1 … 24. */
export const mineCounts: readonly number[] = Array.from(
  { length: minesConfig.maxMines - minesConfig.minMines + 1 },
  (_, i) => minesConfig.minMines + i,
);

/** A tile's place, 0-based row and column. */
export function tilePlace(tile: number): { row: number; column: number } {
  return { row: Math.floor(tile / boardSide), column: tile % boardSide };
}

export function tileAt(row: number, column: number): number {
  return row * boardSide + column;
}

/**
 * How a tile looks: still hidden, opened safe (a gem), the mine the player opened, a mine shown once the
 * round is over, or a safe tile that was never opened (shown, dimmed, once the round is over).
 */
export type TileState = 'hidden' | 'safe' | 'mine-hit' | 'mine' | 'safe-unopened';

export function tileStates(outcome: Pick<MinesOutcome, 'revealed' | 'minePositions'> | undefined): TileState[] {
  const revealed = new Set(outcome?.revealed ?? []);
  const mines = outcome?.minePositions ? new Set(outcome.minePositions) : undefined;
  return Array.from({ length: tileCount }, (_, tile): TileState => {
    if (!mines) return revealed.has(tile) ? 'safe' : 'hidden';
    if (mines.has(tile)) return revealed.has(tile) ? 'mine-hit' : 'mine';
    return revealed.has(tile) ? 'safe' : 'safe-unopened';
  });
}

/** The number of safe tiles opened (a lost round's last tile is its mine). */
export function safeOpened(outcome: Pick<MinesOutcome, 'revealed' | 'status'>): number {
  return outcome.status === 'lost' ? Math.max(0, outcome.revealed.length - 1) : outcome.revealed.length;
}

/** The cash-out multipliers, in millionths, after 1, 2, … safe tiles until every safe tile is open. */
export function multiplierLadder(mines: number): number[] {
  return Array.from({ length: tileCount - mines }, (_, i) => minesMultiplier(mines, i + 1));
}

export interface LadderStep {
  /** Safe tiles opened to reach it (1 …). */
  tiles: number;
  multiplier: number;
}

/**
 * A few steps of the ladder to show: from the current step (or the first) onwards, moved back at the top
 * end so that the window stays full when the ladder is long enough.
 */
export function ladderWindow(mines: number, opened: number, size = 5): LadderStep[] {
  const ladder = multiplierLadder(mines);
  const start = Math.max(0, Math.min(Math.max(opened - 1, 0), ladder.length - size));
  return ladder.slice(start, start + size).map((multiplier, i) => ({ tiles: start + i + 1, multiplier }));
}

/** What cashing out pays: the stake times the multiplier (millionths), rounded down to whole minor units. */
export function cashOutAmount(stake: bigint, multiplier: number): bigint {
  if (multiplier <= 0) return 0n;
  return (stake * BigInt(multiplier)) / 1_000_000n;
}

/** A multiplier in millionths as the player reads it: up to two decimals, in the page's language. */
export function multiplierText(millionths: number, tag: string): string {
  return new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Math.floor(millionths / 10_000) / 100,
  );
}

/** The tile the arrow keys (and Home, End) move to from `tile`, or undefined for another key. */
export function tileAfterKey(tile: number, key: string): number | undefined {
  const { row, column } = tilePlace(tile);
  switch (key) {
    case 'ArrowRight':
      return tileAt(row, Math.min(boardSide - 1, column + 1));
    case 'ArrowLeft':
      return tileAt(row, Math.max(0, column - 1));
    case 'ArrowDown':
      return tileAt(Math.min(boardSide - 1, row + 1), column);
    case 'ArrowUp':
      return tileAt(Math.max(0, row - 1), column);
    case 'Home':
      return tileAt(row, 0);
    case 'End':
      return tileAt(row, boardSide - 1);
    default:
      return undefined;
  }
}
