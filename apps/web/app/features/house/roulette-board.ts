import type { RouletteSpot } from '@croupier/contracts/house';
import { coveredNumbers, pocketColor, type RouletteBetSpot, rouletteConfig } from '@croupier/house-games/roulette';
import { minorToMajor } from '@croupier/i18n/money';

/**
 * The roulette page's board, without React: where each spot sits on the layout, the chips the player has
 * put down merged into one bet per spot (what the API takes), their totals in bigint minor units, and the
 * wheel the result is shown on.
 */

export type InsideSpot = Extract<RouletteSpot, { numbers: number[] }>;
export type IndexedSpot = Extract<RouletteSpot, { index: 1 | 2 | 3 }>;
export type EvenMoneySpot = Exclude<RouletteSpot, InsideSpot | IndexedSpot>;
export type PocketColor = ReturnType<typeof pocketColor>;

/** One chip of the chip value on one spot, in the order the player put them down. */
export interface Chip {
  spot: RouletteSpot;
  stake: bigint;
}

/** All the chips on one spot: one bet of the spin. */
export interface PlacedBet {
  key: string;
  spot: RouletteSpot;
  stake: bigint;
}

/** The same spot, whatever order its numbers were given in, has the same key. */
export function spotKey(spot: RouletteSpot | RouletteBetSpot): string {
  if ('numbers' in spot) return `${spot.type}:${[...spot.numbers].sort((a, b) => a - b).join('-')}`;
  if ('index' in spot) return `${spot.type}:${spot.index}`;
  return spot.type;
}

/** Chips on the same spot become one bet, in the order each spot was first bet on. */
export function mergeChips(chips: readonly Chip[]): PlacedBet[] {
  const bets = new Map<string, PlacedBet>();
  for (const chip of chips) {
    const key = spotKey(chip.spot);
    const placed = bets.get(key);
    if (placed) placed.stake += chip.stake;
    else bets.set(key, { key, spot: normalised(chip.spot), stake: chip.stake });
  }
  return [...bets.values()];
}

function normalised(spot: RouletteSpot): RouletteSpot {
  return 'numbers' in spot ? { type: spot.type, numbers: [...spot.numbers].sort((a, b) => a - b) } : spot;
}

/** Every spot's total by its key. */
export function stakesBySpot(bets: readonly PlacedBet[]): ReadonlyMap<string, bigint> {
  return new Map(bets.map((bet) => [bet.key, bet.stake]));
}

export function totalStake(bets: readonly { stake: bigint }[]): bigint {
  return bets.reduce((sum, bet) => sum + bet.stake, 0n);
}

/** Whether one more chip still keeps the spin within the table's maximum (and its number of bets). */
export function chipFits(bets: readonly PlacedBet[], spot: RouletteSpot, chip: bigint, max: bigint): boolean {
  if (totalStake(bets) + chip > max) return false;
  const key = spotKey(spot);
  return bets.length < rouletteConfig.maxBetsPerSpin || bets.some((bet) => bet.key === key);
}

/** The spin's `bets` as the API takes them: stakes as decimal strings of minor units. */
export function betsBody(bets: readonly PlacedBet[]): (RouletteSpot & { stake: string })[] {
  return bets.map((bet) => ({ ...bet.spot, stake: bet.stake.toString() }));
}

/** The spots a spin paid on, by key (a bet's win is the answer's `wins` entry in the order sent). */
export function winningKeys(sent: readonly string[], wins: readonly { winMinor: string }[]): ReadonlySet<string> {
  return new Set(sent.filter((_, index) => BigInt(wins[index]?.winMinor ?? '0') > 0n));
}

export function covers(spot: RouletteSpot, number: number): boolean {
  return coveredNumbers(spot).includes(number);
}

/**
 * A number's place on the layout: its street (1 … 12, the row of three from 1-2-3 to 34-35-36) and its
 * column (1 … 3, the column of 1, of 2 and of 3).
 */
export interface NumberCell {
  number: number;
  street: number;
  column: 1 | 2 | 3;
  color: Exclude<PocketColor, 'green'>;
}

export const numberCells: readonly NumberCell[] = Array.from({ length: 36 }, (_, i) => {
  const number = i + 1;
  return {
    number,
    street: Math.ceil(number / 3),
    column: (((number - 1) % 3) + 1) as 1 | 2 | 3,
    color: pocketColor(number) === 'red' ? 'red' : 'black',
  };
});

/**
 * An inside bet on the lines between numbers, at its place in street and column units: a whole unit is a
 * number's centre, a half unit the line between two (0.5 is the zero's line, and the street and six-line
 * bets sit on the outer edge of the first column, at column 0.5).
 */
export interface EdgeSpot {
  key: string;
  spot: InsideSpot;
  street: number;
  column: number;
}

