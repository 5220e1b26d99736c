import { staffMemberSchema } from '@croupier/contracts/admin-staff';
import { dataOf, errorResponses } from '@croupier/contracts/errors';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { PlayerModule } from '../../player/routes.ts';
import { appendAudit } from '../audit/log.ts';
import { staff } from '../tables.ts';
import { staffActor } from './access.ts';
import type { InvitationService } from './invitations.ts';
import { findStaff, toStaffMember } from './store.ts';

const tags = ['admin'];
const security = [{ adminCookie: [] }];
const params = z.object({ id: z.uuid('A staff id') });

/** Staff accounts after the invitation: enable a disabled one, reset the sign-in of one who lost access. */
export function registerStaffAccountRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    invitations: InvitationService;
    messages: PlayerModule['messages'];
    publicUrl: string;
    clock: () => Date;
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.post(
    '/api/admin/staff/:id/enable',
    {
      config: { adminAccess: 'staff.enable' },
      schema: {
        tags,
        security,
        summary: 'Enable a disabled staff account: active again, or invited if it never finished enrolling',
        description: '409 staff_not_disabled for an account that is not disabled.',
        params,
        response: { 200: dataOf(staffMemberSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = staffActor(request);
      const member = await db.transaction(async (tx) => {
        const found = await findStaff(tx, request.params.id, { lock: true });
        if (!found) throw new AppError(404, 'not_found', 'No such staff member');
        if (found.status !== 'disabled') {
          throw new AppError(409, 'staff_not_disabled', 'Only a disabled staff account can be enabled');
        }
        const status = found.totpConfirmedAt ? 'active' : 'invited';
        const [updated] = await tx.update(staff).set({ status }).where(eq(staff.id, found.id)).returning();
        if (!updated) throw new Error('staff row not updated');
        await appendAudit(
          tx,
          actor,
          {
            action: 'staff.enable',
            targetType: 'staff',
            targetId: found.id,
            before: { status: found.status },
            after: { status },
          },
          deps.clock(),
        );
        return updated;
      });
      return { data: toStaffMember(member) };
    },
  );

  api.post(
    '/api/admin/staff/:id/reset-sign-in',
    {
      config: { adminAccess: 'staff.reset_sign_in' },
      schema: {
        tags,
        security,
        summary: 'Reset a staff member’s sign-in (a lost authenticator): a new enrolment link by e-mail',
        description:
          'The account returns to invited with no password, authenticator or recovery codes, its sessions end ' +
          'and earlier links stop working. 409 cannot_reset_self for one’s own account; 409 staff_disabled for ' +
          'a disabled one (enable it first).',
        params,
        response: { 200: dataOf(staffMemberSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = staffActor(request);
      if (request.params.id === actor.staffId) {
        throw new AppError(409, 'cannot_reset_self', 'Ask another administrator to reset your sign-in');
      }
      const member = await db.transaction(async (tx) => {
        const found = await findStaff(tx, request.params.id, { lock: true });
        if (!found) throw new AppError(404, 'not_found', 'No such staff member');
        if (found.status === 'disabled') {
          throw new AppError(409, 'staff_disabled', 'Enable the account before resetting its sign-in');
        }
        const reset = await deps.invitations.reissue(tx, actor, found.id);
        const link = `${deps.publicUrl}/admin/enrol?token=${reset.token}`;
        await deps.messages.email(tx, {
          to: reset.member.email,
          subject: 'Set up your Croupier back-office sign-in again',
          text: `Your back-office sign-in was reset by an administrator.\n\nSet a new password and authenticator here:\n${link}\n\nThe link works once and expires ${reset.expiresAt.toISOString()}.`,
          links: [link],
        });
        return reset.member;
      });
      return { data: member };
    },
  );
}
