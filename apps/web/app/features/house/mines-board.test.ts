import { minesMultiplier } from '@croupier/house-games/mines';
import { describe, expect, it } from 'vitest';
import {
  cashOutAmount,
  ladderWindow,
  mineCounts,
  multiplierLadder,
  multiplierText,
  safeOpened,
  tileAfterKey,
  tileAt,
  tilePlace,
  tileStates,
} from './mines-board.ts';

describe('the mines board', () => {
  it('numbers tiles row × 5 + column, both ways, for all 25 tiles', () => {
    expect(tilePlace(0)).toEqual({ row: 0, column: 0 });
    expect(tilePlace(7)).toEqual({ row: 1, column: 2 });
    expect(tilePlace(24)).toEqual({ row: 4, column: 4 });
    for (let tile = 0; tile < 25; tile++) {
      const { row, column } = tilePlace(tile);
      expect(tileAt(row, column)).toBe(tile);
    }
    expect(mineCounts).toHaveLength(24);
    expect([mineCounts[0], mineCounts.at(-1)]).toEqual([1, 24]);
  });

  it('shows only the opened tiles while the round is in play, and the whole layout once it is over', () => {
    expect(tileStates(undefined).every((s) => s === 'hidden')).toBe(true);
    const playing = tileStates({ revealed: [3, 12], minePositions: null });
    expect(playing[3]).toBe('safe');
    expect(playing[12]).toBe('safe');
    expect(playing.filter((s) => s === 'hidden')).toHaveLength(23);

    const lost = tileStates({ revealed: [3, 12, 20], minePositions: [0, 20] });
    expect(lost[20]).toBe('mine-hit');
    expect(lost[0]).toBe('mine');
    expect(lost[3]).toBe('safe');
    expect(lost[1]).toBe('safe-unopened');
    expect(lost.filter((s) => s === 'hidden')).toHaveLength(0);
    expect(safeOpened({ revealed: [3, 12, 20], status: 'lost' })).toBe(2);
    expect(safeOpened({ revealed: [3, 12], status: 'playing' })).toBe(2);
    expect(safeOpened({ revealed: [], status: 'playing' })).toBe(0);
  });

  it('builds the multiplier ladder from the game maths, up to every safe tile open', () => {
    const one = multiplierLadder(1);
    expect(one).toHaveLength(24);
    expect(one[0]).toBe(1_031_250); // 0.99 × 25/24
    expect(one[0]).toBe(minesMultiplier(1, 1));
    expect(one.at(-1)).toBe(minesMultiplier(1, 24));
    expect(multiplierLadder(24)).toEqual([minesMultiplier(24, 1)]);
    // Every step pays more than the one before.
    for (let i = 1; i < one.length; i++) expect(one[i]).toBeGreaterThan(one[i - 1] as number);
  });

  it('shows a window of the ladder that starts at the current step and stays full at the top end', () => {
    expect(ladderWindow(3, 0).map((s) => s.tiles)).toEqual([1, 2, 3, 4, 5]);
    expect(ladderWindow(3, 1).map((s) => s.tiles)).toEqual([1, 2, 3, 4, 5]);
    expect(ladderWindow(3, 4).map((s) => s.tiles)).toEqual([4, 5, 6, 7, 8]);
    // 22 safe tiles with 3 mines: the window ends at the last.
    expect(ladderWindow(3, 21).map((s) => s.tiles)).toEqual([18, 19, 20, 21, 22]);
    // Fewer steps than the window: all of them.
    expect(ladderWindow(22, 0).map((s) => s.tiles)).toEqual([1, 2, 3]);
    expect(ladderWindow(3, 2)[0]?.multiplier).toBe(minesMultiplier(3, 2));
  });

  it('pays the stake times the multiplier, rounded down to whole minor units, in bigint', () => {
    expect(cashOutAmount(100n, 1_031_250)).toBe(103n);
    expect(cashOutAmount(100n, 1_125_000)).toBe(112n);
    expect(cashOutAmount(1n, 1_031_250)).toBe(1n);
    expect(cashOutAmount(100n, 0)).toBe(0n);
    // Far beyond Number's exact range.
    expect(cashOutAmount(10n ** 30n, 2_500_000)).toBe(25n * 10n ** 29n);
  });

  it('writes multipliers rounded down to two decimals in the page language', () => {
    expect(multiplierText(1_031_250, 'en-US')).toBe('1.03');
    expect(multiplierText(24_750_000, 'en-US')).toBe('24.75');
    expect(multiplierText(1_999_999, 'en-US')).toBe('1.99');
    expect(multiplierText(1_031_250, 'de-DE')).toBe('1,03');
    expect(multiplierText(1_234_567_890, 'en-US')).toBe('1,234.56');
  });

  it('moves between tiles with the arrow keys, Home and End, stopping at the edges', () => {
    expect(tileAfterKey(0, 'ArrowRight')).toBe(1);
    expect(tileAfterKey(4, 'ArrowRight')).toBe(4);
    expect(tileAfterKey(0, 'ArrowLeft')).toBe(0);
    expect(tileAfterKey(7, 'ArrowDown')).toBe(12);
    expect(tileAfterKey(22, 'ArrowDown')).toBe(22);
    expect(tileAfterKey(7, 'ArrowUp')).toBe(2);
    expect(tileAfterKey(2, 'ArrowUp')).toBe(2);
    expect(tileAfterKey(8, 'Home')).toBe(5);
    expect(tileAfterKey(8, 'End')).toBe(9);
    expect(tileAfterKey(8, 'Enter')).toBeUndefined();
  });
});
