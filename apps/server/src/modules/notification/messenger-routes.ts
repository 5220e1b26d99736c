import { errorResponses } from '@croupier/contracts/errors';
import {
  messagesPageSchema,
  messagesQuerySchema,
  readMessagesBodySchema,
  readMessagesResultSchema,
} from '@croupier/contracts/messenger';
import { matchLocale } from '@croupier/i18n/locales';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPlayer } from '../player/auth.ts';
import type { PlayerModule } from '../player/routes.ts';
import type { Messenger } from './messenger.ts';

const security = [{ bearer: [] }];
const tags = ['notification'];
const localeNote =
  'Texts are worded in the first supported locale of Accept-Language (the site sends its page’s), else in the ' +
  'locale the player chose at sign-up, else en.';

/** The player's messenger calls (spec 02 §7). */
export function registerMessengerRoutes(app: FastifyInstance, deps: { player: PlayerModule; messenger: Messenger }) {
  const { messenger } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/notification/messenger/messages',
    {
      preHandler: deps.player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'The player’s messages, newest first, with meta.totalUnread (S2.7-06; the popover: page 1, perPage 3)',
        description: localeNote,
        querystring: messagesQuerySchema,
        response: { 200: messagesPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      messenger.list(currentPlayer(request).playerId, request.query, matchLocale(request.headers['accept-language'])),
  );

  api.post(
    '/api/notification/messenger/messages/read',
    {
      preHandler: deps.player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Mark messages read (S2.7-08): readAt set, state 2; already read ones keep their readAt',
        description: 'Every id must be one of the player’s messages, else 404 message_not_found and nothing changes.',
        body: readMessagesBodySchema,
        response: { 200: z.object({ data: readMessagesResultSchema }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await messenger.read(currentPlayer(request).playerId, request.body.messageIds) }),
  );

  api.post(
    '/api/notification/messenger/messages/read/all',
    {
      preHandler: deps.player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Mark every message of the player read (S2.7-09)',
        response: { 200: z.object({ data: readMessagesResultSchema }), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await messenger.readAll(currentPlayer(request).playerId) }),
  );
}
