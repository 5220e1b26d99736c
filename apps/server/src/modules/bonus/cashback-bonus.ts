import { bonusCodeMode, bonusType } from '@croupier/contracts/constants';
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { standardContributions } from './contributions.ts';
import { seedNames } from './seed-names.ts';
import type { BonusRecord } from './store.ts';
import { bonusContributions, bonuses, bonusOffers, bonusPackages, bonusTerms } from './tables.ts';

/** The offer cashback is issued under: the job's own, so the back office neither lists it nor gives it codes. */
export const cashbackOfferSlug = 'cashback';

/**
 * The `bonuses` row a currency's cashback is issued as (docs/decisions/0076): a cash bonus `cashback-<cur>`
 * under the package and offer `cashback`. The offer is trigger 1 and needs a code no one holds, so no list
 * shows it and nothing but the cashback job issues it. Written when missing, never rewritten: an operator's
 * name, claim and active days, maximum bet and contributions stay as they set them. The amount and the
 * wagering come from the programme at each run, not from this row.
 */
export async function ensureCashbackBonus(tx: Executor, currency: string): Promise<BonusRecord> {
  const slug = `cashback-${currency.toLowerCase()}`;
  const [existing] = await tx.select().from(bonuses).where(eq(bonuses.slug, slug));
  if (existing) return existing;
  await tx
    .insert(bonusPackages)
    .values({ slug: 'cashback', names: seedNames.cashback })
    .onConflictDoUpdate({
      target: bonusPackages.slug,
      set: { names: seedNames.cashback },
      setWhere: onlyDefault(bonusPackages.names),
    });
  const [pkg] = await tx.select().from(bonusPackages).where(eq(bonusPackages.slug, 'cashback'));
  if (!pkg) throw new Error('bonus package cashback vanished');
  await tx
    .insert(bonusOffers)
    .values({
      slug: cashbackOfferSlug,
      packageId: pkg.id,
      trigger: bonusCodeMode.check,
      requiresCode: true,
      position: 1000,
    })
    .onConflictDoNothing();
  const [offer] = await tx.select().from(bonusOffers).where(eq(bonusOffers.slug, cashbackOfferSlug));
  if (!offer) throw new Error('bonus offer cashback vanished');
  await tx
    .insert(bonuses)
    .values({ slug, offerId: offer.id, names: seedNames.cashbackIn(currency), type: bonusType.cash, position: 0 })
    .onConflictDoNothing();
  const [row] = await tx.select().from(bonuses).where(eq(bonuses.slug, slug));
  if (!row) throw new Error(`bonus ${slug} vanished`);
  await tx.insert(bonusTerms).values({ bonusId: row.id, currency }).onConflictDoNothing();
  await tx
    .insert(bonusContributions)
    .values(standardContributions.map((c) => ({ bonusId: row.id, ...c })))
    .onConflictDoNothing();
  return row;
}

/**
 * Whether a row's names hold the default locale's alone, as migration 0030 left the rows it converted: the seed
 * then adds its translations; names an operator has translated stay as they are.
 */
export const onlyDefault = (names: AnyColumn): SQL => sql`${names} = jsonb_build_object('en', ${names}->'en')`;
