import { sql } from 'drizzle-orm';
import { type Database, type Executor, queryRows } from '../../../platform/db/database.ts';
import { appendEvents, type DomainEvent } from '../../../platform/outbox/outbox.ts';
import { claimPendingEntries, type EntryRecord } from './store.ts';

/**
 * The public leaderboard push (docs/decisions/0098). Every counted round moves the tournament's `board_version`;
 * a snapshot of the top lines goes to the tournament's public channel at most once a `everyMs`:
 * - leading edge: the round that finds the last push at least `everyMs` old pushes in its own transaction;
 * - trailing edge: a flush, run by every process a few times a second, pushes a board whose version moved since
 *   its last push once that push is `everyMs` old, so the last rounds of a burst are never left unshown.
 * Both claim the push with a conditional update of the tournament row, so among any number of processes one
 * pushes each snapshot, and the outbox turns it into one publication. A player's own rank goes on their channel
 * from the same flush: the scorer marks the entry, the flush claims marked entries and tells each player once.
 */

/** Lines in a pushed snapshot: what the tournament page shows. */
export const boardSize = 10;

/** Counts `rounds` rounds on the board; answers the new version and whether this transaction pushes it now. */
export async function bumpBoard(
  tx: Executor,
  tournamentId: string,
  at: Date,
  everyMs: number,
  rounds: number,
): Promise<{ version: number; push: boolean }> {
  const due = sql`(board_pushed_at is null or board_pushed_at <= ${new Date(at.getTime() - everyMs).toISOString()}::timestamptz)`;
  const [row] = await queryRows<{ version: string | number; push: boolean }>(
    tx,
    sql`update tournaments set board_version = board_version + ${rounds},
        board_pushed_version = case when ${due} then board_version + ${rounds} else board_pushed_version end,
        board_pushed_at = case when ${due} then ${at.toISOString()}::timestamptz else board_pushed_at end
      where id = ${tournamentId}
      returning board_version as version, board_pushed_version = board_version as push`,
  );
  return { version: Number(row?.version ?? 0), push: row?.push === true };
}

/** Builds the snapshot event of a tournament at a version (the service knows how the API shows a leader). */
export type BoardEvent = (executor: Executor, tournamentId: string, version: number) => Promise<DomainEvent>;

/**
 * The trailing edge: claims every board that changed since its last push and whose last push is old enough, and
 * appends their snapshots in the same transaction. A row another transaction holds (a scorer mid-batch) is skipped
 * and left to the next flush; answers the tournaments pushed.
 */
export async function flushBoards(
  db: Database,
  options: { now: Date; everyMs: number; boardEvent: BoardEvent },
): Promise<string[]> {
  const { now, everyMs } = options;
  return db.transaction(async (tx) => {
    const claimed = await queryRows<{ id: string; version: string | number }>(
      tx,
      sql`update tournaments t set board_pushed_version = t.board_version, board_pushed_at = ${now.toISOString()}::timestamptz
        where t.id in (select id from tournaments
            where board_version > board_pushed_version and completed_at is null
              and (board_pushed_at is null or board_pushed_at <= ${new Date(now.getTime() - everyMs).toISOString()}::timestamptz)
            order by id for update skip locked)
        returning t.id, t.board_version as version`,
    );
    const events: DomainEvent[] = [];
    for (const row of claimed) events.push(await options.boardEvent(tx, row.id, Number(row.version)));
    await appendEvents(tx, events);
    return claimed.map((row) => row.id);
  });
}

/**
 * Tells each player whose score moved since the last flush their rank, on their own channel: at most once a flush
 * per player however many of their rounds counted. Answers how many were told.
 */
export async function flushOwnRanks(
  db: Database,
  ownUpdates: (executor: Executor, entries: EntryRecord[]) => Promise<DomainEvent[]>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const entries = await claimPendingEntries(tx, 500);
    if (entries.length === 0) return 0;
    await appendEvents(tx, await ownUpdates(tx, entries));
    return entries.length;
  });
}
