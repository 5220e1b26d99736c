import { plinkoRows } from '@croupier/house-games/plinko';
import { describe, expect, it } from 'vitest';
import {
  ballAt,
  ballWaypoints,
  boardGeometry,
  bucketMultipliers,
  bucketOf,
  bucketTier,
  fallDuration,
  multiplierNumber,
} from './plinko-board.ts';

describe('the plinko board', () => {
  it('stands r + 3 pegs in row r, symmetric about the centre, with a bucket under each gap of the last row', () => {
    for (const rows of plinkoRows) {
      const board = boardGeometry(rows);
      expect(board.pegs).toHaveLength((rows * (rows + 5)) / 2);
      const lastRow = board.pegs.slice(-(rows + 2));
      expect(new Set(lastRow.map((p) => p.y)).size).toBe(1);
      expect(board.bucketCentres).toHaveLength(rows + 1);
      board.bucketCentres.forEach((centre, k) => {
        expect(centre).toBeCloseTo(((lastRow[k]?.x ?? 0) + (lastRow[k + 1]?.x ?? 0)) / 2);
      });
      for (const peg of board.pegs) {
        expect(peg.x).toBeGreaterThan(0);
        expect(peg.x).toBeLessThan(board.width);
        expect(peg.y).toBeLessThan(board.height);
      }
      // The HTML bucket row lines up with the board when padded by `inset` of the width on each side.
      const bucketWidth = (board.width * (1 - 2 * board.inset)) / (rows + 1);
      expect(board.width * board.inset + bucketWidth / 2).toBeCloseTo(board.bucketCentres[0] as number);
    }
  });

  it('walks the ball peg by peg down the server’s path and over the bucket of its number of rights', () => {
    const board = boardGeometry(8);
    const path = [true, false, true, true, false, false, true, true];
    const points = ballWaypoints(board, path);
    expect(points).toHaveLength(10);
    expect(points[0]).toEqual(board.start);
    expect(bucketOf(path)).toBe(5);
    expect(points.at(-1)).toEqual({ x: board.bucketCentres[5], y: board.restY });
    // Every stop after the drop sits on a peg, half a column across from the last, one row further down.
    const pegs = new Set(board.pegs.map((p) => `${p.x}:${p.y}`));
    for (const point of points.slice(1, -1)) {
      expect(pegs.has(`${point.x}:${point.y + board.pegRadius + board.ballRadius}`)).toBe(true);
    }
    for (let i = 2; i < points.length; i += 1) {
      expect(Math.abs((points[i]?.x ?? 0) - (points[i - 1]?.x ?? 0))).toBe(board.spacing / 2);
      expect(points[i]?.y ?? 0).toBeGreaterThan(points[i - 1]?.y ?? 0);
    }
    // All lefts: the left-most bucket; all rights: the right-most.
    expect(ballWaypoints(board, Array(8).fill(false)).at(-1)?.x).toBe(board.bucketCentres[0]);
    expect(ballWaypoints(boardGeometry(16), Array(16).fill(true)).at(-1)?.x).toBe(boardGeometry(16).bucketCentres[16]);
    expect(() => ballWaypoints(board, [true])).toThrow(RangeError);
  });

  it('puts the ball on its stops at the hops’ ends, bouncing up off a peg before it falls', () => {
    const board = boardGeometry(12);
    const points = ballWaypoints(board, Array(12).fill(true));
    const hops = points.length - 1;
    expect(ballAt(points, 0)).toEqual(points[0]);
    expect(ballAt(points, 1).x).toBeCloseTo(points.at(-1)?.x ?? 0);
    expect(ballAt(points, 1).y).toBeCloseTo(points.at(-1)?.y ?? 0);
    expect(ballAt(points, 2)).toEqual(ballAt(points, 1));
    expect(ballAt(points, 3 / hops).y).toBeCloseTo(points[3]?.y ?? 0);
    // Just after striking a peg the ball rises a little; half way through the hop it is across by half.
    const struck = points[3] as { x: number; y: number };
    expect(ballAt(points, (3 + 0.1) / hops).y).toBeLessThan(struck.y);
    expect(ballAt(points, (3 + 0.5) / hops).x).toBeCloseTo((struck.x + (points[4]?.x ?? 0)) / 2);
    // From the hand it only falls.
    expect(ballAt(points, 0.1 / hops).y).toBeGreaterThan(points[0]?.y ?? 0);
  });

  it('takes 1.1 s to 1.5 s to fall', () => {
    expect(plinkoRows.map(fallDuration)).toEqual([1100, 1300, 1500]);
  });

  it('labels the buckets from the game’s own payout table, in the locale', () => {
    const medium8 = bucketMultipliers(8, 'medium');
    expect(medium8.map((m) => multiplierNumber(m, 'en-US'))).toEqual([
      '13.12',
      '3',
      '1.3',
      '0.7',
      '0.4',
      '0.7',
      '1.3',
      '3',
      '13.12',
    ]);
    const high16 = bucketMultipliers(16, 'high');
    expect(high16).toHaveLength(17);
    expect(multiplierNumber(high16[0] as number, 'en-US')).toBe('1,007.72');
    expect(multiplierNumber(high16[0] as number, 'de-DE')).toBe('1.007,72');
    expect(multiplierNumber(high16[8] as number, 'fr-FR')).toBe('0,2');
    expect(bucketMultipliers(12, 'low')).toHaveLength(13);
    expect(medium8.map(bucketTier)).toEqual([
      'high',
      'even',
      'even',
      'under',
      'under',
      'under',
      'even',
      'even',
      'high',
    ]);
  });
});
