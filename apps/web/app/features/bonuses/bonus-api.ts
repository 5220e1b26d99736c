import type { BonusCode, PlayerBonus, PlayerFreespin } from '@croupier/contracts/bonus';
import { bonusCodeMode } from '@croupier/contracts/constants';
import type { PageMeta } from '@croupier/contracts/errors';
import type { ApiResult } from '../../platform/api/api-client.ts';
import { playerApi } from '../auth/api-client.ts';

/**
 * The bonus calls of spec 01 §7 "Games and bonuses" from the browser, through the one authenticated client,
 * typed by the contracts (packages/contracts/src/bonus.ts); only types are imported, so no zod reaches the
 * browser. Amounts are major units of the item's currency.
 */

export type { BonusCode, PlayerBonus, PlayerFreespin };

export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}

export interface ListQuery {
  currency: string;
  page: number;
  perPage: number;
}

/** Spec 01 §7: statuses 1, 2 and 4 (bracket form), newest activation first. */
function listPath(path: string, query: ListQuery, statuses: readonly number[] = [1, 2, 4]): string {
  const search = new URLSearchParams();
  for (const status of statuses) search.append('status[]', String(status));
  search.set('currency', query.currency);
  search.set('sortBy[activatedAt]', 'desc');
  search.set('page', String(query.page));
  search.set('perPage', String(query.perPage));
  return `${path}?${search.toString()}`;
}

export const bonusApi = {
  bonuses: (query: ListQuery): Promise<ApiResult<Paged<PlayerBonus>>> =>
    playerApi({ path: listPath('/api/game/player-bonuses', query), read: 'body' }),
  freespins: (query: ListQuery): Promise<ApiResult<Paged<PlayerFreespin>>> =>
    playerApi({ path: listPath('/api/game/player-freespins', query), read: 'body' }),
  /** The active bonus (one at a time), for the change-active-bonus flow. */
  activeBonus: async (currency: string): Promise<PlayerBonus | undefined> => {
    const answer = await playerApi<Paged<PlayerBonus>>({
      path: listPath('/api/game/player-bonuses', { currency, page: 1, perPage: 1 }, [2]),
      read: 'body',
    });
    return answer.ok ? answer.data.data[0] : undefined;
  },
  activateBonus: (id: string): Promise<ApiResult<PlayerBonus>> =>
    playerApi({ method: 'PUT', path: `/api/game/player-bonuses/${encodeURIComponent(id)}/activate` }),
  cancelBonus: (id: string): Promise<ApiResult<PlayerBonus>> =>
    playerApi({ method: 'PUT', path: `/api/game/player-bonuses/${encodeURIComponent(id)}/cancel` }),
  activateFreespin: (id: string): Promise<ApiResult<PlayerFreespin>> =>
    playerApi({ method: 'PUT', path: `/api/game/player-freespins/${encodeURIComponent(id)}/activate` }),
  /** The code applied to the next deposit (trigger 3), or null. */
  appliedCode: (): Promise<ApiResult<BonusCode | null>> =>
    playerApi({ path: `/api/game/bonuses/bonuscodes?trigger=${bonusCodeMode.apply}` }),
  submitCode: (bonusCode: string, trigger: number, currency: string | undefined): Promise<ApiResult<BonusCode>> =>
    playerApi({ method: 'POST', path: '/api/game/bonuses/bonuscodes', body: { bonusCode, trigger, currency } }),
  removeCode: (playerBonusCodeId: string): Promise<ApiResult<null>> =>
    playerApi({
      method: 'DELETE',
      path: `/api/game/bonuses/bonuscodes?playerBonusCodeId=${encodeURIComponent(playerBonusCodeId)}`,
    }),
};
