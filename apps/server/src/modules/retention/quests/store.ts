import { questState } from '@croupier/contracts/constants';
import { and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { playerQuests, playerQuestTasks, questProgressClaims, quests, questTasks } from './tables.ts';

export type QuestRecord = typeof quests.$inferSelect;
export type TaskRecord = typeof questTasks.$inferSelect;
export type RunRecord = typeof playerQuests.$inferSelect;
export type QuestWithTasks = QuestRecord & { tasks: TaskRecord[] };

async function withTasks(executor: Executor, rows: QuestRecord[]): Promise<QuestWithTasks[]> {
  if (rows.length === 0) return [];
  const tasks = await executor
    .select()
    .from(questTasks)
    .where(
      inArray(
        questTasks.questId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(questTasks.position));
  return rows.map((row) => ({ ...row, tasks: tasks.filter((t) => t.questId === row.id) }));
}

/** The quests whose period holds `at`. */
export async function openQuests(executor: Executor, at: Date): Promise<QuestWithTasks[]> {
  const rows = await executor
    .select()
    .from(quests)
    .where(and(lte(quests.startsAt, at), gt(quests.endsAt, at)));
  return withTasks(executor, rows);
}

/** The quests whose period holds some moment from `from` to `until` (a batch of events' times), with their tasks. */
export async function questsBetween(executor: Executor, from: Date, until: Date): Promise<QuestWithTasks[]> {
  const rows = await executor
    .select()
    .from(quests)
    .where(and(lte(quests.startsAt, until), gt(quests.endsAt, from)));
  return withTasks(executor, rows);
}

/** Quests by id, with their tasks. */
export async function questsByIds(executor: Executor, ids: readonly string[]): Promise<QuestWithTasks[]> {
  if (ids.length === 0) return [];
  return withTasks(
    executor,
    await executor
      .select()
      .from(quests)
      .where(inArray(quests.id, [...ids])),
  );
}

/** Open quests, the player's own runs and quests that ended since `endedSince` (read as expired, untouched). */
export async function questsForPlayer(
  executor: Executor,
  playerId: string,
  now: Date,
  endedSince: Date,
): Promise<QuestWithTasks[]> {
  const rows = await executor
    .select()
    .from(quests)
    .where(
      or(
        and(lte(quests.startsAt, now), gt(quests.endsAt, endedSince)),
        inArray(
          quests.id,
          executor.select({ id: playerQuests.questId }).from(playerQuests).where(eq(playerQuests.playerId, playerId)),
        ),
      ),
    );
  return withTasks(executor, rows);
}

export interface RunWithProgress {
  run: RunRecord;
  progress: Map<string, bigint>;
}

/** The player's runs of these quests with each task's count, by quest id. */
export async function runsOf(
  executor: Executor,
  playerId: string,
  questIds: string[],
): Promise<Map<string, RunWithProgress>> {
  const out = new Map<string, RunWithProgress>();
  if (questIds.length === 0) return out;
  const runs = await executor
    .select()
    .from(playerQuests)
    .where(and(eq(playerQuests.playerId, playerId), inArray(playerQuests.questId, questIds)));
  if (runs.length === 0) return out;
  const counts = await executor
    .select()
    .from(playerQuestTasks)
    .where(
      inArray(
        playerQuestTasks.playerQuestId,
        runs.map((r) => r.id),
      ),
    );
  for (const run of runs) {
    const progress = new Map(counts.filter((c) => c.playerQuestId === run.id).map((c) => [c.taskId, c.progress]));
    out.set(run.questId, { run, progress });
  }
  return out;
}

/** The player's run of the quest, made active if it is the first; locked for the rest of the transaction. */
export async function startRun(
  tx: Executor,
  questId: string,
  playerId: string,
  at: Date,
): Promise<{ run: RunRecord; created: boolean }> {
  const created = await tx
    .insert(playerQuests)
    .values({ questId, playerId, state: questState.active, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning();
  if (created[0]) return { run: created[0], created: true };
  const [run] = await tx
    .select()
    .from(playerQuests)
    .where(and(eq(playerQuests.questId, questId), eq(playerQuests.playerId, playerId)))
    .for('update');
  if (!run) throw new Error('player quest vanished');
  return { run, created: false };
}

/** Removes a run made in this transaction that nothing counted toward (its claims go with it). */
export async function dropRun(tx: Executor, playerQuestId: string): Promise<void> {
  await tx.delete(playerQuests).where(eq(playerQuests.id, playerQuestId));
}

/** Claims `source` for this run: false when it counted before. */
export async function claim(tx: Executor, playerQuestId: string, source: string, eventId: number): Promise<boolean> {
  const rows = await tx
    .insert(questProgressClaims)
    .values({ playerQuestId, source, eventId })
    .onConflictDoNothing()
    .returning({ source: questProgressClaims.source });
  return rows.length > 0;
}

export async function taskProgress(tx: Executor, playerQuestId: string): Promise<Map<string, bigint>> {
  const rows = await tx.select().from(playerQuestTasks).where(eq(playerQuestTasks.playerQuestId, playerQuestId));
  return new Map(rows.map((r) => [r.taskId, r.progress]));
}

export async function setProgress(tx: Executor, playerQuestId: string, taskId: string, progress: bigint) {
  await tx
    .insert(playerQuestTasks)
    .values({ playerQuestId, taskId, progress })
    .onConflictDoUpdate({ target: [playerQuestTasks.playerQuestId, playerQuestTasks.taskId], set: { progress } });
}

export async function completeRun(tx: Executor, playerQuestId: string, at: Date): Promise<RunRecord> {
  const [row] = await tx
    .update(playerQuests)
    .set({ state: questState.completed, completedAt: at, updatedAt: at })
    .where(eq(playerQuests.id, playerQuestId))
    .returning();
  if (!row) throw new Error('player quest vanished');
  return row;
}

export async function setRewardTransaction(tx: Executor, playerQuestId: string, transactionId: string) {
  await tx
    .update(playerQuests)
    .set({ rewardTransactionId: transactionId })
    .where(and(eq(playerQuests.id, playerQuestId), sql`${playerQuests.rewardTransactionId} is null`));
}
