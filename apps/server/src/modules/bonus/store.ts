import { and, asc, count, desc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../platform/db/database.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import {
  bonusCashbackPrograms,
  bonusCodeAttempts,
  bonusCodes,
  bonusContributions,
  bonuses,
  bonusJurisdictions,
  bonusOfferAmounts,
  bonusOffers,
  bonusPackages,
  bonusTerms,
  playerBonusCodes,
  playerBonuses,
  playerFreespins,
} from './tables.ts';

export type PackageRecord = typeof bonusPackages.$inferSelect;
export type OfferRecord = typeof bonusOffers.$inferSelect;
export type BonusRecord = typeof bonuses.$inferSelect;
export type TermsRecord = typeof bonusTerms.$inferSelect;
export type ContributionRecord = typeof bonusContributions.$inferSelect;
export type CodeRecord = typeof bonusCodes.$inferSelect;
export type PlayerBonusRecord = typeof playerBonuses.$inferSelect;
export type PlayerFreespinRecord = typeof playerFreespins.$inferSelect;
export type PlayerBonusCodeRecord = typeof playerBonusCodes.$inferSelect;

/** One offer with everything a view or an issue needs. */
export interface OfferBundle {
  offer: OfferRecord;
  package: PackageRecord;
  amounts: (typeof bonusOfferAmounts.$inferSelect)[];
  bonuses: { bonus: BonusRecord; terms: TermsRecord[]; contributions: ContributionRecord[] }[];
}

/**
 * Every enabled offer (a handful: read whole, grouped here), in the operator's order; the back office asks
 * for the disabled ones too.
 */
export async function loadOffers(
  executor: Executor,
  where: { offerIds?: string[]; includeDisabled?: boolean } = {},
): Promise<OfferBundle[]> {
  if (where.offerIds && where.offerIds.length === 0) return [];
  const offerRows = await executor
    .select({ offer: bonusOffers, package: bonusPackages })
    .from(bonusOffers)
    .innerJoin(bonusPackages, eq(bonusPackages.id, bonusOffers.packageId))
    .where(
      and(
        where.includeDisabled ? undefined : eq(bonusOffers.isEnabled, true),
        where.offerIds ? inArray(bonusOffers.id, where.offerIds) : undefined,
      ),
    )
    .orderBy(asc(bonusOffers.position), asc(bonusOffers.slug));
  if (offerRows.length === 0) return [];
  const offerIds = offerRows.map((r) => r.offer.id);
  const [amounts, bonusRows] = [
    await executor.select().from(bonusOfferAmounts).where(inArray(bonusOfferAmounts.offerId, offerIds)),
    await executor
      .select()
      .from(bonuses)
      .where(inArray(bonuses.offerId, offerIds))
      .orderBy(asc(bonuses.position), asc(bonuses.slug)),
  ];
  const bonusIds = bonusRows.map((b) => b.id);
  const terms = bonusIds.length
    ? await executor.select().from(bonusTerms).where(inArray(bonusTerms.bonusId, bonusIds))
    : [];
  const contributions = bonusIds.length
    ? await executor.select().from(bonusContributions).where(inArray(bonusContributions.bonusId, bonusIds))
    : [];
  return offerRows.map(({ offer, package: pkg }) => ({
    offer,
    package: pkg,
    amounts: amounts.filter((a) => a.offerId === offer.id).sort((a, b) => a.currency.localeCompare(b.currency)),
    bonuses: bonusRows
      .filter((b) => b.offerId === offer.id)
      .map((bonus) => ({
        bonus,
        terms: terms.filter((t) => t.bonusId === bonus.id).sort((a, b) => a.currency.localeCompare(b.currency)),
        contributions: contributions.filter((c) => c.bonusId === bonus.id),
      })),
  }));
}

/** An offer's id by its stable slug (the seed's name for it), or undefined. */
export async function offerIdBySlug(executor: Executor, slug: string): Promise<string | undefined> {
  const [row] = await executor.select({ id: bonusOffers.id }).from(bonusOffers).where(eq(bonusOffers.slug, slug));
  return row?.id;
}

export async function findBonus(executor: Executor, bonusId: string): Promise<BonusRecord | undefined> {
  const [row] = await executor.select().from(bonuses).where(eq(bonuses.id, bonusId));
  return row;
}

/** The games free spins are given on, by identity. */
export async function freeSpinGames(executor: Executor): Promise<string[]> {
  const rows = await executor
    .selectDistinct({ game: bonuses.freeSpinsGame })
    .from(bonuses)
    .where(sql`${bonuses.freeSpinsGame} is not null`);
  return rows.flatMap((r) => (r.game ? [r.game] : []));
}

/** How often the player received each offer (any status: a cancelled welcome bonus was still received). */
export async function receivedCounts(executor: Executor, playerId: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ offer_id: string; n: number }>(
    executor,
    sql`
    select b.offer_id, count(distinct x.source_ref)::int as n from (
      select bonus_id, source_ref from ${playerBonuses} where player_id = ${playerId}
      union all select bonus_id, source_ref from ${playerFreespins} where player_id = ${playerId}
    ) x join ${bonuses} b on b.id = x.bonus_id group by b.offer_id`,
  );
  return new Map(rows.map((r) => [r.offer_id, Number(r.n)]));
}

