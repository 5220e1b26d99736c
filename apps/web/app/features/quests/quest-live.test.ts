import { describe, expect, it } from 'vitest';
import { questAlertKey, taskDone, withTask } from './quest-live.ts';
import type { Quest, QuestTask } from './quests-api.ts';

const task = (progress: number, extra: Partial<QuestTask> = {}): QuestTask => ({
  id: 't1',
  questId: 'q1',
  type: 'bets',
  isActive: true,
  progress,
  quantity: 3,
  isCompleted: progress >= 3,
  multiplier: null,
  currency: null,
  ...extra,
});

const quest = (progress: number): Quest => ({
  id: 'q1',
  name: 'Spin',
  state: 2,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2026-02-01T00:00:00.000Z',
  completedAt: null,
  reward: { amount: 5, currency: 'CAD', bonus: null },
  tasks: [task(progress)],
});

describe('quest live updates', () => {
  it('moves a task forward in place, never back', () => {
    expect(withTask([quest(1)], task(2))[0]?.tasks[0]?.progress).toBe(2);
    expect(withTask([quest(2)], task(1))[0]?.tasks[0]?.progress).toBe(2);
    expect(withTask([quest(1)], task(2, { questId: 'other' }))[0]?.tasks[0]?.progress).toBe(1);
  });

  it('alerts a task done only while active at its quantity', () => {
    expect(taskDone(task(3))).toBe(true);
    expect(taskDone(task(2))).toBe(false);
    expect(taskDone(task(3, { isActive: false }))).toBe(false);
  });

  it('alerts every state change but completed', () => {
    expect(questAlertKey(3)).toBeUndefined();
    expect(questAlertKey(2)).toBe('started');
    expect(questAlertKey(5)).toBe('expired');
    expect(questAlertKey(6)).toBe('expired');
  });
});
