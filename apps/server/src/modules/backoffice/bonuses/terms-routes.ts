import {
  adminBonusTermsBodySchema,
  adminBonusTermsParamsSchema,
  adminBonusTermsSchema,
} from '@croupier/contracts/admin-bonus-config';
import { dataOf, errorBodySchema } from '@croupier/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../platform/db/database.ts';
import type { BonusModule } from '../../bonus/routes.ts';
import { appendAudit } from '../audit/log.ts';
import { staffActor } from '../staff/access.ts';

const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
const tags = ['admin'];
const security = [{ adminCookie: [] }];
const access = { adminAccess: 'bonuses.manage' } as const;

/**
 * A bonus's terms from the back office (issue 22 §7; docs/decisions/0122): marketing reads and edits what one
 * bonus of an offer gives, through the bonus module's own calls, audited (before and after) in the
 * transaction that makes the change. Bonuses already granted keep the terms they were granted with.
 */
export function registerBonusTermsRoutes(
  app: FastifyInstance,
  deps: { db: Database; clock: () => Date; bonus: BonusModule },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { terms } = deps.bonus;

  api.get(
    '/api/admin/bonus-terms/:id',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'A bonus’s terms: percentage or spins, wagering, claim days and money per currency',
        params: adminBonusTermsParamsSchema,
        response: { 200: dataOf(adminBonusTermsSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await terms.terms(request.params.id) }),
  );

  api.put(
    '/api/admin/bonus-terms/:id',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Edit a bonus’s terms; they apply to grants from now on',
        description:
          'Money is minor units as decimal text. Currencies listed get these terms (a new one becomes ' +
          'eligible); others keep theirs. The kind is fixed; a field of another kind, a missing amount, an ' +
          'unknown currency or a free-spins wagering change is 400 with field errors. Bonuses players already ' +
          'hold are not touched. Unchanged: answered as it is, not audited.',
        params: adminBonusTermsParamsSchema,
        body: adminBonusTermsBodySchema,
        response: { 200: dataOf(adminBonusTermsSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const data = await deps.db.transaction(async (tx) => {
        const edit = await terms.editTerms(tx, request.params.id, request.body);
        if (edit.changed) {
          await appendAudit(
            tx,
            staffActor(request),
            {
              action: 'bonus_terms.edit',
              targetType: 'bonus',
              targetId: edit.after.id,
              before: edit.before,
              after: edit.after,
            },
            deps.clock(),
          );
        }
        return edit.after;
      });
      return { data };
    },
  );
}
