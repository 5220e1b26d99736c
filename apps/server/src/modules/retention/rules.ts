import type { LoyaltyAccount } from '@croupier/contracts/retention';

/** Loyalty arithmetic, free of the database (docs/decisions/0084). Points are held in hundredths. */

/** A decimal as the database writes it ("1.37", "0.0092", "137500") as an exact fraction. */
export function decimalFraction(value: string): { numerator: bigint; denominator: bigint } {
  const [whole = '0', fraction = ''] = value.trim().split('.');
  const digits = fraction.replace(/0+$/, '');
  return { numerator: BigInt(`${whole}${digits}` || '0'), denominator: 10n ** BigInt(digits.length) };
}

/**
 * Points (in hundredths) a real-money stake earns: one point per unit of the base currency staked, through the
 * currency's rate, times the game category's weight; rounded down, so no stake earns more than its share.
 */
export function pointsX100For(stake: { minor: bigint; subunit: bigint; rate: string; weight: string }): bigint {
  if (stake.minor <= 0n || stake.subunit <= 0n) return 0n;
  const rate = decimalFraction(stake.rate);
  const weight = decimalFraction(stake.weight);
  return (
    (stake.minor * rate.numerator * weight.numerator * 100n) / (stake.subunit * rate.denominator * weight.denominator)
  );
}

export interface LevelRow {
  name: string;
  order: number;
  pointsX100: bigint;
}

/** The highest level whose threshold the points reach, and the one after it (levels in ascending order). */
export function levelsAround<L extends { pointsX100: bigint }>(levels: readonly L[], pointsX100: bigint) {
  let current: L | undefined;
  let next: L | undefined;
  for (const level of levels) {
    if (level.pointsX100 <= pointsX100) current = level;
    else {
      next = level;
      break;
    }
  }
  return { current, next };
}

const points = (x100: bigint) => Number(x100) / 100;

/**
 * Progress toward the next level: the share of the way from the current level's threshold (0 before the first)
 * to the next one's, as a percent rounded down to 2 decimals, so 100 shows only once the level is reached.
 */
export function progressPercent(pointsX100: bigint, fromX100: bigint, toX100: bigint | undefined): number {
  if (toX100 === undefined) return 100;
  const span = toX100 - fromX100;
  if (span <= 0n) return 100;
  const done = pointsX100 - fromX100;
  return Number((done * 10_000n) / span) / 100;
}

export function accountView(levels: readonly LevelRow[], pointsX100: bigint): LoyaltyAccount {
  const { current, next } = levelsAround(levels, pointsX100);
  return {
    points: points(pointsX100),
    currentLevel: current ? { name: current.name, points: points(current.pointsX100), order: current.order } : null,
    nextLevel: next ? { name: next.name, points: points(next.pointsX100) } : null,
    progress: progressPercent(pointsX100, current?.pointsX100 ?? 0n, next?.pointsX100),
  };
}
