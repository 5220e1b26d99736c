import type { Cashback } from '@croupier/contracts/bonus';
import { playerBonusStatus } from '@croupier/contracts/constants';
import { toMajorUnits } from '@croupier/contracts/minor-units';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import { appendEvents } from '../../platform/outbox/outbox.ts';
import { netLosses } from '../games/round-losses.ts';
import { ensureCashbackBonus } from './cashback-bonus.ts';
import { basisPoints, cashbackAmount, cashbackPeriod, closedPeriods, levelBasisPoints } from './cashback-rules.ts';
import { playerBonusEvent } from './events.ts';
import { cappedMultiplier, daysAfter, requiredWager } from './rules.ts';
import type { BonusService, BonusServiceDeps } from './service.ts';
import { cashbackProgram, insertPlayerBonus, jurisdiction } from './store.ts';
import { bonusCashbackPrograms, bonusCashbackRuns } from './tables.ts';
import { playerBonusView, subunitIn } from './views.ts';

/** A round settling as its period ends is in by then (each process writes it with its own clock). */
const graceMs = 10 * 60_000;
/** Closed periods each run looks back over: a process down for a whole period still pays it afterwards. */
const lookBack = 3;
/** Players paid per transaction. */
const batchSize = 200;

export interface CashbackRunResult {
  periods: number;
  bonuses: number;
}

type Program = typeof bonusCashbackPrograms.$inferSelect;

/**
 * The cashback percentage a player's loyalty level adds (decision 0101), through the caller's executor; 0 without
 * a level or while loyalty is off. The retention module answers it; the bonus module knows nothing of levels.
 */
export type LevelCashbackPercent = (executor: Executor, playerId: string) => Promise<number>;

/**
 * The cashback job (docs/decisions/0076): for each enabled programme, each closed period (UTC) not paid yet,
 * each player whose net loss pays at least the minimum gets a cash bonus of the percentage (at most the
 * maximum) with the programme's wagering, issued for activation. Idempotent per player, currency and
 * period through player_bonuses' source index (`cashback`, `<period>:<start>:<player>`), so a rerun, a
 * crash mid-run or two processes at once pay nobody twice; the period's run row only spares the next run
 * the reading. Each player's rate is the programme's plus their loyalty level's at payment time (decision 0101).
 */
