import type {
  AdminPlayerNote,
  AdminPlayerNotesPage,
  AdminRecordsQuery,
} from '@croupier/contracts/admin-player-records';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { PlayerModule } from '../../player/routes.ts';
import { type AuditActor, appendAudit } from '../audit/log.ts';
import { playerNotes, staff } from '../tables.ts';

type Actor = AuditActor & { staffId: string };

const pageMeta = (query: AdminRecordsQuery, total: number) => ({
  page: query.page,
  perPage: query.perPage,
  totalPages: Math.ceil(total / query.perPage),
  totalRows: total,
});

/**
 * Staff notes on a player (issue 22 §3, decision 0124): append-only, newest first, each with its author. A
 * note is written with its audit row in one transaction; the note's text is in the audit row, so the trail
 * alone tells what staff wrote about whom.
 */
export function createPlayerNotes(deps: { db: Database; clock: () => Date; player: PlayerModule }) {
  const { db, clock } = deps;
  const access = deps.player.access;

  const columns = {
    id: playerNotes.id,
    text: playerNotes.text,
    createdAt: playerNotes.createdAt,
    authorId: staff.id,
    authorEmail: staff.email,
    authorName: staff.name,
  };
  type Row = { id: string; text: string; createdAt: Date; authorId: string; authorEmail: string; authorName: string };
  const view = (row: Row): AdminPlayerNote => ({
    id: row.id,
    text: row.text,
    author: { id: row.authorId, email: row.authorEmail, name: row.authorName },
    createdAt: row.createdAt.toISOString(),
  });

  return {
    async list(playerId: string, query: AdminRecordsQuery): Promise<AdminPlayerNotesPage> {
      if (!(await access.standing(db, playerId))) throw notFound('No such player');
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(playerNotes)
          .innerJoin(staff, eq(staff.id, playerNotes.authorId))
          .where(eq(playerNotes.playerId, playerId))
          .orderBy(desc(playerNotes.createdAt), desc(playerNotes.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db.select({ n: count() }).from(playerNotes).where(eq(playerNotes.playerId, playerId)),
      ]);
      return { data: rows.map(view), meta: pageMeta(query, total?.n ?? 0) };
    },

    async add(actor: Actor, playerId: string, text: string): Promise<AdminPlayerNote> {
      return db.transaction(async (tx) => {
        if (!(await access.standing(tx, playerId))) throw notFound('No such player');
        const now = clock();
        const [note] = await tx
          .insert(playerNotes)
          .values({ playerId, authorId: actor.staffId, text, createdAt: now })
          .returning({ id: playerNotes.id });
        const [row] = await tx
          .select(columns)
          .from(playerNotes)
          .innerJoin(staff, eq(staff.id, playerNotes.authorId))
          .where(eq(playerNotes.id, note?.id ?? ''));
        if (!row) throw new Error('the note just written is missing');
        await appendAudit(
          tx,
          actor,
          { action: 'player.note', targetType: 'player', targetId: playerId, after: { noteId: row.id, text } },
          now,
        );
        return view(row);
      });
    },
  };
}

export type PlayerNotes = ReturnType<typeof createPlayerNotes>;
