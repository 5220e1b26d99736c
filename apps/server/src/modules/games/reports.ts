import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../platform/db/database.ts';

/** Real-money stakes and wins of one game or provider over a report's range, in minor units. */
export interface GameMoney {
  id: string;
  name: string;
  /** The game's provider (the provider itself for a provider's row). */
  provider: string;
  rounds: number;
  stakes: bigint;
  wins: bigint;
}

/**
 * The back office's figures by game and by provider (decision 0116): the wallet's per-round ledger sums
 * (`wallet/reports.ts` roundMoneyQuery) joined to this module's rounds, games and providers. Largest GGR first.
 */
export async function moneyByGame(executor: Executor, roundMoney: SQL, by: 'game' | 'provider'): Promise<GameMoney[]> {
  const key = by === 'game' ? sql`g.id, g.name, p.name` : sql`p.id, p.name, p.name`;
  const rows = await queryRows<{
    id: string;
    name: string;
    provider: string;
    rounds: string;
    stakes: string;
    wins: string;
  }>(
    executor,
    sql`select ${by === 'game' ? sql`g.id::text as id, g.name as name` : sql`p.id::text as id, p.name as name`},
        p.name as provider, count(*)::text as rounds,
        sum(m.stakes)::text as stakes, sum(m.wins)::text as wins
      from (${roundMoney}) m
      join game_rounds r on r.id = m.round_id
      join games g on g.id = r.game_id
      join game_providers p on p.id = g.provider_id
      group by ${key}
      order by sum(m.stakes) - sum(m.wins) desc, 2`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    provider: r.provider,
    rounds: Number(r.rounds),
    stakes: BigInt(r.stakes),
    wins: BigInt(r.wins),
  }));
}
