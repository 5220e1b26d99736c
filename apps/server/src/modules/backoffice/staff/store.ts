import type { StaffMember, StaffRole } from '@croupier/contracts/admin-staff';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { staff, staffInvitations, staffRecoveryCodes, staffSessions } from '../tables.ts';

export type StaffRecord = typeof staff.$inferSelect;
export type StaffSessionRecord = typeof staffSessions.$inferSelect;

export function toStaffMember(row: StaffRecord): StaffMember {
  return { id: row.id, email: row.email, name: row.name, roles: row.roles as StaffRole[], status: row.status };
}

export async function findStaffByEmail(executor: Executor, email: string): Promise<StaffRecord | undefined> {
  const [row] = await executor.select().from(staff).where(eq(staff.email, email.trim().toLowerCase()));
  return row;
}

export async function findStaff(executor: Executor, id: string, options: { lock?: boolean } = {}) {
  const query = executor.select().from(staff).where(eq(staff.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Accepts the TOTP step only if it is newer than the last accepted one: a code works once. */
export async function acceptTotpStep(executor: Executor, staffId: string, step: number): Promise<boolean> {
  const rows = await executor
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, staffId), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return rows.length === 1;
}

export async function consumeRecoveryCode(executor: Executor, staffId: string, codeHash: string, at: Date) {
  const rows = await executor
    .update(staffRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length === 1;
}

/** A live invitation by its token's hash, with its staff row. */
export async function findLiveInvitation(executor: Executor, tokenHash: string, now: Date, lock = false) {
  const query = executor
    .select({ invitation: staffInvitations, member: staff })
    .from(staffInvitations)
    .innerJoin(staff, eq(staff.id, staffInvitations.staffId))
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash),
        isNull(staffInvitations.usedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findSessionByToken(executor: Executor, tokenHash: string) {
  const [row] = await executor
    .select({ session: staffSessions, member: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)));
  return row;
}

export async function revokeSessions(
  executor: Executor,
  where: { staffId: string; sessionId?: string },
  reason: string,
  at: Date,
): Promise<number> {
  const rows = await executor
    .update(staffSessions)
    .set({ revokedAt: at, revokeReason: reason })
    .where(
      and(
        eq(staffSessions.staffId, where.staffId),
        isNull(staffSessions.revokedAt),
        where.sessionId ? eq(staffSessions.id, where.sessionId) : undefined,
      ),
    )
    .returning({ id: staffSessions.id });
  return rows.length;
}
