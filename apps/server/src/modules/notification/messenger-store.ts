import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { messengerBroadcasts, messengerMessages } from './tables.ts';

export type MessageRow = typeof messengerMessages.$inferSelect;
export type NewMessageRow = typeof messengerMessages.$inferInsert;
export type BroadcastRow = typeof messengerBroadcasts.$inferSelect;

/** A message with its broadcast's words when it is one. */
export interface StoredMessage extends Omit<MessageRow, 'seq'> {
  broadcastTitle: Record<string, string> | null;
  broadcastBody: Record<string, string> | null;
}

/** Inserts the messages not written yet (by player and source key); answers only the new ones. */
export async function insertMessages(tx: Executor, rows: NewMessageRow[]): Promise<MessageRow[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(messengerMessages)
    .values(rows)
    .onConflictDoNothing({ target: [messengerMessages.playerId, messengerMessages.sourceKey] })
    .returning();
}

export async function pageOfMessages(
  db: Executor,
  playerId: string,
  page: { limit: number; offset: number },
): Promise<StoredMessage[]> {
  return db
    .select({
      id: messengerMessages.id,
      playerId: messengerMessages.playerId,
      kind: messengerMessages.kind,
      params: messengerMessages.params,
      sourceKey: messengerMessages.sourceKey,
      broadcastId: messengerMessages.broadcastId,
      createdAt: messengerMessages.createdAt,
      readAt: messengerMessages.readAt,
      broadcastTitle: sql<Record<string, string> | null>`${messengerBroadcasts.title}`,
      broadcastBody: sql<Record<string, string> | null>`${messengerBroadcasts.body}`,
    })
    .from(messengerMessages)
    .leftJoin(messengerBroadcasts, eq(messengerBroadcasts.id, messengerMessages.broadcastId))
    .where(eq(messengerMessages.playerId, playerId))
    .orderBy(desc(messengerMessages.createdAt), desc(messengerMessages.seq))
    .limit(page.limit)
    .offset(page.offset);
}

export async function messageCounts(db: Executor, playerId: string): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${messengerMessages.readAt} is null)::int`,
    })
    .from(messengerMessages)
    .where(eq(messengerMessages.playerId, playerId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** Which of these ids are the player's messages. */
export async function ownedMessageIds(db: Executor, playerId: string, ids: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: messengerMessages.id })
    .from(messengerMessages)
    .where(and(eq(messengerMessages.playerId, playerId), inArray(messengerMessages.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Marks unread messages read (all of the player's when ids is undefined); answers how many it marked. */
export async function markRead(tx: Executor, playerId: string, ids: string[] | undefined): Promise<number> {
  const conditions = [eq(messengerMessages.playerId, playerId), isNull(messengerMessages.readAt)];
  if (ids) conditions.push(inArray(messengerMessages.id, ids));
  const rows = await tx
    .update(messengerMessages)
    .set({ readAt: sql`now()` })
    .where(and(...conditions))
    .returning({ id: messengerMessages.id });
  return rows.length;
}

// ---------------------------------------------------------------------------------------------------
// Broadcasts

export async function insertBroadcast(
  tx: Executor,
  values: typeof messengerBroadcasts.$inferInsert,
): Promise<BroadcastRow | undefined> {
  const [row] = await tx
    .insert(messengerBroadcasts)
    .values(values)
    .onConflictDoNothing({ target: messengerBroadcasts.key })
    .returning();
  return row;
}

export async function findBroadcast(
  db: Executor,
  by: { id: string } | { key: string },
  options: { lock?: boolean } = {},
): Promise<BroadcastRow | undefined> {
  const where = 'id' in by ? eq(messengerBroadcasts.id, by.id) : eq(messengerBroadcasts.key, by.key);
  const query = db.select().from(messengerBroadcasts).where(where).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function advanceBroadcast(
  tx: Executor,
  id: string,
  step: { after: string | null; reached: number; completed: boolean },
): Promise<void> {
  await tx
    .update(messengerBroadcasts)
    .set({
      fanOutAfter: step.after,
      recipients: sql`${messengerBroadcasts.recipients} + ${step.reached}`,
      ...(step.completed ? { completedAt: sql`now()` } : {}),
    })
    .where(eq(messengerBroadcasts.id, id));
}
