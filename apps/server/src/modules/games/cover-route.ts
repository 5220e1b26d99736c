import { errorBodySchema } from '@croupier/contracts/errors';
import { gameIdParamsSchema } from '@croupier/contracts/games';
import { coverSvg, coverVersion } from '@croupier/house-games/cover-art';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ttlCache } from '../../platform/ttl-cache.ts';
import { catalogueVersion } from './catalogue.ts';
import type { GamesService } from './service.ts';

const year = 365 * 24 * 60 * 60;

/**
 * A game's generated cover as SVG (decision 0061). The address the catalogue hands out carries the cover's
 * version, so that address may be cached for a year; any other version is answered with the current cover
 * and a short cache life. A few kilobytes per game, and no script on the page to draw them.
 */
export function registerGameCovers(app: FastifyInstance, service: GamesService): void {
  // A lobby page asks for two dozen covers at once: each is looked up and drawn once a minute at most.
  const covers = ttlCache<string, { svg: string; version: string }>(
    60_000,
    () => Promise.reject(new Error('covers are computed by the route')),
    undefined,
    2_000,
  );
  // Without the zod type provider: the answer is an SVG text, not a JSON body of the response schemas.
  app.get<{ Params: z.infer<typeof gameIdParamsSchema>; Querystring: { v?: string } }>(
    '/api/game/games/:id/cover.svg',
    {
      schema: {
        tags: ['games'],
        summary: 'A game’s generated cover art (image/svg+xml); unknown or hidden: 404 game_not_found',
        params: gameIdParamsSchema,
        querystring: z.object({
          v: z
            .string()
            .regex(/^[0-9a-z]{1,16}$/)
            .optional(),
        }),
        response: { 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { svg, version } = await covers.get(`${catalogueVersion()}:${request.params.id}`, async () => {
        const cover = await service.coverOf(request.params.id);
        return { svg: coverSvg(cover), version: coverVersion(cover) };
      });
      const lasting = request.query.v === version;
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', lasting ? `public, max-age=${year}, immutable` : 'public, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(svg);
    },
  );
}
