import { type PlinkoRisk, type PlinkoRows, plinkoTable } from '@croupier/house-games/plinko';

/**
 * The plinko board's drawing, kept free of React and the DOM: where the pegs stand, the points the ball
 * passes on its way down a server path, and the buckets' multipliers as the page writes them.
 *
 * The board is drawn in its own units (one column = `spacing`): peg row r (0 at the top) holds r + 3 pegs,
 * so the last row's rows + 2 pegs leave rows + 1 gaps, one above each bucket. A ball with k rights so far
 * strikes peg k + 1 of the next row, and lands in bucket k (the number of rights).
 */

export interface Point {
  x: number;
  y: number;
}

export interface BoardGeometry {
  rows: PlinkoRows;
  /** The viewBox: 0 0 width height. */
  width: number;
  height: number;
  spacing: number;
  rowGap: number;
  pegRadius: number;
  ballRadius: number;
  pegs: Point[];
  /** Bucket k's centre across the board, 0 … rows. */
  bucketCentres: number[];
  /** The margin left and right of the bucket row, as a fraction of the width (the HTML buckets' padding). */
  inset: number;
  /** Where the ball is let go, above the top peg. */
  start: Point;
  /** The height at which a ball rests over its bucket (the board's bottom edge, less the ball). */
  restY: number;
}

const spacing = 40;
const rowGap = 36;
const top = 44;

export function boardGeometry(rows: PlinkoRows): BoardGeometry {
  const width = (rows + 2) * spacing;
  const centre = width / 2;
  const pegRadius = spacing * 0.1;
  const ballRadius = spacing * 0.2;
  const pegs: Point[] = [];
  for (let row = 0; row < rows; row += 1) {
    const y = top + row * rowGap;
    for (let i = 0; i < row + 3; i += 1) pegs.push({ x: centre + (i - (row + 2) / 2) * spacing, y });
  }
  const lastRowY = top + (rows - 1) * rowGap;
  const height = lastRowY + rowGap;
  return {
    rows,
    width,
    height,
    spacing,
    rowGap,
    pegRadius,
    ballRadius,
    pegs,
    bucketCentres: Array.from({ length: rows + 1 }, (_, k) => centre + (k - rows / 2) * spacing),
    inset: spacing / 2 / width,
    start: { x: centre, y: ballRadius + 2 },
    restY: height - ballRadius - 2,
  };
}

/**
 * The ball's stops for a path (true = right, one per row from the top): the drop point, then resting on
 * the peg it strikes in each row, then over its bucket.
 */
export function ballWaypoints(geometry: BoardGeometry, path: readonly boolean[]): Point[] {
  if (path.length !== geometry.rows) throw new RangeError(`a ${geometry.rows}-row board needs ${geometry.rows} turns`);
  const centre = geometry.width / 2;
  const lift = geometry.pegRadius + geometry.ballRadius;
  const points: Point[] = [geometry.start];
  let rights = 0;
  path.forEach((right, row) => {
    points.push({ x: centre + (rights - row / 2) * geometry.spacing, y: top + row * geometry.rowGap - lift });
    if (right) rights += 1;
  });
  points.push({ x: geometry.bucketCentres[rights] as number, y: geometry.restY });
  return points;
}

/** The bucket a path ends in: its number of rights. */
export function bucketOf(path: readonly boolean[]): number {
  return path.filter(Boolean).length;
}

/**
 * The ball at `progress` (0 … 1) of its fall: each hop between stops takes the same time, moving evenly
 * across and on a parabola down: a little bounce up off the peg, then falling faster (the first hop, from
 * the hand, is a plain fall).
 */
export function ballAt(points: readonly Point[], progress: number): Point {
  const hops = points.length - 1;
  if (hops < 1) return points[0] ?? { x: 0, y: 0 };
  const along = Math.min(Math.max(progress, 0), 1) * hops;
  const hop = Math.min(Math.floor(along), hops - 1);
  const t = along - hop;
  const from = points[hop] as Point;
  const to = points[hop + 1] as Point;
  const drop = to.y - from.y;
  const bounce = hop === 0 ? 0 : Math.abs(drop) * 0.6;
  return { x: from.x + (to.x - from.x) * t, y: from.y - bounce * t + (drop + bounce) * t * t };
}

/** How long the fall takes: a little longer on the taller boards, 1.1 s to 1.5 s. */
export function fallDuration(rows: PlinkoRows): number {
  return 700 + rows * 50;
}

/** The payout of bucket 0 … rows for the game's risk, in millionths of the stake. */
export function bucketMultipliers(rows: PlinkoRows, risk: PlinkoRisk): number[] {
  return plinkoTable(rows, risk);
}

/** A multiplier (millionths) as the locale writes it, up to two decimals: 0.2, 1.3, 1,007.72. */
export function multiplierNumber(millionths: number, tag: string): string {
  return new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(millionths / 1_000_000);
}

/** How a bucket is shaded: paying back less than the stake, up to 10×, or more. */
export function bucketTier(millionths: number): 'under' | 'even' | 'high' {
  if (millionths < 1_000_000) return 'under';
  return millionths < 10_000_000 ? 'even' : 'high';
}
