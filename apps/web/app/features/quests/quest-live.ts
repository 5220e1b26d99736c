import { questState } from '@croupier/contracts/constants';
import type { Quest, QuestTask } from './quests-api.ts';

/** Pure updates of the listed quests from realtime events (spec 02 §4, S2.7-71/72). */

const isTask = (data: unknown): data is QuestTask => {
  const task = data as Partial<QuestTask> | null;
  return (
    typeof task?.id === 'string' &&
    typeof task.questId === 'string' &&
    typeof task.progress === 'number' &&
    typeof task.quantity === 'number'
  );
};

const isQuest = (data: unknown): data is Pick<Quest, 'id' | 'state' | 'name'> => {
  const quest = data as Partial<Quest> | null;
  return typeof quest?.id === 'string' && typeof quest.state === 'number' && typeof quest.name === 'string';
};

export function asTask(data: unknown): QuestTask | undefined {
  return isTask(data) ? data : undefined;
}

export function asQuest(data: unknown): Pick<Quest, 'id' | 'state' | 'name'> | undefined {
  return isQuest(data) ? data : undefined;
}

/**
 * The list with the task's new progress. Amounts in the event are in the quest's own currency, as the list
 * reads them (the page asks for no other), and progress never goes back: a late event cannot undo a later read.
 */
export function withTask(quests: Quest[] | undefined, task: QuestTask): Quest[] {
  return (quests ?? []).map((quest) =>
    quest.id !== task.questId
      ? quest
      : {
          ...quest,
          tasks: quest.tasks.map((t) =>
            t.id === task.id && task.progress >= t.progress
              ? { ...t, progress: task.progress, isCompleted: task.isCompleted }
              : t,
          ),
        },
  );
}

/** The alert a task update raises (S2.4-110): the task is active and has reached its quantity. */
export const taskDone = (task: QuestTask): boolean => task.isActive && task.progress >= task.quantity;

/** The alert key a quest update raises (S2.4-108): every state but completed (3) has one. */
export function questAlertKey(state: number): string | undefined {
  if (state === questState.completed) return undefined;
  if (state === questState.active) return 'started';
  if (state === questState.expired || state === questState.expiredUnclaimed) return 'expired';
  return 'changed';
}