export function edgeSpots(): EdgeSpot[] {
  const spots: Omit<EdgeSpot, 'key'>[] = [
    { spot: { type: 'corner', numbers: [0, 1, 2, 3] }, street: 0.5, column: 0.5 },
    { spot: { type: 'split', numbers: [0, 1] }, street: 0.5, column: 1 },
    { spot: { type: 'street', numbers: [0, 1, 2] }, street: 0.5, column: 1.5 },
    { spot: { type: 'split', numbers: [0, 2] }, street: 0.5, column: 2 },
    { spot: { type: 'street', numbers: [0, 2, 3] }, street: 0.5, column: 2.5 },
    { spot: { type: 'split', numbers: [0, 3] }, street: 0.5, column: 3 },
  ];
  for (const { number: n, street, column } of numberCells) {
    if (column === 1) spots.push({ spot: { type: 'street', numbers: [n, n + 1, n + 2] }, street, column: 0.5 });
    if (column !== 3) spots.push({ spot: { type: 'split', numbers: [n, n + 1] }, street, column: column + 0.5 });
    if (street === 12) continue;
    if (column === 1) {
      const line = [0, 1, 2, 3, 4, 5].map((i) => n + i);
      spots.push({ spot: { type: 'line', numbers: line }, street: street + 0.5, column: 0.5 });
    }
    spots.push({ spot: { type: 'split', numbers: [n, n + 3] }, street: street + 0.5, column });
    if (column !== 3) {
      spots.push({
        spot: { type: 'corner', numbers: [n, n + 1, n + 3, n + 4] },
        street: street + 0.5,
        column: column + 0.5,
      });
    }
  }
  return spots
    .map((place) => ({ ...place, key: spotKey(place.spot) }))
    .sort((a, b) => a.street - b.street || a.column - b.column);
}

/**
 * Where an edge spot sits over the 36 numbers, in percent of their block: `upright` is the phone's layout
 * (1-2-3 the top row, streets downwards), `across` the wide one (streets left to right, 3 on top).
 */
export function edgePlace(edge: Pick<EdgeSpot, 'street' | 'column'>) {
  const streetAt = ((edge.street - 0.5) / 12) * 100;
  return {
    upright: { top: streetAt, left: ((edge.column - 0.5) / 3) * 100 },
    across: { top: ((3.5 - edge.column) / 3) * 100, left: streetAt },
  };
}

export const dozens: readonly IndexedSpot[] = ([1, 2, 3] as const).map((index) => ({ type: 'dozen', index }));
export const columns: readonly IndexedSpot[] = ([1, 2, 3] as const).map((index) => ({ type: 'column', index }));
/** In the order the layout shows them. */
export const evenMoney: readonly EvenMoneySpot[] = (['low', 'even', 'red', 'black', 'odd', 'high'] as const).map(
  (type) => ({ type }),
);

/** What a spin paid against what it staked: celebrated only when it pays more than the stake. */
export function outcomeKind(stakeMinor: string | bigint, winMinor: string | bigint): 'win' | 'back' | 'none' {
  const stake = BigInt(stakeMinor);
  const win = BigInt(winMinor);
  if (win > stake) return 'win';
  return win > 0n ? 'back' : 'none';
}

/** A chip's short face: "1", "2.5", "1.2K" (the full amount is in the spot's name). */
export function chipFace(minor: bigint, subunitToUnit: number, tag: string): string {
  return new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 2 }).format(
    Number(minorToMajor(minor, subunitToUnit)),
  );
}

/** The European wheel's pockets clockwise from the zero. */
export const wheelOrder: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];

export const pocketDegrees = 360 / wheelOrder.length;

/** The wheel's angle after a spin: always forward, `turns` whole turns and then some, the pocket at the top. */
export function wheelAngle(current: number, number: number, turns = 2): number {
  const index = wheelOrder.indexOf(number);
  if (index < 0) return current;
  const target = (360 - index * pocketDegrees) % 360;
  const from = ((current % 360) + 360) % 360;
  // Rounded, so that a pocket already on top (up to float noise) takes no extra turn.
  const ahead = Math.round(((((target - from) % 360) + 360) % 360) * 1e6) / 1e6;
  return current + turns * 360 + (ahead >= 360 ? 0 : ahead);
}

/** The wheel's face: one slice of its colour per pocket, the zero's centred at the top. */
export function wheelGradient(colors: Record<PocketColor, string>): string {
  const stops = wheelOrder.map((number, i) => {
    const color = colors[pocketColor(number)];
    return `${color} ${(i * pocketDegrees).toFixed(3)}deg ${((i + 1) * pocketDegrees).toFixed(3)}deg`;
  });
  return `conic-gradient(from ${(-pocketDegrees / 2).toFixed(3)}deg, ${stops.join(', ')})`;
}
