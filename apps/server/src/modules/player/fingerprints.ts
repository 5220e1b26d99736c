import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { appendEvents } from '../../platform/outbox/outbox.ts';
import { updatedEvent } from './events.ts';
import { playerFingerprints, players } from './tables.ts';

export interface DuplicateDetector {
  /**
   * Remembers that `playerId` used `visitorId`; when another player used it too, both join the duplicate
   * segment (spec 01 §6) and a `player.updated` event names `segmentIds`. Never throws: a failure here
   * must not cost the player the login or registration it rides on.
   */
  record(tx: Executor, playerId: string, visitorId: string): Promise<void>;
}

/**
 * `segmentId` is asked each time (content settings may change on deploy); undefined turns marking off
 * but still records the fingerprint, so a segment configured later can be applied from history.
 */
export function createDuplicateDetector(deps: {
  segmentId: () => Promise<number | undefined>;
  onError?: (err: unknown) => void;
}): DuplicateDetector {
  async function record(tx: Executor, playerId: string, visitorId: string): Promise<void> {
    await tx
      .insert(playerFingerprints)
      .values({ playerId, visitorId })
      .onConflictDoUpdate({
        target: [playerFingerprints.playerId, playerFingerprints.visitorId],
        set: { lastSeen: sql`now()` },
      });
    const others = await tx
      .selectDistinct({ playerId: playerFingerprints.playerId })
      .from(playerFingerprints)
      .where(and(eq(playerFingerprints.visitorId, visitorId), ne(playerFingerprints.playerId, playerId)));
    if (others.length === 0) return;
    const segment = await deps.segmentId();
    if (segment === undefined) return;
    // Only rows not yet in the segment change, so a repeat login appends no event.
    const marked = await tx
      .update(players)
      .set({ segmentIds: sql`array_append(${players.segmentIds}, ${segment}::integer)`, updatedAt: new Date() })
      .where(
        and(
          inArray(players.id, [playerId, ...others.map((o) => o.playerId)]),
          sql`not (${segment}::integer = any(${players.segmentIds}))`,
        ),
      )
      .returning({ id: players.id });
    await appendEvents(
      tx,
      marked.map((row) => updatedEvent(row.id, ['segmentIds'])),
    );
  }

  return {
    async record(tx, playerId, visitorId) {
      try {
        // A savepoint: a failed statement would otherwise abort the caller's whole transaction.
        await tx.transaction((inner) => record(inner, playerId, visitorId));
      } catch (err) {
        deps.onError?.(err);
      }
    },
  };
}
