import type { LimitHistoryEntry } from '@croupier/contracts/admin-player-records';
import { toMajorUnits } from '@croupier/contracts/minor-units';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import type { LimitSnapshot } from './events.ts';
import { limitAudit, playerLimits } from './tables.ts';

/** One entry as the limits module knows it: the acting staff member by id only (the back office names them). */
export type LimitHistoryItem = Omit<LimitHistoryEntry, 'staff'> & { staffId: string | null };

type State = NonNullable<LimitHistoryEntry['before']>;

const endsLimit = new Set(['removed', 'lifted']);

/**
 * Every change of a player's limits and reality check, newest first, from the limits audit trail (issue 22
 * §3, decision 0124). Acknowledged reality checks are not changes and stay out. An operator entry written
 * before the trail kept its staff member names the one the limit records as having imposed it.
 */
export async function readLimitHistory(
  db: Executor,
  playerId: string,
  paging: { page: number; perPage: number },
  subunits: ReadonlyMap<string, number>,
): Promise<{ rows: LimitHistoryItem[]; total: number }> {
  const where = and(eq(limitAudit.playerId, playerId), ne(limitAudit.action, 'reality_check_acknowledged'));
  const [rows, [total]] = await Promise.all([
    db
      .select({ audit: limitAudit, definition: playerLimits.definition, imposedBy: playerLimits.imposedBy })
      .from(limitAudit)
      .leftJoin(playerLimits, eq(playerLimits.id, limitAudit.limitId))
      .where(where)
      .orderBy(desc(limitAudit.createdAt), desc(limitAudit.id))
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage),
    db.select({ n: count() }).from(limitAudit).where(where),
  ]);
  return {
    rows: rows.map(({ audit, definition, imposedBy }): LimitHistoryItem => {
      const isReality = audit.action.startsWith('reality_check');
      const actor = audit.actor as LimitHistoryItem['actor'];
      return {
        id: audit.id,
        limitId: audit.limitId,
        at: audit.createdAt.toISOString(),
        action: audit.action,
        definition: definition ?? null,
        actor,
        staffId: audit.staffId ?? (actor === 'operator' ? imposedBy : null),
        before: isReality ? null : stateOf(audit.before, subunits),
        // A removed or lifted limit is no longer in force: nothing after, whatever the row kept.
        after: isReality || endsLimit.has(audit.action) ? null : stateOf(audit.after, subunits),
        realityCheckMinutes: isReality ? minutesOf(audit.before, audit.after) : null,
      };
    }),
    total: total?.n ?? 0,
  };
}

function stateOf(stored: unknown, subunits: ReadonlyMap<string, number>): State | null {
  if (!stored || typeof stored !== 'object' || !('definition' in stored)) return null;
  const snapshot = stored as LimitSnapshot;
  const subunit = snapshot.currency ? subunits.get(snapshot.currency) : undefined;
  const major = (minor: string | null) =>
    minor === null || subunit === undefined ? null : toMajorUnits(BigInt(minor), subunit);
  return {
    period: snapshot.period,
    currency: snapshot.currency,
    amount: major(snapshot.amountMinor),
    expiresAt: snapshot.expiresAt,
    pendingChange: snapshot.pending
      ? {
          removal: snapshot.pending.removal,
          period: snapshot.pending.period,
          amount: major(snapshot.pending.amountMinor),
        }
      : null,
  };
}

function minutesOf(before: unknown, after: unknown) {
  const minutes = (value: unknown) => {
    const found = (value as { intervalMinutes?: unknown } | null)?.intervalMinutes;
    return typeof found === 'number' ? found : null;
  };
  return { before: minutes(before), after: minutes(after) };
}
