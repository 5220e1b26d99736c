import type { PushPayload } from '@croupier/contracts/push';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../platform/db/database.ts';
import { pushDeliveries, pushSubscriptions, pushVapidKeys } from './tables.ts';

export type StoredSubscription = typeof pushSubscriptions.$inferSelect;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The stored key pair, or `made` stored first: concurrent first starts agree on whichever row won. */
export async function vapidKeysOr(db: Executor, made: () => VapidKeys): Promise<VapidKeys> {
  const [stored] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1));
  if (stored) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  await db
    .insert(pushVapidKeys)
    .values({ id: 1, ...made() })
    .onConflictDoNothing();
  const [row] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1));
  if (!row) throw new Error('the VAPID keys were not stored');
  return { publicKey: row.publicKey, privateKey: row.privateKey };
}

export type PushProviderName = StoredSubscription['provider'];

/** A device to push to: a browser's own subscription (webpush) or the OneSignal SDK's (keys null). */
export type NewSubscription = { playerId: string; endpoint: string; userAgent: string | null } & (
  | { provider: 'webpush'; p256dh: string; auth: string }
  | { provider: 'onesignal'; p256dh: null; auth: null }
);

/** Stores the device's subscription for the player, taking the endpoint over from whoever held it. */
export async function saveSubscription(db: Executor, row: NewSubscription): Promise<StoredSubscription> {
  const [saved] = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        playerId: row.playerId,
        provider: row.provider,
        p256dh: row.p256dh,
        auth: row.auth,
        userAgent: row.userAgent,
        failures: 0,
        createdAt: sql`now()`,
      },
    })
    .returning();
  if (!saved) throw new Error('the subscription was not stored');
  return saved;
}

/** Answers whether the player had that endpoint; another player's is left alone. */
export async function removeOwnSubscription(db: Executor, playerId: string, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.playerId, playerId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** The players' devices of the push provider in use: those of a provider the operator left get nothing. */
export const subscriptionsOfPlayers = (
  db: Executor,
  playerIds: string[],
  provider: PushProviderName,
): Promise<StoredSubscription[]> =>
  playerIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(pushSubscriptions)
        .where(and(inArray(pushSubscriptions.playerId, playerIds), eq(pushSubscriptions.provider, provider)));

export const subscriptionsById = (db: Executor, ids: string[]): Promise<StoredSubscription[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));

export async function removeSubscription(db: Executor, id: string): Promise<void> {
  await db.delete(pushDeliveries).where(eq(pushDeliveries.subscriptionId, id));
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function recordDelivery(db: Executor, id: string, delivered: boolean, at: Date): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set(delivered ? { lastPushedAt: at, failures: 0 } : { failures: sql`${pushSubscriptions.failures} + 1` })
    .where(eq(pushSubscriptions.id, id));
}

export async function queueDeliveries(
  db: Executor,
  rows: { subscriptionId: string; payload: PushPayload }[],
): Promise<void> {
  if (rows.length > 0) await db.insert(pushDeliveries).values(rows);
}

export interface ClaimedDelivery {
  id: number;
  subscriptionId: string;
  payload: PushPayload;
  attempts: number;
}

/**
 * Takes up to `limit` due pushes for `claimMs`: they are this sender's until then, and anyone's again after,
 * should it die before it finishes them. Rows another process is claiming are skipped, not waited for.
 */
export async function claimDue(db: Executor, limit: number, claimMs: number): Promise<ClaimedDelivery[]> {
  const rows = await queryRows<{ id: string; subscription_id: string; payload: PushPayload; attempts: number }>(
    db,
    sql`update push_deliveries set due_at = now() + ${claimMs} * interval '1 millisecond', attempts = attempts + 1
        where id in (select id from push_deliveries where due_at <= now() order by due_at limit ${limit}
                     for update skip locked)
        returning id, subscription_id, payload, attempts`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    subscriptionId: r.subscription_id,
    payload: r.payload,
    attempts: r.attempts,
  }));
}

export async function finishDelivery(db: Executor, id: number): Promise<void> {
  await db.delete(pushDeliveries).where(eq(pushDeliveries.id, id));
}

export async function retryDelivery(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(pushDeliveries).set({ dueAt: at }).where(eq(pushDeliveries.id, id));
}
