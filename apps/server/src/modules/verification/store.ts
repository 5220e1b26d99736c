import type { KycProviderName } from '@croupier/contracts/verification';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { kycApplicants, kycWebhookEvents, playerDocuments } from './tables.ts';

export type ApplicantRecord = typeof kycApplicants.$inferSelect;
export type DocumentRecord = typeof playerDocuments.$inferSelect;
export type NewDocument = typeof playerDocuments.$inferInsert;

// --- applicants ------------------------------------------------------------------------------------

export async function findApplicantOfPlayer(
  db: Executor,
  playerId: string,
  provider: KycProviderName,
): Promise<ApplicantRecord | undefined> {
  const [row] = await db
    .select()
    .from(kycApplicants)
    .where(and(eq(kycApplicants.playerId, playerId), eq(kycApplicants.provider, provider)))
    .limit(1);
  return row;
}

/** Locks the row: a webhook and a restart must not interleave on one case. */
export async function findApplicantByExternalId(
  db: Executor,
  provider: KycProviderName,
  externalId: string,
  options: { lock?: boolean } = {},
): Promise<ApplicantRecord | undefined> {
  const query = db
    .select()
    .from(kycApplicants)
    .where(and(eq(kycApplicants.provider, provider), eq(kycApplicants.externalId, externalId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Inserts unless the player already has a case with this provider (two tabs starting at once). */
export async function insertApplicantIfNew(
  db: Executor,
  values: { playerId: string; provider: KycProviderName; externalId: string },
): Promise<ApplicantRecord | undefined> {
  const [row] = await db
    .insert(kycApplicants)
    .values(values)
    .onConflictDoNothing({ target: [kycApplicants.playerId, kycApplicants.provider] })
    .returning();
  return row;
}

export async function updateApplicant(
  db: Executor,
  id: string,
  values: Partial<Pick<ApplicantRecord, 'applicantId' | 'status' | 'reviewAnswer' | 'providerData'>>,
): Promise<ApplicantRecord> {
  const [row] = await db
    .update(kycApplicants)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(kycApplicants.id, id))
    .returning();
  if (!row) throw new Error(`kyc applicant ${id} vanished during an update`);
  return row;
}

/** True the first time a delivery is seen; false for a replay. */
export async function recordWebhookEvent(db: Executor, provider: KycProviderName, eventId: string): Promise<boolean> {
  const rows = await db
    .insert(kycWebhookEvents)
    .values({ provider, eventId })
    .onConflictDoNothing()
    .returning({ eventId: kycWebhookEvents.eventId });
  return rows.length > 0;
}

// --- documents -------------------------------------------------------------------------------------

export async function listDocuments(db: Executor, playerId: string): Promise<DocumentRecord[]> {
  return db
    .select()
    .from(playerDocuments)
    .where(eq(playerDocuments.playerId, playerId))
    .orderBy(desc(playerDocuments.createdAt), desc(playerDocuments.id));
}

export async function countDocuments(db: Executor, playerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(playerDocuments).where(eq(playerDocuments.playerId, playerId));
  return row?.n ?? 0;
}

/** Only the owner's document: another player's id looks exactly like a missing one. */
export async function findDocument(db: Executor, playerId: string, id: string): Promise<DocumentRecord | undefined> {
  const [row] = await db
    .select()
    .from(playerDocuments)
    .where(and(eq(playerDocuments.id, id), eq(playerDocuments.playerId, playerId)))
    .limit(1);
  return row;
}

export async function insertDocument(db: Executor, values: NewDocument): Promise<DocumentRecord> {
  const [row] = await db.insert(playerDocuments).values(values).returning();
  if (!row) throw new Error('document insert returned nothing');
  return row;
}

/** Deletes only while the status is still the given one, so a concurrent review wins. */
export async function deleteDocumentWithStatus(
  db: Executor,
  playerId: string,
  id: string,
  status: number,
): Promise<DocumentRecord | undefined> {
  const [row] = await db
    .delete(playerDocuments)
    .where(and(eq(playerDocuments.id, id), eq(playerDocuments.playerId, playerId), eq(playerDocuments.status, status)))
    .returning();
  return row;
}

/** Cases in one status, oldest first (the back office's review queue). */
export async function listApplicantsByStatus(
  db: Executor,
  status: ApplicantRecord['status'],
  limit: number,
): Promise<ApplicantRecord[]> {
  return db
    .select()
    .from(kycApplicants)
    .where(eq(kycApplicants.status, status))
    .orderBy(asc(kycApplicants.updatedAt))
    .limit(limit);
}

export async function findApplicantById(db: Executor, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(kycApplicants).where(eq(kycApplicants.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Any player's document by id: the back office's review reads files across players. */
export async function findDocumentById(db: Executor, id: string): Promise<DocumentRecord | undefined> {
  const [row] = await db.select().from(playerDocuments).where(eq(playerDocuments.id, id)).limit(1);
  return row;
}
