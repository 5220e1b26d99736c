import { bonusIdParamsSchema } from '@croupier/contracts/bonus';
import { dataOf, errorResponses } from '@croupier/contracts/errors';
import { freespinPlayBodySchema } from '@croupier/contracts/free-rounds';
import { type Launch, launchSchema } from '@croupier/contracts/games';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** POST /api/game/player-freespins/{id}/play: the award's game launched in free-spin mode (decision 0075). */
export function registerFreespinLaunch(
  app: FastifyInstance,
  deps: {
    requirePlayer: preHandlerAsyncHookHandler;
    launch: (request: FastifyRequest, body: z.infer<typeof freespinPlayBodySchema>) => Promise<Launch>;
  },
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/game/player-freespins/:id/play',
    {
      preHandler: deps.requirePlayer,
      schema: {
        tags: ['bonuses'],
        security: [{ bearer: [] }],
        summary: 'Launch an active free-spin award’s game in free-spin mode (decision 0075)',
        description:
          'A real-money launch of the award’s game in its currency, as POST /api/game/games/{id}/play answers ' +
          'it, with freeRounds=<award id> added to the URL: the provider plays the award’s spins at its bet ' +
          'value without debiting real money. 409 freespin_not_playable when the award is not active or all ' +
          'played; the game launch’s refusals (401, 404, 409, 451, 503) otherwise.',
        params: bonusIdParamsSchema,
        body: freespinPlayBodySchema,
        response: { 200: dataOf(launchSchema), ...errorResponses(400, 401, 403, 404, 409, 451, 503) },
      },
    },
    async (request) => ({ data: await deps.launch(request, request.body) }),
  );
}
