import { sql } from 'drizzle-orm';
import { type Database, type Executor, queryRows } from '../../../platform/db/database.ts';
import { appendEvents, type DomainEvent } from '../../../platform/outbox/outbox.ts';
import { claimPendingEntries, type EntryRecord } from './store.ts';

/**
 * The public leaderboard push (decisions 0098, 0138). Every counted round moves the tournament's `board_version`;
 * a snapshot of the top lines goes to the tournament's public channel at most once a `everyMs` (250 ms by
 * default), from the flush every process runs after the scorer's commits and on a timer, so the last rounds of a
 * burst are never left unshown. The flush claims the push with a conditional update of the tournament row, so
 * among any number of processes one pushes each snapshot, and the outbox turns it into one publication. In the same
 * transaction, each player whose score moved hears their rank on their own channel: the scorer marks the entry, the
 * flush claims marked entries and appends one event per tournament naming every player it tells (`ranksTopic`).
 */

/** Lines in a pushed snapshot: what the tournament page shows. */
export const boardSize = 10;

/**
 * A flush's own ranks, one event per tournament: payload `{ tournamentId, tournament, ranks: [{ playerId, me }] }`,
 * what every player sees once and each player's own entry; the realtime module publishes `{ ...tournament, me }`
 * on each player's tournaments channel as `tournament.updated` (decision 0138). Server-side only: no client sees
 * the topic, and the messenger, which reads `retention.tournament.updated` for prizes, does not read these.
 */
export const ranksTopic = 'retention.tournament.ranks';

/** Counts `rounds` rounds on the board (the scorer's transaction); the flush pushes it. */
export async function bumpBoard(tx: Executor, tournamentId: string, rounds: number): Promise<void> {
  await tx.execute(sql`update tournaments set board_version = board_version + ${rounds} where id = ${tournamentId}`);
}

/** Builds the snapshot event of a tournament at a version (the service knows how the API shows a leader). */
export type BoardEvent = (executor: Executor, tournamentId: string, version: number) => Promise<DomainEvent>;

/**
 * Claims every board that changed since its last push and whose last push is old enough, and appends their
 * snapshots in the same transaction. A row another transaction holds (a scorer mid-batch) is skipped and left to
 * the next flush; the claimed rows stay locked to the end of the transaction, so no scorer moves their version
 * before the own ranks that follow have read it. Answers the tournaments pushed.
 */
async function pushBoards(
  tx: Executor,
  options: { now: Date; everyMs: number; boardEvent: BoardEvent },
): Promise<string[]> {
  const { now, everyMs } = options;
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
}

/**
 * One flush, one transaction: the boards due (trailing edge), then every player whose score moved since the last
 * flush told their rank, at most once a flush however many of their rounds counted. The boards go first, so a
 * board pushed here is at least as new as the ranks told with it. Answers the boards pushed and players told.
 */
export async function flushTournaments(
  db: Database,
  options: {
    now: Date;
    everyMs: number;
    boardEvent: BoardEvent;
    ownRanks: (executor: Executor, entries: EntryRecord[]) => Promise<DomainEvent[]>;
  },
): Promise<{ boards: number; told: number }> {
  return db.transaction(async (tx) => {
    const boards = await pushBoards(tx, options);
    const entries = await claimPendingEntries(tx, 500);
    if (entries.length > 0) await appendEvents(tx, await options.ownRanks(tx, entries));
    return { boards: boards.length, told: entries.length };
  });
}
