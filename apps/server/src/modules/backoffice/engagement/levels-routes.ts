import { adminLoyaltyLevelsBodySchema, adminLoyaltyLevelsSchema } from '@croupier/contracts/admin-loyalty';
import { dataOf, errorResponses } from '@croupier/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../platform/db/database.ts';
import type { RetentionModule } from '../../retention/routes.ts';
import { appendAudit } from '../audit/log.ts';
import { staffActor } from '../staff/access.ts';

const tags = ['admin'];
const security = [{ adminCookie: [] }];
const access = { adminAccess: 'engagement.manage' } as const;

/**
 * Loyalty levels from the back office (issue 22 §7; docs/decisions/0122): marketing edits thresholds and perks
 * and adds levels at the end, through the retention module's own calls, audited (before and after) in the
 * transaction that makes the change.
 */
export function registerLoyaltyLevelRoutes(
  app: FastifyInstance,
  deps: { db: Database; clock: () => Date; retention: RetentionModule },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { levels } = deps.retention.admin;

  api.get(
    '/api/admin/loyalty-levels',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'The loyalty levels in order, with thresholds and perks',
        response: { 200: dataOf(adminLoyaltyLevelsSchema), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await levels.levels() }),
  );

  api.put(
    '/api/admin/loyalty-levels',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Edit the loyalty levels: thresholds and perks; new levels at the end',
        description:
          'Every level in order: existing ones by id in their place, new ones (id null) last. Points must ' +
          'increase from level to level, else 400 with fields.levels.N.points. Applies to the next level ' +
          'computation and perk payment; levels reached and perks paid stay. Unchanged: not audited.',
        body: adminLoyaltyLevelsBodySchema,
        response: { 200: dataOf(adminLoyaltyLevelsSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const data = await deps.db.transaction(async (tx) => {
        const edit = await levels.editLevels(tx, request.body);
        if (edit.changed) {
          await appendAudit(
            tx,
            staffActor(request),
            { action: 'loyalty_levels.edit', targetType: 'loyalty_levels', before: edit.before, after: edit.after },
            deps.clock(),
          );
        }
        return edit.after;
      });
      return { data };
    },
  );
}
