import type { Limit, LimitPeriod } from '@croupier/contracts/limits';
import { toMajorUnits } from '@croupier/contracts/minor-units';
import type { LimitSnapshot } from './events.ts';
import type { LimitRecord } from './store.ts';
import { periodRank } from './windows.ts';

export type ChangeKind = 'same' | 'stricter' | 'looser';

/**
 * Stricter means the new limit allows no more than the old one in any window: an amount no higher over
 * a window no shorter. 100 daily → 100 weekly is stricter (100 a week instead of up to 700); 100 monthly
 * → 90 daily is looser (up to about 2,700 a month). Only a stricter change may apply at once
 * (docs/decisions/0012); anything else waits 24 hours and the player's confirmation.
 */
export function classifyChange(
  from: { period: LimitPeriod; amountMinor: bigint },
  to: { period: LimitPeriod; amountMinor: bigint },
): ChangeKind {
  if (from.period === to.period && from.amountMinor === to.amountMinor) return 'same';
  if (to.amountMinor <= from.amountMinor && periodRank[to.period] >= periodRank[from.period]) return 'stricter';
  return 'looser';
}

export function toSnapshot(row: LimitRecord): LimitSnapshot {
  const hasPending = row.pendingEffectiveAt !== null;
  return {
    id: row.id,
    definition: row.definition,
    period: row.period,
    currency: row.currency,
    amountMinor: row.amountMinor?.toString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    pending: hasPending
      ? {
          removal: row.pendingRemoval,
          period: row.pendingPeriod,
          amountMinor: row.pendingAmountMinor?.toString() ?? null,
          effectiveAt: row.pendingEffectiveAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** The API form: major units by the currency's subunit. */
export function toLimit(row: LimitRecord, subunits: ReadonlyMap<string, number>, now: Date): Limit {
  const subunit = row.currency ? subunits.get(row.currency) : undefined;
  if (row.currency && subunit === undefined) throw new Error(`limit ${row.id}: currency ${row.currency} is unknown`);
  const major = (minor: bigint | null) =>
    minor === null || subunit === undefined ? null : toMajorUnits(minor, subunit);
  const effectiveAt = row.pendingEffectiveAt;
  return {
    id: row.id,
    definition: row.definition as Limit['definition'],
    period: row.period,
    currency: row.currency,
    amount: major(row.amountMinor),
    expiredAt: row.expiresAt?.toISOString() ?? null,
    pendingChange: effectiveAt
      ? {
          removal: row.pendingRemoval,
          period: row.pendingPeriod,
          amount: major(row.pendingAmountMinor),
          effectiveAt: effectiveAt.toISOString(),
          confirmable: now.getTime() >= effectiveAt.getTime(),
        }
      : null,
    imposed: row.imposedBy !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
