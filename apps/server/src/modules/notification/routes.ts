import { dataOf, errorBodySchema } from '@croupier/contracts/errors';
import { communicationBodySchema, communicationCreatedSchema } from '@croupier/contracts/settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db/database.ts';
import { createNotificationService } from './service.ts';

/**
 * The largest valid form is about 25 KB (5000 characters of up to 4 bytes plus short fields); a public,
 * anonymous call has no reason to accept the global 1 MiB.
 */
const communicationBodyLimit = 64 * 1024;

export async function registerNotification(app: FastifyInstance, deps: { db: Database }): Promise<void> {
  const notifications = createNotificationService(deps.db);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/notification/communications',
    {
      bodyLimit: communicationBodyLimit,
      // Anonymous and writes a row per call: a per-address limit keeps the support inbox usable.
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags: ['notification'],
        summary: 'Send a message through the contact form',
        body: communicationBodySchema,
        response: {
          201: dataOf(communicationCreatedSchema),
          400: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const created = await notifications.receiveCommunication(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.status(201).send({ data: { id: created.id, createdAt: created.createdAt.toISOString() } });
    },
  );
}
