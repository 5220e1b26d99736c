import { questState } from '@croupier/contracts/constants';
import { toMajorUnits } from '@croupier/contracts/minor-units';
import type { Quest, QuestTask, QuestTaskKind } from '@croupier/contracts/quests';
import type { Locale } from '@croupier/i18n/locales';
import { type LocalizedNames, localName } from '../../bonus/names.ts';
import { convertMinor, questStateOf, type Rated } from './rules.ts';
import type { QuestWithTasks, RunWithProgress, TaskRecord } from './store.ts';

export type RatedCurrency = Rated & { code: string };

/** Amounts of a quest as shown: in its own currency, or converted to the one the caller asked for. */
export interface Shown {
  from: RatedCurrency;
  to: RatedCurrency;
}

const money = (minor: bigint, shown: Shown) =>
  toMajorUnits(convertMinor(minor, shown.from, shown.to), Number(shown.to.subunitToUnit));

export function taskView(
  task: TaskRecord,
  progressMinor: bigint,
  options: { isActive: boolean; shown: Shown },
): QuestTask {
  const isWager = task.kind === 'wager';
  const amount = (value: bigint) => (isWager ? money(value, options.shown) : Number(value));
  return {
    id: task.id,
    questId: task.questId,
    type: task.kind as QuestTaskKind,
    isActive: options.isActive,
    progress: amount(progressMinor),
    quantity: amount(task.quantity),
    isCompleted: progressMinor >= task.quantity,
    multiplier: task.multiplier,
    currency: isWager ? options.shown.to.code : null,
  };
}

export function questView(
  quest: QuestWithTasks,
  run: RunWithProgress | undefined,
  options: { now: Date; locale: Locale; shown: Shown; offerNames?: ReadonlyMap<string, LocalizedNames> },
): Quest {
  const offerNames = quest.rewardOfferId ? options.offerNames?.get(quest.rewardOfferId) : undefined;
  const progress = run?.progress ?? new Map<string, bigint>();
  const started = [...progress.values()].some((p) => p > 0n);
  const state = questStateOf({ stored: run?.run.state, endsAt: quest.endsAt, now: options.now, started });
  return {
    id: quest.id,
    name: localName(quest.names, options.locale),
    state,
    startsAt: quest.startsAt.toISOString(),
    endsAt: quest.endsAt.toISOString(),
    completedAt: run?.run.completedAt?.toISOString() ?? null,
    reward: {
      amount: money(quest.rewardMinor, options.shown),
      currency: options.shown.to.code,
      // An offer the operator has since removed or disabled issues nothing, so it is not shown either.
      bonus:
        quest.rewardOfferId && offerNames
          ? { offerId: quest.rewardOfferId, name: localName(offerNames, options.locale) }
          : null,
    },
    tasks: quest.tasks.map((task) =>
      taskView(task, progress.get(task.id) ?? 0n, { isActive: state === questState.active, shown: options.shown }),
    ),
  };
}
