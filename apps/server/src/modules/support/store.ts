import type { SupportConversation, SupportMessage } from '@croupier/contracts/support';
import { and, asc, count, desc, eq, gt, inArray, lt, max, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { supportConversations, supportMessages } from './tables.ts';

export type ConversationRow = typeof supportConversations.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect;

export const messageView = (row: MessageRow): SupportMessage => ({
  id: row.id,
  seq: row.seq,
  conversationId: row.conversationId,
  author: row.author,
  agentName: row.author === 'agent' ? (row.agentName ?? null) : null,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

export const conversationView = (row: ConversationRow, unread: number): SupportConversation => ({
  id: row.id,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
  unread,
});

export async function openConversationOf(
  executor: Executor,
  playerId: string,
  lock = false,
): Promise<ConversationRow | undefined> {
  const query = executor
    .select()
    .from(supportConversations)
    .where(and(eq(supportConversations.playerId, playerId), eq(supportConversations.status, 'open')));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function conversationById(
  executor: Executor,
  id: string,
  lock = false,
): Promise<ConversationRow | undefined> {
  const query = executor.select().from(supportConversations).where(eq(supportConversations.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The player's open conversation, started now if none is; two first messages at once agree on one row. */
export async function openOrStart(tx: Executor, playerId: string, tags: string[], now: Date): Promise<ConversationRow> {
  await tx
    .insert(supportConversations)
    .values({ playerId, tags, createdAt: now, lastMessageAt: now })
    .onConflictDoNothing({
      target: supportConversations.playerId,
      where: sql`${supportConversations.status} = 'open'`,
    });
  const row = await openConversationOf(tx, playerId, true);
  if (!row) throw new Error('the open conversation just made is missing');
  return row;
}

/** Messages by one side after a seq: the other side's unread count. */
export async function countAfter(
  executor: Executor,
  conversationId: string,
  author: 'player' | 'agent',
  afterSeq: number,
): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        eq(supportMessages.author, author),
        gt(supportMessages.seq, afterSeq),
      ),
    );
  return row?.n ?? 0;
}

/** A page of history, oldest first: the `limit` messages before `beforeSeq` (the latest without it). */
export async function historyPage(
  executor: Executor,
  conversationId: string,
  page: { before?: number | undefined; limit: number },
): Promise<{ messages: MessageRow[]; hasMore: boolean }> {
  const conditions: SQL[] = [eq(supportMessages.conversationId, conversationId)];
  if (page.before !== undefined) conditions.push(lt(supportMessages.seq, page.before));
  const rows = await executor
    .select()
    .from(supportMessages)
    .where(and(...conditions))
    .orderBy(desc(supportMessages.seq))
    .limit(page.limit + 1);
  return { messages: rows.slice(0, page.limit).reverse(), hasMore: rows.length > page.limit };
}

export async function lastSeq(executor: Executor, conversationId: string): Promise<number> {
  const [row] = await executor
    .select({ seq: max(supportMessages.seq) })
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversationId));
  return row?.seq ?? 0;
}

export async function messageByKey(executor: Executor, playerId: string, key: string): Promise<MessageRow | undefined> {
  const [row] = await executor
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.playerId, playerId), eq(supportMessages.idempotencyKey, key)));
  return row;
}

/** Conversations for the agents' list: open ones first, then by latest activity. */
export async function conversationPage(
  executor: Executor,
  query: { status: 'open' | 'closed' | 'all'; page: number; perPage: number },
): Promise<{ rows: ConversationRow[]; total: number }> {
  const where = query.status === 'all' ? undefined : eq(supportConversations.status, query.status);
  const [rows, [total]] = await Promise.all([
    executor
      .select()
      .from(supportConversations)
      .where(where)
      .orderBy(
        sql`case when ${supportConversations.status} = 'open' then 0 else 1 end`,
        desc(supportConversations.lastMessageAt),
        asc(supportConversations.id),
      )
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    executor.select({ n: count() }).from(supportConversations).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The latest message of each conversation. */
export async function lastMessages(executor: Executor, conversationIds: string[]): Promise<Map<string, MessageRow>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await executor
    .selectDistinctOn([supportMessages.conversationId])
    .from(supportMessages)
    .where(inArray(supportMessages.conversationId, conversationIds))
    .orderBy(supportMessages.conversationId, desc(supportMessages.seq));
  return new Map(rows.map((row) => [row.conversationId, row]));
}
