import { limitDefinition, limitPeriods } from '@croupier/contracts/constants';
import type { Limit, LimitPeriod } from '@croupier/contracts/limits';

/**
 * Pure rules of the limits page. The durations and intervals mirror @croupier/contracts/limits, which is
 * not imported at run time because it carries zod into the browser bundle; limit-rules.test.ts keeps the
 * two lists equal.
 */

export const moneyDefinitions = [limitDefinition.deposit, limitDefinition.bet, limitDefinition.loss] as const;
export type MoneyDefinition = (typeof moneyDefinitions)[number];

export const coolingOffChoices = ['1d', '1w', '1m', '2m', '3m'] as const;
export const selfExclusionChoices = ['6m', '1y', '5y', 'permanent'] as const;
export const realityCheckChoices = [15, 30, 45, 60, 90, 120] as const;
export const loosenDelayHours = 24;

/** Message keys of a definition (limits.definition.<key>). */
export const definitionKey: Record<number, string> = {
  [limitDefinition.bet]: 'bet',
  [limitDefinition.loss]: 'loss',
  [limitDefinition.deposit]: 'deposit',
  [limitDefinition.selfExclusion]: 'selfExclusion',
  [limitDefinition.coolingOff]: 'coolingOff',
};

const periodDays: Record<LimitPeriod, number> = { daily: 1, weekly: 7, monthly: 31 };

export function isMoneyLimit(limit: Pick<Limit, 'definition'>): boolean {
  return (moneyDefinitions as readonly number[]).includes(limit.definition);
}

/**
 * Spec 01 §4 and spec 02 §5 (S1.4-64, S2.5-44): the advanced mode (every definition per period and
 * currency at once) is offered only when there are more than two periods and every currency already has
 * at least one money limit; otherwise the simple list is the only view.
 */
export function isAdvancedModeAvailable(input: {
  periods: readonly string[];
  currencies: readonly string[];
  limits: readonly Pick<Limit, 'definition' | 'currency'>[];
}): boolean {
  if (input.periods.length <= 2 || input.currencies.length === 0) return false;
  return input.currencies.every((code) => input.limits.some((l) => isMoneyLimit(l) && l.currency === code));
}

/**
 * Decision 0012: a change is stricter (applies at once) when the amount is no higher and the period is no
 * shorter; anything else waits 24 hours. The edit modal uses this to say in advance what will happen.
 */
export function isStricterChange(
  from: { period: LimitPeriod; amount: number },
  to: { period: LimitPeriod; amount: number },
): boolean {
  return to.amount <= from.amount && periodDays[to.period] >= periodDays[from.period];
}

/** Money limits in display order: deposit, bet, loss; then currency; then daily, weekly, monthly. */
export function sortMoneyLimits<T extends Pick<Limit, 'definition' | 'currency' | 'period'>>(
  limits: readonly T[],
): T[] {
  const order = (l: T) => (moneyDefinitions as readonly number[]).indexOf(l.definition);
  const period = (l: T) => (l.period ? limitPeriods.indexOf(l.period) : 0);
  return limits
    .filter(isMoneyLimit)
    .toSorted(
      (a, b) => order(a) - order(b) || (a.currency ?? '').localeCompare(b.currency ?? '') || period(a) - period(b),
    );
}

/** The running cooling-off or self-exclusion, if any. */
export function blockLimit<T extends Pick<Limit, 'definition'>>(
  limits: readonly T[],
  definition: number,
): T | undefined {
  return limits.find((l) => l.definition === definition);
}

export interface Remaining {
  done: boolean;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left until an instant, split for a countdown; `done` once it has passed. */
export function remainingUntil(end: string | number | Date, now: number): Remaining {
  const left = Math.max(0, new Date(end).getTime() - now);
  const seconds = Math.floor(left / 1000);
  return {
    done: left === 0,
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
}

/** A typed amount as a number: digits with one optional decimal point; undefined otherwise. */
export function parseAmount(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(?:\.\d+)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value > 0 && Number.isFinite(value) ? value : undefined;
}
