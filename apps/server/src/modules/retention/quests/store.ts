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

/** The runs of these quests by these players (every pair of them), locked for the rest of the transaction. */
export function lockRuns(
  tx: Executor,
  questIds: readonly string[],
  playerIds: readonly string[],
): Promise<RunRecord[]> {
  if (questIds.length === 0 || playerIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(playerQuests)
    .where(and(inArray(playerQuests.questId, [...questIds]), inArray(playerQuests.playerId, [...playerIds])))
    .orderBy(asc(playerQuests.id))
    .for('update');
}

/** Each run's task counts, by run id. */
export async function progressOf(
  executor: Executor,
  runIds: readonly string[],
): Promise<Map<string, Map<string, bigint>>> {
  const out = new Map<string, Map<string, bigint>>(runIds.map((id) => [id, new Map()]));
  if (runIds.length === 0) return out;
  const rows = await executor
    .select()
    .from(playerQuestTasks)
    .where(inArray(playerQuestTasks.playerQuestId, [...runIds]));
  for (const row of rows) out.get(row.playerQuestId)?.set(row.taskId, row.progress);
  return out;
}

/** Which of these sources have counted toward these runs, as `<run id>/<source>`. */
export async function claimedSources(
  executor: Executor,
  runIds: readonly string[],
  sources: readonly string[],
): Promise<Set<string>> {
  if (runIds.length === 0 || sources.length === 0) return new Set();
  const rows = await executor
    .select({ playerQuestId: questProgressClaims.playerQuestId, source: questProgressClaims.source })
    .from(questProgressClaims)
    .where(
      and(inArray(questProgressClaims.playerQuestId, [...runIds]), inArray(questProgressClaims.source, [...sources])),
    );
  return new Set(rows.map((r) => `${r.playerQuestId}/${r.source}`));
}

export type NewRun = Pick<RunRecord, 'id' | 'questId' | 'playerId' | 'createdAt'>;
export type NewClaim = typeof questProgressClaims.$inferInsert;
export interface TaskCount {
  playerQuestId: string;
  taskId: string;
  progress: bigint;
}

/**
 * A batch's writes (decision 0114), each one statement: the runs it made, the sources it counted (claims), each
 * moved task's new count and the runs it completed. A run or claim that is already there means another writer
 * counted the same thing meanwhile: the batch fails rather than count twice (the dispatcher then retries it).
 */
export async function writeCounts(
  tx: Executor,
  batch: { runs: NewRun[]; claims: NewClaim[]; counts: TaskCount[]; completed: string[]; at: Date },
): Promise<void> {
  const { runs, claims, counts, completed, at } = batch;
  if (runs.length > 0) {
    const made = await tx
      .insert(playerQuests)
      .values(runs.map((r) => ({ ...r, state: questState.active, updatedAt: r.createdAt })))
      .onConflictDoNothing()
      .returning({ id: playerQuests.id });
    if (made.length !== runs.length) throw new Error('a quest run was made meanwhile');
  }
  if (claims.length > 0) {
    const made = await tx
      .insert(questProgressClaims)
      .values(claims)
      .onConflictDoNothing()
      .returning({ source: questProgressClaims.source });
    if (made.length !== claims.length) throw new Error('a quest source was counted meanwhile');
  }
  if (counts.length > 0) {
    await tx
      .insert(playerQuestTasks)
      .values(counts)
      .onConflictDoUpdate({
        target: [playerQuestTasks.playerQuestId, playerQuestTasks.taskId],
        set: { progress: sql`excluded.progress` },
      });
  }
  if (completed.length > 0) {
    await tx
      .update(playerQuests)
      .set({ state: questState.completed, completedAt: at, updatedAt: at })
      .where(inArray(playerQuests.id, completed));
  }
}

export async function setRewardTransaction(tx: Executor, playerQuestId: string, transactionId: string) {
  await tx
    .update(playerQuests)
    .set({ rewardTransactionId: transactionId })
    .where(and(eq(playerQuests.id, playerQuestId), sql`${playerQuests.rewardTransactionId} is null`));
}
