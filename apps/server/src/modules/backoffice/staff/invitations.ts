import type { StaffRole } from '@croupier/contracts/admin-staff';
import { adminErrorCodes } from '@croupier/contracts/admin-staff';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { hashPassword } from '../../player/passwords.ts';
import { type AuditActor, appendAudit } from '../audit/log.ts';
import { staff, staffInvitations, staffRecoveryCodes } from '../tables.ts';
import { newRecoveryCode, normaliseRecoveryCode, randomToken, sha256 } from './secrets.ts';
import { findLiveInvitation, findStaffByEmail, revokeSessions, toStaffMember } from './store.ts';
import { enrolmentOf, matchingStep, newTotpSecret } from './totp.ts';

const recoveryCodeCount = 10;

const invitationInvalid = () =>
  new AppError(
    404,
    adminErrorCodes.invitationInvalid,
    'This invitation is not valid: it was used, expired or never sent',
  );

/**
 * Invitations and enrolment (decision 0105): an invitation creates the staff row (status invited) and a
 * one-time link; following it sets a password and a TOTP secret; confirming a code from the app activates
 * the account and shows the recovery codes once.
 */
export function createInvitationService(deps: { db: Database; clock: () => Date; invitationHours: number }) {
  const { db, clock } = deps;

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

    /** Step 1 of enrolment: name, password and a fresh TOTP secret (again on a repeat: a lost QR code). */
    async start(input: { token: string; name: string; password: string }) {
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const found = await findLiveInvitation(tx, sha256(input.token), clock(), true);
        if (found?.member.status !== 'invited') throw invitationInvalid();
        const secret = newTotpSecret();
        await tx
          .update(staff)
          .set({ name: input.name, passwordHash, totpSecret: secret, totpConfirmedAt: null })
          .where(eq(staff.id, found.member.id));
        return enrolmentOf(secret, found.member.email);
      });
    },

    /** Step 2: a code from the app proves the secret was stored; the account becomes active. */
    async confirm(input: { token: string; code: string }, client: Omit<AuditActor, 'staffId'>) {
      return db.transaction(async (tx) => {
        const now = clock();
        const found = await findLiveInvitation(tx, sha256(input.token), now, true);
        if (found?.member.status !== 'invited') throw invitationInvalid();
        const { member, invitation } = found;
        if (!member.totpSecret || !member.passwordHash) {
          throw new AppError(409, 'enrolment_not_started', 'Choose a password and scan the QR code first');
        }
        const step = matchingStep(member.totpSecret, input.code, now);
        if (step === null) {
          throw new AppError(400, adminErrorCodes.invalidCode, 'The code is not valid', {
            code: ['The code is not valid'],
          });
        }
        await tx
          .update(staff)
          .set({ status: 'active', totpConfirmedAt: now, totpLastStep: step })
          .where(eq(staff.id, member.id));
        await tx.update(staffInvitations).set({ usedAt: now }).where(eq(staffInvitations.id, invitation.id));
        const recoveryCodes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
        await tx
          .insert(staffRecoveryCodes)
          .values(recoveryCodes.map((code) => ({ staffId: member.id, codeHash: sha256(normaliseRecoveryCode(code)) })));
        await appendAudit(
          tx,
          { ...client, staffId: member.id },
          { action: 'staff.enrol', targetType: 'staff', targetId: member.id, after: { status: 'active' } },
          now,
        );
        return { recoveryCodes };
      });
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
