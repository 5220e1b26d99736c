import {
  adminPlayerDetailSchema,
  adminPlayerParamsSchema,
  adminPlayerReasonBodySchema,
  adminPlayerSchema,
  adminPlayerSegmentsBodySchema,
  adminPlayerSegmentsSchema,
  adminPlayerStatusSchema,
  adminPlayersQuerySchema,
  adminSessionsClosedSchema,
} from '@croupier/contracts/admin-players';
import { dataOf, errorResponses } from '@croupier/contracts/errors';
import { invoicesQuerySchema, invoicesResponseSchema } from '@croupier/contracts/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffActor } from '../staff/access.ts';
import type { PlayerFile } from './detail.ts';
import type { PlayerDesk } from './service.ts';

const tags = ['admin'];
const security = [{ adminCookie: [] }];

export function registerPlayerRoutes(app: FastifyInstance, deps: { desk: PlayerDesk; file: PlayerFile }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { desk, file } = deps;

  api.get(
    '/api/admin/players/:id',
    {
      config: { adminAccess: 'players.read' },
      schema: {
        tags,
        security,
        summary: 'One player: profile, segments, balances, verification, limits, live sessions, open bonuses',
        params: adminPlayerParamsSchema,
        response: { 200: dataOf(adminPlayerDetailSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await file.detail(request.params.id) }),
  );

  api.get(
    '/api/admin/players/:id/invoices',
    {
      config: { adminAccess: 'players.read' },
      schema: {
        tags,
        security,
        summary: "A player's deposits, withdrawals and cash credits, newest first, as their wallet history pages them",
        params: adminPlayerParamsSchema,
        querystring: invoicesQuerySchema,
        response: { 200: invoicesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => file.invoices(request.params.id, request.query),
  );

  api.put(
    '/api/admin/players/:id/segments',
    {
      config: { adminAccess: 'players.segments' },
      schema: {
        tags,
        security,
        summary: 'Put a player in or out of the VIP and duplicate segments (ids from content settings)',
        description: '409 segment_not_configured when settings give no id for a segment asked for.',
        params: adminPlayerParamsSchema,
        body: adminPlayerSegmentsBodySchema,
        response: { 200: dataOf(adminPlayerSegmentsSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await file.setSegments(staffActor(request), request.params.id, request.body) }),
  );

  api.get(
    '/api/admin/players',
    {
      config: { adminAccess: 'players.read' },
      schema: {
        tags,
        security,
        summary: 'Find players by id, or by the start of their e-mail or phone',
        querystring: adminPlayersQuerySchema,
        response: { 200: dataOf(z.array(adminPlayerSchema)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await desk.search(request.query.q, request.query.limit) }),
  );

  for (const action of ['block', 'unblock'] as const) {
    api.post(
      `/api/admin/players/:id/${action}`,
      {
        config: { adminAccess: 'players.block' },
        schema: {
          tags,
          security,
          summary:
            action === 'block'
              ? 'Block a player: status disabled, every session ends, open sockets are cut'
              : 'Unblock a blocked player: status active',
          description:
            '409 player_self_excluded for a self-excluded player; player_not_blocked to unblock one not blocked.',
          params: adminPlayerParamsSchema,
          body: adminPlayerReasonBodySchema,
          response: { 200: dataOf(adminPlayerStatusSchema), ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => ({ data: await desk[action](staffActor(request), request.params.id, request.body.reason) }),
    );
  }

  api.post(
    '/api/admin/players/:id/sessions/close',
    {
      config: { adminAccess: 'players.close_sessions' },
      schema: {
        tags,
        security,
        summary: 'End every session of a player (they sign in again)',
        params: adminPlayerParamsSchema,
        body: adminPlayerReasonBodySchema,
        response: { 200: dataOf(adminSessionsClosedSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await desk.closeSessions(staffActor(request), request.params.id, request.body.reason),
    }),
  );
}
