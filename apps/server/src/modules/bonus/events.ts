import { type BonusCode, bonusTopics, type PlayerBonus, type PlayerFreespin } from '@croupier/contracts/bonus';
import type { DomainEvent } from '../../platform/outbox/outbox.ts';

/**
 * Every change of a player's bonus, free-spin award or bonus code, appended in the transaction of the change;
 * the realtime module publishes them on bonus:player-bonuses#, bonus:player-freespins# and
 * bonus:player-bonus-codes# (modules/realtime/publications.ts). Payloads carry the API view and the player
 * id, nothing personal.
 */

export const playerBonusEvent = (playerId: string, bonus: PlayerBonus): DomainEvent => ({
  topic: bonusTopics.playerBonusUpdated,
  aggregateId: playerId,
  payload: { playerId, bonus },
});

export const playerFreespinEvent = (playerId: string, freespin: PlayerFreespin): DomainEvent => ({
  topic: bonusTopics.playerFreespinUpdated,
  aggregateId: playerId,
  payload: { playerId, freespin },
});

export const playerBonusCodeEvent = (playerId: string, bonusCode: BonusCode & { id: string }): DomainEvent => ({
  topic: bonusTopics.playerBonusCodeUpdated,
  aggregateId: playerId,
  payload: { playerId, bonusCode },
});
