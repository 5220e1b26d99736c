import {
  adminBonusTermsBodySchema,
  adminBonusTermsParamsSchema,
  adminBonusTermsSchema,
  adminCashbackBodySchema,
  adminCashbackParamsSchema,
  adminCashbackProgramSchema,
} from '@croupier/contracts/admin-bonus-config';
import { dataOf, errorResponses } from '@croupier/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../platform/db/database.ts';
import type { BonusModule } from '../../bonus/routes.ts';
import { appendAudit } from '../audit/log.ts';
import { staffActor } from '../staff/access.ts';

const tags = ['admin'];
const security = [{ adminCookie: [] }];
const access = { adminAccess: 'bonuses.manage' } as const;

/**
 * Bonus terms and cashback programmes from the back office (issue 22 §7; docs/decisions/0122): marketing reads
 * and edits what one bonus of an offer gives and what cashback pays, through the bonus module's own calls,
 * audited (before and after) in the transaction that makes the change. What players already hold is untouched.
 */
export function registerBonusConfigRoutes(
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
        response: { 200: dataOf(adminBonusTermsSchema), ...errorResponses(400, 401, 403, 404) },
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
        response: { 200: dataOf(adminBonusTermsSchema), ...errorResponses(400, 401, 403, 404) },
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

  api.get(
    '/api/admin/cashback-programs',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'The cashback programme of each currency: percentage, period, minimum and cap',
        response: { 200: dataOf(z.array(adminCashbackProgramSchema)), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await deps.bonus.cashback.programs() }),
  );

  api.put(
    '/api/admin/cashback-programs/:currency',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Edit a currency’s cashback programme; it applies to the next period paid',
        description:
          'Money is minor units as decimal text. A new period length starts with its next whole period ' +
          '(paysFrom), so no loss is paid twice. Cashback already paid is not touched. Unchanged: not audited.',
        params: adminCashbackParamsSchema,
        body: adminCashbackBodySchema,
        response: { 200: dataOf(adminCashbackProgramSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const data = await deps.db.transaction(async (tx) => {
        const edit = await deps.bonus.cashback.editProgram(tx, request.params.currency, request.body);
        if (edit.changed) {
          await appendAudit(
            tx,
            staffActor(request),
            {
              action: 'cashback_program.edit',
              targetType: 'cashback_program',
              targetId: edit.after.currency,
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
