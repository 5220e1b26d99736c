import { realtimeEvents } from '@croupier/contracts/realtime-channels';
import { pushToast } from '../../ui/toasts.ts';
import { usePlayerEvent } from '../realtime/realtime-provider.tsx';
import { asQuest, asTask, questAlertKey, taskDone } from './quest-live.ts';

/**
 * The quest alerts of spec 02 §4 on every page while quests are on: a state change (none for completed, S2.4-108)
 * and a task completed (S2.4-110). A task is finished most often at the slot, where it is worth telling.
 */
export function QuestAlertsLive() {
  usePlayerEvent('quests', realtimeEvents.questUpdated, (data) => {
    const quest = asQuest(data);
    const key = quest ? questAlertKey(quest.state) : undefined;
    if (!quest || !key) return;
    pushToast({
      title: `quests.alert.${key}.title`,
      text: `quests.alert.${key}.text`,
      values: { name: quest.name },
      tone: key === 'expired' ? 'warning' : 'info',
      icon: 'star',
      to: '/quests',
    });
  });
  usePlayerEvent('quests', realtimeEvents.questTaskUpdated, (data) => {
    const task = asTask(data);
    if (!task || !taskDone(task)) return;
    pushToast({
      title: 'quests.alert.taskDone.title',
      text: 'quests.alert.taskDone.text',
      tone: 'success',
      icon: 'gift',
      to: '/quests',
    });
  });
  return null;
}