export function createCashbackJob(deps: {
  db: Database;
  clock: () => Date;
  bonus: BonusService;
  standing: BonusServiceDeps['standing'];
}) {
  const { db, clock, bonus } = deps;
  // Until the retention module answers (app.ts), no level adds anything.
  let levelPercent: LevelCashbackPercent = async () => 0;

  async function payBatch(
    program: Program,
    period: { start: Date; end: Date },
    losses: { playerId: string; lossMinor: bigint }[],
  ): Promise<number> {
    return db.transaction(async (tx) => {
      const row = await ensureCashbackBonus(tx, program.currency);
      const subunit = subunitIn(await bonus.book(tx), program.currency);
      const now = clock();
      const events = [];
      for (const { playerId, lossMinor } of losses) {
        const levelBasis = levelBasisPoints(await levelPercent(tx, playerId));
        const amount = cashbackAmount(lossMinor, program, levelBasis);
        if (amount <= 0n) continue;
        const standing = await deps.standing(tx, playerId);
        // Opted out, self-excluded or cooling off at payment time: no cashback for the period.
        if (!standing || (await bonus.refusal(tx, playerId))) continue;
        const cap = (await jurisdiction(tx, standing.country))?.wageringCap ?? null;
        const wager = cappedMultiplier(program.wager, cap);
        const issued = await insertPlayerBonus(tx, {
          playerId,
          bonusId: row.id,
          source: 'cashback',
          sourceRef: `${program.period}:${period.start.toISOString()}:${playerId}`,
          currency: program.currency,
          status: playerBonusStatus.issued,
          issuedAt: now,
          expiresAt: daysAfter(now, row.claimDays),
          amountMinor: amount,
          depositMinor: 0n,
          wagerCasino: wager,
          wagerSportsbook: wager,
          requiredWagerCasinoMinor: requiredWager(amount, wager),
          requiredWagerSportsbookMinor: requiredWager(amount, wager),
          maxBetMinor: null,
          maxConversionMinor: null,
        });
        if (issued) events.push(playerBonusEvent(playerId, playerBonusView(issued, row, subunit)));
      }
      await appendEvents(tx, events);
      return events.length;
    });
  }

  async function runPeriod(program: Program, period: { start: Date; end: Date }): Promise<number> {
    const losses = await netLosses(db, { currency: program.currency, ...period });
    let issued = 0;
    for (let i = 0; i < losses.length; i += batchSize) {
      issued += await payBatch(program, period, losses.slice(i, i + batchSize));
    }
    await db
      .insert(bonusCashbackRuns)
      .values({
        currency: program.currency,
        period: program.period,
        periodStart: period.start,
        periodEnd: period.end,
        issued,
        completedAt: clock(),
      })
      .onConflictDoNothing();
    return issued;
  }

  async function alreadyRun(program: Program, start: Date): Promise<boolean> {
    const [row] = await db
      .select({ start: bonusCashbackRuns.periodStart })
      .from(bonusCashbackRuns)
      .where(
        and(
          eq(bonusCashbackRuns.currency, program.currency),
          eq(bonusCashbackRuns.period, program.period),
          eq(bonusCashbackRuns.periodStart, start),
        ),
      );
    return row !== undefined;
  }

  /** One run at the clock's now: the periods it finished and the bonuses it issued. */
  async function run(): Promise<CashbackRunResult> {
    const now = clock();
    const programs = await db.select().from(bonusCashbackPrograms).where(eq(bonusCashbackPrograms.isEnabled, true));
    const result = { periods: 0, bonuses: 0 };
    for (const program of programs) {
      const periods = closedPeriods(program.period, now, { graceMs, lookBack, since: program.createdAt });
      // Oldest first: a process catching up pays the periods in the order they closed.
      for (const period of periods.reverse()) {
        if (await alreadyRun(program, period.start)) continue;
        result.bonuses += await runPeriod(program, period);
        result.periods += 1;
      }
    }
    return result;
  }

  /** The running period of a player's programme: terms, the loss so far and what it would pay (S1.7-54). */
  async function details(playerId: string, currency: string): Promise<Cashback | null> {
    const program = await cashbackProgram(db, currency);
    const currencies = await bonus.book();
    if (!program || !currencies.byCode.has(currency)) return null;
    const subunit = subunitIn(currencies, currency);
    const period = cashbackPeriod(program.period, clock());
    const [loss] = await netLosses(db, { currency, ...period, playerId });
    const lossMinor = loss?.lossMinor ?? 0n;
    const levelBasis = levelBasisPoints(await levelPercent(db, playerId));
    const rate = basisPoints(program.percentage) + levelBasis;
    return {
      currency,
      percentage: Number(rate > 10_000n ? 10_000n : rate) / 100,
      levelPercentage: Number(levelBasis) / 100,
      period: program.period,
      periodStartedAt: period.start.toISOString(),
      periodEndsAt: period.end.toISOString(),
      minAmount: toMajorUnits(program.minAmountMinor, subunit),
      maxAmount: program.maxAmountMinor === null ? null : toMajorUnits(program.maxAmountMinor, subunit),
      wager: Number(program.wager),
      lossSoFar: toMajorUnits(lossMinor, subunit),
      expectedCashback: toMajorUnits(cashbackAmount(lossMinor, program, levelBasis), subunit),
    };
  }

  /** The retention module's answer to a player's level percentage, from now on (wired in app.ts). */
  function useLevelPercent(port: LevelCashbackPercent): void {
    levelPercent = port;
  }

  return { run, details, useLevelPercent };
}
