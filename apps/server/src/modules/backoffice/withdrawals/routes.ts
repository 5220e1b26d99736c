import {
  adminDecisionSchema,
  adminRejectBodySchema,
  adminWithdrawalParamsSchema,
  adminWithdrawalSchema,
  adminWithdrawalsQuerySchema,
} from '@croupier/contracts/admin-withdrawals';
import { dataOf, errorResponses, pageMetaSchema } from '@croupier/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffActor } from '../staff/access.ts';
import type { WithdrawalQueue } from './service.ts';

const tags = ['admin'];
const security = [{ adminCookie: [] }];

export function registerWithdrawalRoutes(app: FastifyInstance, deps: { queue: WithdrawalQueue }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { queue } = deps;

  api.get(
    '/api/admin/withdrawals',
    {
      config: { adminAccess: 'withdrawals.read' },
      schema: {
        tags,
        security,
        summary: 'Withdrawals waiting for review, oldest first, with the player’s risk facts',
        querystring: adminWithdrawalsQuerySchema,
        response: {
          200: z.object({ data: z.array(adminWithdrawalSchema), meta: pageMetaSchema }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => queue.list(request.query),
  );

  api.post(
    '/api/admin/withdrawals/:id/approve',
    {
      config: { adminAccess: 'withdrawals.decide' },
      schema: {
        tags,
        security,
        summary: 'Approve a withdrawal; above ADMIN_FOUR_EYES_AMOUNT, the first of two approvals',
        description:
          'At or below the amount (base currency) the withdrawal goes to its provider. Above it, the first ' +
          'approval answers fourEyes.status awaiting_second; a different staff member’s approval confirms it. ' +
          '409 four_eyes_same_staff for the same staff member twice; 404 when nothing waits for review.',
        params: adminWithdrawalParamsSchema,
        response: { 200: dataOf(adminDecisionSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await queue.approve(staffActor(request), request.params.id) }),
  );

  api.post(
    '/api/admin/withdrawals/:id/reject',
    {
      config: { adminAccess: 'withdrawals.decide' },
      schema: {
        tags,
        security,
        summary: 'Reject a withdrawal with a reason: the amount returns to the player’s balance',
        params: adminWithdrawalParamsSchema,
        body: adminRejectBodySchema,
        response: { 200: dataOf(adminDecisionSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await queue.reject(staffActor(request), request.params.id, request.body.reason) }),
  );
}
