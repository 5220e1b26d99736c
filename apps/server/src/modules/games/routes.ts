import { dataOf, errorResponses } from '@croupier/contracts/errors';
import {
  betsPageSchema,
  betsQuerySchema,
  collectionsQuerySchema,
  countryQuerySchema,
  fallbackCountry,
  favoritesQuerySchema,
  gameCollectionSchema,
  gameIdParamsSchema,
  gameProviderSchema,
  gameSchema,
  gamesPageSchema,
  gamesQuerySchema,
  historyQuerySchema,
  launchSchema,
  playBodySchema,
  playedQuerySchema,
  recallLimit,
  roundDetailSchema,
  roundSchema,
  roundsPageSchema,
  walletAnswerSchema,
  walletBalanceBodySchema,
  walletCreditBodySchema,
  walletDebitBodySchema,
  walletRollbackBodySchema,
  winnerSchema,
  winnersQuerySchema,
} from '@croupier/contracts/games';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Config, isProduction } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { sendJsonText } from '../../platform/http/json-text.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import type { LimitsModule } from '../limits/routes.ts';
import { type AuthenticatedPlayer, currentPlayer } from '../player/auth.ts';
import { countryFromHeader } from '../player/client-info.ts';
import type { PlayerModule } from '../player/routes.ts';
import { createSettingsService } from '../settings/service.ts';
import type { WalletModule } from '../wallet/routes.ts';
import { createGamesAdmin, type GamesAdmin } from './admin.ts';
import {
  type CollectionDefinition,
  type GameDefinition,
  onCatalogueChanged,
  type SeedResult,
  seedCatalogue,
} from './catalogue.ts';
import { registerGameCovers } from './cover-route.ts';
import { createFreeRounds, type FreeRounds, freeRoundOperations } from './free-rounds.ts';
import { gamesLimitUsage } from './limit-usage.ts';
import { gamesNetPosition } from './net-position.ts';
import { providerOperation, registerProviderCalls } from './provider-call-routes.ts';
import { createSeamlessWallet, type SeamlessWallet } from './seamless-wallet.ts';
import { createGamesService, type GamesDeps, type GamesService } from './service.ts';
import { createProviderSecrets } from './signing.ts';
import {
  createSportsbookSessions,
  registerSportsbookSession,
  sportsbookConfigured,
  sportsbookDefinition,
} from './sportsbook.ts';
import { findProviderByIdentity } from './store.ts';

export interface GamesModule {
  service: GamesService;
  seamless: SeamlessWallet;
  /** Free rounds of free-spin awards (decision 0075): the bonus module answers for the awards. */
  freeRounds: FreeRounds;
  /** Upserts a catalogue (the house games, an aggregator feed); safe to run on every start. */
  seed(definitions: readonly GameDefinition[]): Promise<SeedResult>;
  /** A provider's signing secret, for a provider that runs in this process (the house studio). */
  providerSecret(identity: string): string | undefined;
  /** The back office's catalogue (issue 22 §8): it changes the games tables only through these. */
  admin: GamesAdmin;
  /** Calls `listener` after each back-office change in this process (the guest page cache drops its pages). */
  onChanged(listener: () => void): () => void;
}

const security = [{ bearer: [] }];
const tags = ['games'];

/** Spec 01 §7: platform 1 mobile, 2 desktop; without one, the User-Agent decides. */
export function platformOf(userAgent: string | undefined): 1 | 2 {
  return userAgent && /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent) ? 1 : 2;
}

