import { questState } from '@croupier/contracts/constants';
import type { PlayerQuestsQuery, Quest, QuestsQuery } from '@croupier/contracts/quests';
import type { Locale } from '@croupier/i18n/locales';
import type { Executor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { SettingsService } from '../../settings/service.ts';
import type { QuestBonusPort } from './progress.ts';
import { openQuests, type QuestWithTasks, questsForPlayer, runsOf } from './store.ts';
import { questView, type RatedCurrency } from './views.ts';

/** How long an ended quest the player never started is still listed as expired (state 6). */
const untouchedListedMs = 30 * 24 * 3600 * 1000;

export interface QuestReadDeps {
  clock: () => Date;
  settings: SettingsService;
  /** The bonus module's names of the offers quests reward with (decision 0103). */
  offerNames: QuestBonusPort['offerNames'];
}

/** The quest lists of spec 02 §7 (S2.7-20, S2.7-21), each with the player's own progress only. */
export function createQuestReads(deps: QuestReadDeps) {
  const { clock, settings } = deps;

  async function views(
    executor: Executor,
    playerId: string,
    found: QuestWithTasks[],
    query: QuestsQuery,
    locale: Locale,
  ): Promise<Quest[]> {
    const rows = await settings.storedCurrencies(executor);
    const rated = new Map<string, RatedCurrency>(
      rows.map((c) => [c.code, { code: c.code, subunitToUnit: c.subunitToUnit, rate: c.rate }]),
    );
    const asked = query.currency ? rated.get(query.currency) : undefined;
    if (query.currency && !asked) {
      throw new AppError(400, 'validation_failed', 'Some fields are invalid', {
        currency: ['Not a currency we offer'],
      });
    }
    const runs = await runsOf(
      executor,
      playerId,
      found.map((q) => q.id),
    );
    const now = clock();
    const offerIds = found.flatMap((q) => (q.rewardOfferId ? [q.rewardOfferId] : []));
    const offerNames = offerIds.length > 0 ? await deps.offerNames(executor, offerIds) : undefined;
    const out: Quest[] = [];
    for (const quest of found) {
      const own = rated.get(quest.currency);
      if (!own) continue;
      const shown = { from: own, to: asked ?? own };
      out.push(questView(quest, runs.get(quest.id), { now, locale, shown, ...(offerNames ? { offerNames } : {}) }));
    }
    const sortBy = query.sortBy ?? 'endsAt';
    const sign = query.sortOrder === 'desc' ? -1 : 1;
    return out.sort((a, b) => sign * (a[sortBy] < b[sortBy] ? -1 : a[sortBy] > b[sortBy] ? 1 : 0));
  }

  return {
    /** The quests open now (every player takes part in each, decision 0089), with this player's progress. */
    async quests(executor: Executor, playerId: string, query: QuestsQuery, locale: Locale): Promise<Quest[]> {
      return views(executor, playerId, await openQuests(executor, clock()), query, locale);
    },

    /** The player's quests in `states` (default: active): open ones, their runs, and recently ended ones. */
    async playerQuests(
      executor: Executor,
      playerId: string,
      query: PlayerQuestsQuery,
      locale: Locale,
    ): Promise<Quest[]> {
      const states = query['state[]'] ?? query.state ?? [questState.active];
      const now = clock();
      const found = await questsForPlayer(executor, playerId, now, new Date(now.getTime() - untouchedListedMs));
      return (await views(executor, playerId, found, query, locale)).filter((q) => states.includes(q.state));
    },
  };
}

export type QuestReads = ReturnType<typeof createQuestReads>;
