import type { BonusHistoryItem, BonusHistoryPage, BonusHistoryQuery } from '@croupier/contracts/bonus-history';
import { defaultLocale, type Locale } from '@croupier/i18n/locales';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../platform/db/database.ts';
import { referenceLegTotals } from '../wallet/ledger.ts';
import { ledgerKinds } from '../wallet/posting.ts';
import { type LocalizedNames, localName } from './names.ts';
import { bonuses, playerBonuses, playerFreespins } from './tables.ts';
import { type CurrencyBook, subunitIn } from './views.ts';

/**
 * The player's bonus history (decision 0080): bonuses and free-spin awards in one list, newest first. What
 * became of a bonus's money is read from the ledger by the bonus's id (every bonus posting references it):
 * granted at activation, converted to real money, forfeited to the house. Nothing here is stored twice.
 */

interface HistoryRow {
  kind: 'bonus' | 'freespins';
  id: string;
  bonus_id: string;
  names: LocalizedNames;
  type: number;
  source: string;
  currency: string;
  status: number;
  result: number;
  issued_at: Date | string;
  activated_at: Date | string | null;
  finished_at: Date | string | null;
  expires_at: Date | string | null;
  amount_minor: string | null;
  wagered_casino: string | null;
  required_casino: string | null;
  wagered_sportsbook: string | null;
  required_sportsbook: string | null;
  count: number | null;
  played_count: number | null;
  bet_value_minor: string | null;
  win_minor: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

async function historyRows(executor: Executor, playerId: string, query: BonusHistoryQuery) {
  const currency = query.currency ?? null;
  // Both lists are the player's own (player_id first in each of their indexes); the currency narrows them.
  const own = (alias: 'pb' | 'pf') =>
    sql`${sql.raw(alias)}.player_id = ${playerId}::uuid
      and (${currency}::text is null or ${sql.raw(alias)}.currency = ${currency})`;
  const rows = await queryRows<HistoryRow>(
    executor,
    sql`select 'bonus' as kind, pb.id, pb.bonus_id, b.names, b.type, pb.source, pb.currency, pb.status, pb.result,
          pb.issued_at, pb.activated_at, pb.finished_at, pb.expires_at, pb.amount_minor::text as amount_minor,
          pb.current_wager_casino_minor::text as wagered_casino,
          pb.required_wager_casino_minor::text as required_casino,
          pb.current_wager_sportsbook_minor::text as wagered_sportsbook,
          pb.required_wager_sportsbook_minor::text as required_sportsbook,
          null::int as count, null::int as played_count, null::text as bet_value_minor, null::text as win_minor
        from ${playerBonuses} pb join ${bonuses} b on b.id = pb.bonus_id where ${own('pb')}
      union all
      select 'freespins', pf.id, pf.bonus_id, b.names, b.type, pf.source, pf.currency, pf.status, pf.result,
          pf.issued_at, pf.activated_at, pf.finished_at, pf.expires_at, null, null, null, null, null,
          pf.count, pf.played_count, pf.bet_value_minor::text, pf.win_minor::text
        from ${playerFreespins} pf join ${bonuses} b on b.id = pf.bonus_id where ${own('pf')}
      order by issued_at desc, id desc
      limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`,
  );
  const [total] = await queryRows<{ n: number }>(
    executor,
    sql`select ((select count(*) from ${playerBonuses} pb where ${own('pb')})
      + (select count(*) from ${playerFreespins} pf where ${own('pf')}))::int as n`,
  );
  return { rows, totalRows: Number(total?.n ?? 0) };
}

interface MoneyMoves {
  granted: bigint;
  converted: bigint;
  forfeited: bigint;
}

/** Per bonus: the bonus bucket's grant, real money's share of the conversion, and what went back to the house. */
async function moneyMoves(executor: Executor, bonusIds: string[]): Promise<Map<string, MoneyMoves>> {
  const legs = await referenceLegTotals(executor, bonusIds, [
    ledgerKinds.bonusGrant,
    ledgerKinds.bonusConvert,
    ledgerKinds.bonusForfeit,
  ]);
  const moves = new Map<string, MoneyMoves>();
  for (const leg of legs) {
    const move = moves.get(leg.reference) ?? { granted: 0n, converted: 0n, forfeited: 0n };
    if (leg.kind === ledgerKinds.bonusGrant && leg.bucket === 'bonus') move.granted += leg.amountMinor;
    if (leg.kind === ledgerKinds.bonusConvert && leg.bucket === 'real') move.converted += leg.amountMinor;
    // house:bonus receives the forfeit and the part of a conversion above the maximum.
    if (leg.kind !== ledgerKinds.bonusGrant && leg.bucket === null) move.forfeited += leg.amountMinor;
    moves.set(leg.reference, move);
  }
  return moves;
}

function itemView(
  row: HistoryRow,
  book: CurrencyBook,
  moves: Map<string, MoneyMoves>,
  locale: Locale,
): BonusHistoryItem {
  const common = {
    id: row.id,
    bonusId: row.bonus_id,
    name: localName(row.names, locale),
    source: row.source,
    currency: row.currency,
    subunitToUnit: subunitIn(book, row.currency),
    status: row.status,
    result: row.result,
    issuedAt: new Date(row.issued_at).toISOString(),
    activatedAt: iso(row.activated_at),
    finishedAt: iso(row.finished_at),
    expiresAt: iso(row.expires_at),
  };
  if (row.kind === 'freespins') {
    return {
      kind: 'freespins',
      ...common,
      count: row.count ?? 0,
      playedCount: row.played_count ?? 0,
      betValueMinor: row.bet_value_minor ?? '0',
      winMinor: row.win_minor ?? '0',
    };
  }
  const move = moves.get(row.id) ?? { granted: 0n, converted: 0n, forfeited: 0n };
  return {
    kind: 'bonus',
    ...common,
    type: row.type,
    amountMinor: row.amount_minor ?? '0',
    grantedMinor: move.granted.toString(),
    wageredCasinoMinor: row.wagered_casino ?? '0',
    requiredWagerCasinoMinor: row.required_casino ?? '0',
    wageredSportsbookMinor: row.wagered_sportsbook ?? '0',
    requiredWagerSportsbookMinor: row.required_sportsbook ?? '0',
    convertedMinor: move.converted.toString(),
    forfeitedMinor: move.forfeited.toString(),
  };
}

/** GET /api/game/player-bonuses/history: one page of the player's own history. */
export async function bonusHistory(
  executor: Executor,
  book: CurrencyBook,
  playerId: string,
  query: BonusHistoryQuery,
  locale: Locale = defaultLocale,
): Promise<BonusHistoryPage> {
  const { rows, totalRows } = await historyRows(executor, playerId, query);
  const moves = await moneyMoves(
    executor,
    rows.filter((row) => row.kind === 'bonus').map((row) => row.id),
  );
  return {
    data: rows.map((row) => itemView(row, book, moves, locale)),
    meta: {
      page: query.page,
      perPage: query.perPage,
      totalRows,
      totalPages: Math.ceil(totalRows / query.perPage),
    },
  };
}
