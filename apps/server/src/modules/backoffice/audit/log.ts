import { maxUserAgentLength } from '@croupier/contracts/constants';
import { and, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { auditHead, auditLog } from '../tables.ts';
import { type AuditContent, asStoredJson, auditHash, genesisHash } from './chain.ts';

/** Who did it and from where, taken from the request that did it. */
export interface AuditActor {
  staffId: string | null;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one row in the caller's transaction, so the action and its audit row commit or roll back
 * together. The head row is locked first: concurrent writers wait for each other and the chain stays one
 * line (decision 0108).
 */
export async function appendAudit(tx: Executor, actor: AuditActor, entry: AuditEntry, at: Date): Promise<void> {
  const [head] = await tx.select().from(auditHead).where(eq(auditHead.id, 1)).for('update');
  if (!head) throw new Error('audit_head is missing: the migration seeds it');
  const content: AuditContent = {
    staffId: actor.staffId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: asStoredJson(entry.before),
    after: asStoredJson(entry.after),
    ip: actor.ip,
    userAgent: actor.userAgent?.slice(0, maxUserAgentLength) ?? null,
    // The column keeps milliseconds, so the hash is over what is stored.
    at: new Date(at.getTime()),
  };
  const hash = auditHash(head.lastHash, content);
  await tx.insert(auditLog).values({ ...content, prevHash: head.lastHash, hash });
  await tx.update(auditHead).set({ lastHash: hash }).where(eq(auditHead.id, 1));
}

export type AuditVerification =
  | { ok: true; rows: number }
  | { ok: false; rows: number; brokenId: string; reason: 'hash_mismatch' | 'prev_hash_mismatch' | 'head_mismatch' };

/**
 * Walks the chain in id order, recomputing every hash; the first row whose stored hash or link differs is
 * where it was tampered with. The head must name the last row's hash (a deleted tail shows there).
 */
export async function verifyAuditChain(db: Database, pageSize = 1000): Promise<AuditVerification> {
  let prev = genesisHash;
  let after = 0n;
  let rows = 0;
  for (;;) {
    const page = await db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.id} > ${after}`)
      .orderBy(auditLog.id)
      .limit(pageSize);
    for (const row of page) {
      rows++;
      if (row.prevHash !== prev) return { ok: false, rows, brokenId: String(row.id), reason: 'prev_hash_mismatch' };
      if (auditHash(prev, row) !== row.hash)
        return { ok: false, rows, brokenId: String(row.id), reason: 'hash_mismatch' };
      prev = row.hash;
      after = row.id;
    }
    if (page.length < pageSize) break;
  }
  const [head] = await db.select().from(auditHead).where(eq(auditHead.id, 1));
  if (head?.lastHash !== prev) return { ok: false, rows, brokenId: String(after), reason: 'head_mismatch' };
  return { ok: true, rows };
}

export interface AuditQuery {
  staffId?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Rows with a smaller id than this (keyset paging, newest first). */
  before?: bigint | undefined;
  limit: number;
}

export async function listAudit(db: Database, query: AuditQuery) {
  const conditions: SQL[] = [];
  if (query.staffId) conditions.push(eq(auditLog.staffId, query.staffId));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.targetType) conditions.push(eq(auditLog.targetType, query.targetType));
  if (query.targetId) conditions.push(eq(auditLog.targetId, query.targetId));
  if (query.from) conditions.push(gte(auditLog.at, query.from));
  if (query.to) conditions.push(lte(auditLog.at, query.to));
  if (query.before !== undefined) conditions.push(lt(auditLog.id, query.before));
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(query.limit);
}
