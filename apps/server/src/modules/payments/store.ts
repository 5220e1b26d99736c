import { paymentInvoiceStatus as S, paymentInvoiceType as T } from '@croupier/contracts/constants';
import type { InvoiceStatus, InvoicesQuery, InvoiceType } from '@croupier/contracts/payments';
import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { paymentInvoices } from './tables.ts';

export type InvoiceRecord = typeof paymentInvoices.$inferSelect & { type: InvoiceType; status: InvoiceStatus };

export async function findInvoice(
  executor: Executor,
  id: string,
  options: { playerId?: string; lock?: boolean } = {},
): Promise<InvoiceRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const where = and(
    eq(paymentInvoices.id, id),
    options.playerId ? eq(paymentInvoices.playerId, options.playerId) : undefined,
  );
  const query = executor.select().from(paymentInvoices).where(where);
  const [row] = options.lock ? await query.for('update') : await query;
  return row as InvoiceRecord | undefined;
}

export async function findByIdempotencyKey(
  executor: Executor,
  playerId: string,
  key: string,
): Promise<InvoiceRecord | undefined> {
  const [row] = await executor
    .select()
    .from(paymentInvoices)
    .where(and(eq(paymentInvoices.playerId, playerId), eq(paymentInvoices.idempotencyKey, key)));
  return row as InvoiceRecord | undefined;
}

export async function listInvoices(
  executor: Executor,
  playerId: string,
  query: InvoicesQuery,
): Promise<{ rows: InvoiceRecord[]; totalRows: number }> {
  if (query.invoiceId !== undefined && !isUuid(query.invoiceId)) return { rows: [], totalRows: 0 };
  const conditions: (SQL | undefined)[] = [
    eq(paymentInvoices.playerId, playerId),
    query.currency ? eq(paymentInvoices.currency, query.currency) : undefined,
    query.type ? eq(paymentInvoices.type, query.type) : undefined,
    query.status ? eq(paymentInvoices.status, query.status) : undefined,
    query.invoiceId ? eq(paymentInvoices.id, query.invoiceId) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    executor
      .select()
      .from(paymentInvoices)
      .where(where)
      .orderBy(desc(paymentInvoices.createdAt), desc(paymentInvoices.number))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    executor.select({ n: count() }).from(paymentInvoices).where(where),
  ]);
  return { rows: rows as InvoiceRecord[], totalRows: total?.n ?? 0 };
}

/** Withdrawals pending and not handed to a provider: what waits for an operator, oldest first. */
export async function listAwaitingReview(
  executor: Executor,
  page: { limit: number; offset: number },
): Promise<{ rows: InvoiceRecord[]; totalRows: number }> {
  const where = and(
    eq(paymentInvoices.type, T.withdrawal),
    eq(paymentInvoices.status, S.pending),
    eq(paymentInvoices.submitted, false),
  );
  const [rows, [total]] = await Promise.all([
    executor
      .select()
      .from(paymentInvoices)
      .where(where)
      .orderBy(paymentInvoices.createdAt, paymentInvoices.number)
      .limit(page.limit)
      .offset(page.offset),
    executor.select({ n: count() }).from(paymentInvoices).where(where),
  ]);
  return { rows: rows as InvoiceRecord[], totalRows: total?.n ?? 0 };
}

/** Successful deposits per currency of the player. */
export async function depositCounts(executor: Executor, playerId: string): Promise<Map<string, number>> {
  const rows = await executor
    .select({ currency: paymentInvoices.currency, n: count() })
    .from(paymentInvoices)
    .where(
      and(
        eq(paymentInvoices.playerId, playerId),
        eq(paymentInvoices.type, T.deposit),
        eq(paymentInvoices.status, S.success),
      ),
    )
    .groupBy(paymentInvoices.currency);
  return new Map(rows.map((r) => [r.currency, r.n]));
}

/** Pending, processing and successful deposits created in [from, to): what a deposit limit counts. */
export async function depositSum(
  executor: Executor,
  query: { playerId: string; currency: string; from: Date; to: Date },
): Promise<bigint> {
  const [row] = await executor
    .select({ total: sql<string>`coalesce(sum(${paymentInvoices.amountMinor}), 0)::text` })
    .from(paymentInvoices)
    .where(
      and(
        eq(paymentInvoices.playerId, query.playerId),
        eq(paymentInvoices.currency, query.currency),
        eq(paymentInvoices.type, T.deposit),
        inArray(paymentInvoices.status, [S.pending, S.processing, S.success]),
        gte(paymentInvoices.createdAt, query.from),
        lt(paymentInvoices.createdAt, query.to),
      ),
    );
  return BigInt(row?.total ?? '0');
}
