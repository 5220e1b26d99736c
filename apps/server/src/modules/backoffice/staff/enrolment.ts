import { adminErrorCodes } from '@croupier/contracts/admin-staff';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { hashPassword } from '../../player/passwords.ts';
import { type AuditActor, appendAudit } from '../audit/log.ts';
import { staff, staffInvitations, staffRecoveryCodes } from '../tables.ts';
import { invitationInvalid } from './invitations.ts';
import { newRecoveryCode, normaliseRecoveryCode, sha256 } from './secrets.ts';
import { findLiveInvitation } from './store.ts';
import { enrolmentOf, matchingStep, newTotpSecret } from './totp.ts';
import type { TotpVault } from './totp-vault.ts';

const recoveryCodeCount = 10;

/**
 * Enrolment by an invitation's link (decision 0105): a password and a TOTP secret, then a code from the app
 * activates the account and shows the recovery codes once. The secret is stored sealed (decision 0126).
 */
export function createEnrolment(deps: { db: Database; clock: () => Date; vault: TotpVault }) {
  const { db, clock, vault } = deps;

  return {
    /** Step 1 of enrolment: name, password and a fresh TOTP secret (again on a repeat: a lost QR code). */
    async start(input: { token: string; name: string; password: string }) {
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const found = await findLiveInvitation(tx, sha256(input.token), clock(), true);
        if (found?.member.status !== 'invited') throw invitationInvalid();
        const secret = newTotpSecret();
        await tx
          .update(staff)
          .set({ name: input.name, passwordHash, totpSecret: vault.seal(secret), totpConfirmedAt: null })
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
        const step = matchingStep(vault.open(member.totpSecret), input.code, now);
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

export type Enrolment = ReturnType<typeof createEnrolment>;
