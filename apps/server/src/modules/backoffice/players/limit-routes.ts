import {
  adminImposeLimitBodySchema,
  adminLimitParamsSchema,
  adminPlayerParamsSchema,
  adminPlayerReasonBodySchema,
} from '@croupier/contracts/admin-players';
import { dataOf, errorResponses } from '@croupier/contracts/errors';
import { limitSchema } from '@croupier/contracts/limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffActor } from '../staff/access.ts';
import type { ImposedLimits } from './limits.ts';

const tags = ['admin'];
const security = [{ adminCookie: [] }];

export function registerImposedLimitRoutes(app: FastifyInstance, deps: { imposed: ImposedLimits }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/players/:id/limits',
    {
      config: { adminAccess: 'players.limits' },
      schema: {
        tags,
        security,
        summary: 'Impose a deposit, bet or loss limit, a cooling-off or an exclusion on a player',
        description:
          'The same shapes as the player’s own POST /api/player/limits, applied at once; the player can neither ' +
          'loosen nor remove it (409 limit_imposed). 409 limit_exists when a limit of that kind (money limits: ' +
          'period and currency) is already in force. An exclusion ends every session.',
        params: adminPlayerParamsSchema,
        body: adminImposeLimitBodySchema,
        response: { 201: dataOf(limitSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const limit = await deps.imposed.impose(staffActor(request), request.params.id, request.body);
      return reply.status(201).send({ data: limit });
    },
  );

  api.post(
    '/api/admin/players/:id/limits/:limitId/lift',
    {
      config: { adminAccess: 'players.limits' },
      schema: {
        tags,
        security,
        summary: 'Lift a limit or exclusion staff imposed, at once',
        description: '409 limit_players_own for a limit the player set: only they may change it.',
        params: adminLimitParamsSchema,
        body: adminPlayerReasonBodySchema,
        response: { 200: dataOf(limitSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await deps.imposed.lift(
        staffActor(request),
        request.params.id,
        request.params.limitId,
        request.body.reason,
      ),
    }),
  );
}
