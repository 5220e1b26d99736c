import type { AdminRecordsQuery, LimitHistoryPage } from '@croupier/contracts/admin-player-records';
import type { MessagesPage, MessagesQuery } from '@croupier/contracts/messenger';
import type { PlayerDocument } from '@croupier/contracts/verification';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { GamesModule } from '../../games/routes.ts';
import type { LimitsModule } from '../../limits/routes.ts';
import type { NotificationModule } from '../../notification/routes.ts';
import type { PlayerModule } from '../../player/routes.ts';
import type { VerificationModule } from '../../verification/routes.ts';
import { staff } from '../tables.ts';

/**
 * The player page's longer records (issue 22 §3, decision 0124), each read through its module's service and
 * paged like the player's own page of it: game rounds, messenger messages, the history of their limits.
 */
export function createPlayerRecords(deps: {
  db: Database;
  player: PlayerModule;
  games: GamesModule;
  notification: NotificationModule;
  limits: LimitsModule;
  verification: VerificationModule;
}) {
  const { db } = deps;

  async function known(playerId: string): Promise<void> {
    if (!(await deps.player.access.standing(db, playerId))) throw notFound('No such player');
  }

  return {
    /** The player's rounds and free spins, exactly as their own round history pages them. */
    async rounds(playerId: string, query: { page: number; perPage: number }) {
      await known(playerId);
      return deps.games.service.spins(playerId, query);
    },

    /** The player's messages, worded in the player's locale as they read them. Reading them marks nothing. */
    async messages(playerId: string, query: MessagesQuery): Promise<MessagesPage> {
      await known(playerId);
      return deps.notification.messenger.list(playerId, query, undefined);
    },

    /** The identity documents the player uploaded, as their documents page lists them (files: kyc.review). */
    async documents(playerId: string): Promise<PlayerDocument[]> {
      await known(playerId);
      return deps.verification.documents.ofPlayer(playerId);
    },

    async limitHistory(playerId: string, query: AdminRecordsQuery): Promise<LimitHistoryPage> {
      await known(playerId);
      const { rows, total } = await deps.limits.service.history(playerId, query);
      const ids = [...new Set(rows.flatMap((row) => (row.staffId ? [row.staffId] : [])))];
      const members = ids.length
        ? await db.select({ id: staff.id, email: staff.email }).from(staff).where(inArray(staff.id, ids))
        : [];
      const emails = new Map(members.map((m) => [m.id, m.email]));
      return {
        data: rows.map(({ staffId, ...row }) => ({
          ...row,
          staff: staffId ? { id: staffId, email: emails.get(staffId) ?? null } : null,
        })),
        meta: {
          page: query.page,
          perPage: query.perPage,
          totalPages: Math.ceil(total / query.perPage),
          totalRows: total,
        },
      };
    },
  };
}

export type PlayerRecords = ReturnType<typeof createPlayerRecords>;
