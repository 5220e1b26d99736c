import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../platform/db/database.ts';

/** Players who registered in `currency`, per UTC day of [from, to) (the back office's reports, decision 0116). */
export async function registrationsByDay(
  executor: Executor,
  range: { currency: string; from: Date; to: Date },
): Promise<Map<string, number>> {
  const rows = await queryRows<{ day: string; n: string }>(
    executor,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::text as n
      from players
      where currency = ${range.currency}
        and created_at >= ${range.from.toISOString()} and created_at < ${range.to.toISOString()}
      group by 1`,
  );
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}
