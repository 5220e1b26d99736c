import { and, asc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { limitAudit, playerLimits, realityCheckAcknowledgements, realityCheckSettings } from './tables.ts';

export type LimitRecord = typeof playerLimits.$inferSelect;
export type NewLimit = typeof playerLimits.$inferInsert;
export type LimitPatch = Partial<Omit<NewLimit, 'id' | 'playerId' | 'definition' | 'createdAt'>>;

/** Not removed, and for a timed block not yet over: the limits that bind the player at `now`. */
const inForce = (now: Date): SQL =>
  and(isNull(playerLimits.removedAt), or(isNull(playerLimits.expiresAt), gt(playerLimits.expiresAt, now))) as SQL;

export async function listLimitsInForce(db: Executor, playerId: string, now: Date): Promise<LimitRecord[]> {
  return db
    .select()
    .from(playerLimits)
    .where(and(eq(playerLimits.playerId, playerId), inForce(now)))
    .orderBy(asc(playerLimits.definition), asc(playerLimits.createdAt), asc(playerLimits.id));
}

/** The player's own limit in force, locked for the rest of the transaction; another player's id is absent. */
export async function findLimitForUpdate(
  tx: Executor,
  playerId: string,
  limitId: string,
  now: Date,
): Promise<LimitRecord | undefined> {
  const [row] = await tx
    .select()
    .from(playerLimits)
    .where(and(eq(playerLimits.id, limitId), eq(playerLimits.playerId, playerId), inForce(now)))
    .for('update')
    .limit(1);
  return row;
}

/** Live blocks (self-exclusion, cooling-off) of any of these players at `now`, longest-lasting first. */
export async function findBlocksInForce(
  db: Executor,
  playerIds: string[],
  definition: number,
  now: Date,
): Promise<LimitRecord[]> {
  if (playerIds.length === 0) return [];
  return db
    .select()
    .from(playerLimits)
    .where(and(inArray(playerLimits.playerId, playerIds), eq(playerLimits.definition, definition), inForce(now)));
}

export async function insertLimit(tx: Executor, values: NewLimit): Promise<LimitRecord> {
  const [row] = await tx.insert(playerLimits).values(values).returning();
  if (!row) throw new Error('insert into player_limits returned no row');
  return row;
}

export async function updateLimit(tx: Executor, id: string, patch: LimitPatch): Promise<LimitRecord> {
  const [row] = await tx.update(playerLimits).set(patch).where(eq(playerLimits.id, id)).returning();
  if (!row) throw new Error(`limit ${id} vanished during an update`);
  return row;
}

/** Clears a pending change: used when it is applied, withdrawn or overtaken by a stricter one. */
export const noPendingChange = {
  pendingRemoval: false,
  pendingPeriod: null,
  pendingAmountMinor: null,
  pendingRequestedAt: null,
  pendingEffectiveAt: null,
} satisfies LimitPatch;

// --- audit -----------------------------------------------------------------------------------------

export interface AuditEntry {
  playerId: string;
  limitId: string | null;
  action: string;
  before: unknown;
  after: unknown;
  actor: 'player' | 'operator' | 'system';
  /** The staff member behind an operator entry. */
  staffId?: string | null;
  at: Date;
}

export async function insertAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(limitAudit).values({
    playerId: entry.playerId,
    limitId: entry.limitId,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
    actor: entry.actor,
    staffId: entry.staffId ?? null,
    createdAt: entry.at,
  });
}

// --- reality check ---------------------------------------------------------------------------------

export async function findRealityCheckInterval(db: Executor, playerId: string): Promise<number | null> {
  const [row] = await db
    .select({ intervalMinutes: realityCheckSettings.intervalMinutes })
    .from(realityCheckSettings)
    .where(eq(realityCheckSettings.playerId, playerId))
    .limit(1);
  return row?.intervalMinutes ?? null;
}

export async function upsertRealityCheckInterval(
  tx: Executor,
  playerId: string,
  intervalMinutes: number | null,
  at: Date,
): Promise<void> {
  await tx
    .insert(realityCheckSettings)
    .values({ playerId, intervalMinutes, updatedAt: at })
    .onConflictDoUpdate({ target: realityCheckSettings.playerId, set: { intervalMinutes, updatedAt: at } });
}

export async function findLastAcknowledgement(
  db: Executor,
  playerId: string,
  sessionId: string,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: realityCheckAcknowledgements.acknowledgedAt })
    .from(realityCheckAcknowledgements)
    .where(
      and(eq(realityCheckAcknowledgements.playerId, playerId), eq(realityCheckAcknowledgements.sessionId, sessionId)),
    )
    .limit(1);
  return row?.at;
}

export async function upsertAcknowledgement(
  tx: Executor,
  playerId: string,
  sessionId: string,
  at: Date,
): Promise<void> {
  await tx
    .insert(realityCheckAcknowledgements)
    .values({ playerId, sessionId, acknowledgedAt: at })
    .onConflictDoUpdate({
      target: [realityCheckAcknowledgements.playerId, realityCheckAcknowledgements.sessionId],
      set: { acknowledgedAt: at, count: sql`${realityCheckAcknowledgements.count} + 1` },
    });
}
