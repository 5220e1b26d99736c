import type { AdminEngagementOutcome, AdminQuest, adminQuestBodySchema } from '@croupier/contracts/admin-engagement';
import type { QuestTaskKind } from '@croupier/contracts/quests';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { BonusService } from '../../bonus/service.ts';
import type { SettingsService } from '../../settings/service.ts';
import {
  type BaseCurrency,
  baseCurrency,
  checkFuture,
  type FieldErrors,
  filled,
  invalid,
  majorOf,
  minorOf,
  stateAt,
} from '../admin-money.ts';
import { playerQuests, quests, questTasks } from './tables.ts';

type Body = z.output<typeof adminQuestBodySchema>;
type QuestRow = typeof quests.$inferSelect;
type TaskRow = typeof questTasks.$inferSelect;

const notFound = () => new AppError(404, 'not_found', 'No such quest');

function view(q: QuestRow, tasks: TaskRow[], players: number, base: BaseCurrency, now: Date): AdminQuest {
  // A quest kept in another currency than today's base shows its own code (the seed writes the base one).
  const own = { ...base, code: q.currency };
  return {
    id: q.id,
    names: q.names,
    state: stateAt(q, now),
    startsAt: q.startsAt.toISOString(),
    endsAt: q.endsAt.toISOString(),
    reward: majorOf(q.rewardMinor, own),
    rewardOfferId: q.rewardOfferId,
    tasks: tasks
      .filter((t) => t.questId === q.id)
      .map((t) => ({
        kind: t.kind as QuestTaskKind,
        quantity: t.kind === 'wager' ? majorOf(t.quantity, own).amount : Number(t.quantity),
        multiplier: t.multiplier,
      })),
    players,
  };
}

/**
 * The operator's side of quests (issue 22 §7; docs/decisions/0120): list, create, disable. Called in the back
 * office's transaction so the change and its audit row commit together. Disabling a quest that has not started
 * removes it (no player has seen it); a running one ends now, so its runs expire as at any end and the rewards
 * already paid stay paid; an ended one is left as it is.
 */
export function createQuestAdmin(deps: {
  db: Database;
  clock: () => Date;
  settings: SettingsService;
  bonus: Pick<BonusService, 'offerNames'>;
}) {
  const { db, clock, settings } = deps;

  async function views(executor: Executor, rows: QuestRow[]): Promise<AdminQuest[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const tasks = await executor
      .select()
      .from(questTasks)
      .where(inArray(questTasks.questId, ids))
      .orderBy(asc(questTasks.position));
    const runs = await executor
      .select({ questId: playerQuests.questId, n: count() })
      .from(playerQuests)
      .where(inArray(playerQuests.questId, ids))
      .groupBy(playerQuests.questId);
    const base = await baseCurrency(settings, executor);
    const now = clock();
    return rows.map((q) => view(q, tasks, Number(runs.find((r) => r.questId === q.id)?.n ?? 0), base, now));
  }

  async function one(executor: Executor, id: string) {
    const [row] = await executor.select().from(quests).where(eq(quests.id, id));
    if (!row) throw notFound();
    const [found] = await views(executor, [row]);
    if (!found) throw notFound();
    return found;
  }

  return {
    async list(executor: Executor = db): Promise<AdminQuest[]> {
      return views(executor, await executor.select().from(quests).orderBy(desc(quests.startsAt)).limit(200));
    },

    /** A new quest in the base currency; field errors for what only the database can tell. */
    async create(tx: Executor, input: Body): Promise<AdminQuest> {
      const base = await baseCurrency(settings, tx);
      const fields: FieldErrors = {};
      const startsAt = new Date(input.startsAt);
      checkFuture(startsAt, clock(), fields);
      const rewardMinor = minorOf(input.reward, base, 'reward', fields);
      const tasks = input.tasks.map((task, position) => ({
        position,
        kind: task.kind,
        quantity:
          task.kind === 'wager'
            ? minorOf(task.quantity, base, `tasks.${position}.quantity`, fields)
            : BigInt(task.quantity),
        multiplier: task.multiplier,
      }));
      if (input.rewardOfferId && !(await deps.bonus.offerNames(tx, [input.rewardOfferId])).has(input.rewardOfferId)) {
        fields.rewardOfferId = ['No such offer'];
      }
      if (Object.keys(fields).length > 0) throw invalid(fields);
      const [created] = await tx
        .insert(quests)
        .values({
          names: filled(input.names),
          startsAt,
          endsAt: new Date(input.endsAt),
          currency: base.code,
          rewardMinor,
          rewardOfferId: input.rewardOfferId,
        })
        .returning();
      if (!created) throw new Error('quest not written');
      await tx.insert(questTasks).values(tasks.map((task) => ({ ...task, questId: created.id })));
      return one(tx, created.id);
    },

    async disable(tx: Executor, id: string): Promise<{ before: AdminQuest; outcome: AdminEngagementOutcome }> {
      const [row] = await tx.select().from(quests).where(eq(quests.id, id)).for('update');
      if (!row) throw notFound();
      const before = await one(tx, id);
      if (before.state === 'upcoming') {
        await tx.delete(quests).where(eq(quests.id, id));
        return { before, outcome: { id, outcome: 'removed' } };
      }
      if (before.state === 'running') {
        await tx.update(quests).set({ endsAt: clock() }).where(eq(quests.id, id));
        return { before, outcome: { id, outcome: 'ended' } };
      }
      return { before, outcome: { id, outcome: 'unchanged' } };
    },
  };
}

export type QuestAdmin = ReturnType<typeof createQuestAdmin>;
