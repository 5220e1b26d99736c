import { questState } from '@croupier/contracts/constants';
import { realtimeEvents } from '@croupier/contracts/realtime-channels';
import type { Currency } from '@croupier/contracts/settings';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { moneyText } from '../../i18n/money-text.ts';
import { publicCurrencies } from '../../platform/api/clients.ts';
import { setLive, useLive } from '../../platform/api/live-cache.ts';
import { usePlayerEvent } from '../realtime/realtime-provider.tsx';
import { QuestCard } from './quest-card.tsx';
import { asTask, withTask } from './quest-live.ts';
import { type Quest, questsApi, questsKey } from './quests-api.ts';

const whileShown = { dropUnused: true };

const sections = [
  { key: 'active', states: [questState.active] },
  { key: 'completed', states: [questState.completed] },
  { key: 'expired', states: [questState.expired, questState.expiredUnclaimed] },
] as const;

/**
 * The player's quests by state, each task's progress moving live: a task update is applied in place
 * (quest.task.updated), and a quest update reads the list again, as a quest known or turned active is reloaded
 * (S2.4-109) and a completed one moves to its section.
 */
export function QuestBoard() {
  const { t } = useI18n();
  // Read afresh each time the page opens: its live updates are only listened to while it is shown.
  const quests = useLive(questsKey, questsApi.playerQuests, whileShown);
  usePlayerEvent('quests', realtimeEvents.questTaskUpdated, (data) => {
    const task = asTask(data);
    if (task) setLive<Quest[]>(questsKey, (list) => withTask(list, task));
  });
  usePlayerEvent('quests', realtimeEvents.questUpdated, () => void quests.refresh());
  const [currencies, setCurrencies] = useState<Currency[]>([]);
  useEffect(() => {
    void publicCurrencies().then(setCurrencies);
  }, []);
  const money = (amount: number, code: string) => moneyText(amount, code, currencies, { noCents: true });

  if (quests.status === 'failed') return <p className="text-muted">{t('quests.unavailable')}</p>;
  if (!quests.data) return <p className="text-muted">{t('quests.loading')}</p>;
  const list = quests.data;
  return (
    <div className="flex flex-col gap-8">
      {sections.map((section) => {
        const shown = list.filter((q) => (section.states as readonly number[]).includes(q.state));
        if (section.key !== 'active' && shown.length === 0) return null;
        return (
          <section key={section.key} className="flex flex-col gap-4" aria-labelledby={`quests-${section.key}`}>
            <h2 id={`quests-${section.key}`} className="font-semibold text-xl">
              {t(`quests.section.${section.key}`)}
            </h2>
            {shown.length === 0 ? (
              <p className="text-muted">{t('quests.noneActive')}</p>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                {shown.map((quest) => (
                  <QuestCard key={quest.id} quest={quest} money={money} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
