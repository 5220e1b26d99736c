import { bonusHistoryPageSchema, bonusHistoryQuerySchema } from '@croupier/contracts/bonus-history';
import { errorResponses } from '@croupier/contracts/errors';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db/database.ts';
import { currentPlayer } from '../player/auth.ts';
import { bonusHistory } from './history.ts';
import { requestLocale } from './names.ts';
import type { BonusService } from './service.ts';

/** GET /api/game/player-bonuses/history: the player's bonus ledger, paged (decision 0080). */
export function registerBonusHistory(
  app: FastifyInstance,
  deps: { db: Database; service: BonusService; requirePlayer: preHandlerAsyncHookHandler },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/game/player-bonuses/history',
    {
      preHandler: deps.requirePlayer,
      schema: {
        tags: ['bonuses'],
        security: [{ bearer: [] }],
        summary: 'The player’s bonus history: every bonus and free-spin award, newest first, with its money',
        description:
          'Bonuses (kind bonus) with what was granted, wagered, converted to real money and forfeited, read ' +
          'from the ledger; free-spin awards (kind freespins) with their spins and winnings. Amounts are minor ' +
          'units as text with the currency’s subunitToUnit. Only the caller’s own; currency narrows the list ' +
          '(docs/decisions/0080).',
        querystring: bonusHistoryQuerySchema,
        response: { 200: bonusHistoryPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      bonusHistory(
        deps.db,
        await deps.service.book(),
        currentPlayer(request).playerId,
        request.query,
        requestLocale(request),
      ),
  );
}
