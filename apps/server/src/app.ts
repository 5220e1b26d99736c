import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type BackofficeModule, registerBackoffice } from './modules/backoffice/routes.ts';
import { registerBonus } from './modules/bonus/routes.ts';
import type { BonusService } from './modules/bonus/service.ts';
import { registerClientErrors } from './modules/client-errors/routes.ts';
import { registerContentInvalidation } from './modules/content/invalidation.ts';
import { registerContent } from './modules/content/routes.ts';
import { houseCatalogue, houseCollections } from './modules/games/house-catalogue.ts';
import { platformOf, registerGames } from './modules/games/routes.ts';
import { sportsbookConfigured } from './modules/games/sportsbook.ts';
import { registerHouseProvider } from './modules/house-provider/routes.ts';
import { registerLimits } from './modules/limits/routes.ts';
import { registerNotification } from './modules/notification/routes.ts';
import { registerPayments } from './modules/payments/routes.ts';
import { registerPlayer } from './modules/player/routes.ts';
import { registerPush } from './modules/push/routes.ts';
import { registerRealtimePublishing } from './modules/realtime/register.ts';
import { registerRetention } from './modules/retention/routes.ts';
import { registerRisk } from './modules/risk/routes.ts';
import { registerSettings } from './modules/settings/routes.ts';
import { registerSandboxSportsbook } from './modules/sportsbook-sandbox/routes.ts';
import { registerSupport, type SupportModule } from './modules/support/routes.ts';
import { registerVerification } from './modules/verification/routes.ts';
import { registerWallet } from './modules/wallet/routes.ts';
import { type Config, sportsbookSandboxEnabled, trustProxySetting } from './platform/config.ts';
import { type DatabaseHandle, openDatabase, pingDatabase } from './platform/db/database.ts';
import { registerAdminSite } from './platform/http/admin-site.ts';
import { registerErrorHandling } from './platform/http/errors.ts';
import { registerMetrics } from './platform/http/metrics.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { createSharedPageCache, type PlayerIdentity, type SharedPageCache } from './platform/http/shared-page-cache.ts';
import { sharedPlayerPages } from './platform/http/shared-player-pages.ts';
import { registerSite } from './platform/http/site.ts';
import { registerTextRule } from './platform/http/text-rule.ts';
import { OutboxDispatcher } from './platform/outbox/dispatcher.ts';
import { createBroker } from './platform/realtime/create-broker.ts';
import { registerEmulationTransports } from './platform/realtime/emulation.ts';
import { RealtimeGateway } from './platform/realtime/gateway.ts';
import { connectRedis } from './platform/redis.ts';

export interface AppHandle {
  app: FastifyInstance;
  database: DatabaseHandle;
  dispatcher: OutboxDispatcher;
  realtime: RealtimeGateway;
  backoffice: BackofficeModule;
  /** The bonus module's service, for jobs another module runs with it (tests build a tournament's completion). */
  bonus: BonusService;
  /** The support chat (tests run its e-mail fallback now). */
  support: SupportModule;
}

export interface AppOptions {
  /** Mount the SSR site (needs `npm run build`); API-only tests leave it off. */
  site?: boolean;
  /** Time as the limits module sees it; tests pass a fake clock to cross 24-hour waits instantly. */
  clock?: () => Date;
  /** The identity-verification provider's HTTP client; tests answer with recorded fixtures. */
  kycFetch?: typeof fetch;
}

const version = process.env.npm_package_version ?? '0.1.0';

