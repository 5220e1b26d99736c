import { adjustmentBodySchema, adjustmentParamsSchema, adjustmentSchema } from '@croupier/contracts/admin-adjustments';
import { dataOf, errorResponses } from '@croupier/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffActor } from '../staff/access.ts';
import type { Adjustments } from './service.ts';

const tags = ['admin'];
const security = [{ adminCookie: [] }];

export function registerAdjustmentRoutes(app: FastifyInstance, deps: { adjustments: Adjustments }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { adjustments } = deps;

  api.get(
    '/api/admin/adjustments',
    {
      config: { adminAccess: 'adjustments.read' },
      schema: {
        tags,
        security,
        summary: 'Adjustments waiting for a second staff member, oldest first',
        response: { 200: dataOf(z.array(adjustmentSchema)), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await adjustments.pending() }),
  );

  api.post(
    '/api/admin/adjustments',
    {
      config: { adminAccess: 'adjustments.create' },
      schema: {
        tags,
        security,
        summary: 'A goodwill credit or a correction (debit) of a player’s real balance, as a ledger posting',
        description:
          'A credit at or below ADMIN_FOUR_EYES_AMOUNT (base currency) is posted at once (status posted). A debit, ' +
          'or a credit above the amount, waits for a different staff member (status awaiting_second). The same ' +
          'idempotencyKey again posts nothing more. 409 insufficient_funds for a debit above the real balance.',
        body: adjustmentBodySchema,
        response: { 201: dataOf(adjustmentSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await adjustments.create(staffActor(request), request.body) }),
  );

  api.post(
    '/api/admin/adjustments/:id/confirm',
    {
      config: { adminAccess: 'adjustments.confirm' },
      schema: {
        tags,
        security,
        summary: 'Confirm an adjustment requested by another staff member: it is posted now',
        description: '409 four_eyes_same_staff for the staff member who requested it, already_decided when settled.',
        params: adjustmentParamsSchema,
        response: { 200: dataOf(adjustmentSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await adjustments.confirm(staffActor(request), request.params.id) }),
  );

  api.post(
    '/api/admin/adjustments/:id/refuse',
    {
      config: { adminAccess: 'adjustments.confirm' },
      schema: {
        tags,
        security,
        summary: 'Refuse an adjustment waiting for confirmation: nothing is posted',
        params: adjustmentParamsSchema,
        response: { 200: dataOf(adjustmentSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await adjustments.refuse(staffActor(request), request.params.id) }),
  );
}
