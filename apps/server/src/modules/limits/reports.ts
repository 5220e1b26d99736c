import { limitDefinition } from '@croupier/contracts/constants';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../platform/db/database.ts';

export interface LimitsSetDay {
  limits: number;
  selfExclusions: number;
  coolingOffs: number;
}

/**
 * Responsible-gaming limits set per UTC day of [from, to), for the back office's reports (decision 0116):
 * money limits (bet, loss, deposit), self-exclusions and cooling-offs, counted when created.
 */
export async function limitsSetByDay(
  executor: Executor,
  range: { from: Date; to: Date },
): Promise<Map<string, LimitsSetDay>> {
  const rows = await queryRows<{ day: string; limits: string; exclusions: string; cooling: string }>(
    executor,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
        count(*) filter (where definition in (${limitDefinition.bet}, ${limitDefinition.loss}, ${limitDefinition.deposit}))::text as limits,
        count(*) filter (where definition = ${limitDefinition.selfExclusion})::text as exclusions,
        count(*) filter (where definition = ${limitDefinition.coolingOff})::text as cooling
      from player_limits
      where created_at >= ${range.from.toISOString()} and created_at < ${range.to.toISOString()}
      group by 1`,
  );
  return new Map(
    rows.map((r) => [
      r.day,
      { limits: Number(r.limits), selfExclusions: Number(r.exclusions), coolingOffs: Number(r.cooling) },
    ]),
  );
}
