import { HouseGameError } from './errors.ts';
import { MULTIPLIER_SCALE, type Multiplier, winFor } from './money.ts';
import { type RandomSource, uniformInt } from './random.ts';

/**
 * European roulette: one zero, 37 pockets. Every bet covering k numbers returns 36/k × the stake (stake
 * included), so every bet has the same RTP, 36/37. Even-money bets lose on zero (no la partage).
 */
export const rouletteConfig = {
  rtp: 36 / 37,
  pockets: 37,
  maxBetsPerSpin: 200,
} as const;

export const redNumbers: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export type InsideBetType = 'straight' | 'split' | 'street' | 'corner' | 'line';
export type OutsideBetType = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';

export type RouletteBet =
  | { type: InsideBetType; numbers: readonly number[]; stake: bigint }
  | { type: 'dozen' | 'column'; index: 1 | 2 | 3; stake: bigint }
  | { type: OutsideBetType; stake: bigint };

/** Without the stake: what a bet covers. */
export type RouletteBetSpot =
  | { type: InsideBetType; numbers: readonly number[] }
  | { type: 'dozen' | 'column'; index: 1 | 2 | 3 }
  | { type: OutsideBetType };

export interface RouletteBetResult {
  bet: RouletteBet;
  multiplier: Multiplier;
  win: bigint;
}

export interface RouletteOutcome {
  number: number;
  color: 'green' | 'red' | 'black';
  results: RouletteBetResult[];
  totalStake: bigint;
  totalWin: bigint;
}

const keyOf = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join('-');

/**
 * Every legal inside bet on the standard layout (numbers in three columns, 1-2-3 the first row). Zero
 * joins the first row: splits 0-1, 0-2, 0-3, the trios 0-1-2 and 0-2-3 as streets, and 0-1-2-3 as a corner.
 */
function insideSpots(): Record<InsideBetType, number[][]> {
  const spots: Record<InsideBetType, number[][]> = { straight: [], split: [], street: [], corner: [], line: [] };
  for (let n = 0; n <= 36; n += 1) spots.straight.push([n]);
  for (let n = 1; n <= 36; n += 1) {
    if (n % 3 !== 0) spots.split.push([n, n + 1]);
    if (n <= 33) spots.split.push([n, n + 3]);
  }
  spots.split.push([0, 1], [0, 2], [0, 3]);
  for (let first = 1; first <= 34; first += 3) spots.street.push([first, first + 1, first + 2]);
  spots.street.push([0, 1, 2], [0, 2, 3]);
  for (let n = 1; n <= 32; n += 1) if (n % 3 !== 0) spots.corner.push([n, n + 1, n + 3, n + 4]);
  spots.corner.push([0, 1, 2, 3]);
  for (let first = 1; first <= 31; first += 3) spots.line.push([0, 1, 2, 3, 4, 5].map((i) => first + i));
  return spots;
}

const legalInside: Record<InsideBetType, ReadonlySet<string>> = (() => {
  const spots = insideSpots();
  return {
    straight: new Set(spots.straight.map(keyOf)),
    split: new Set(spots.split.map(keyOf)),
    street: new Set(spots.street.map(keyOf)),
    corner: new Set(spots.corner.map(keyOf)),
    line: new Set(spots.line.map(keyOf)),
  };
})();

