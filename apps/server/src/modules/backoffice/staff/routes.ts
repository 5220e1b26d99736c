import {
  adminMeSchema,
  adminSessionCookie,
  enrolmentConfirmBodySchema,
  enrolmentConfirmResponseSchema,
  enrolmentStartBodySchema,
  enrolmentStartResponseSchema,
  inviteBodySchema,
  inviteResponseSchema,
  signInBodySchema,
  staffMemberSchema,
} from '@croupier/contracts/admin-staff';
import { dataOf, errorResponses } from '@croupier/contracts/errors';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { PlayerModule } from '../../player/routes.ts';
import { appendAudit } from '../audit/log.ts';
import { staff } from '../tables.ts';
import { auditActor, currentStaff, staffActor } from './access.ts';
import type { Enrolment } from './enrolment.ts';
import type { InvitationService } from './invitations.ts';
import { permissionsOf } from './permissions.ts';
import { sha256 } from './secrets.ts';
import type { SessionSettings, StaffSessions } from './sessions.ts';
import { findStaff, revokeSessions, toStaffMember } from './store.ts';

const tags = ['admin'];
const security = [{ adminCookie: [] }];
const ok = z.object({ status: z.string() });

function limiter(app: FastifyInstance, name: string, max: number, key: (request: FastifyRequest) => string) {
  const check = app.createRateLimit({
    max,
    timeWindow: '15 minutes',
    keyGenerator: (request) => `admin:${name}:${key(request)}`,
  });
  const handler: preHandlerAsyncHookHandler = async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError(429, 'too_many_requests', `Too many attempts; try again in ${result.ttlInSeconds} seconds`);
    }
  };
  return handler;
}

/**
 * Failed sign-ins per account: read before the attempt, counted only when it fails, so a staff member who
 * signs in often is never throttled while a guesser gets `max` tries per window (decision 0107).
 */
function failureLimiter(app: FastifyInstance, name: string, max: number, key: (request: FastifyRequest) => string) {
  const counter = app.createRateLimit({
    max,
    timeWindow: '15 minutes',
    keyGenerator: (request) => `admin:${name}:${key(request)}`,
  });
  return {
    async check(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const result = await counter(request, { increment: false });
      if (!result.isAllowed && result.remaining <= 0) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError(429, 'too_many_requests', `Too many attempts; try again in ${result.ttlInSeconds} seconds`);
      }
    },
    async failed(request: FastifyRequest): Promise<void> {
      await counter(request);
    },
  };
}

const emailKey = (request: FastifyRequest): string => {
  const body = request.body as { email?: unknown } | undefined;
  return sha256(typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '');
};

