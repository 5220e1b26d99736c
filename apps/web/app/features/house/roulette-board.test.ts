import { allRouletteSpots, pocketColor, rouletteConfig } from '@croupier/house-games/roulette';
import { describe, expect, it } from 'vitest';
import {
  betsBody,
  chipFace,
  chipFits,
  columns,
  covers,
  dozens,
  edgePlace,
  edgeSpots,
  evenMoney,
  mergeChips,
  numberCells,
  outcomeKind,
  pocketDegrees,
  spotKey,
  stakesBySpot,
  totalStake,
  wheelAngle,
  wheelGradient,
  wheelOrder,
  winningKeys,
} from './roulette-board.ts';

describe('the roulette board', () => {
  it('lays 1 to 36 out in twelve streets of three columns, coloured as the wheel', () => {
    expect(numberCells).toHaveLength(36);
    expect(numberCells.slice(0, 3).map((c) => [c.number, c.street, c.column])).toEqual([
      [1, 1, 1],
      [2, 1, 2],
      [3, 1, 3],
    ]);
    expect(numberCells.at(-1)).toEqual({ number: 36, street: 12, column: 3, color: 'red' });
    for (const cell of numberCells) {
      expect(cell.color).toBe(pocketColor(cell.number));
      expect(covers({ type: 'column', index: cell.column }, cell.number)).toBe(true);
    }
    expect(numberCells.filter((c) => c.color === 'red')).toHaveLength(18);
  });

  it('offers every spot of the table exactly once: numbers, the lines between them, dozens, columns, even money', () => {
    const edges = edgeSpots();
    const onBoard = [
      ...[0, ...numberCells.map((c) => c.number)].map((n) => spotKey({ type: 'straight', numbers: [n] })),
      ...edges.map((edge) => edge.key),
      ...[...dozens, ...columns, ...evenMoney].map(spotKey),
    ];
    expect(new Set(onBoard).size).toBe(onBoard.length);
    expect(new Set(onBoard)).toEqual(new Set(allRouletteSpots().map((spot) => spotKey(spot))));
    expect(onBoard).toHaveLength(157);
    // No two line spots share a place, and each sits on a line or an edge, never on a number's centre.
    expect(new Set(edges.map((e) => `${e.street}:${e.column}`)).size).toBe(edges.length);
    for (const edge of edges) expect(Number.isInteger(edge.street) && Number.isInteger(edge.column)).toBe(false);
  });

  it('places a line spot between the numbers it covers, upright on phones and across on wide screens', () => {
    const split = edgeSpots().find((e) => e.key === 'split:17-20');
    expect(split).toMatchObject({ street: 6.5, column: 2 });
    expect(edgePlace({ street: 6.5, column: 2 })).toEqual({
      upright: { top: 50, left: 50 },
      across: { top: 50, left: 50 },
    });
    // The zero's corner is the top left of the phone's block and the bottom left of the wide one.
    expect(edgePlace({ street: 0.5, column: 0.5 })).toEqual({
      upright: { top: 0, left: 0 },
      across: { top: 100, left: 0 },
    });
    const last = edgePlace({ street: 12, column: 3 }).across;
    expect(last.top).toBeCloseTo(50 / 3);
    expect(last.left).toBeCloseTo(95.8333);
  });

  it('merges chips on the same spot into one bet, in the order spots were first bet on', () => {
    const bets = mergeChips([
      { spot: { type: 'red' }, stake: 100n },
      { spot: { type: 'split', numbers: [18, 17] }, stake: 20n },
      { spot: { type: 'red' }, stake: 50n },
      { spot: { type: 'split', numbers: [17, 18] }, stake: 20n },
      { spot: { type: 'dozen', index: 2 }, stake: 30n },
    ]);
    expect(bets).toEqual([
      { key: 'red', spot: { type: 'red' }, stake: 150n },
      { key: 'split:17-18', spot: { type: 'split', numbers: [17, 18] }, stake: 40n },
      { key: 'dozen:2', spot: { type: 'dozen', index: 2 }, stake: 30n },
    ]);
    expect(totalStake(bets)).toBe(220n);
    expect(stakesBySpot(bets).get('split:17-18')).toBe(40n);
    expect(betsBody(bets)).toEqual([
      { type: 'red', stake: '150' },
      { type: 'split', numbers: [17, 18], stake: '40' },
      { type: 'dozen', index: 2, stake: '30' },
    ]);
    expect(mergeChips([])).toEqual([]);
  });

  it('keeps totals exact in bigint, beyond what a float could hold', () => {
    const huge = 9_007_199_254_740_993n;
    expect(
      totalStake(
        mergeChips([
          { spot: { type: 'odd' }, stake: huge },
          { spot: { type: 'odd' }, stake: 1n },
        ]),
      ),
    ).toBe(huge + 1n);
  });

  it('refuses a chip that would take the spin over the table maximum or over its number of bets', () => {
    const bets = mergeChips([{ spot: { type: 'black' }, stake: 400n }]);
    expect(chipFits(bets, { type: 'black' }, 100n, 500n)).toBe(true);
    expect(chipFits(bets, { type: 'black' }, 101n, 500n)).toBe(false);
    const full = mergeChips(
      Array.from({ length: rouletteConfig.maxBetsPerSpin }, (_, i) => ({
        spot: { type: 'straight' as const, numbers: [i % 37] },
        stake: BigInt(i + 1),
      })),
    );
    // 200 chips over 37 numbers: still 37 bets, far from the limit.
    expect(chipFits(full, { type: 'red' }, 1n, 10n ** 9n)).toBe(true);
  });

  it('marks the spots a spin paid on from the answer’s wins, in the order the bets were sent', () => {
    expect(
      winningKeys(['red', 'straight:17', 'dozen:1'], [{ winMinor: '200' }, { winMinor: '0' }, { winMinor: '300' }]),
    ).toEqual(new Set(['red', 'dozen:1']));
  });

  it('celebrates only a win above the stake', () => {
    expect(outcomeKind('200', '3600')).toBe('win');
    expect(outcomeKind('200', '200')).toBe('back');
    expect(outcomeKind(200n, 150n)).toBe('back');
    expect(outcomeKind('200', '0')).toBe('none');
  });

  it('writes short chip faces', () => {
    expect(chipFace(100n, 100, 'en-US')).toBe('1');
    expect(chipFace(250n, 100, 'en-US')).toBe('2.5');
    expect(chipFace(125_000n, 100, 'en-US')).toBe('1.25K');
    expect(chipFace(5n, 1, 'en-US')).toBe('5');
  });
});

