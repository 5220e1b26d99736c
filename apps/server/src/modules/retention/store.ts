import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { loyaltyAccounts, loyaltyCategoryWeights, loyaltyLevels, loyaltyPointEntries } from './tables.ts';

export type LevelRecord = typeof loyaltyLevels.$inferSelect;

/** The category a game type not listed in loyalty_category_weights earns as. */
export const anyCategory = '*';

export function findLevels(executor: Executor): Promise<LevelRecord[]> {
  return executor.select().from(loyaltyLevels).orderBy(asc(loyaltyLevels.order));
}

/** The weight of a game type, else the `*` row's, else nothing (a type the operator left out earns nothing). */
export async function weightOf(executor: Executor, gameType: string | null): Promise<string | undefined> {
  const rows = await executor
    .select()
    .from(loyaltyCategoryWeights)
    .where(inArray(loyaltyCategoryWeights.category, gameType ? [gameType, anyCategory] : [anyCategory]));
  return (rows.find((r) => r.category === gameType) ?? rows.find((r) => r.category === anyCategory))?.weight;
}

export async function findAccount(executor: Executor, playerId: string) {
  const [row] = await executor.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.playerId, playerId));
  return row;
}

/** Claims the source for this credit: false when it was credited before (a replayed or repeated event). */
export async function claimEntry(
  executor: Executor,
  entry: { playerId: string; source: string; eventId: number; pointsX100: bigint; at: Date },
): Promise<boolean> {
  const claimed = await executor
    .insert(loyaltyPointEntries)
    .values({
      playerId: entry.playerId,
      source: entry.source,
      eventId: entry.eventId,
      pointsX100: entry.pointsX100,
      createdAt: entry.at,
    })
    .onConflictDoNothing()
    .returning({ id: loyaltyPointEntries.id });
  return claimed.length > 0;
}

/** Adds the points in one statement (the row lock orders concurrent credits); answers the total and the level before. */
export async function addPoints(executor: Executor, playerId: string, pointsX100: bigint, at: Date) {
  const [row] = await executor
    .insert(loyaltyAccounts)
    .values({ playerId, pointsX100, updatedAt: at })
    .onConflictDoUpdate({
      target: loyaltyAccounts.playerId,
      set: { pointsX100: sql`${loyaltyAccounts.pointsX100} + excluded.points_x100`, updatedAt: at },
    })
    .returning({ pointsX100: loyaltyAccounts.pointsX100, levelOrder: loyaltyAccounts.levelOrder });
  return row as { pointsX100: bigint; levelOrder: number | null };
}

export async function setLevelOrder(executor: Executor, playerId: string, levelOrder: number | null): Promise<void> {
  await executor.update(loyaltyAccounts).set({ levelOrder }).where(eq(loyaltyAccounts.playerId, playerId));
}
