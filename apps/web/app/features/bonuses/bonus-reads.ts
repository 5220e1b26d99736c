import { invalidate, type LiveKey, useLive } from '../../platform/api/live-cache.ts';
import { bonusApi, type ListQuery } from './bonus-api.ts';

/**
 * The bonus pages' reads, as entries of the live cache (decision 0065). The realtime bonus channels keep
 * them current through `refreshBonusLists` (bonus-live.tsx), so an entry is forgotten only when no page
 * shows it.
 */

const whileShown = { dropUnused: true };
export const bonusListsKey: LiveKey = ['bonuses', 'lists'];

const listKey = (kind: string, query: ListQuery | undefined): LiveKey | undefined =>
  query ? ['bonuses', 'lists', kind, query.currency, query.page, query.perPage] : undefined;

export const usePlayerBonuses = (query: ListQuery | undefined) =>
  useLive(listKey('bonus', query), () => bonusApi.bonuses(query as ListQuery), whileShown);

export const usePlayerFreespins = (query: ListQuery | undefined) =>
  useLive(listKey('freespin', query), () => bonusApi.freespins(query as ListQuery), whileShown);

/** Both lists, every page in use, read again (after an action or a live event). */
export function refreshBonusLists(): Promise<unknown> {
  return invalidate(bonusListsKey);
}
