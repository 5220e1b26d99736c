import {
  bonusCodeBodySchema,
  bonusCodeDeleteQuerySchema,
  bonusCodeQuerySchema,
  bonusCodeSchema,
  bonusIdParamsSchema,
  bonusTopics,
  cashbackQuerySchema,
  cashbackSchema,
  playerBonusesPageSchema,
  playerBonusesQuerySchema,
  playerBonusSchema,
  playerFreespinSchema,
  playerFreespinsPageSchema,
} from '@croupier/contracts/bonus';
import { depositBonusesQuerySchema, depositBonusSchema } from '@croupier/contracts/bonus-offers';
import { dataOf, errorResponses } from '@croupier/contracts/errors';
import { type PaymentInvoiceChanged, paymentInvoiceChangedTopic } from '@croupier/contracts/payments';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import type { OutboxDispatcher } from '../../platform/outbox/dispatcher.ts';
import { appendEvents } from '../../platform/outbox/outbox.ts';
import { type GamesModule, platformOf } from '../games/routes.ts';
import { blockInForce } from '../limits/enforcement.ts';
import type { PaymentsModule } from '../payments/routes.ts';
import { currentPlayer } from '../player/auth.ts';
import { countryFromHeader, regionFromHeader } from '../player/client-info.ts';
import type { PlayerModule } from '../player/routes.ts';
import { createSettingsService } from '../settings/service.ts';
import type { WalletModule } from '../wallet/routes.ts';
import { type BonusAdmin, createBonusAdmin } from './admin.ts';
import { registerBonusAdvertising } from './advertising.ts';
import { createCashbackJob, type LevelCashbackPercent } from './cashback.ts';
import { type CashbackAdmin, createCashbackAdmin } from './cashback-admin.ts';
import { createBonusCodes } from './codes.ts';
import { createDepositBonuses } from './deposits.ts';
import { playerBonusEvent } from './events.ts';
import { createBonusExpiry } from './expiry.ts';
import { createFreespinPlay } from './freespin-play.ts';
import { registerFreespinLaunch } from './freespin-routes.ts';
import { registerBonusHistory } from './history-routes.ts';
import { createBonusLifecycle } from './lifecycle.ts';
import { requestLocale } from './names.ts';
import { type BonusOffersAdmin, createBonusOffersAdmin } from './offers-admin.ts';
import { registerBonusOperatorRoutes } from './operator-routes.ts';
import { seedDemoBonuses, seedJurisdictions } from './seed.ts';
import { type BonusService, createBonusService } from './service.ts';
import { findPlayerBonus, freeSpinGames } from './store.ts';
import { type BonusTermsAdmin, createBonusTermsAdmin } from './terms-admin.ts';
import { playerBonusView, subunitIn } from './views.ts';

export interface BonusModule {
  service: BonusService;
  /** The back office's bonuses and codes (issue 22 §7): it changes the bonus tables only through these. */
  admin: BonusAdmin;
  /** New packages and offers from the back office, created disabled (docs/decisions/0133). */
  offers: BonusOffersAdmin;
  /** A bonus's terms as the back office edits them: from the next grant on (docs/decisions/0122). */
  terms: BonusTermsAdmin;
  /** Cashback programmes as the back office edits them: from the next period paid (docs/decisions/0122). */
  cashback: CashbackAdmin;
  /** The cashback job reads each player's loyalty level percentage through this (decision 0101; app.ts). */
  useLevelCashbackPercent(port: LevelCashbackPercent): void;
}

const security = [{ bearer: [] }];
const tags = ['bonuses'];