export function registerStaffRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    sessions: StaffSessions;
    invitations: InvitationService;
    enrolment: Enrolment;
    settings: SessionSettings;
    messages: PlayerModule['messages'];
    publicUrl: string;
    clock: () => Date;
    secureCookie: boolean;
  },
): void {
  const { db, sessions, invitations, enrolment, settings } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function me(request: FastifyRequest) {
    const auth = currentStaff(request);
    const member = await findStaff(db, auth.staffId);
    if (!member) throw new AppError(401, 'session_ended', 'Sign in to the back office');
    return {
      staff: toStaffMember(member),
      permissions: permissionsOf(auth.roles),
      csrfToken: auth.csrfToken,
      idleTimeoutSeconds: settings.idleTimeoutSeconds,
      expiresAt: auth.expiresAt.toISOString(),
    };
  }

  function clearCookie(reply: FastifyReply) {
    reply.clearCookie(adminSessionCookie, { path: '/', httpOnly: true, secure: deps.secureCookie, sameSite: 'strict' });
  }

  const accountFailures = failureLimiter(app, 'sign-in-failures', 5, emailKey);

  api.post(
    '/api/admin/session',
    {
      config: { adminAccess: 'public' },
      preHandler: [limiter(app, 'sign-in-ip', 30, (r) => r.ip), accountFailures.check],
      schema: {
        tags,
        summary: 'Sign in to the back office: password plus a TOTP code or a recovery code',
        description:
          'Sets the croupier_admin cookie (HttpOnly, Secure, SameSite=Strict) and answers what GET /api/admin/me ' +
          'does, with the CSRF token to send on unsafe calls. 401 invalid_credentials for any wrong part, ' +
          'second_factor_required without a code; 429 after 5 failed attempts per e-mail or 30 attempts per address in 15 minutes.',
        body: signInBodySchema,
        response: { 200: dataOf(adminMeSchema), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { token, session, member } = await sessions.signIn(request.body, auditActor(request)).catch(async (err) => {
        if (err instanceof AppError && err.status === 401) await accountFailures.failed(request);
        throw err;
      });
      reply.setCookie(adminSessionCookie, token, {
        path: '/',
        httpOnly: true,
        secure: deps.secureCookie,
        sameSite: 'strict',
        expires: session.expiresAt,
      });
      const roles = toStaffMember(member).roles;
      return {
        data: {
          staff: toStaffMember(member),
          permissions: permissionsOf(roles),
          csrfToken: session.csrfToken,
          idleTimeoutSeconds: settings.idleTimeoutSeconds,
          expiresAt: session.expiresAt.toISOString(),
        },
      };
    },
  );

  api.get(
    '/api/admin/me',
    {
      config: { adminAccess: 'signed-in' },
      schema: {
        tags,
        security,
        summary: 'The signed-in staff member, their permissions and the CSRF token',
        response: { 200: dataOf(adminMeSchema), ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await me(request) }),
  );

  for (const everywhere of [false, true]) {
    api.post(
      everywhere ? '/api/admin/session/sign-out-everywhere' : '/api/admin/session/sign-out',
      {
        config: { adminAccess: 'signed-in' },
        schema: {
          tags,
          security,
          summary: everywhere ? 'End every session of the signed-in staff member' : 'End this session',
          response: { 200: dataOf(ok), ...errorResponses(401, 403) },
        },
      },
      async (request, reply) => {
        await sessions.signOut(staffActor(request), currentStaff(request).sessionId, everywhere);
        clearCookie(reply);
        return { data: { status: 'signed-out' } };
      },
    );
  }

  api.post(
    '/api/admin/enrolment/start',
    {
      config: { adminAccess: 'public' },
      preHandler: limiter(app, 'enrolment-ip', 30, (r) => r.ip),
      schema: {
        tags,
        summary: 'Follow an invitation: choose a name and password, get the TOTP secret and its QR code',
        description:
          'Again with the same invitation: a new secret (the old QR code stops working). 404 invitation_invalid.',
        body: enrolmentStartBodySchema,
        response: { 200: dataOf(enrolmentStartResponseSchema), ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => ({ data: await enrolment.start(request.body) }),
  );

  api.post(
    '/api/admin/enrolment/confirm',
    {
      config: { adminAccess: 'public' },
      preHandler: limiter(app, 'enrolment-ip', 30, (r) => r.ip),
      schema: {
        tags,
        summary: 'Confirm the authenticator with a code: the account becomes active',
        description: 'Answers the recovery codes, shown this once. 400 invalid_code, 404 invitation_invalid.',
        body: enrolmentConfirmBodySchema,
        response: { 200: dataOf(enrolmentConfirmResponseSchema), ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => {
      const { ip, userAgent } = auditActor(request);
      return { data: await enrolment.confirm(request.body, { ip, userAgent }) };
    },
  );

  api.get(
    '/api/admin/staff',
    {
      config: { adminAccess: 'staff.read' },
      schema: {
        tags,
        security,
        summary: 'Every staff account',
        response: { 200: dataOf(z.array(staffMemberSchema)), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: (await db.select().from(staff).orderBy(staff.email)).map(toStaffMember) }),
  );

  api.post(
    '/api/admin/staff/invitations',
    {
      config: { adminAccess: 'staff.invite' },
      schema: {
        tags,
        security,
        summary: 'Invite a staff member: an e-mail with a one-time enrolment link',
        response: { 201: dataOf(inviteResponseSchema), ...errorResponses(400, 401, 403, 409) },
        body: inviteBodySchema,
      },
    },
    async (request, reply) => {
      const result = await db.transaction(async (tx) => {
        const invited = await invitations.invite(tx, staffActor(request), request.body);
        const link = `${deps.publicUrl}/admin/enrol?token=${invited.token}`;
        await deps.messages.email(tx, {
          to: invited.member.email,
          subject: 'Your Croupier back-office invitation',
          text: `You have been invited to the Croupier back office.\n\nSet your password and authenticator here:\n${link}\n\nThe link works once and expires ${invited.expiresAt.toISOString()}.`,
          links: [link],
        });
        return invited;
      });
      return reply.status(201).send({ data: { staff: result.member, expiresAt: result.expiresAt.toISOString() } });
    },
  );

  api.post(
    '/api/admin/staff/:id/disable',
    {
      config: { adminAccess: 'staff.disable' },
      schema: {
        tags,
        security,
        summary: 'Disable a staff account: it cannot sign in and its sessions end at once',
        description: '409 cannot_disable_self for one’s own account.',
        params: z.object({ id: z.uuid('A staff id') }),
        response: { 200: dataOf(staffMemberSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = staffActor(request);
      if (request.params.id === actor.staffId) {
        throw new AppError(409, 'cannot_disable_self', 'Ask another administrator to disable your account');
      }
      const member = await db.transaction(async (tx) => {
        const found = await findStaff(tx, request.params.id, { lock: true });
        if (!found) throw new AppError(404, 'not_found', 'No such staff member');
        const [updated] = await tx.update(staff).set({ status: 'disabled' }).where(eq(staff.id, found.id)).returning();
        if (!updated) throw new Error('staff row not updated');
        const now = deps.clock();
        const ended = await revokeSessions(tx, { staffId: found.id }, 'disabled', now);
        await appendAudit(
          tx,
          actor,
          {
            action: 'staff.disable',
            targetType: 'staff',
            targetId: found.id,
            before: { status: found.status },
            after: { status: 'disabled', sessionsEnded: ended },
          },
          now,
        );
        return updated;
      });
      return { data: toStaffMember(member) };
    },
  );
}
