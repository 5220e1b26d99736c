import type { LimitDuration, LimitPeriod } from '@croupier/contracts/limits';

/**
 * Calendar windows in UTC (docs/decisions/0012): a daily limit counts from 00:00 UTC, a weekly one from
 * Monday 00:00 UTC (ISO week), a monthly one from the 1st 00:00 UTC. Fixed windows, not rolling ones,
 * so the site can say exactly when a limit resets.
 */
export function periodStart(period: LimitPeriod, now: Date): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (period === 'daily') return new Date(day);
  if (period === 'weekly') {
    const sinceMonday = (now.getUTCDay() + 6) % 7;
    return new Date(day - sinceMonday * 24 * 60 * 60 * 1000);
  }
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Where the window that contains `now` ends (the next reset). */
export function periodEnd(period: LimitPeriod, now: Date): Date {
  const start = periodStart(period, now);
  if (period === 'daily') return new Date(start.getTime() + 24 * 60 * 60 * 1000);
  if (period === 'weekly') return new Date(start.getTime() + 7 * 24 * 60 * 60 * 1000);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

/** Rank by window length: the same amount over a longer window allows less. */
export const periodRank: Record<LimitPeriod, number> = { daily: 1, weekly: 2, monthly: 3 };

/** Adds calendar months in UTC, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** End of a cooling-off or self-exclusion that starts at `from`; null for a permanent exclusion. */
export function durationEnd(duration: LimitDuration, from: Date): Date | null {
  const dayMs = 24 * 60 * 60 * 1000;
  switch (duration) {
    case '1d':
      return new Date(from.getTime() + dayMs);
    case '1w':
      return new Date(from.getTime() + 7 * dayMs);
    case '1m':
      return addMonths(from, 1);
    case '2m':
      return addMonths(from, 2);
    case '3m':
      return addMonths(from, 3);
    case '6m':
      return addMonths(from, 6);
    case '1y':
      return addMonths(from, 12);
    case '5y':
      return addMonths(from, 60);
    case 'permanent':
      return null;
  }
}
