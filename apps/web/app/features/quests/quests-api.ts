import { questState } from '@croupier/contracts/constants';
import type { Quest, QuestTask } from '@croupier/contracts/quests';
import type { ApiResult } from '../../platform/api/api-client.ts';
import { playerApi } from '../auth/api-client.ts';

/** The retention call of spec 02 §7 the quests page makes (S2.7-21); only types come from the contracts. */

export type { Quest, QuestTask };

/** Every state the page shows: active first, then completed, then expired (spec 02 §4). */
export const listedStates = [questState.active, questState.completed, questState.expired, questState.expiredUnclaimed];

export const questsKey = ['quests', 'player'] as const;

export const questsApi = {
  playerQuests: (): Promise<ApiResult<Quest[]>> =>
    playerApi({
      path: `/api/retention/player-quests?${listedStates.map((s) => `state[]=${s}`).join('&')}&sortBy=endsAt&sortOrder=asc`,
    }),
};
