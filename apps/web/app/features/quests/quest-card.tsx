import { questState } from '@croupier/contracts/constants';
import { formatDate } from '@croupier/i18n/dates';
import { useI18n } from '../../i18n/i18n.tsx';
import type { Quest, QuestTask } from './quests-api.ts';

const badgeStyles: Record<number, string> = {
  [questState.active]: 'bg-success/15 text-success',
  [questState.completed]: 'bg-accent/15 text-accent',
};

/** The quest's state in words (spec 02 §4: 2 active, 3 completed, 5 and 6 expired). */
function StateBadge(props: { state: number }) {
  const { t } = useI18n();
  const key = props.state === questState.expiredUnclaimed ? questState.expired : props.state;
  return (
    <span
      data-testid="quest-state"
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-1 font-semibold text-xs ${badgeStyles[props.state] ?? 'bg-overlay text-muted'}`}
    >
      {t(`quests.state.${key}`)}
    </span>
  );
}

/** One task: what it asks, a bar and the count. Wager amounts are money; the rest are counts. */
function TaskRow(props: { task: QuestTask; money: (amount: number, code: string) => string }) {
  const { t, tag } = useI18n();
  const { task } = props;
  const amount = (value: number) =>
    task.currency ? props.money(value, task.currency) : new Intl.NumberFormat(tag).format(value);
  const label = t(`quests.task.${task.type}`, {
    count: task.quantity,
    amount: amount(task.quantity),
    multiplier: task.multiplier ?? 0,
  });
  const percent = task.quantity > 0 ? Math.min(100, (task.progress / task.quantity) * 100) : 0;
  return (
    <li className="flex flex-col gap-1.5" data-testid="quest-task">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className={task.isCompleted ? 'text-success' : undefined}>{label}</span>
        <span className="shrink-0 text-muted tabular-nums" data-testid="quest-task-count">
          {t('quests.count', { progress: amount(task.progress), quantity: amount(task.quantity) })}
        </span>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-line"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={task.quantity}
        aria-valuenow={task.progress}
      >
        <div
          className={`h-full rounded-full motion-safe:transition-[width] ${task.isCompleted ? 'bg-success' : 'bg-accent'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </li>
  );
}

/** The reward line: the cash, the bonus offer issued on completion (decision 0103), or both. */
function rewardText(
  reward: Quest['reward'],
  money: (amount: number, currency: string) => string,
  t: ReturnType<typeof useI18n>['t'],
): string {
  const amount = money(reward.amount, reward.currency);
  if (!reward.bonus) return t('quests.reward', { amount });
  if (reward.amount <= 0) return t('quests.rewardBonus', { bonus: reward.bonus.name });
  return t('quests.rewardWithBonus', { amount, bonus: reward.bonus.name });
}

/** A quest: its name and state, its tasks with their progress, its reward and when it ends or ended. */
export function QuestCard(props: { quest: Quest; money: (amount: number, code: string) => string }) {
  const { t, locale } = useI18n();
  const { quest } = props;
  const headingId = `quest-${quest.id}`;
  const when =
    quest.state === questState.completed && quest.completedAt
      ? t('quests.completedOn', { date: formatDate(quest.completedAt, locale) })
      : quest.state === questState.active
        ? t('quests.endsOn', { date: formatDate(quest.endsAt, locale) })
        : t('quests.endedOn', { date: formatDate(quest.endsAt, locale) });
  return (
    <li>
      <article
        aria-labelledby={headingId}
        data-testid="quest-card"
        className="flex h-full flex-col gap-4 rounded-card border border-line bg-surface p-5"
      >
        <div className="flex items-start justify-between gap-3">
          <h3 id={headingId} className="font-semibold text-lg">
            {quest.name}
          </h3>
          <StateBadge state={quest.state} />
        </div>
        <ul className="flex flex-col gap-3">
          {quest.tasks.map((task) => (
            <TaskRow key={task.id} task={task} money={props.money} />
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap items-baseline justify-between gap-2 border-line border-t pt-3 text-sm">
          <span className="font-semibold">{rewardText(quest.reward, props.money, t)}</span>
          <span className="text-muted">{when}</span>
        </div>
      </article>
    </li>
  );
}
