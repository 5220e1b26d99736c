import type { StaffRole } from '@croupier/contracts/admin-staff';
import type { Database } from '../../../platform/db/database.ts';
import { createInvitationService } from './invitations.ts';

/**
 * What `npm run admin:create` does: a staff account invited with the given roles and its one-time link,
 * printed rather than e-mailed, so the very first administrator needs no one to invite them and no
 * default password exists anywhere. Audited with no staff id (the command line did it).
 */
export async function inviteFromCommandLine(
  db: Database,
  input: { email: string; roles: StaffRole[]; publicUrl: string; invitationHours: number; clock?: () => Date },
): Promise<{ link: string; token: string; expiresAt: Date; staffId: string }> {
  const invitations = createInvitationService({
    clock: input.clock ?? (() => new Date()),
    invitationHours: input.invitationHours,
  });
  const invited = await db.transaction((tx) =>
    invitations.invite(tx, { staffId: null, ip: null, userAgent: 'admin:create command' }, input),
  );
  return {
    link: `${input.publicUrl}/admin/enrol?token=${invited.token}`,
    token: invited.token,
    expiresAt: invited.expiresAt,
    staffId: invited.member.id,
  };
}
