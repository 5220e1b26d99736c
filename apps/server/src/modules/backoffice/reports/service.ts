import type { Report, ReportQuery } from '@croupier/contracts/admin-reports';
import { toMajorUnits } from '@croupier/contracts/minor-units';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { moneyByGame } from '../../games/reports.ts';
import { limitsSetByDay } from '../../limits/reports.ts';
import { registrationsByDay } from '../../player/reports.ts';
import { ledgerDays, roundMoneyQuery } from '../../wallet/reports.ts';
import type { WalletModule } from '../../wallet/routes.ts';
import { auditLog } from '../tables.ts';

const dayMs = 86_400_000;

/** Every UTC day of the range, so a chart and a CSV show quiet days as zeros rather than gaps. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(from); t <= Date.parse(to); t += dayMs) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** Players blocked by staff per UTC day: the back office's own audit trail. */
async function blocksByDay(db: Database, from: Date, to: Date): Promise<Map<string, number>> {
  const day = sql<string>`to_char(${auditLog.at} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: sql<string>`count(*)::text` })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'player.block'), gte(auditLog.at, from), lt(auditLog.at, to)))
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

/**
 * The reports of issue 22 §9 (decision 0116), read through each module's reporting queries: the ledger's
 * sums (wallet), rounds by game and provider (games), registrations (player), limits set (limits). Every
 * amount is summed in minor units and turned into major units of the one currency asked for at the end.
 */
export function createReports(deps: { db: Database; wallet: WalletModule }) {
  const { db } = deps;
  return {
    /** The currency's decimals (CSV writes amounts with all of them). */
    async decimals(code: string): Promise<number> {
      const currency = await deps.wallet.service.currency(code);
      return currency ? String(currency.subunitToUnit).length - 1 : 0;
    },
    async build(query: ReportQuery): Promise<Report> {
      const currency = await deps.wallet.service.currency(query.currency);
      if (!currency) {
        throw new AppError(400, 'validation_failed', 'Unknown currency', { currency: ['Unknown currency'] });
      }
      const major = (minor: bigint) => toMajorUnits(minor, currency.subunitToUnit);
      const from = new Date(`${query.from}T00:00:00Z`);
      const to = new Date(Date.parse(`${query.to}T00:00:00Z`) + dayMs);
      const range = { currency: currency.code, from, to };
      const ledger = new Map((await ledgerDays(db, range)).map((d) => [d.day, d]));
      const roundMoney = roundMoneyQuery(range);
      const games = await moneyByGame(db, roundMoney, 'game');
      const providers = await moneyByGame(db, roundMoney, 'provider');
      const registrations = await registrationsByDay(db, range);
      const limits = await limitsSetByDay(db, range);
      const blocks = await blocksByDay(db, from, to);

      const days = daysOf(query.from, query.to);
      const zero = { stakes: 0n, wins: 0n, bonusConverted: 0n, cashCredits: 0n, adjustments: 0n, fees: 0n };
      const at = (day: string) =>
        ledger.get(day) ?? {
          ...zero,
          deposits: 0,
          depositAmount: 0n,
          withdrawals: 0,
          withdrawalAmount: 0n,
          activePlayers: 0,
        };
      return {
        currency: currency.code,
        from: query.from,
        to: query.to,
        revenue: days.map((day) => {
          const d = at(day);
          const ggr = d.stakes - d.wins;
          const bonusCost = d.bonusConverted + d.cashCredits;
          return {
            day,
            stakes: major(d.stakes),
            wins: major(d.wins),
            ggr: major(ggr),
            bonusCost: major(bonusCost),
            adjustments: major(d.adjustments),
            fees: major(d.fees),
            ngr: major(ggr - bonusCost - d.adjustments + d.fees),
          };
        }),
        games: games.map((g) => ({
          gameId: g.id,
          game: g.name,
          provider: g.provider,
          rounds: g.rounds,
          stakes: major(g.stakes),
          wins: major(g.wins),
          ggr: major(g.stakes - g.wins),
        })),
        providers: providers.map((p) => ({
          providerId: p.id,
          provider: p.name,
          rounds: p.rounds,
          stakes: major(p.stakes),
          wins: major(p.wins),
          ggr: major(p.stakes - p.wins),
        })),
        payments: days.map((day) => {
          const d = at(day);
          return {
            day,
            deposits: d.deposits,
            depositAmount: major(d.depositAmount),
            withdrawals: d.withdrawals,
            withdrawalAmount: major(d.withdrawalAmount),
          };
        }),
        players: days.map((day) => ({ day, active: at(day).activePlayers, new: registrations.get(day) ?? 0 })),
        bonusCost: days.map((day) => {
          const d = at(day);
          return {
            day,
            converted: major(d.bonusConverted),
            credits: major(d.cashCredits),
            total: major(d.bonusConverted + d.cashCredits),
          };
        }),
        interventions: days.map((day) => ({
          day,
          limits: limits.get(day)?.limits ?? 0,
          selfExclusions: limits.get(day)?.selfExclusions ?? 0,
          coolingOffs: limits.get(day)?.coolingOffs ?? 0,
          blocks: blocks.get(day) ?? 0,
        })),
      };
    },
  };
}
export type Reports = ReturnType<typeof createReports>;
