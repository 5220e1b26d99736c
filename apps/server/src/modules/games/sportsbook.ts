import { randomBytes } from 'node:crypto';
import { dataOf, errorResponses } from '@croupier/contracts/errors';
import {
  type SportsbookSession,
  sportsbookSessionBodySchema,
  sportsbookSessionSchema,
} from '@croupier/contracts/games';
import { betRangesFor } from '@croupier/house-games/catalogue';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../platform/config.ts';
import { type AuthenticatedPlayer, currentPlayer } from '../player/auth.ts';
import type { PlayerModule } from '../player/routes.ts';
import type { GameDefinition } from './catalogue.ts';
import { checkRealPlay } from './real-play.ts';
import { type GamesDeps, gameNotFound, gameRestricted, sha256 } from './service.ts';
import { findGameByIdentity, findProviderByIdentity, insertSession } from './store.ts';

/**
 * The sportsbook as a game provider (decision 0136). From the wallet's point of view a third-party
 * sportsbook (Betby, Kambi, SBTech style) is one more provider: its backend stakes, settles and cancels
 * bets with the signed seamless-wallet calls, against a launch of one hidden catalogue entry. The entry is
 * never listed in the lobby (hidden game of a hidden provider); the site asks for a launch of it with
 * `POST /api/game/sportsbook/session` and hands the token to the sportsbook's frame.
 */

export const sportsbookProviderIdentity = 'sportsbook';
export const sportsbookGameIdentity = 'sportsbook';
/** The catalogue type the wagering engine reads: stakes of this type count toward sportsbook wagering. */
export const sportsbookGameType = 'sportsbook';

/**
 * How long a sportsbook token takes stakes: short, so a token copied out of the frame is soon worthless; the
 * site asks for a new one before it ends (settlements of rounds already staked are taken after it).
 */
export const sportsbookSessionTtlMinutes = 15;

export const sportsbookConfigured = (config: Pick<Config, 'SPORTSBOOK_CLIENT_HOST' | 'SPORTSBOOK_CLIENT_ID'>) =>
  Boolean(config.SPORTSBOOK_CLIENT_HOST && config.SPORTSBOOK_CLIENT_ID);

/** The catalogue entry: stakes from 1 CAD to 5,000 CAD (and the like in every demo currency). */
export function sportsbookDefinition(clientHost: string): GameDefinition {
  return {
    identity: sportsbookGameIdentity,
    name: 'Sportsbook',
    provider: { identity: sportsbookProviderIdentity, name: 'Sportsbook', launchUrl: clientHost, isHidden: true },
    type: sportsbookGameType,
    categories: [],
    hasDemo: false,
    betRanges: betRangesFor('high'),
    isHidden: true,
  };
}

export function createSportsbookSessions(deps: GamesDeps) {
  const { db, clock } = deps;
  return {
    /** A real-money session of the sportsbook entry for this player, in the asked (or registration) currency. */
    async open(input: {
      auth: AuthenticatedPlayer;
      currency: string | undefined;
      country: string | null;
      platform: number;
    }): Promise<SportsbookSession> {
      const game = await findGameByIdentity(db, sportsbookGameIdentity);
      const provider = await findProviderByIdentity(db, sportsbookProviderIdentity);
      if (!game || !provider || game.providerId !== provider.id) throw gameNotFound('sportsbook');
      if (input.country && game.restrictedCountries.includes(input.country)) throw gameRestricted();
      const now = clock();
      const { currency, alias } = await checkRealPlay(deps, {
        auth: input.auth,
        game,
        provider,
        currency: input.currency,
        now,
      });
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + sportsbookSessionTtlMinutes * 60_000);
      await insertSession(db, {
        tokenHash: sha256(token),
        providerId: provider.id,
        gameId: game.id,
        mode: 'real',
        playerId: input.auth.playerId,
        playerSessionId: input.auth.sessionId,
        currency,
        playerAlias: alias,
        platform: input.platform,
        country: input.country,
        createdAt: now,
        expiresAt,
      });
      return { token, currency, expiresAt: expiresAt.toISOString() };
    },
  };
}

export function registerSportsbookSession(
  app: FastifyInstance,
  deps: {
    sessions: ReturnType<typeof createSportsbookSessions>;
    player: PlayerModule;
    countryOf(request: FastifyRequest): Promise<string | null>;
    platformOf(request: FastifyRequest): number;
  },
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/game/sportsbook/session',
    {
      preHandler: deps.player.requirePlayer,
      schema: {
        tags: ['games'],
        security: [{ bearer: [] }],
        summary: 'A sportsbook session token for the player (decision 0136)',
        description:
          'A real-money launch of the hidden sportsbook entry, valid for stakes 15 minutes: the site hands it to ' +
          'the sportsbook frame, whose backend sends it with the seamless-wallet calls. Guests get none (401). ' +
          '409 player_blocked (self-exclusion, cooling-off, blocked account), 409 currency_unavailable, 404 ' +
          'when no sportsbook is configured.',
        body: sportsbookSessionBodySchema,
        response: { 200: dataOf(sportsbookSessionSchema), ...errorResponses(400, 401, 403, 404, 409, 451, 503) },
      },
    },
    async (request) => ({
      data: await deps.sessions.open({
        auth: currentPlayer(request),
        currency: request.body?.currency,
        country: await deps.countryOf(request),
        platform: deps.platformOf(request),
      }),
    }),
  );
}
