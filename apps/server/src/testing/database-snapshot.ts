import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../platform/db/database.ts';

/**
 * Row count and a digest of the rows of every table: what a test compares to prove a run of refused
 * requests wrote nothing, insert, update or delete, in any table (not only those it thought of).
 * Left out is what moves on its own: the outbox dispatcher's cursors (it delivers earlier events), and
 * when a session was last seen (authenticating a request touches it, whatever the request then is).
 */
const moving: Record<string, string[] | 'table'> = { outbox_cursors: 'table', player_sessions: ['last_seen_at'] };

export async function databaseSnapshot(db: Database): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'
        order by table_name`,
  );
  const snapshot: Record<string, string> = {};
  for (const { name } of tables) {
    const left = moving[name];
    if (left === 'table') continue;
    let row = sql`to_jsonb(t)`;
    for (const column of left ?? []) row = sql`(${row} - ${column}::text)`;
    const [found] = await queryRows<{ rows: number; digest: string | null }>(
      db,
      sql`select count(*)::int as rows, md5(string_agg(${row}::text, '|' order by ${row}::text)) as digest
          from ${sql.identifier(name)} t`,
    );
    snapshot[name] = `${found?.rows ?? 0} rows ${found?.digest ?? ''}`;
  }
  return snapshot;
}

/** The snapshot once background work (the outbox dispatcher's deliveries) has stopped changing it. */
export async function settledSnapshot(db: Database, timeoutMs = 10_000): Promise<Record<string, string>> {
  const deadline = Date.now() + timeoutMs;
  let previous = await databaseSnapshot(db);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const current = await databaseSnapshot(db);
    if (JSON.stringify(current) === JSON.stringify(previous) || Date.now() > deadline) return current;
    previous = current;
  }
}