// ---------------------------------------------------------------------------------------------------
// Player bonuses and free spins

export interface ListQuery {
  statuses: number[];
  currency: string | undefined;
  direction: 'asc' | 'desc';
  page: number;
  perPage: number;
}

export async function listPlayerBonuses(executor: Executor, playerId: string, query: ListQuery) {
  const where = and(
    eq(playerBonuses.playerId, playerId),
    inArray(playerBonuses.status, query.statuses),
    query.currency ? eq(playerBonuses.currency, query.currency) : undefined,
  );
  // activatedAt desc puts bonuses still waiting for activation (no activatedAt) first, then the newest.
  const order =
    query.direction === 'desc'
      ? sql`${playerBonuses.activatedAt} desc nulls first`
      : sql`${playerBonuses.activatedAt} asc nulls last`;
  const rows = await executor
    .select({ row: playerBonuses, bonus: bonuses })
    .from(playerBonuses)
    .innerJoin(bonuses, eq(bonuses.id, playerBonuses.bonusId))
    .where(where)
    .orderBy(order, desc(playerBonuses.issuedAt), asc(playerBonuses.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [total] = await executor.select({ n: count() }).from(playerBonuses).where(where);
  return { rows, totalRows: total?.n ?? 0 };
}

export async function listPlayerFreespins(executor: Executor, playerId: string, query: ListQuery) {
  const where = and(
    eq(playerFreespins.playerId, playerId),
    inArray(playerFreespins.status, query.statuses),
    query.currency ? eq(playerFreespins.currency, query.currency) : undefined,
  );
  const order =
    query.direction === 'desc'
      ? sql`${playerFreespins.activatedAt} desc nulls first`
      : sql`${playerFreespins.activatedAt} asc nulls last`;
  const rows = await executor
    .select({ row: playerFreespins, bonus: bonuses })
    .from(playerFreespins)
    .innerJoin(bonuses, eq(bonuses.id, playerFreespins.bonusId))
    .where(where)
    .orderBy(order, desc(playerFreespins.issuedAt), asc(playerFreespins.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [total] = await executor.select({ n: count() }).from(playerFreespins).where(where);
  return { rows, totalRows: total?.n ?? 0 };
}

/** The player's own bonus (another player's is absent), held for the rest of the transaction with `lock`. */
export async function findPlayerBonus(executor: Executor, playerId: string, id: string, lock = false) {
  if (!isUuid(id)) return undefined;
  const query = executor
    .select({ row: playerBonuses, bonus: bonuses })
    .from(playerBonuses)
    .innerJoin(bonuses, eq(bonuses.id, playerBonuses.bonusId))
    .where(and(eq(playerBonuses.id, id), eq(playerBonuses.playerId, playerId)));
  const [found] = lock ? await query.for('update', { of: playerBonuses }) : await query;
  return found;
}

export async function findPlayerFreespin(executor: Executor, playerId: string, id: string, lock = false) {
  if (!isUuid(id)) return undefined;
  const query = executor
    .select({ row: playerFreespins, bonus: bonuses })
    .from(playerFreespins)
    .innerJoin(bonuses, eq(bonuses.id, playerFreespins.bonusId))
    .where(and(eq(playerFreespins.id, id), eq(playerFreespins.playerId, playerId)));
  const [found] = lock ? await query.for('update', { of: playerFreespins }) : await query;
  return found;
}

export async function findActiveBonus(executor: Executor, playerId: string, exceptId?: string) {
  const [row] = await executor
    .select()
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.playerId, playerId),
        eq(playerBonuses.status, 2),
        exceptId ? ne(playerBonuses.id, exceptId) : undefined,
      ),
    );
  return row;
}

export async function updatePlayerBonus(
  executor: Executor,
  id: string,
  change: Partial<typeof playerBonuses.$inferInsert>,
): Promise<PlayerBonusRecord> {
  const [row] = await executor
    .update(playerBonuses)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(playerBonuses.id, id))
    .returning();
  if (!row) throw new Error(`player bonus ${id} vanished`);
  return row;
}

