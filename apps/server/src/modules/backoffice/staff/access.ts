import {
  adminCsrfHeader,
  adminErrorCodes,
  adminSessionCookie,
  type StaffPermission,
  type StaffRole,
} from '@croupier/contracts/admin-staff';
import { maxUserAgentLength } from '@croupier/contracts/constants';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../../platform/http/errors.ts';
import type { AuditActor } from '../audit/log.ts';
import { permissionsOf } from './permissions.ts';
import { sameSecret } from './secrets.ts';
import type { AuthenticatedStaff, StaffSessions } from './sessions.ts';

/**
 * Who may call a back-office route: anyone (sign-in, enrolment), any signed-in staff member (their own
 * session), or holders of one permission. Every route under /api/admin must say which (the hook below
 * refuses to start otherwise), so no route is left unguarded by omission.
 */
export type AdminAccess = 'public' | 'signed-in' | StaffPermission;

declare module 'fastify' {
  interface FastifyContextConfig {
    adminAccess?: AdminAccess;
  }
  interface FastifyRequest {
    /** Set by the back office's guard on /api/admin routes that need a session. */
    staff?: AuthenticatedStaff;
  }
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const adminPrefix = '/api/admin/';

export function currentStaff(request: FastifyRequest): AuthenticatedStaff {
  if (!request.staff) throw new AppError(401, adminErrorCodes.sessionEnded, 'Sign in to the back office');
  return request.staff;
}

/** The audit trail's "who and from where" of a request. */
export function auditActor(request: FastifyRequest): AuditActor {
  return {
    staffId: request.staff?.staffId ?? null,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, maxUserAgentLength) ?? null,
  };
}

export function staffActor(request: FastifyRequest): AuditActor & { staffId: string } {
  return { ...auditActor(request), staffId: currentStaff(request).staffId };
}

function guard(sessions: StaffSessions, access: Exclude<AdminAccess, 'public'>): preHandlerAsyncHookHandler {
  return async (request) => {
    const { session, member } = await sessions.check(request.cookies[adminSessionCookie]);
    // Cookie authentication needs CSRF protection: a forged cross-site request cannot read or set this header.
    if (unsafeMethods.has(request.method) && !sameSecret(session.csrfToken, headerValue(request))) {
      throw new AppError(403, adminErrorCodes.csrfFailed, `Send the session's CSRF token in ${adminCsrfHeader}`);
    }
    const roles = member.roles as StaffRole[];
    if (access !== 'signed-in' && !permissionsOf(roles).includes(access)) {
      throw new AppError(403, adminErrorCodes.forbidden, `This needs the ${access} permission`);
    }
    request.staff = {
      staffId: member.id,
      sessionId: session.id,
      roles,
      csrfToken: session.csrfToken,
      expiresAt: session.expiresAt,
    };
  };
}

function headerValue(request: FastifyRequest): string | undefined {
  const value = request.headers[adminCsrfHeader];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Puts the guard in front of every /api/admin route as it is registered, from its `adminAccess`; a route
 * without one fails the start. Routes are listed so the role × operation test can walk them all.
 */
export function enforceAdminAccess(
  app: FastifyInstance,
  sessions: StaffSessions,
): { routes: { method: string; url: string; access: AdminAccess }[] } {
  const routes: { method: string; url: string; access: AdminAccess }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(adminPrefix)) return;
    const access = route.config?.adminAccess;
    if (!access) throw new Error(`${route.method} ${route.url} declares no adminAccess`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, access });
    if (access === 'public') return;
    const existing = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [guard(sessions, access), ...existing];
  });
  return { routes };
}
