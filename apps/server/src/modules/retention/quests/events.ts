import type { Quest, QuestTask } from '@croupier/contracts/quests';
import { questTopics } from '@croupier/contracts/quests';
import type { DomainEvent } from '../../../platform/outbox/outbox.ts';

/**
 * The realtime module publishes these on retention:quests#{playerId} (modules/realtime/publications.ts) as
 * quest.updated and quest.task.updated. Names are the default locale's: the site keeps the name it listed.
 */
export const questUpdatedEvent = (playerId: string, quest: Quest): DomainEvent => ({
  topic: questTopics.questUpdated,
  aggregateId: playerId,
  payload: { playerId, quest },
});

export const questTaskUpdatedEvent = (playerId: string, task: QuestTask): DomainEvent => ({
  topic: questTopics.questTaskUpdated,
  aggregateId: playerId,
  payload: { playerId, task },
});
