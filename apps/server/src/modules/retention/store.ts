import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { loyaltyAccounts, loyaltyCategoryWeights, loyaltyLevels, loyaltyPointEntries } from './tables.ts';

export type LevelRecord = typeof loyaltyLevels.$inferSelect;

/** The category a game type not listed in loyalty_category_weights earns as. */
export const anyCategory = '*';

export function findLevels(executor: Executor): Promise<LevelRecord[]> {
  return executor.select().from(loyaltyLevels).orderBy(asc(loyaltyLevels.order));
}

export async function findAccount(executor: Executor, playerId: string) {
  const [row] = await executor.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.playerId, playerId));
  return row;
}

/** Every game type's weight: a batch of rounds weighs its stakes with one read (see `weightIn`). */
export async function findWeights(executor: Executor): Promise<Map<string, string>> {
  const rows = await executor.select().from(loyaltyCategoryWeights);
  return new Map(rows.map((r) => [r.category, r.weight]));
}

/** The weight of a game type, else the `*` row's, else nothing (a type the operator left out earns nothing). */
export function weightIn(weights: ReadonlyMap<string, string>, gameType: string | null): string | undefined {
  return (gameType !== null ? weights.get(gameType) : undefined) ?? weights.get(anyCategory);
}

export interface PointEntry {
  playerId: string;
  source: string;
  eventId: number;
  pointsX100: bigint;
  at: Date;
}

/**
 * Claims many sources in one statement: answers the entries that were new (a source credited before, by a replayed
 * or repeated event, is left out), as `claimEntry` does for one.
 */
export async function claimEntries(executor: Executor, entries: readonly PointEntry[]): Promise<PointEntry[]> {
  if (entries.length === 0) return [];
  const claimed = await executor
    .insert(loyaltyPointEntries)
    .values(
      entries.map((e) => ({
        playerId: e.playerId,
        source: e.source,
        eventId: e.eventId,
        pointsX100: e.pointsX100,
        createdAt: e.at,
      })),
    )
    .onConflictDoNothing()
    .returning({ source: loyaltyPointEntries.source });
  const made = new Set(claimed.map((c) => c.source));
  return entries.filter((e) => made.has(e.source));
}

/**
 * Adds each player's points in one statement (one row per player; in player order, so concurrent writers lock
 * the rows in the same order); answers each new total and the level order before, by player.
 */
export async function addPointsMany(
  executor: Executor,
  gains: ReadonlyMap<string, bigint>,
  at: Date,
): Promise<Map<string, { pointsX100: bigint; levelOrder: number | null }>> {
  const totals = new Map<string, { pointsX100: bigint; levelOrder: number | null }>();
  if (gains.size === 0) return totals;
  const rows = await executor
    .insert(loyaltyAccounts)
    .values(
      [...gains.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([playerId, pointsX100]) => ({
          playerId,
          pointsX100,
          updatedAt: at,
        })),
    )
    .onConflictDoUpdate({
      target: loyaltyAccounts.playerId,
      set: { pointsX100: sql`${loyaltyAccounts.pointsX100} + excluded.points_x100`, updatedAt: at },
    })
    .returning({
      playerId: loyaltyAccounts.playerId,
      pointsX100: loyaltyAccounts.pointsX100,
      levelOrder: loyaltyAccounts.levelOrder,
    });
  for (const row of rows) totals.set(row.playerId, { pointsX100: row.pointsX100, levelOrder: row.levelOrder });
  return totals;
}

export async function setLevelOrder(executor: Executor, playerId: string, levelOrder: number | null): Promise<void> {
  await executor.update(loyaltyAccounts).set({ levelOrder }).where(eq(loyaltyAccounts.playerId, playerId));
}
