import {
  type Broadcast,
  type BroadcastBody,
  messengerErrorCodes,
  messengerTopics,
} from '@croupier/contracts/messenger';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { appendEvents, type DomainEvent } from '../../platform/outbox/outbox.ts';
import type { PlayerAccess } from '../player/access.ts';
import type { Messenger } from './messenger.ts';
import { advanceBroadcast, type BroadcastRow, findBroadcast, insertBroadcast } from './messenger-store.ts';
import { broadcastKind } from './messenger-texts.ts';

/**
 * An operator's broadcast to a segment (decision 0078). Creating it stores the words and appends the first
 * fan-out step; each step, handed to the `messenger-broadcasts` subscriber in whatever process takes its
 * cursor, writes the messages of the next page of players and appends the step after it, all in one
 * transaction. A step that dies is redone whole; a step told twice finds the broadcast moved past it.
 */

export interface FanOutStep {
  broadcastId: string;
  /** The last player id the previous step reached; null for the first step. */
  after: string | null;
}

const fanOutEvent = (step: FanOutStep): DomainEvent => ({
  topic: messengerTopics.broadcastFanOut,
  aggregateId: step.broadcastId,
  payload: step,
});

export function broadcastView(row: BroadcastRow): Broadcast {
  return {
    id: row.id,
    key: row.key,
    segmentId: row.segmentId,
    createdAt: row.createdAt.toISOString(),
    recipients: row.recipients,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** jsonb keeps its own key order: compare texts by locale, not as stored. */
const sameTexts = (a: unknown, b: Record<string, string>) =>
  JSON.stringify(sorted(a as Record<string, string>)) === JSON.stringify(sorted(b));
const sorted = (texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).sort(([a], [b]) => a.localeCompare(b)));

export function createBroadcasts(deps: {
  db: Database;
  access: PlayerAccess;
  messenger: Messenger;
  /** Which of a page of players get no marketing now (self-excluded, cooling off). */
  blocked: (tx: Executor, playerIds: string[], now: Date) => Promise<Set<string>>;
  clock: () => Date;
  pageSize: number;
}) {
  const { db, access, messenger } = deps;

  return {
    /**
     * Stores the broadcast and its first step; the same key again answers the first one (created false). In the
     * caller's transaction when given one (the back office writes its audit row with it).
     */
    async create(body: BroadcastBody, executor?: Executor): Promise<{ broadcast: Broadcast; created: boolean }> {
      const within = <T>(work: (tx: Executor) => Promise<T>) => (executor ? work(executor) : db.transaction(work));
      return within(async (tx) => {
        const inserted = await insertBroadcast(tx, {
          key: body.key,
          segmentId: body.segmentId,
          title: sorted(body.title),
          body: sorted(body.body),
        });
        if (inserted) {
          await appendEvents(tx, [fanOutEvent({ broadcastId: inserted.id, after: null })]);
          return { broadcast: broadcastView(inserted), created: true };
        }
        const existing = await findBroadcast(tx, { key: body.key });
        if (
          !existing ||
          existing.segmentId !== body.segmentId ||
          !sameTexts(existing.title, body.title) ||
          !sameTexts(existing.body, body.body)
        ) {
          throw new AppError(409, messengerErrorCodes.broadcastKeyReused, 'This key was used for another broadcast');
        }
        return { broadcast: broadcastView(existing), created: false };
      });
    },

    async find(id: string): Promise<Broadcast> {
      const row = await findBroadcast(db, { id });
      if (!row) throw new AppError(404, messengerErrorCodes.broadcastNotFound, 'No such broadcast');
      return broadcastView(row);
    },

    /** One step of a fan-out, in the subscriber's transaction. */
    async fanOut(tx: Executor, step: FanOutStep): Promise<void> {
      const row = await findBroadcast(tx, { id: step.broadcastId }, { lock: true });
      // Finished, or already past this step: a replayed step changes nothing.
      if (!row || row.completedAt || row.fanOutAfter !== step.after) return;
      const page = await access.segmentPage(tx, { segmentId: row.segmentId, after: step.after, limit: deps.pageSize });
      const blocked = await deps.blocked(
        tx,
        page.map((p) => p.id),
        deps.clock(),
      );
      const reached = await messenger.send(
        tx,
        page
          .filter((p) => !blocked.has(p.id))
          .map((p) => ({
            playerId: p.id,
            kind: broadcastKind,
            sourceKey: `broadcast:${row.id}`,
            broadcastId: row.id,
            locale: p.locale,
            broadcast: { title: row.title as Record<string, string>, body: row.body as Record<string, string> },
          })),
      );
      const last = page.at(-1)?.id ?? step.after;
      const more = page.length === deps.pageSize;
      await advanceBroadcast(tx, row.id, { after: last, reached, completed: !more });
      if (more) await appendEvents(tx, [fanOutEvent({ broadcastId: row.id, after: last })]);
    },
  };
}

export type Broadcasts = ReturnType<typeof createBroadcasts>;
