import type { Executor } from '../db/database.ts';
import { outboxEvents } from './tables.ts';

export interface DomainEvent<P = unknown> {
  topic: string;
  aggregateId: string;
  payload: P;
}

/**
 * Appends events inside the caller's transaction, so an event exists if and only if its state change
 * committed. Dispatch happens later (see dispatcher.ts).
 */
export async function appendEvents(tx: Executor, events: DomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx
    .insert(outboxEvents)
    .values(events.map((e) => ({ topic: e.topic, aggregateId: e.aggregateId, payload: e.payload as object })));
}
