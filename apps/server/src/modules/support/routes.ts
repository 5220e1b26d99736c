import { dataOf, errorResponses } from '@croupier/contracts/errors';
import {
  type SupportConfig,
  supportConfigSchema,
  supportConversationSchema,
  supportReadBodySchema,
  supportSendBodySchema,
  supportSendResultSchema,
  supportThreadQuerySchema,
  supportThreadSchema,
} from '@croupier/contracts/support';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { currentPlayer } from '../player/auth.ts';
import type { PlayerModule } from '../player/routes.ts';
import { createSupportEmailFallback } from './email-fallback.ts';
import { createSupportService, type SupportService } from './service.ts';

const tags = ['support'];
const security = [{ bearer: [] }];

export interface SupportModule {
  service: SupportService;
  /** Runs the e-mail fallback now (tests; every process also runs it on a timer). Answers replies e-mailed. */
  emailFallbackNow(): Promise<number>;
}

/** Which chat the site loads: the built-in window, none, or a third party's script (decision 0132). */
export function supportConfig(provider: string): SupportConfig {
  if (provider === 'builtin' || provider === 'none') return { provider, scriptUrl: null };
  return { provider: 'script', scriptUrl: provider };
}

/**
 * The support chat (issue 24 §2, decision 0132): a logged-in player's own conversation with support. The
 * agents' side is the back office's (`backoffice/support`), through this module's service.
 */
export async function registerSupport(
  app: FastifyInstance,
  deps: { db: Database; config: Config; clock: () => Date; player: PlayerModule },
): Promise<SupportModule> {
  const { config, player } = deps;
  const service = createSupportService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limit = app.createRateLimit({
    max: config.SUPPORT_MESSAGES_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request) => `support:messages:${currentPlayer(request).playerId}`,
  });
  const config_ = supportConfig(config.SUPPORT_CHAT_PROVIDER);

  api.get(
    '/api/support/config',
    {
      schema: {
        tags,
        summary: 'Which support chat the site loads: the built-in one, none, or a third party’s widget script',
        response: { 200: dataOf(supportConfigSchema) },
      },
    },
    async () => ({ data: config_ }),
  );

  api.get(
    '/api/support/conversation',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'The caller’s open support chat and a page of its messages, oldest first',
        description: 'conversation null: no chat is open. `before` = a seq pages back in history.',
        querystring: supportThreadQuerySchema,
        response: { 200: dataOf(supportThreadSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await service.thread(currentPlayer(request).playerId, request.query) }),
  );

  api.post(
    '/api/support/messages',
    {
      preHandler: [
        player.requirePlayer,
        async (request, reply) => {
          const result = await limit(request);
          if (!result.isAllowed && result.isExceeded) {
            reply.header('retry-after', String(result.ttlInSeconds));
            throw new AppError(429, 'too_many_requests', `Too many messages; try again in ${result.ttlInSeconds} s`);
          }
        },
      ],
      schema: {
        tags,
        security,
        summary: 'Write to support: starts a chat when none is open',
        description:
          'body 1–2000 characters. The same idempotencyKey again answers the first message (200) and stores nothing. ' +
          'At most SUPPORT_MESSAGES_PER_MINUTE per player, then 429.',
        body: supportSendBodySchema,
        response: { 201: dataOf(supportSendResultSchema), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const result = await service.send(
        currentPlayer(request).playerId,
        request.body.body,
        request.body.idempotencyKey,
      );
      return reply.status(201).send({ data: result });
    },
  );

  api.post(
    '/api/support/conversation/read',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Mark the chat’s messages read (up to a seq, else all so far); answers the unread count left',
        body: supportReadBodySchema,
        response: { 200: dataOf(supportConversationSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.markRead(currentPlayer(request).playerId, request.body.upTo) }),
  );

  api.post(
    '/api/support/conversation/end',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'End the chat (the next message starts a new one)',
        response: { 204: z.null().describe('Ended'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.end(currentPlayer(request).playerId);
      return reply.status(204).send(null);
    },
  );

  const fallback = createSupportEmailFallback({
    db: deps.db,
    clock: deps.clock,
    player,
    publicUrl: config.PUBLIC_URL,
    afterMinutes: config.SUPPORT_EMAIL_AFTER_MINUTES,
  });
  // Every process runs it; each reply is claimed under a row lock, so it is e-mailed once (email-fallback.ts).
  let running: Promise<number> = Promise.resolve(0);
  const runNow = () => {
    running = running
      .catch(() => 0)
      .then(() => fallback.run())
      .catch((err: unknown) => {
        app.log.error({ err }, 'support e-mail fallback failed');
        return 0;
      });
    return running;
  };
  const timer = setInterval(runNow, config.SUPPORT_EMAIL_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  return { service, emailFallbackNow: runNow };
}