describe('the roulette wheel', () => {
  it('holds the 37 pockets, alternating red and black after the zero', () => {
    expect([...wheelOrder].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    for (let i = 1; i < wheelOrder.length; i += 1) {
      expect(pocketColor(wheelOrder[i] as number)).toBe(i % 2 === 1 ? 'red' : 'black');
    }
  });

  it('always turns forward, whole turns and then the winning pocket to the top', () => {
    const first = wheelAngle(0, 0);
    expect(first).toBe(720);
    const second = wheelAngle(first, 32);
    expect(second).toBeGreaterThan(first + 720);
    let angle = 0;
    for (const number of [26, 3, 0, 17, 17]) {
      const next = wheelAngle(angle, number);
      expect(next - angle).toBeGreaterThan(719.999);
      expect(next - angle).toBeLessThan(1080);
      const index = wheelOrder.indexOf(number);
      // The winning pocket (the index-th slice clockwise) has turned to the top: the angle cancels its slices.
      const off = (next + index * pocketDegrees) % 360;
      expect(Math.min(off, 360 - off)).toBeCloseTo(0, 6);
      angle = next;
    }
    expect(wheelAngle(90, 99)).toBe(90);
  });

  it('paints one slice per pocket in its colour, the zero centred on top', () => {
    const gradient = wheelGradient({ green: 'g', red: 'r', black: 'b' });
    expect(gradient.startsWith(`conic-gradient(from ${(-pocketDegrees / 2).toFixed(3)}deg, g 0.000deg`)).toBe(true);
    expect(gradient.match(/ r /g)).toHaveLength(18);
    expect(gradient.match(/ b /g)).toHaveLength(18);
  });
});
