import { adminErrorCodes } from '@croupier/contracts/admin-staff';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { pendingDecisions } from './tables.ts';

export type DecisionKind = (typeof pendingDecisions.$inferSelect)['kind'];
export type PendingDecision = typeof pendingDecisions.$inferSelect;

/**
 * Four-eyes (decision 0109): a decision above the amount is taken in two steps by two different staff
 * members. The first records a pending decision; the second, by someone else, confirms it. The database
 * holds the rule too (CHECK decided_by <> requested_by; one open decision per subject).
 */
export async function openDecision(tx: Executor, kind: DecisionKind, subjectId: string, lock = true) {
  const query = tx
    .select()
    .from(pendingDecisions)
    .where(
      and(
        eq(pendingDecisions.kind, kind),
        eq(pendingDecisions.subjectId, subjectId),
        eq(pendingDecisions.status, 'pending'),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function requestDecision(
  tx: Executor,
  input: { kind: DecisionKind; subjectId: string; payload: unknown; staffId: string; at: Date },
): Promise<PendingDecision> {
  const [row] = await tx
    .insert(pendingDecisions)
    .values({
      kind: input.kind,
      subjectId: input.subjectId,
      payload: input.payload,
      requestedBy: input.staffId,
      requestedAt: input.at,
    })
    .returning();
  if (!row) throw new Error('pending decision not inserted');
  return row;
}

export function assertSecondPerson(decision: PendingDecision, staffId: string): void {
  if (decision.requestedBy === staffId) {
    throw new AppError(
      409,
      adminErrorCodes.sameStaff,
      'You made the first approval; a different staff member must confirm it',
    );
  }
}

export async function settleDecision(
  tx: Executor,
  decision: PendingDecision,
  status: 'confirmed' | 'refused',
  staffId: string,
  at: Date,
): Promise<PendingDecision> {
  const [row] = await tx
    .update(pendingDecisions)
    .set({ status, decidedBy: staffId, decidedAt: at })
    .where(eq(pendingDecisions.id, decision.id))
    .returning();
  if (!row) throw new Error('pending decision not settled');
  return row;
}

export function fourEyesView(decision: PendingDecision | undefined, needed: boolean) {
  if (!decision) {
    return {
      status: needed ? ('awaiting_first' as const) : ('not_needed' as const),
      requestedBy: null,
      requestedAt: null,
      decidedBy: null,
    };
  }
  return {
    status: decision.status === 'pending' ? ('awaiting_second' as const) : decision.status,
    requestedBy: decision.requestedBy,
    requestedAt: decision.requestedAt.toISOString(),
    decidedBy: decision.decidedBy,
  };
}

export async function findDecision(tx: Executor, kind: DecisionKind, id: string) {
  const [row] = await tx
    .select()
    .from(pendingDecisions)
    .where(and(eq(pendingDecisions.id, id), eq(pendingDecisions.kind, kind)))
    .for('update');
  return row;
}

export async function openDecisions(tx: Executor, kind: DecisionKind) {
  return tx
    .select()
    .from(pendingDecisions)
    .where(and(eq(pendingDecisions.kind, kind), eq(pendingDecisions.status, 'pending')))
    .orderBy(pendingDecisions.requestedAt)
    .limit(200);
}
