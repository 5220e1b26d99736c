import { dataOf, errorResponses } from '@croupier/contracts/errors';
import {
  createLimitBodySchema,
  limitConfirmResultSchema,
  limitIdParamsSchema,
  limitSchema,
  realityCheckBodySchema,
  realityCheckSchema,
  updateLimitBodySchema,
} from '@croupier/contracts/limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { currentPlayer } from '../player/auth.ts';
import type { PlayerModule } from '../player/routes.ts';
import { createSettingsService } from '../settings/service.ts';
import { createLimitEnforcement, type LimitEnforcement, type LimitUsage } from './enforcement.ts';
import { createRealityCheckService, type NetPositionSource } from './reality-check.ts';
import { type Clock, createLimitService, type LimitService } from './service.ts';

export interface LimitsModule {
  service: LimitService;
  /** The wallet and games build their enforcement with their own usage sums (see enforcement.ts). */
  enforcement(usage: LimitUsage): LimitEnforcement;
  /** The games module tells the reality check the session's net position (wins minus stakes). */
  reportNetPositionFrom(source: NetPositionSource): void;
}

const security = [{ bearer: [] }];
const tags = ['limits'];

export async function registerLimits(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; player: PlayerModule },
): Promise<LimitsModule> {
  const { db, clock, player } = deps;
  const { requirePlayer, access } = player;
  const service = createLimitService({ db, clock, access, settings: createSettingsService(db) });
  const realityCheck = createRealityCheckService({ db, clock, access });
  access.onSessionOpen((tx, playerId) => service.refuseSelfExcludedSession(tx, playerId));
  access.onRegistration((contact) => service.refuseSelfExcludedRegistration(contact));

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/player/limits',
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        security,
        summary: 'The player’s limits in force (S1.7-42); ended cooling-offs and exclusions are left out',
        response: { 200: dataOf(z.array(limitSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await service.list(currentPlayer(request)) }),
  );

  api.post(
    '/api/player/limits',
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Set a limit (S1.7-43); self-exclusion also ends every session of the player at once',
        description:
          'Bet, loss and deposit limits take period, currency and amount; self-exclusion and cooling-off take ' +
          'a duration. One money limit per definition, period and currency; one running cooling-off or ' +
          'self-exclusion. A new limit is never looser than none, so it applies at once.',
        body: createLimitBodySchema,
        response: { 201: dataOf(limitSchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await service.create(currentPlayer(request), request.body) }),
  );

  api.put(
    '/api/player/limits/:limitId',
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Change period and amount (S1.7-44): stricter at once, looser after 24 h and confirmation',
        description:
          'A lower or equal amount over an equal or longer period applies at once. Anything else is kept as ' +
          'pendingChange and applies only when confirmed after its effectiveAt. Sending the current values ' +
          'withdraws a pending change. Self-exclusion and cooling-off answer 409 limit_locked.',
        params: limitIdParamsSchema,
        body: updateLimitBodySchema,
        response: { 200: dataOf(limitSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await service.update(currentPlayer(request), request.params.limitId, request.body),
    }),
  );

  api.delete(
    '/api/player/limits/:limitId',
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Ask to remove a limit (S1.7-45); it stays in force until confirmed after 24 h',
        description: 'Answers 202 with the limit and its pending removal. Self-exclusion and cooling-off answer 409.',
        params: limitIdParamsSchema,
        response: { 202: dataOf(limitSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(202).send({ data: await service.remove(currentPlayer(request), request.params.limitId) }),
  );

  api.post(
    '/api/player/limits/:limitId/confirm',
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Confirm a pending looser change or removal once its 24 hours are over',
        description: 'Before effectiveAt: 409 limit_change_pending. Without a pending change: 409 no_pending_change.',
        params: limitIdParamsSchema,
        response: { 200: dataOf(limitConfirmResultSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await service.confirm(currentPlayer(request), request.params.limitId) }),
  );

  const realityCheckNote =
    'netPosition is null until the wallet module exists; it will then be wins minus stakes this session.';

  api.get(
    '/api/player/limits/reality-check',
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        security,
        summary: 'The reality-check interval, this session’s length and when the next reminder is due',
        description: realityCheckNote,
        response: { 200: dataOf(realityCheckSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await realityCheck.get(currentPlayer(request)) }),
  );

  api.put(
    '/api/player/limits/reality-check',
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Choose the reality-check interval (15, 30, 45, 60, 90, 120 minutes) or null to turn it off',
        description: realityCheckNote,
        body: realityCheckBodySchema,
        response: { 200: dataOf(realityCheckSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      data: await realityCheck.setInterval(currentPlayer(request), request.body.intervalMinutes),
    }),
  );

  api.post(
    '/api/player/limits/reality-check/acknowledge',
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Acknowledge the reminder that is due; the next one is due one interval later',
        description: `409 reality_check_off when off, reality_check_not_due before dueAt. ${realityCheckNote}`,
        response: { 200: dataOf(realityCheckSchema), ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => ({ data: await realityCheck.acknowledge(currentPlayer(request)) }),
  );

  return {
    service,
    enforcement: (usage) => createLimitEnforcement({ db, usage }),
    reportNetPositionFrom: (source) => realityCheck.reportNetPositionFrom(source),
  };
}