/** Every distinct bet spot on the table (157 of them); the simulation and the analytic test walk it. */
export function allRouletteSpots(): RouletteBetSpot[] {
  const spots = insideSpots();
  const inside = (Object.keys(spots) as InsideBetType[]).flatMap((type) =>
    spots[type].map((numbers) => ({ type, numbers })),
  );
  const indexed = (['dozen', 'column'] as const).flatMap((type) =>
    ([1, 2, 3] as const).map((index) => ({ type, index })),
  );
  const even = (['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((type) => ({ type }));
  return [...inside, ...indexed, ...even];
}

/** The numbers a bet wins on. */
export function coveredNumbers(spot: RouletteBetSpot): number[] {
  const all = Array.from({ length: 36 }, (_, i) => i + 1);
  switch (spot.type) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'line':
      return [...spot.numbers];
    case 'dozen':
      return all.filter((n) => Math.ceil(n / 12) === spot.index);
    case 'column':
      return all.filter((n) => ((n - 1) % 3) + 1 === spot.index);
    case 'red':
      return all.filter((n) => redNumbers.has(n));
    case 'black':
      return all.filter((n) => !redNumbers.has(n));
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'low':
      return all.filter((n) => n <= 18);
    case 'high':
      return all.filter((n) => n >= 19);
  }
}

/** Why a bet is refused, or null when it is legal. */
export function rouletteBetProblem(bet: RouletteBet): string | null {
  if (typeof bet.stake !== 'bigint' || bet.stake <= 0n) return 'stake must be a positive number of minor units';
  switch (bet.type) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'line':
      if (!Array.isArray(bet.numbers) || !legalInside[bet.type].has(keyOf(bet.numbers))) {
        return `${bet.type} on ${JSON.stringify(bet.numbers)} is not a ${bet.type} on the layout`;
      }
      return null;
    case 'dozen':
    case 'column':
      return [1, 2, 3].includes(bet.index) ? null : `${bet.type} index must be 1, 2 or 3`;
    case 'red':
    case 'black':
    case 'odd':
    case 'even':
    case 'low':
    case 'high':
      return null;
    default:
      return `unknown bet type ${(bet as { type: unknown }).type}`;
  }
}

export function validateRouletteBets(bets: readonly RouletteBet[]): void {
  if (bets.length === 0) throw new HouseGameError('roulette_no_bets', 'place at least one bet');
  if (bets.length > rouletteConfig.maxBetsPerSpin) {
    throw new HouseGameError('roulette_invalid_bet', `at most ${rouletteConfig.maxBetsPerSpin} bets per spin`);
  }
  bets.forEach((bet, index) => {
    const problem = rouletteBetProblem(bet);
    if (problem) throw new HouseGameError('roulette_invalid_bet', `bet ${index + 1}: ${problem}`);
  });
}

/** 36/k × the stake for a bet covering k numbers; k always divides 36. */
export function rouletteMultiplier(spot: RouletteBetSpot): Multiplier {
  return (36 / coveredNumbers(spot).length) * MULTIPLIER_SCALE;
}

export function pocketColor(number: number): RouletteOutcome['color'] {
  if (number === 0) return 'green';
  return redNumbers.has(number) ? 'red' : 'black';
}

const coverageCache = new Map<string, { numbers: ReadonlySet<number>; multiplier: Multiplier }>();

/** Spots repeat spin after spin; their coverage is worked out once. */
function coverage(spot: RouletteBetSpot): { numbers: ReadonlySet<number>; multiplier: Multiplier } {
  const key =
    'numbers' in spot ? `${spot.type}:${keyOf(spot.numbers)}` : `${spot.type}:${'index' in spot ? spot.index : ''}`;
  let cached = coverageCache.get(key);
  if (!cached) {
    cached = { numbers: new Set(coveredNumbers(spot)), multiplier: rouletteMultiplier(spot) };
    coverageCache.set(key, cached);
  }
  return cached;
}

export function settleRoulette(number: number, bets: readonly RouletteBet[]): RouletteOutcome {
  const results = bets.map((bet) => {
    const { numbers, multiplier: payout } = coverage(bet);
    const won = numbers.has(number);
    const multiplier = won ? payout : 0;
    return { bet, multiplier, win: winFor(bet.stake, multiplier) };
  });
  return {
    number,
    color: pocketColor(number),
    results,
    totalStake: bets.reduce((sum, bet) => sum + bet.stake, 0n),
    totalWin: results.reduce((sum, result) => sum + result.win, 0n),
  };
}

export function playRoulette(source: RandomSource, bets: readonly RouletteBet[]): RouletteOutcome {
  validateRouletteBets(bets);
  return settleRoulette(uniformInt(source, rouletteConfig.pockets), bets);
}
