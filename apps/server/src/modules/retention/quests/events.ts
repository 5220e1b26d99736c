import type { Quest, QuestTask } from '@croupier/contracts/quests';
import { questTopics } from '@croupier/contracts/quests';
import type { DomainEvent } from '../../../platform/outbox/outbox.ts';
import type { LocalizedNames } from '../../bonus/names.ts';

/**
 * The realtime module publishes these on retention:quests#{playerId} (modules/realtime/publications.ts) as
 * quest.updated and quest.task.updated. Names are the default locale's: the site keeps the name it listed.
 * `questNames` (per locale, decision 0104) is for the messenger, which words the quest in the reader's locale.
 */
export const questUpdatedEvent = (playerId: string, quest: Quest, questNames?: LocalizedNames): DomainEvent => ({
  topic: questTopics.questUpdated,
  aggregateId: playerId,
  payload: questNames ? { playerId, quest, questNames } : { playerId, quest },
});

export const questTaskUpdatedEvent = (playerId: string, task: QuestTask): DomainEvent => ({
  topic: questTopics.questTaskUpdated,
  aggregateId: playerId,
  payload: { playerId, task },
});
