/** Cashback arithmetic (docs/decisions/0076): periods in UTC and the amount a loss pays. Pure. */

export type CashbackPeriodKind = 'daily' | 'weekly' | 'monthly';

const dayMs = 86_400_000;

/** The period holding `at` in UTC: its day, its ISO week (from Monday) or its month. */
export function cashbackPeriod(period: CashbackPeriodKind, at: Date): { start: Date; end: Date } {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  if (period === 'daily') return { start: day, end: new Date(day.getTime() + dayMs) };
  if (period === 'weekly') {
    const start = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * dayMs);
    return { start, end: new Date(start.getTime() + 7 * dayMs) };
  }
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  return { start, end: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)) };
}

/**
 * The closed periods a run looks at, newest first: the last `lookBack` periods that ended at least `grace`
 * before now (a round settling as a period ends is written with the time it settled, so a short grace
 * lets every process's in-flight settlement land before the period is read), and that the programme
 * existed for some of.
 */
export function closedPeriods(
  period: CashbackPeriodKind,
  now: Date,
  options: { graceMs: number; lookBack: number; since: Date },
): { start: Date; end: Date }[] {
  const out: { start: Date; end: Date }[] = [];
  let cursor = cashbackPeriod(period, new Date(now.getTime() - options.graceMs));
  for (let i = 0; i < options.lookBack; i += 1) {
    cursor = cashbackPeriod(period, new Date(cursor.start.getTime() - 1));
    if (cursor.end <= options.since) break;
    out.push(cursor);
  }
  return out;
}

/** Hundredths of a percent, from the programme's numeric(5,2) text ("10.00" → 1000). */
export function basisPoints(percentage: string): bigint {
  const [whole = '0', fraction = ''] = percentage.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

/** Hundredths of a percent of a loyalty level's cashback perk (numeric(5,2) read as a number: 2.5 → 250). */
export function levelBasisPoints(percent: number): bigint {
  return percent > 0 ? BigInt(Math.round(percent * 100)) : 0n;
}

/**
 * What a net loss pays: the programme's percentage plus the player's loyalty level's (decision 0101; at most
 * 100 % together) of it, rounded down to the minor unit; nothing below the minimum, at most the maximum. A loss
 * of zero or less (the player is ahead) pays nothing.
 */
export function cashbackAmount(
  lossMinor: bigint,
  program: { percentage: string; minAmountMinor: bigint; maxAmountMinor: bigint | null },
  levelBasis = 0n,
): bigint {
  if (lossMinor <= 0n) return 0n;
  const rate = basisPoints(program.percentage) + levelBasis;
  const share = (lossMinor * (rate > 10_000n ? 10_000n : rate)) / 10_000n;
  if (share <= 0n || share < program.minAmountMinor) return 0n;
  return program.maxAmountMinor !== null && share > program.maxAmountMinor ? program.maxAmountMinor : share;
}
