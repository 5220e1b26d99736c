import { errorBodySchema } from '@croupier/contracts/errors';
import { broadcastBodySchema, broadcastSchema } from '@croupier/contracts/messenger';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/errors.ts';
import { sameSecret } from '../content/service.ts';
import { bearerToken } from '../player/auth.ts';
import type { Broadcasts } from './broadcasts.ts';

const security = [{ bearer: [] }];
const tags = ['operator'];
const answer = z.object({ data: broadcastSchema });

/** The messenger's operator calls (OPERATOR_API_TOKEN): broadcasts to a segment. */
export function registerMessengerOperatorRoutes(
  app: FastifyInstance,
  deps: { token: string; broadcasts: Broadcasts },
): void {
  const requireOperator = async (request: FastifyRequest) => {
    const given = bearerToken(request);
    if (!given || !sameSecret(given, deps.token)) throw new AppError(401, 'unauthorized', 'Operator token required');
  };
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/operator/notification/broadcasts',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Send a message to every player of a segment',
        description:
          'Answers 202 at once: the fan-out runs in the background, a page of MESSENGER_BROADCAST_PAGE_SIZE ' +
          'players per step, in whichever process is free, each player once (players whose account is closed, ' +
          'self-excluded or cooling off get none; docs/decisions/0078). The same key with the same content ' +
          'answers the first broadcast (200); with other content 409 broadcast_key_reused.',
        body: broadcastBodySchema,
        response: { 200: answer, 202: answer, 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { broadcast, created } = await deps.broadcasts.create(request.body);
      return reply.status(created ? 202 : 200).send({ data: broadcast });
    },
  );

  api.get(
    '/api/operator/notification/broadcasts/:id',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'How far a broadcast has reached',
        params: z.object({ id: z.uuid('Not a broadcast id') }),
        response: { 200: answer, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => ({ data: await deps.broadcasts.find(request.params.id) }),
  );
}
