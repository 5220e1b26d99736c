import {
  type BonusAdvertising,
  bonusAdvertisingQuerySchema,
  bonusAdvertisingSchema,
} from '@croupier/contracts/bonus-offers';
import { dataOf, errorBodySchema } from '@croupier/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db/database.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import { countryFromHeader, regionFromHeader } from '../player/client-info.ts';
import { jurisdiction } from './store.ts';

/** An operator's change to a jurisdiction's rule reaches every process within this time. */
const RULES_TTL_MS = 10_000;

/**
 * GET /api/game/bonuses/advertising (docs/decisions/0081): whether a guest from a place may be shown bonus
 * offers. The site asks it for every guest's page (it renders content with or without offers), so answers
 * are kept briefly per place.
 */
export function registerBonusAdvertising(
  app: FastifyInstance,
  deps: { db: Database; countryHeader: string; regionHeader: string },
): void {
  const countryHeader = deps.countryHeader.toLowerCase();
  const regionHeader = deps.regionHeader.toLowerCase();
  const answers = ttlCache(
    RULES_TTL_MS,
    async (place: string): Promise<BonusAdvertising> => {
      const [country = null, region = null] = place ? place.split('-') : [];
      const rule = await jurisdiction(deps.db, country, region);
      return { jurisdiction: rule?.country ?? null, guestOffers: rule?.guestsMaySeeOffers ?? true };
    },
    undefined,
    1000,
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/game/bonuses/advertising',
    {
      schema: {
        tags: ['bonuses'],
        summary: 'Whether a guest from a country (and region) may be shown bonus offers',
        description:
          'country and region (the subdivision of an ISO 3166-2 code: ON for Ontario) default to the proxy’s ' +
          'headers. A region’s rule (CA-ON) wins over its country’s. Players always see their own offers; the ' +
          'site renders content with ?offers=hidden for a guest answered false (docs/decisions/0081).',
        querystring: bonusAdvertisingQuerySchema,
        response: { 200: dataOf(bonusAdvertisingSchema), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const fromQuery = request.query.country !== undefined;
      const country = fromQuery ? (request.query.country ?? null) : countryFromHeader(request.headers[countryHeader]);
      const region = fromQuery ? (request.query.region ?? null) : regionFromHeader(request.headers[regionHeader]);
      reply.header('cache-control', 'public, max-age=60');
      reply.header('vary', `${countryHeader}, ${regionHeader}`);
      return { data: await answers.get(country ? [country, region].filter(Boolean).join('-') : '') };
    },
  );
}
