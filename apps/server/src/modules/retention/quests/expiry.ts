import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../platform/db/database.ts';
import { appendEvents, type DomainEvent } from '../../../platform/outbox/outbox.ts';
import type { SettingsService } from '../../settings/service.ts';
import { questUpdatedEvent } from './events.ts';
import type { QuestBonusPort } from './progress.ts';
import { questsByIds, runsOf } from './store.ts';
import { questView } from './views.ts';

/** Runs announced per transaction. */
const batchSize = 200;
/**
 * A quest that ended longer ago than this is marked announced without a push: a process down for days, or quests
 * turned on again, must not flood players with news of quests long over.
 */
const staleAfterMs = 24 * 3600_000;

export interface QuestExpiryDeps {
  db: Database;
  clock: () => Date;
  settings: SettingsService;
  offerNames: QuestBonusPort['offerNames'];
}

/**
 * The quest expiry push (decision 0103): when a quest's end passes, each player's run it did not complete gets one
 * quest.updated on retention:quests#<player> with its expired state (5 after progress, 6 untouched; decision
 * 0090 still reads the state from the end). Every process runs it: runs are taken with `for update skip locked`
 * and marked announced in the transaction that appends their events, so two processes, or a rerun, push once.
 */
export function createQuestExpiry(deps: QuestExpiryDeps) {
  const { db } = deps;

  async function batch(): Promise<{ taken: number; pushed: number }> {
    return db.transaction(async (tx) => {
      const now = deps.clock();
      const due = await queryRows<{ id: string; quest_id: string; player_id: string; ends_at: string }>(
        tx,
        sql`select p.id, p.quest_id, p.player_id, q.ends_at::text as ends_at
          from player_quests p join quests q on q.id = p.quest_id
          where p.state = 2 and p.expiry_announced_at is null and q.ends_at <= ${now.toISOString()}::timestamptz
          order by p.id limit ${batchSize} for update of p skip locked`,
      );
      if (due.length === 0) return { taken: 0, pushed: 0 };
      await tx.execute(sql`update player_quests set expiry_announced_at = ${now.toISOString()}::timestamptz
        where id in (${sql.join(
          due.map((r) => sql`${r.id}::uuid`),
          sql`, `,
        )})`);
      const found = new Map((await questsByIds(tx, [...new Set(due.map((r) => r.quest_id))])).map((q) => [q.id, q]));
      const offerIds = [...found.values()].flatMap((q) => (q.rewardOfferId ? [q.rewardOfferId] : []));
      const offerNames = offerIds.length > 0 ? await deps.offerNames(tx, offerIds) : undefined;
      const rated = new Map(
        (await deps.settings.storedCurrencies(tx)).map((c) => [
          c.code,
          { code: c.code, subunitToUnit: c.subunitToUnit, rate: c.rate },
        ]),
      );
      const events: DomainEvent[] = [];
      for (const row of due) {
        const quest = found.get(row.quest_id);
        const own = quest ? rated.get(quest.currency) : undefined;
        if (!quest || !own || now.getTime() - quest.endsAt.getTime() > staleAfterMs) continue;
        const run = (await runsOf(tx, row.player_id, [quest.id])).get(quest.id);
        const shown = { from: own, to: own };
        const view = questView(quest, run, { now, locale: 'en', shown, ...(offerNames ? { offerNames } : {}) });
        events.push(questUpdatedEvent(row.player_id, view));
      }
      await appendEvents(tx, events);
      return { taken: due.length, pushed: events.length };
    });
  }

  return {
    /** Announces every run whose quest has ended; answers how many were pushed. */
    async run(): Promise<number> {
      let pushed = 0;
      for (;;) {
        const done = await batch();
        pushed += done.pushed;
        // A short batch took every run due that no other process holds.
        if (done.taken < batchSize) return pushed;
      }
    },
  };
}