export async function updatePlayerFreespin(
  executor: Executor,
  id: string,
  change: Partial<typeof playerFreespins.$inferInsert>,
): Promise<PlayerFreespinRecord> {
  const [row] = await executor
    .update(playerFreespins)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(playerFreespins.id, id))
    .returning();
  if (!row) throw new Error(`player free spins ${id} vanished`);
  return row;
}

/** Inserts unless this source already gave this bonus (a retried deposit event): then undefined. */
export async function insertPlayerBonus(executor: Executor, values: typeof playerBonuses.$inferInsert) {
  const [row] = await executor.insert(playerBonuses).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertPlayerFreespin(executor: Executor, values: typeof playerFreespins.$inferInsert) {
  const [row] = await executor.insert(playerFreespins).values(values).onConflictDoNothing().returning();
  return row;
}

// ---------------------------------------------------------------------------------------------------
// Bonus codes

export async function findCode(executor: Executor, code: string, lock = false): Promise<CodeRecord | undefined> {
  const query = executor.select().from(bonusCodes).where(eq(bonusCodes.code, code.toUpperCase()));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findCodeById(executor: Executor, id: string): Promise<CodeRecord | undefined> {
  const [row] = await executor.select().from(bonusCodes).where(eq(bonusCodes.id, id));
  return row;
}

/** Times the player used this code: redeemed or applied and consumed, or applied and still live. */
export async function codeUsesByPlayer(executor: Executor, playerId: string, codeId: string): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(playerBonusCodes)
    .where(
      and(
        eq(playerBonusCodes.playerId, playerId),
        eq(playerBonusCodes.codeId, codeId),
        isNull(playerBonusCodes.removedAt),
      ),
    );
  return row?.n ?? 0;
}

export async function liveCode(executor: Executor, playerId: string, trigger: number, lock = false) {
  const query = executor
    .select()
    .from(playerBonusCodes)
    .where(
      and(
        eq(playerBonusCodes.playerId, playerId),
        eq(playerBonusCodes.trigger, trigger),
        isNull(playerBonusCodes.removedAt),
        isNull(playerBonusCodes.consumedAt),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findLiveCodeById(executor: Executor, playerId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await executor
    .select()
    .from(playerBonusCodes)
    .where(
      and(
        eq(playerBonusCodes.id, id),
        eq(playerBonusCodes.playerId, playerId),
        isNull(playerBonusCodes.removedAt),
        isNull(playerBonusCodes.consumedAt),
      ),
    )
    .for('update');
  return row;
}

export async function failedAttemptsSince(executor: Executor, playerId: string, since: Date): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(bonusCodeAttempts)
    .where(and(eq(bonusCodeAttempts.playerId, playerId), gte(bonusCodeAttempts.createdAt, since)));
  return row?.n ?? 0;
}

export async function recordFailedAttempt(
  executor: Executor,
  playerId: string,
  code: string,
  status: number,
  at: Date,
) {
  await executor.insert(bonusCodeAttempts).values({ playerId, code: code.slice(0, 64), status, createdAt: at });
}

/** Serialises one player's bonus-code calls (the attempt limit, one live code) on every process. */
export async function lockPlayerCodes(executor: Executor, playerId: string): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`bonus-codes:${playerId}`}, 0))`);
}

// ---------------------------------------------------------------------------------------------------
// Jurisdictions and cashback

/**
 * The rule for a place: its region's (`CA-ON`, an ISO 3166-2 code) over its country's (`CA`), as a whole
 * (docs/decisions/0081). Players have no region on record: their country's rule applies.
 */
export async function jurisdiction(executor: Executor, country: string | null, region: string | null = null) {
  if (!country) return undefined;
  const keys = region ? [`${country}-${region}`, country] : [country];
  const rows = await executor.select().from(bonusJurisdictions).where(inArray(bonusJurisdictions.country, keys));
  return keys.map((k) => rows.find((row) => row.country === k)).find((row) => row !== undefined);
}

export async function cashbackProgram(executor: Executor, currency: string) {
  const [row] = await executor
    .select()
    .from(bonusCashbackPrograms)
    .where(and(eq(bonusCashbackPrograms.currency, currency), eq(bonusCashbackPrograms.isEnabled, true)));
  return row;
}
