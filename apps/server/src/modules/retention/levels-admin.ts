import type { AdminLoyaltyLevels, adminLoyaltyLevelsBodySchema } from '@croupier/contracts/admin-loyalty';
import { subunitDecimals } from '@croupier/contracts/minor-units';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { createSettingsService } from '../settings/service.ts';
import { findLevels, type LevelRecord } from './store.ts';
import { loyaltyLevels } from './tables.ts';

type LevelsInput = z.output<typeof adminLoyaltyLevelsBodySchema>;

/** Out of every real threshold's way while the edited ones are written (the points index is unique). */
const parkedX100 = 9_000_000_000_000_000_000n;

function levelsView(
  rows: LevelRecord[],
  base: { code: string; subunitToUnit: bigint } | undefined,
): AdminLoyaltyLevels {
  return {
    currency: base?.code ?? '',
    decimals: subunitDecimals(Number(base?.subunitToUnit ?? 100n)),
    levels: rows.map((l) => ({
      id: l.id,
      order: l.order,
      names: l.names,
      points: Number(l.pointsX100) / 100,
      cashbackPercent: Number(l.cashbackPercent),
      levelUpBonusMinor: l.levelUpBonusMinor.toString(),
      birthdayBonusMinor: l.birthdayBonusMinor.toString(),
    })),
  };
}

/**
 * Loyalty levels from the back office (docs/decisions/0122): thresholds and perks are read whenever points are
 * added and perks paid, so an edit applies to the next computation. Players' accounts hold their level's
 * order, so existing levels keep theirs and new ones come last; a level reached and perks paid stay.
 */
export function createLevelsAdmin(deps: { db: Database; settings: ReturnType<typeof createSettingsService> }) {
  const base = async (executor: Executor) => (await deps.settings.storedCurrencies(executor)).find((c) => c.isBase);

  return {
    async levels(executor: Executor = deps.db): Promise<AdminLoyaltyLevels> {
      return levelsView(await findLevels(executor), await base(executor));
    },

    async editLevels(tx: Executor, input: LevelsInput) {
      const current = await tx.select().from(loyaltyLevels).orderBy(loyaltyLevels.order).for('update');
      const fields: Record<string, string[]> = {};
      current.forEach((level, index) => {
        if (input.levels[index]?.id !== level.id) fields[`levels.${index}.id`] = ['Existing levels keep their place'];
      });
      input.levels.slice(current.length).forEach((level, offset) => {
        if (level.id !== null) fields[`levels.${current.length + offset}.id`] = ['No such level'];
      });
      if (Object.keys(fields).length > 0)
        throw new AppError(400, 'validation_failed', 'Some fields are invalid', fields);
      const before = levelsView(current, await base(tx));
      const values = (level: LevelsInput['levels'][number]) => ({
        names: { ...level.names, en: level.names.en as string },
        pointsX100: BigInt(Math.round(level.points * 100)),
        cashbackPercent: level.cashbackPercent,
        levelUpBonusMinor: BigInt(level.levelUpBonusMinor),
        birthdayBonusMinor: BigInt(level.birthdayBonusMinor),
      });
      for (const [index, level] of current.entries()) {
        await tx
          .update(loyaltyLevels)
          .set({ pointsX100: parkedX100 + BigInt(index) })
          .where(eq(loyaltyLevels.id, level.id));
      }
      const lastOrder = current.at(-1)?.order ?? 0;
      for (const [index, level] of input.levels.entries()) {
        const existing = current[index];
        if (existing) await tx.update(loyaltyLevels).set(values(level)).where(eq(loyaltyLevels.id, existing.id));
        else await tx.insert(loyaltyLevels).values({ ...values(level), order: lastOrder + index - current.length + 1 });
      }
      const after = levelsView(await findLevels(tx), await base(tx));
      return { before, after, changed: JSON.stringify(before) !== JSON.stringify(after) };
    },
  };
}

export type LevelsAdmin = ReturnType<typeof createLevelsAdmin>;
