import type { AdminCashbackProgram, adminCashbackBodySchema } from '@croupier/contracts/admin-bonus-config';
import { subunitDecimals } from '@croupier/contracts/minor-units';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { cashbackPeriod } from './cashback-rules.ts';
import type { BonusService } from './service.ts';
import { bonusCashbackPrograms } from './tables.ts';
import type { CurrencyBook } from './views.ts';

type CashbackInput = z.output<typeof adminCashbackBodySchema>;
type ProgramRow = typeof bonusCashbackPrograms.$inferSelect;

function programView(row: ProgramRow, book: CurrencyBook): AdminCashbackProgram {
  return {
    currency: row.currency,
    decimals: subunitDecimals(book.byCode.get(row.currency)?.subunit ?? 1),
    percentage: Number(row.percentage),
    period: row.period,
    minAmountMinor: row.minAmountMinor.toString(),
    maxAmountMinor: row.maxAmountMinor === null ? null : row.maxAmountMinor.toString(),
    isEnabled: row.isEnabled,
    paysFrom: row.createdAt.toISOString(),
  };
}

/**
 * Cashback programmes from the back office (docs/decisions/0122): the job reads a programme when it runs, so
 * an edit applies to the next period it pays; cashback bonuses already paid are not touched.
 */
export function createCashbackAdmin(deps: { db: Database; clock: () => Date; bonus: BonusService }) {
  const { db, clock } = deps;

  return {
    async programs(executor: Executor = db): Promise<AdminCashbackProgram[]> {
      const book = await deps.bonus.book(executor);
      const rows = await executor.select().from(bonusCashbackPrograms).orderBy(asc(bonusCashbackPrograms.currency));
      return rows.filter((r) => book.byCode.has(r.currency)).map((r) => programView(r, book));
    },

    async editProgram(tx: Executor, currency: string, input: CashbackInput) {
      const [row] = await tx
        .select()
        .from(bonusCashbackPrograms)
        .where(eq(bonusCashbackPrograms.currency, currency))
        .for('update');
      if (!row) throw new AppError(404, 'not_found', 'No cashback programme in this currency');
      const book = await deps.bonus.book(tx);
      const now = clock();
      // The job pays each closed period that ends after `created_at` (cashback.ts). A new period length
      // starts with its next whole period: a day of a week already paid (or a week holding days already paid)
      // is never paid twice.
      const restart = input.period !== row.period ? { createdAt: cashbackPeriod(input.period, now).end } : {};
      await tx
        .update(bonusCashbackPrograms)
        .set({
          percentage: input.percentage.toFixed(2),
          period: input.period,
          minAmountMinor: BigInt(input.minAmountMinor),
          maxAmountMinor: input.maxAmountMinor === null ? null : BigInt(input.maxAmountMinor),
          ...restart,
          updatedAt: now,
        })
        .where(eq(bonusCashbackPrograms.currency, currency));
      const [updated] = await tx
        .select()
        .from(bonusCashbackPrograms)
        .where(eq(bonusCashbackPrograms.currency, currency));
      if (!updated) throw new Error('cashback programme vanished');
      const before = programView(row, book);
      const after = programView(updated, book);
      return { before, after, changed: JSON.stringify(before) !== JSON.stringify(after) };
    },
  };
}

export type CashbackAdmin = ReturnType<typeof createCashbackAdmin>;
