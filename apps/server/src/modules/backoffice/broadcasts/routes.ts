import { dataOf, errorResponses } from '@croupier/contracts/errors';
import { broadcastBodySchema, broadcastSchema } from '@croupier/contracts/messenger';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../platform/db/database.ts';
import type { NotificationModule } from '../../notification/routes.ts';
import { appendAudit } from '../audit/log.ts';
import { staffActor } from '../staff/access.ts';

const tags = ['admin'];
const security = [{ adminCookie: [] }];

/**
 * Messenger broadcasts from the back office (issue 22 §7): the notification module's fan-out (decision 0078),
 * started by a staff member with the broadcast permission and audited in the transaction that stores it. The
 * operator API's token route stays for automation.
 */
export function registerBroadcastRoutes(
  app: FastifyInstance,
  deps: { db: Database; clock: () => Date; notification: NotificationModule },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { broadcasts } = deps.notification;

  api.post(
    '/api/admin/broadcasts',
    {
      config: { adminAccess: 'messages.broadcast' },
      schema: {
        tags,
        security,
        summary: 'Send a message to every player of a segment (or to every player), in their locale',
        description:
          'The fan-out runs in steps after the answer (202); self-excluded and cooling-off players get nothing. ' +
          'The same key with the same content answers the first broadcast (200); with other content 409 broadcast_key_reused.',
        body: broadcastBodySchema,
        response: { 200: dataOf(broadcastSchema), 202: dataOf(broadcastSchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { broadcast, created } = await deps.db.transaction(async (tx) => {
        const result = await broadcasts.create(request.body, tx);
        if (result.created) {
          await appendAudit(
            tx,
            staffActor(request),
            {
              action: 'broadcast.create',
              targetType: 'broadcast',
              targetId: result.broadcast.id,
              before: null,
              after: { segmentId: request.body.segmentId, title: request.body.title, key: request.body.key },
            },
            deps.clock(),
          );
        }
        return result;
      });
      return reply.status(created ? 202 : 200).send({ data: broadcast });
    },
  );

  api.get(
    '/api/admin/broadcasts/:id',
    {
      config: { adminAccess: 'messages.broadcast' },
      schema: {
        tags,
        security,
        summary: 'How far a broadcast has reached',
        params: z.object({ id: z.uuid('Not a broadcast id') }),
        response: { 200: dataOf(broadcastSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await broadcasts.find(request.params.id) }),
  );
}
