import type { StaffRole } from '@croupier/contracts/admin-staff';
import { adminErrorCodes } from '@croupier/contracts/admin-staff';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { type AuditActor, appendAudit } from '../audit/log.ts';
import { staff, staffInvitations, staffRecoveryCodes } from '../tables.ts';
import { randomToken, sha256 } from './secrets.ts';
import { findStaffByEmail, revokeSessions, toStaffMember } from './store.ts';

export const invitationInvalid = () =>
  new AppError(
    404,
    adminErrorCodes.invitationInvalid,
    'This invitation is not valid: it was used, expired or never sent',
  );

/**
 * Invitations (decision 0105): an invitation creates the staff row (status invited) and a one-time link,
 * which enrolment.ts follows; a reset of a lost sign-in sends a new one.
 */
export function createInvitationService(deps: { clock: () => Date; invitationHours: number }) {
  const { clock } = deps;

  return {
    /** In the caller's transaction; the caller sends or prints the link. */
    async invite(
      tx: Executor,
      actor: AuditActor,
      input: { email: string; roles: StaffRole[] },
    ): Promise<{ member: ReturnType<typeof toStaffMember>; token: string; expiresAt: Date }> {
      if (await findStaffByEmail(tx, input.email)) {
        throw new AppError(409, adminErrorCodes.staffExists, 'A staff account with this e-mail already exists', {
          email: ['A staff account with this e-mail already exists'],
        });
      }
      const [row] = await tx
        .insert(staff)
        .values({ email: input.email.trim().toLowerCase(), roles: input.roles, invitedBy: actor.staffId })
        .returning();
      if (!row) throw new Error('staff row not inserted');
      const token = randomToken();
      const now = clock();
      const expiresAt = new Date(now.getTime() + deps.invitationHours * 3_600_000);
      await tx.insert(staffInvitations).values({ staffId: row.id, tokenHash: sha256(token), expiresAt });
      const member = toStaffMember(row);
      await appendAudit(
        tx,
        actor,
        { action: 'staff.invite', targetType: 'staff', targetId: row.id, after: member },
        now,
      );
      return { member, token, expiresAt };
    },

    /**
     * A lost authenticator (or a password to replace): the account goes back to invited with no password,
     * secret or recovery codes, every session ends, and a new one-time link enrols it again. In the caller's
     * transaction; the caller sends the link.
     */
    async reissue(tx: Executor, actor: AuditActor, staffId: string) {
      const now = clock();
      const [before] = await tx.select().from(staff).where(eq(staff.id, staffId)).for('update');
      if (!before) throw new AppError(404, 'not_found', 'No such staff member');
      const [row] = await tx
        .update(staff)
        .set({ status: 'invited', passwordHash: null, totpSecret: null, totpConfirmedAt: null })
        .where(eq(staff.id, staffId))
        .returning();
      if (!row) throw new Error('staff row not updated');
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
      // Links sent before this one stop working: only the newest enrols.
      await tx
        .update(staffInvitations)
        .set({ usedAt: now })
        .where(and(eq(staffInvitations.staffId, staffId), isNull(staffInvitations.usedAt)));
      const sessionsEnded = await revokeSessions(tx, { staffId }, 'sign_in_reset', now);
      const token = randomToken();
      const expiresAt = new Date(now.getTime() + deps.invitationHours * 3_600_000);
      await tx.insert(staffInvitations).values({ staffId, tokenHash: sha256(token), expiresAt });
      const member = toStaffMember(row);
      await appendAudit(
        tx,
        actor,
        {
          action: 'staff.reset_sign_in',
          targetType: 'staff',
          targetId: staffId,
          before: { status: before.status },
          after: { status: member.status, sessionsEnded },
        },
        now,
      );
      return { member, token, expiresAt };
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
