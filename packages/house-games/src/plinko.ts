import { HouseGameError } from './errors.ts';
import { assertStake, type Multiplier, winFor } from './money.ts';
import type { RandomSource } from './random.ts';

/**
 * Plinko: a ball falls through `rows` rows of pegs, going left or right at each with probability 1/2, and
 * lands in bucket k (the number of rights), 0 … rows. Bucket k's chance is C(rows, k) / 2^rows.
 */
export const plinkoRows = [8, 12, 16] as const;
export const plinkoRisks = ['low', 'medium', 'high'] as const;
export type PlinkoRows = (typeof plinkoRows)[number];
export type PlinkoRisk = (typeof plinkoRisks)[number];

/**
 * Left half of each table (bucket 0 to the centre) in hundredths of the stake; tables are symmetric. The
 * edge buckets are set so that Σ C(rows, k) × table[k] = 99 × 2^rows exactly: every table's RTP is 0.99.
 */
const halfTables: Record<PlinkoRows, Record<PlinkoRisk, readonly number[]>> = {
  8: {
    low: [562, 210, 110, 100, 50],
    medium: [1312, 300, 130, 70, 40],
    high: [2892, 400, 150, 30, 20],
  },
  12: {
    low: [1042, 300, 160, 140, 110, 100, 50],
    medium: [3322, 1100, 400, 200, 110, 60, 30],
    high: [16762, 2400, 810, 200, 70, 20, 20],
  },
  16: {
    low: [1642, 900, 200, 140, 140, 120, 110, 100, 50],
    medium: [11382, 4100, 1000, 500, 300, 150, 100, 50, 30],
    high: [100772, 13000, 2600, 900, 400, 200, 20, 20, 20],
  },
};

export const plinkoConfig = { rtp: 0.99, rows: plinkoRows, risks: plinkoRisks } as const;

/** The full table, bucket 0 … rows, as multiplier numerators. */
export function plinkoTable(rows: PlinkoRows, risk: PlinkoRisk): Multiplier[] {
  const half = halfTables[rows]?.[risk];
  if (!half) throw new HouseGameError('plinko_invalid_rows', `rows ${rows} / risk ${risk} has no table`);
  const hundredths = [...half, ...half.slice(0, -1).reverse()];
  return hundredths.map((h) => h * 10_000);
}

export interface PlinkoBet {
  stake: bigint;
  rows: PlinkoRows;
  risk: PlinkoRisk;
}

export interface PlinkoOutcome {
  /** true = right, one per row from the top. */
  path: boolean[];
  bucket: number;
  multiplier: Multiplier;
  win: bigint;
}

export function validatePlinkoBet(bet: PlinkoBet): void {
  assertStake(bet.stake);
  if (!plinkoRows.includes(bet.rows)) throw new HouseGameError('plinko_invalid_rows', 'rows must be 8, 12 or 16');
  if (!plinkoRisks.includes(bet.risk)) {
    throw new HouseGameError('plinko_invalid_risk', 'risk must be low, medium or high');
  }
}

/** One word per row; the ball goes right when the word's top bit is set (word ≥ 2^31). */
export function playPlinko(source: RandomSource, bet: PlinkoBet): PlinkoOutcome {
  validatePlinkoBet(bet);
  const path: boolean[] = [];
  let bucket = 0;
  for (let row = 0; row < bet.rows; row += 1) {
    const right = source.nextUint32() >>> 31 === 1;
    path.push(right);
    if (right) bucket += 1;
  }
  const multiplier = plinkoTable(bet.rows, bet.risk)[bucket] as Multiplier;
  return { path, bucket, multiplier, win: winFor(bet.stake, multiplier) };
}