export async function buildApp(config: Config, options: AppOptions = {}): Promise<AppHandle> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    requestIdHeader: 'x-request-id',
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Before any route: the text rule covers every route registered after it.
  registerTextRule(app);

  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onIdleError: (error) => app.log.warn({ err: error }, 'an idle database connection was closed by the server'),
  });
  const redis = connectRedis(config.REDIS_URL);
  const dispatcher = new OutboxDispatcher(database.db, app.log, {
    pollMs: config.OUTBOX_POLL_MS,
    maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
  });

  let closing = false;
  let realtime: RealtimeGateway | undefined;
  // Before the HTTP server waits for its sockets to end: the realtime ones only end when the gateway cuts them.
  app.addHook('preClose', async () => realtime?.drain());
  app.addHook('onClose', async () => {
    closing = true;
    await dispatcher.stop();
    await realtime?.close();
    await database.close();
    await redis?.quit();
  });

  const securityHeaders = registerSecurityHeaders(app, {
    gtm: Boolean(config.GTM_ID),
    oneSignal: config.PUSH_PROVIDER === 'onesignal',
    frameOrigins:
      sportsbookConfigured(config) && config.SPORTSBOOK_CLIENT_HOST
        ? [new URL(config.SPORTSBOOK_CLIENT_HOST).origin]
        : [],
    supportWidgetOrigin: config.SUPPORT_CHAT_PROVIDER.startsWith('https://')
      ? new URL(config.SUPPORT_CHAT_PROVIDER).origin
      : undefined,
  });
  // Brotli at quality 5 keeps on-the-fly compression cheap enough for SSR; 11 (zlib's default) is not.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: 'croupier-rl:' } : {}) });
  const metrics = registerMetrics(app);
  await registerOpenApi(app, { version });
  registerClientErrors(app, { metrics });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      if (closing) throw new Error('shutting down');
      await pingDatabase(database.db);
      if (redis && redis.status !== 'ready') throw new Error(`redis ${redis.status}`);
      return { status: 'ready' };
    } catch (err) {
      return reply.status(503).send({ error: { code: 'unavailable', message: (err as Error).message } });
    }
  });

  const settings = await registerSettings(app, { db: database.db, seedDemoData: config.SEED_DEMO_DATA });
  const content = await registerContent(app, config, {
    db: database.db,
    currencies: () => settings.currencies({ visibleOnly: false }),
  });

  const player = await registerPlayer(app, { db: database.db, config, dispatcher, content: content.service });
  const notification = await registerNotification(app, {
    db: database.db,
    player,
    dispatcher,
    clock: options.clock ?? (() => new Date()),
    operatorToken: config.OPERATOR_API_TOKEN,
    broadcastPageSize: config.MESSENGER_BROADCAST_PAGE_SIZE,
  });

  realtime = new RealtimeGateway({
    broker: createBroker({ redisUrl: config.REDIS_URL, prefix: config.REALTIME_REDIS_PREFIX }),
    log: app.log,
    version,
    authenticate: player.authenticateToken,
    maxMessageBytes: config.REALTIME_MAX_MESSAGE_BYTES,
    metrics,
  });
  await realtime.start();
  realtime.listen(app);
  registerEmulationTransports(app, realtime, config.REALTIME_MAX_MESSAGE_BYTES);
  registerRealtimePublishing(dispatcher, realtime, app.log);
  await registerPush(app, { db: database.db, config, player, dispatcher, log: app.log });
  // Guests' rendered pages (decision 0134), made with the site below; a content publish drops them at once.
  let pageCache: SharedPageCache | undefined;
  if (content.overlay) {
    registerContentInvalidation(dispatcher, realtime, content.overlay, () => pageCache?.clear());
  }

  const limits = await registerLimits(app, { db: database.db, clock: options.clock ?? (() => new Date()), player });
  const wallet = await registerWallet(app, { db: database.db, player, dispatcher });
  registerRisk(app, {
    db: database.db,
    player,
    wallet: wallet.service,
    turnoverMultiplier: config.TURNOVER_MULTIPLIER,
  });
  const payments = await registerPayments(app, {
    db: database.db,
    player,
    wallet,
    limits,
    dispatcher,
    clock: options.clock ?? (() => new Date()),
    config,
  });
  const games = await registerGames(app, {
    db: database.db,
    config,
    player,
    wallet,
    limits,
    clock: options.clock ?? (() => new Date()),
    ...(config.HOUSE_GAMES_ENABLED ? { catalogue: { games: houseCatalogue(), collections: houseCollections } } : {}),
  });
  const bonus = await registerBonus(app, {
    db: database.db,
    clock: options.clock ?? (() => new Date()),
    player,
    wallet,
    payments,
    games,
    countryHeader: config.COUNTRY_HEADER,
    regionHeader: config.REGION_HEADER,
    seedDemoData: config.SEED_DEMO_DATA,
    codeAttemptsPerHour: config.BONUS_CODE_ATTEMPTS_PER_HOUR,
    expirySweepEveryMs: config.BONUS_EXPIRY_SWEEP_MS,
    cashbackRunEveryMs: config.BONUS_CASHBACK_RUN_MS,
    operatorToken: config.OPERATOR_API_TOKEN,
    dispatcher,
  });
  const retention = await registerRetention(app, {
    db: database.db,
    clock: options.clock ?? (() => new Date()),
    player,
    dispatcher,
    seedDemoData: config.SEED_DEMO_DATA,
    wallet: wallet.service,
    bonus: bonus.service,
    loyaltyEnabled: config.LOYALTY_ENABLED,
    questsEnabled: config.QUESTS_ENABLED,
    birthdayRunEveryMs: config.LOYALTY_BIRTHDAY_RUN_MS,
  });
  // The cashback job adds the player's loyalty level percentage (decision 0101); retention registers after bonus.
  bonus.useLevelCashbackPercent(retention.service.cashbackPercent);
  if (sportsbookSandboxEnabled(config) && sportsbookConfigured(config)) {
    registerSandboxSportsbook(app, { db: database.db, games, publicUrl: config.PUBLIC_URL });
  }
  await registerHouseProvider(app, {
    db: database.db,
    games,
    realtime,
    liveCrash: config.HOUSE_GAMES_ENABLED,
  });
  const verification = await registerVerification(app, {
    db: database.db,
    config,
    player,
    ...(options.kycFetch ? { fetch: options.kycFetch } : {}),
  });

  const support = await registerSupport(app, {
    db: database.db,
    config,
    clock: options.clock ?? (() => new Date()),
    player,
  });

  const backoffice = await registerBackoffice(app, {
    db: database.db,
    config,
    clock: options.clock ?? (() => new Date()),
    player,
    wallet,
    payments,
    bonus,
    verification,
    notification,
    limits,
    games,
    retention,
    content,
    support,
  });

  // Unknown API paths answer with the JSON error body, never with an HTML page from the site.
  app.all('/api/*', { schema: { hide: true } }, async (request, reply) => {
    return reply.status(404).send({
      error: { code: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}` },
    });
  });
  /** Who a shared page is answered for (decision 0139): the same checks as every player call. */
  async function identifyPlayer(token: string): Promise<PlayerIdentity | undefined> {
    const profile = await player.profileOfToken(token);
    if (!profile) return undefined;
    const favorites = await games.service.favoriteIds(profile.id);
    return {
      id: profile.id,
      nickname: profile.nickname,
      email: profile.email,
      currency: profile.currency ?? null,
      country: profile.country ?? null,
      // The lobby's pages show a few dozen tiles; a collector's thousandth heart is not worth the bytes.
      favorites: favorites.slice(0, 500),
    };
  }

  if (options.site) {
    registerAdminSite(app);
    await registerSite(app, config, {
      documentsHidden: verification.documentsHidden,
      securityHeaders,
      pageCache: (site) => {
        pageCache = createSharedPageCache({
          ttlMs: config.PAGE_CACHE_MS,
          maxEntries: 500,
          maxBytes: 1_000_000,
          countryHeader: config.COUNTRY_HEADER.toLowerCase(),
          regionHeader: config.REGION_HEADER.toLowerCase(),
          userAgentClass: (agent) => `${platformOf(agent)}${agent && site.isbot(agent) ? '/crawler' : ''}`,
          scriptNonce: securityHeaders.scriptNonce,
          players: { pages: sharedPlayerPages, identify: identifyPlayer },
        });
        // A back-office catalogue change shows in this process's lobby at once, as the catalogue's own cache does.
        const stop = games.onChanged(() => pageCache?.clear());
        app.addHook('onClose', async () => stop());
        return pageCache;
      },
    });
  }
  dispatcher.start();
  return { app, database, dispatcher, realtime, backoffice, bonus: bonus.service, support };
}
