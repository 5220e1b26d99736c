import { dataOf, errorResponses } from '@croupier/contracts/errors';
import {
  adminSupportListQuerySchema,
  adminSupportListSchema,
  adminSupportReplyBodySchema,
  adminSupportThreadSchema,
  supportMessageSchema,
} from '@croupier/contracts/support';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../platform/db/database.ts';
import type { SupportModule } from '../../support/routes.ts';
import { appendAudit } from '../audit/log.ts';
import { staffActor } from '../staff/access.ts';
import { staff } from '../tables.ts';

const tags = ['admin'];
const security = [{ adminCookie: [] }];
const access = { adminAccess: 'support.chat' } as const;
const params = z.object({ id: z.uuid('Not a conversation id') });

/**
 * The support chat's agent side (issue 24 §2, decision 0132): the conversations, open first with their unread
 * counts and the player's VIP tag, one conversation's thread, a reply, and ending a chat. A reply and a close
 * are audited in the support module's transaction; the reply's text is in the audit row.
 */
export function registerSupportRoutes(
  app: FastifyInstance,
  deps: { db: Database; clock: () => Date; support: SupportModule },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { agent } = deps.support.service;

  api.get(
    '/api/admin/support/conversations',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Support chats: open ones first, then by latest message; unread counts, tags, last message',
        querystring: adminSupportListQuerySchema,
        response: { 200: adminSupportListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => agent.list(request.query),
  );

  api.get(
    '/api/admin/support/conversations/:id',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'One support chat with its latest 200 messages; the player’s messages count as read by support',
        params,
        response: { 200: dataOf(adminSupportThreadSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await agent.read(request.params.id) }),
  );

  api.post(
    '/api/admin/support/conversations/:id/messages',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Reply to the player: shown live in their chat, e-mailed if left unread (SUPPORT_EMAIL_AFTER_MINUTES)',
        description: 'A chat that has ended answers 409 support_conversation_closed.',
        params,
        body: adminSupportReplyBodySchema,
        response: { 201: dataOf(supportMessageSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const actor = staffActor(request);
      const [member] = await deps.db.select({ name: staff.name }).from(staff).where(eq(staff.id, actor.staffId));
      const message = await agent.reply(
        { staffId: actor.staffId, name: member?.name ?? '' },
        request.params.id,
        request.body.body,
        (tx, written) =>
          appendAudit(
            tx,
            actor,
            {
              action: 'support.reply',
              targetType: 'support_conversation',
              targetId: request.params.id,
              after: { messageId: written.id, body: written.body },
            },
            deps.clock(),
          ),
      );
      return reply.status(201).send({ data: message });
    },
  );

  api.post(
    '/api/admin/support/conversations/:id/close',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'End the chat for the player (their next message starts a new one)',
        params,
        response: { 204: z.null().describe('Ended (or had already)'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const actor = staffActor(request);
      await agent.close(request.params.id, (tx) =>
        appendAudit(
          tx,
          actor,
          {
            action: 'support.close',
            targetType: 'support_conversation',
            targetId: request.params.id,
            before: { status: 'open' },
            after: { status: 'closed' },
          },
          deps.clock(),
        ),
      );
      return reply.status(204).send(null);
    },
  );
}