export async function registerBonus(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: () => Date;
    player: PlayerModule;
    wallet: WalletModule;
    payments: PaymentsModule;
    games: GamesModule;
    countryHeader: string;
    /** The proxy's region header (ISO 3166-2 subdivision): a province's advertising rule (decision 0081). */
    regionHeader: string;
    seedDemoData: boolean;
    codeAttemptsPerHour: number;
    /** How often this process runs the expiry sweep. */
    expirySweepEveryMs: number;
    /** How often this process runs the cashback job (closed periods not paid yet). */
    cashbackRunEveryMs: number;
    /** The operator API's bearer token; unset: no operator routes. */
    operatorToken: string | undefined;
    dispatcher: OutboxDispatcher;
  },
): Promise<BonusModule> {
  const { db, player } = deps;
  await seedJurisdictions(db);
  if (deps.seedDemoData) await seedDemoBonuses(db);

  async function depositsCount(playerId: string, currency: string): Promise<number> {
    const stats = await deps.payments.service.statistics(playerId, [currency]);
    return stats.find((s) => s.currency === currency)?.depositsCount ?? 0;
  }

  /**
   * Free spins name their game by identity; its id is looked up once per process, before any transaction
   * (the games module reads through its own handle, which inside a transaction on PGlite would wait for it).
   */
  const gameIds = new Map<string, string>();
  async function resolveFreeSpinGames(): Promise<void> {
    for (const identity of await freeSpinGames(db)) {
      if (gameIds.has(identity)) continue;
      const id = await deps.games.service.game(identity, null, null).then(
        (game) => game.id,
        () => undefined,
      );
      if (id) gameIds.set(identity, id);
    }
  }
  await resolveFreeSpinGames();

  const service = createBonusService({
    db,
    clock: deps.clock,
    settings: createSettingsService(db),
    wallet: deps.wallet.service,
    standing: player.access.standing,
    blockInForce,
    depositsCount,
    gameIdOf: (identity) => gameIds.get(identity),
  });

  const codes = createBonusCodes({
    db,
    clock: deps.clock,
    bonus: service,
    standing: player.access.standing,
    depositsCount: depositsCount,
    attemptsPerHour: deps.codeAttemptsPerHour,
  });

  // The bonus code typed at sign-up is applied in the transaction that creates the player (decision 0070).
  player.access.onPlayerCreated(async (tx, registered) => {
    await codes.applyAtSignUp(tx, registered);
  });

  const lifecycle = createBonusLifecycle({ db, clock: deps.clock, bonus: service, wallet: deps.wallet.service });

  // The provider's free rounds count on the player's awards (decision 0075).
  const freespins = createFreespinPlay({
    db,
    clock: deps.clock,
    bonus: service,
    wallet: deps.wallet.service,
    standing: player.access.standing,
  });
  deps.games.freeRounds.use(freespins.awards);

  // A successful deposit with a chosen deposit bonus issues it; the subscriber's name is its cursor.
  const onInvoiceChanged = createDepositBonuses({
    clock: deps.clock,
    bonus: service,
    standing: player.access.standing,
  });
  deps.dispatcher.subscribe('bonus-deposits', [paymentInvoiceChangedTopic], (event, tx) =>
    onInvoiceChanged(tx, event.payload as PaymentInvoiceChanged),
  );

  // A stake, rollback or round end moved an active bonus: the site hears it as the bonus's new view, including each
  // step of its wagering (bonus:player-bonuses#). Only rounds of players with an active bonus write these events.
  deps.dispatcher.subscribe('bonus-progress', [bonusTopics.playerBonusProgressed], async (event, tx) => {
    const { playerId, playerBonusId } = event.payload as { playerId: string; playerBonusId: string };
    const found = await findPlayerBonus(tx, playerId, playerBonusId);
    if (!found) return;
    const view = playerBonusView(found.row, found.bonus, subunitIn(await service.book(tx), found.row.currency));
    await appendEvents(tx, [playerBonusEvent(playerId, view)]);
  });

  // Every process sweeps; items are taken with row locks, so two at once end each item once (expiry.ts).
  const sweepExpired = createBonusExpiry({
    db,
    clock: deps.clock,
    bonus: service,
    lifecycle,
    expireFreespinWithWinnings: freespins.expireWithWinnings,
  });
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweepNow = () => {
    // Each sweep also learns the ids of free-spins games that offers created in another process name (0133).
    sweeping = resolveFreeSpinGames()
      .then(sweepExpired)
      .catch((err: unknown) => app.log.error({ err }, 'bonus expiry sweep failed'));
    return sweeping;
  };
  const timer = setInterval(sweepNow, deps.expirySweepEveryMs);
  timer.unref();
  app.addHook('onReady', async () => {
    await sweepNow();
  });
  // Every process runs the cashback job too: it pays each player once per period whoever runs it (cashback.ts).
  const cashback = createCashbackJob({ db, clock: deps.clock, bonus: service, standing: player.access.standing });
  let paying: Promise<unknown> = Promise.resolve();
  const payNow = () => {
    paying = cashback.run().catch((err: unknown) => app.log.error({ err }, 'bonus cashback run failed'));
    return paying;
  };
  const cashbackTimer = setInterval(payNow, deps.cashbackRunEveryMs);
  cashbackTimer.unref();
  app.addHook('onReady', async () => {
    await payNow();
  });
  // Before the database closes (onClose): no new sweep or run, and those under way finish their transactions.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    clearInterval(cashbackTimer);
    await sweeping;
    await paying;
  });

  const countryHeader = deps.countryHeader.toLowerCase();
  /** Open routes: the player when a bearer token comes with the request (an invalid one answers 401). */
  async function optionalPlayer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.headers.authorization) await player.requirePlayer.call(app, request, reply);
  }

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/game/player-bonuses',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'The player’s bonuses (S1.7-46): status list, currency, sortBy activatedAt, page, perPage',
        description: 'Without status: 1 issued, 2 active and 4 pending. Issued bonuses (not activated yet) come first.',
        querystring: playerBonusesQuerySchema,
        response: { 200: playerBonusesPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.playerBonuses(currentPlayer(request).playerId, request.query, requestLocale(request)),
  );

  registerBonusHistory(app, { db, service, requirePlayer: player.requirePlayer });
  registerBonusAdvertising(app, { db, countryHeader: deps.countryHeader, regionHeader: deps.regionHeader });

  api.get(
    '/api/game/player-freespins',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'The player’s free-spin awards (S1.7-47): status list, currency, sortBy activatedAt, page, perPage',
        querystring: playerBonusesQuerySchema,
        response: { 200: playerFreespinsPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.playerFreespins(currentPlayer(request).playerId, request.query, requestLocale(request)),
  );

  api.put(
    '/api/game/player-bonuses/:id/activate',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Activate an issued bonus (S1.7-48): its money moves to the bonus balance',
        description:
          'One active bonus at a time: with another active, 409 bonus_another_active and fields.activeBonusId ' +
          '(the site’s change-active-bonus flow cancels that one first). 409 bonus_expired when its claim period ' +
          'ended, bonus_not_activatable when it is not issued, bonuses_opted_out / bonuses_blocked for a player ' +
          'who may not receive bonuses. Another player’s bonus is 404 (docs/decisions/0068).',
        params: bonusIdParamsSchema,
        response: { 200: dataOf(playerBonusSchema), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await lifecycle.activateBonus(currentPlayer(request).playerId, request.params.id, requestLocale(request)),
    }),
  );

  api.put(
    '/api/game/player-bonuses/:id/cancel',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Cancel an issued or active bonus (S1.7-50); an active one forfeits the bonus balance',
        params: bonusIdParamsSchema,
        response: { 200: dataOf(playerBonusSchema), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await lifecycle.cancelBonus(currentPlayer(request).playerId, request.params.id, requestLocale(request)),
    }),
  );

  api.put(
    '/api/game/player-freespins/:id/activate',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Activate issued free spins (S1.7-49): their play period starts',
        params: bonusIdParamsSchema,
        response: { 200: dataOf(playerFreespinSchema), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await lifecycle.activateFreespin(
        currentPlayer(request).playerId,
        request.params.id,
        requestLocale(request),
      ),
    }),
  );

  registerFreespinLaunch(app, {
    requirePlayer: player.requirePlayer,
    launch: (request, body) =>
      freespins.launch(deps.games, {
        auth: currentPlayer(request),
        id: (request.params as { id: string }).id,
        country: countryFromHeader(request.headers[countryHeader]),
        platform: body.platform ?? platformOf(request.headers['user-agent']),
        locale: body.locale,
        returnUrl: body.returnUrl,
      }),
  });

  api.get(
    '/api/game/bonuses',
    {
      preHandler: optionalPlayer,
      schema: {
        tags,
        security: [{ bearer: [] }, {}],
        summary: 'Deposit bonuses open in a currency (S1.7-55, S1.7-56); skipCondition 1 and 2 add those not open yet',
        description:
          'skipCondition 1 leaves the deposit-number condition unchecked, 2 the start of the availability window; ' +
          'such bonuses come with isAvailable false. Visitors see offers only where their country allows ' +
          'advertising bonuses (docs/decisions/0066).',
        querystring: depositBonusesQuerySchema,
        response: { 200: dataOf(z.array(depositBonusSchema)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const viewer = request.player
        ? { playerId: request.player.playerId }
        : {
            country: countryFromHeader(request.headers[countryHeader]),
            region: regionFromHeader(request.headers[deps.regionHeader.toLowerCase()]),
          };
      return { data: await service.depositBonuses(viewer, request.query, requestLocale(request)) };
    },
  );

  api.get(
    '/api/game/bonuses/cashback',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'The cashback programme in a currency (S1.7-54); null where there is none',
        description:
          'Its terms, the running period (UTC), the player’s net loss in it so far and the cashback that loss ' +
          'would pay when the period closes (docs/decisions/0076).',
        querystring: cashbackQuerySchema,
        response: { 200: dataOf(cashbackSchema.nullable()), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const auth = currentPlayer(request);
      const currency = request.query.currency ?? (await player.access.standing(db, auth.playerId))?.currency;
      return { data: currency ? await cashback.details(auth.playerId, currency) : null };
    },
  );

  api.get(
    '/api/game/bonuses/bonuscodes',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'The bonus code applied to the next deposit (S1.7-51): trigger 3; null when none',
        querystring: bonusCodeQuerySchema,
        response: { 200: dataOf(bonusCodeSchema.nullable()), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      data: await codes.current(currentPlayer(request).playerId, request.query.trigger, requestLocale(request)),
    }),
  );

  api.post(
    '/api/game/bonuses/bonuscodes',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Check (trigger 1) or apply to the next deposit (trigger 3) a bonus code (S1.7-52)',
        description:
          'status 1 applied, 2 regular (redeemed at once: its bonuses are issued), 3 incorrect, 4 not available. ' +
          'Wrong and unavailable codes count towards BONUS_CODE_ATTEMPTS_PER_HOUR; past it: 429 with the ' +
          'message "Exceeded max attempts". See docs/decisions/0068.',
        body: bonusCodeBodySchema,
        response: { 200: dataOf(bonusCodeSchema), ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => ({
      data: await codes.submit(currentPlayer(request).playerId, request.body, requestLocale(request)),
    }),
  );

  api.delete(
    '/api/game/bonuses/bonuscodes',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Remove the applied bonus code by its playerBonusCodeId (S1.7-53)',
        querystring: bonusCodeDeleteQuerySchema,
        response: { 204: z.null().describe('Removed'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await codes.removeById(currentPlayer(request).playerId, request.query.playerBonusCodeId);
      return reply.status(204).send(null);
    },
  );

  if (deps.operatorToken) {
    registerBonusOperatorRoutes(app, { token: deps.operatorToken, sweep: sweepExpired, cashbackRun: cashback.run });
  }

  return {
    service,
    admin: createBonusAdmin({ db, clock: deps.clock, bonus: service }),
    offers: createBonusOffersAdmin({
      db,
      clock: deps.clock,
      bonus: service,
      freeSpinGames: () => deps.games.admin.freeSpinGames(),
      rememberGame: (game) => gameIds.set(game.identity, game.id),
    }),
    terms: createBonusTermsAdmin({ db, clock: deps.clock, bonus: service }),
    cashback: createCashbackAdmin({ db, clock: deps.clock, bonus: service }),
    useLevelCashbackPercent: cashback.useLevelPercent,
  };
}
