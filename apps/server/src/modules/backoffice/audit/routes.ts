import { adminAuditEntrySchema, adminAuditQuerySchema } from '@croupier/contracts/admin-audit';
import { errorResponses } from '@croupier/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../platform/db/database.ts';
import { listAudit } from './log.ts';

export function registerAuditRoutes(app: FastifyInstance, deps: { db: Database }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/audit',
    {
      config: { adminAccess: 'audit.read' },
      schema: {
        tags: ['admin'],
        security: [{ adminCookie: [] }],
        summary: 'The audit trail, newest first, filtered',
        description: 'Keyset paging: pass the nextBefore of an answer as before for the next page.',
        querystring: adminAuditQuerySchema,
        response: {
          200: z.object({ data: z.array(adminAuditEntrySchema), nextBefore: z.string().nullable() }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const q = request.query;
      const rows = await listAudit(deps.db, {
        staffId: q.staffId,
        action: q.action,
        targetType: q.targetType,
        targetId: q.targetId,
        from: q.from ? new Date(q.from) : undefined,
        to: q.to ? new Date(q.to) : undefined,
        before: q.before ? BigInt(q.before) : undefined,
        limit: q.limit + 1,
      });
      const page = rows.slice(0, q.limit);
      return {
        data: page.map((row) => ({
          id: String(row.id),
          staffId: row.staffId,
          action: row.action,
          targetType: row.targetType,
          targetId: row.targetId,
          before: row.before ?? null,
          after: row.after ?? null,
          ip: row.ip,
          userAgent: row.userAgent,
          at: row.at.toISOString(),
          hash: row.hash,
        })),
        nextBefore: rows.length > q.limit ? String(page.at(-1)?.id) : null,
      };
    },
  );
}