export async function registerGames(
  app: FastifyInstance,
  deps: {
    db: Database;
    config: Config;
    player: PlayerModule;
    wallet: WalletModule;
    limits: LimitsModule;
    clock: () => Date;
    /** Seeded at start when given (idempotent). */
    catalogue?: { games: readonly GameDefinition[]; collections?: readonly CollectionDefinition[] };
  },
): Promise<GamesModule> {
  const { db, config, player, wallet, limits, clock } = deps;
  const secrets = createProviderSecrets({
    masterSecret: config.GAME_WALLET_SECRET,
    explicit: config.GAME_PROVIDER_SECRETS,
    production: isProduction(config),
  });
  if (!config.GAME_WALLET_SECRET) {
    if (isProduction(config)) app.log.error('GAME_WALLET_SECRET is not set: real-money play is off');
    else app.log.warn('GAME_WALLET_SECRET is not set: using a random key for this process');
  }
  const enforcement = limits.enforcement(gamesLimitUsage());
  limits.reportNetPositionFrom(gamesNetPosition({ db, accounts: player.accounts, wallet: wallet.service }));
  const serviceDeps: GamesDeps = {
    db,
    wallet: wallet.service,
    accounts: player.accounts,
    settings: createSettingsService(db),
    enforcement,
    clock,
    sessionTtlMinutes: config.GAME_SESSION_TTL_MINUTES,
    canSign: (identity) => secrets.secretFor(identity) !== undefined,
  };
  const service = createGamesService(serviceDeps);
  const seamless = createSeamlessWallet({
    db,
    wallet: wallet.service,
    enforcement,
    clock,
  });
  const seed = (definitions: readonly GameDefinition[]) => seedCatalogue(db, definitions);
  if (deps.catalogue) await seedCatalogue(db, deps.catalogue.games, { collections: deps.catalogue.collections ?? [] });
  // The sportsbook's hidden entry, only where a sportsbook is configured (decision 0136).
  if (sportsbookConfigured(config) && config.SPORTSBOOK_CLIENT_HOST) {
    await seedCatalogue(db, [sportsbookDefinition(config.SPORTSBOOK_CLIENT_HOST)]);
  }

  const countryHeader = config.COUNTRY_HEADER.toLowerCase();

  /** Open routes: the player when a bearer token comes with the request (an invalid one answers 401). */
  async function optionalPlayer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.headers.authorization) await player.requirePlayer.call(app, request, reply);
  }
  const viewer = (request: FastifyRequest): AuthenticatedPlayer | null => request.player ?? null;

  /** The country games are offered for: the query, else the proxy's country header, else the profile's. */
  async function countryOf(request: FastifyRequest, asked: string | undefined): Promise<string | null> {
    if (asked) return asked;
    const fromHeader = countryFromHeader(request.headers[countryHeader]);
    if (fromHeader) return fromHeader;
    const auth = viewer(request);
    if (!auth) return null;
    return (await player.accounts.profile(auth)).country ?? null;
  }

  const api = app.withTypeProvider<ZodTypeProvider>();
  registerGameCovers(app, service);
  if (sportsbookConfigured(config)) {
    registerSportsbookSession(app, {
      sessions: createSportsbookSessions(serviceDeps),
      player,
      countryOf: (request) => countryOf(request, undefined),
      platformOf: (request) => platformOf(request.headers['user-agent']),
    });
  }

  api.get(
    '/api/game/collections',
    {
      preHandler: optionalPlayer,
      schema: {
        tags,
        summary: 'Game collections (S1.7-57): id, identity, name, countries, isHidden (S1.3-43)',
        description:
          'Hidden collections are listed with isHidden true (for the lobby, not the category menu); those ' +
          'bound to other countries are left out. Country: countryCode, else the country header, else the profile.',
        querystring: collectionsQuerySchema,
        response: { 200: dataOf(z.array(gameCollectionSchema)), ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      data: await service.collections(await countryOf(request, request.query.countryCode), {
        live: request.query.live,
      }),
    }),
  );

  api.get(
    '/api/game/providers',
    {
      preHandler: optionalPlayer,
      schema: {
        tags,
        summary: 'Game providers with their count of visible games (S1.7-58)',
        description: 'Counts the games offered in the country: countryCode, else the country header, else the profile.',
        querystring: countryQuerySchema,
        response: { 200: dataOf(z.array(gameProviderSchema)), ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ data: await service.providers(await countryOf(request, request.query.countryCode)) }),
  );

  api.get(
    '/api/game/providers/:id',
    {
      preHandler: optionalPlayer,
      schema: {
        tags,
        summary: 'One provider by id or identity (S1.7-59); hidden or unknown: 404 game_not_found',
        params: gameIdParamsSchema,
        querystring: countryQuerySchema,
        response: { 200: dataOf(gameProviderSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      data: await service.provider(request.params.id, await countryOf(request, request.query.countryCode)),
    }),
  );

  api.get(
    '/api/game/games',
    {
      preHandler: optionalPlayer,
      schema: {
        tags,
        summary: 'The catalogue (S1.7-60), filtered and paged in the database',
        description:
          'Filters: collection and provider (identity or id; unknown → 404), search (each word a name-word ' +
          'prefix), tag, live, platform (1 mobile, 2 desktop), countryCode (games restricted there are left out; ' +
          'default the country header, then the profile). meta: page, perPage, totalPages, totalRows.',
        querystring: gamesQuerySchema,
        response: { 200: gamesPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const country = await countryOf(request, request.query.countryCode);
      const playerId = viewer(request)?.playerId;
      if (playerId) return service.games(request.query, country, playerId);
      // A visitor's page is the shared page's JSON, encoded by the same schema when the page was computed.
      return sendJsonText(reply, await service.visitorGamesJson(request.query, country));
    },
  );

  api.get(
    '/api/game/games/favorites',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'The player’s favorite games, newest first (S1.7-63)',
        querystring: favoritesQuerySchema,
        response: { 200: gamesPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.favorites(currentPlayer(request).playerId, request.query),
  );

  api.get(
    '/api/game/games/played',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Recently played games, latest first (S1.7-69)',
        description:
          'platform 1 mobile, 2 desktop (default: from the User-Agent, S1.7-73); countryCode (default: the ' +
          'country header, else UA, S1.7-74): games restricted there are left out.',
        querystring: playedQuerySchema,
        response: { 200: gamesPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const country = request.query.countryCode ?? countryFromHeader(request.headers[countryHeader]) ?? fallbackCountry;
      return service.played(
        currentPlayer(request).playerId,
        { ...request.query, platform: request.query.platform ?? platformOf(request.headers['user-agent']) },
        country,
      );
    },
  );

  api.get(
    '/api/game/games/:id',
    {
      preHandler: optionalPlayer,
      schema: {
        tags,
        summary: 'One game by id or identity (S1.7-61)',
        description: 'Hidden or unknown: 404 game_not_found. Restricted in the visitor’s country: 451 game_restricted.',
        params: gameIdParamsSchema,
        querystring: countryQuerySchema,
        response: { 200: dataOf(gameSchema), ...errorResponses(400, 401, 404, 451) },
      },
    },
    async (request) => ({
      data: await service.game(
        request.params.id,
        await countryOf(request, request.query.countryCode),
        viewer(request)?.playerId ?? null,
      ),
    }),
  );

  const favoriteSchema = dataOf(z.object({ gameId: z.string(), isFavorite: z.boolean() }));
  api.post(
    '/api/game/games/:id/favorite',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Add a game to the player’s favorites (S1.7-64, S1.4-54); adding it again changes nothing',
        params: gameIdParamsSchema,
        response: { 200: favoriteSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await service.setFavorite(currentPlayer(request).playerId, request.params.id, true),
    }),
  );

  api.delete(
    '/api/game/games/:id/favorite',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Remove a game from the player’s favorites (S1.7-65, S1.4-55)',
        params: gameIdParamsSchema,
        response: { 200: favoriteSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await service.setFavorite(currentPlayer(request).playerId, request.params.id, false),
    }),
  );

  api.post(
    '/api/game/games/:id/play',
    {
      preHandler: optionalPlayer,
      schema: {
        tags,
        security,
        summary: 'Launch a game (S1.7-62): the provider’s URL with a session token',
        description:
          'real true needs a session (401 otherwise), an enabled account without self-exclusion or ' +
          'cooling-off (409 player_blocked) and an account in a currency the game takes (409 ' +
          'currency_unavailable). Demo (real false) is open to visitors when the game has it (409 ' +
          'demo_unavailable otherwise). 404 hidden or unknown, 451 restricted in the visitor’s country.',
        params: gameIdParamsSchema,
        querystring: countryQuerySchema,
        body: playBodySchema,
        response: { 200: dataOf(launchSchema), ...errorResponses(400, 401, 403, 404, 409, 451, 503) },
      },
    },
    async (request) => ({
      data: await service.play({
        key: request.params.id,
        body: request.body ?? { real: false },
        auth: viewer(request),
        country: await countryOf(request, request.query.countryCode),
        platform: request.body?.platform ?? platformOf(request.headers['user-agent']),
      }),
    }),
  );

  api.get(
    '/api/game/games/:id/rounds',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: `Game recall: the player’s last ${recallLimit} rounds of this game, newest first`,
        description: 'Outcome (status), stake, win, balance before and after. Hidden or unknown game: 404.',
        params: gameIdParamsSchema,
        response: { 200: dataOf(z.array(roundSchema)), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await service.recall(currentPlayer(request).playerId, request.params.id, recallLimit),
    }),
  );

  api.get(
    '/api/game/rounds/:id',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'One of the player’s rounds with its stakes, wins and rollbacks; another player’s is 404',
        params: z.object({ id: z.uuid('Not a round id') }),
        response: { 200: dataOf(roundDetailSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.round(currentPlayer(request).playerId, request.params.id) }),
  );

  api.get(
    '/api/game/spins',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'The player’s game rounds, newest first (S1.7-66)',
        querystring: historyQuerySchema,
        response: { 200: roundsPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.spins(currentPlayer(request).playerId, request.query),
  );

  api.get(
    '/api/game/bets',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'The player’s bets (S1.7-67): isSettled true (default) of ended rounds, false of open ones',
        querystring: betsQuerySchema,
        response: { 200: betsPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.bets(currentPlayer(request).playerId, request.query),
  );

  api.get(
    '/api/game/spins/winners',
    {
      schema: {
        tags,
        summary: 'Public feed of the latest wins (S1.7-68), players by masked name',
        querystring: winnersQuerySchema,
        response: { 200: dataOf(z.array(winnerSchema)), ...errorResponses(400) },
      },
    },
    async (request) => ({ data: await service.winners(request.query.limit) }),
  );

  const freeRounds = createFreeRounds({ db, clock });
  // Providers are configuration: kept per process for 10 s, so a wallet call does not read them.
  const providers = ttlCache(10_000, (identity: string) => findProviderByIdentity(db, identity), undefined, 100);
  await registerProviderCalls(
    app,
    { provider: (identity) => providers.get(identity), secrets, clock },
    { ...walletOperations(seamless), ...freeRoundOperations(freeRounds) },
  );
  return {
    service,
    seamless,
    freeRounds,
    seed,
    providerSecret: (identity) => secrets.secretFor(identity),
    admin: createGamesAdmin({ db, clock }),
    onChanged: onCatalogueChanged,
  };
}

/** The seamless wallet's four operations (docs/game-wallet-contract.md). */
function walletOperations(seamless: SeamlessWallet) {
  const description =
    'HMAC-SHA256 hex of `<timestamp>.<raw body>` in x-casino-signature with the provider’s secret, ' +
    'Unix seconds in x-casino-timestamp (5 minutes tolerance); 401 bad_signature and nothing changes ' +
    'otherwise. Amounts in minor units as strings. A repeated transactionId answers the first answer. ' +
    'Text with NUL or an unpaired surrogate: 400 bad_request naming the field.';
  const operation = (summary: string) => ({ answer: walletAnswerSchema, summary, description });
  return {
    balance: providerOperation({
      ...operation('Seamless wallet: the player’s balance for a session'),
      body: walletBalanceBodySchema,
      handle: (provider, body) => seamless.balance(provider, body),
    }),
    debit: providerOperation({
      ...operation('Seamless wallet: a stake, idempotent by transactionId'),
      body: walletDebitBodySchema,
      handle: (provider, body) => seamless.debit(provider, body),
    }),
    credit: providerOperation({
      ...operation('Seamless wallet: a win, idempotent by transactionId'),
      body: walletCreditBodySchema,
      handle: (provider, body) => seamless.credit(provider, body),
    }),
    rollback: providerOperation({
      ...operation('Seamless wallet: a stake undone, idempotent by transactionId'),
      body: walletRollbackBodySchema,
      handle: (provider, body) => seamless.rollback(provider, body),
    }),
  };
}
