import { dataOf, errorResponses } from '@croupier/contracts/errors';
import {
  blackjackDealBodySchema,
  blackjackMoveBodySchema,
  blackjackResultSchema,
  crashBetBodySchema,
  crashBetResultSchema,
  crashChannel,
  crashSessionBodySchema,
  crashStateSchema,
  diceBodySchema,
  diceResultSchema,
  houseSessionBodySchema,
  houseSessionSchema,
  minesCashOutBodySchema,
  minesResultSchema,
  minesRevealBodySchema,
  minesStartBodySchema,
  plinkoBodySchema,
  plinkoResultSchema,
  revealedRoundsSchema,
  revealedSeedsSchema,
  rouletteBodySchema,
  rouletteResultSchema,
  seedBodySchema,
  seedHashParamsSchema,
  slotsBodySchema,
  slotsResultSchema,
} from '@croupier/contracts/house';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db/database.ts';
import type { RealtimeGateway } from '../../platform/realtime/gateway.ts';
import type { GamesModule } from '../games/routes.ts';
import { inProcessCasinoWallet } from './casino-wallet.ts';
import { createCrashTable } from './crash-table.ts';
import { registerHouseFreeSpins } from './free-spins.ts';
import { blackjackPlay, dicePlay, minesPlay, plinkoPlay, roulettePlay, slotsPlay } from './plays.ts';
import { createHouseProvider, type HouseProvider } from './service.ts';

/**
 * The house studio's API under /provider/house/api (the game pages in the casino's frame call it). It is
 * the studio's, not the casino's: a launch token identifies the session, the casino's seamless wallet holds
 * the money (docs/game-wallet-contract.md), decision 0033.
 */

const tags = ['house studio'];

/** Recovery looks at rounds left open this long. */
const recoveryAfterMs = 15_000;
/** A round in play (mines) untouched this long is finished for the player. */
const abandonedAfterMs = 30 * 60_000;
const recoveryEveryMs = 30_000;

export async function registerHouseProvider(
  app: FastifyInstance,
  deps: { db: Database; games: GamesModule; realtime: RealtimeGateway; liveCrash: boolean },
): Promise<HouseProvider> {
  const provider = createHouseProvider({
    db: deps.db,
    casino: inProcessCasinoWallet(app, deps.games.providerSecret),
  });
  const crash = createCrashTable({
    db: deps.db,
    provider,
    publish: async (message) => {
      await deps.realtime.publish(crashChannel, message);
    },
    log: (err) => app.log.error({ err }, 'crash table'),
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerHouseFreeSpins(app, provider.freeSpins);

  api.post(
    '/provider/house/api/session',
    {
      schema: {
        tags,
        summary: 'Opens a game session: mode, currency, balance, stake range and the seed pair in play',
        body: houseSessionBodySchema,
        response: { 200: dataOf(houseSessionSchema), ...errorResponses(400, 401, 404, 409, 503) },
      },
    },
    async (request) => ({ data: await provider.open(request.body.token, request.body.game, request.body.currency) }),
  );

  const bet = (summary: string) => ({ tags, summary });
  const answers = { ...errorResponses(400, 401, 404, 409, 503) };

  api.post(
    '/provider/house/api/dice',
    {
      schema: {
        ...bet('One dice roll: the stake through the casino’s wallet, the outcome from the seed pair'),
        body: diceBodySchema,
        response: { 200: dataOf(diceResultSchema), ...answers },
      },
    },
    async (request) => {
      const { token, game, stake, direction, target, currency } = request.body;
      return {
        data: await provider.play(token, game, currency, 'dice', (_, range) =>
          dicePlay({ stake: BigInt(stake), direction, target }, range),
        ),
      };
    },
  );

  api.post(
    '/provider/house/api/roulette',
    {
      schema: {
        ...bet('One spin of European roulette with up to 200 bets'),
        body: rouletteBodySchema,
        response: { 200: dataOf(rouletteResultSchema), ...answers },
      },
    },
    async (request) => {
      const { token, game, bets, currency } = request.body;
      return {
        data: await provider.play(token, game, currency, 'roulette', (_, range) =>
          roulettePlay(
            bets.map((spot) => ({ ...spot, stake: BigInt(spot.stake) })),
            range,
          ),
        ),
      };
    },
  );

  api.post(
    '/provider/house/api/plinko',
    {
      schema: {
        ...bet('One plinko ball; the risk is the game’s, the rows the player’s'),
        body: plinkoBodySchema,
        response: { 200: dataOf(plinkoResultSchema), ...answers },
      },
    },
    async (request) => {
      const { token, game, stake, rows, currency } = request.body;
      return {
        data: await provider.play(token, game, currency, 'plinko', (definition, range) =>
          plinkoPlay(definition, { stake: BigInt(stake), rows }, range),
        ),
      };
    },
  );

  api.post(
    '/provider/house/api/slots',
    {
      schema: {
        ...bet('One paid spin of a video slot and the free spins it triggers'),
        body: slotsBodySchema,
        response: { 200: dataOf(slotsResultSchema), ...answers },
      },
    },
    async (request) => {
      const { token, game, stake, currency } = request.body;
      return {
        data: await provider.play(token, game, currency, 'slots', (definition, range) =>
          slotsPlay(definition, BigInt(stake), range),
        ),
      };
    },
  );

  api.post(
    '/provider/house/api/mines/start',
    {
      schema: {
        ...bet('Starts a mines round: the stake is taken, the layout fixed by the seed pair'),
        body: minesStartBodySchema,
        response: { 200: dataOf(minesResultSchema), ...answers },
      },
    },
    async (request) => {
      const { token, game, stake, mines, currency } = request.body;
      return {
        data: (await provider.play(token, game, currency, 'mines', (_, range) =>
          minesPlay({ stake: BigInt(stake), mines }, range),
        )) as never,
      };
    },
  );

  api.post(
    '/provider/house/api/mines/reveal',
    {
      schema: {
        ...bet('Opens a tile of the round in play'),
        body: minesRevealBodySchema,
        response: { 200: dataOf(minesResultSchema), ...answers },
      },
    },
    async (request) => ({
      data: await provider.minesMove(request.body.token, request.body.game, { reveal: request.body.tile }),
    }),
  );

  api.post(
    '/provider/house/api/mines/cash-out',
    {
      schema: {
        ...bet('Cashes out the round in play at its multiplier'),
        body: minesCashOutBodySchema,
        response: { 200: dataOf(minesResultSchema), ...answers },
      },
    },
    async (request) => ({ data: await provider.minesMove(request.body.token, request.body.game, 'cash-out') }),
  );

  api.post(
    '/provider/house/api/blackjack/deal',
    {
      schema: {
        ...bet('Deals a blackjack round from a shoe the seed pair shuffled; naturals settle at once'),
        body: blackjackDealBodySchema,
        response: { 200: dataOf(blackjackResultSchema), ...answers },
      },
    },
    async (request) => {
      const { token, game, stake, currency } = request.body;
      return {
        data: (await provider.play(token, game, currency, 'blackjack', (_, range) =>
          blackjackPlay(BigInt(stake), range),
        )) as never,
      };
    },
  );

  api.post(
    '/provider/house/api/blackjack/move',
    {
      schema: {
        ...bet('A move in the blackjack round in play; double, split and insurance add a stake'),
        body: blackjackMoveBodySchema,
        response: { 200: dataOf(blackjackResultSchema), ...answers },
      },
    },
    async (request) => ({
      data: await provider.blackjackMove(request.body.token, request.body.game, request.body.move),
    }),
  );

  api.post(
    '/provider/house/api/seed',
    {
      schema: {
        tags,
        summary: 'Rotates the seed pair with the player’s client seed; reveals the old server seed',
        body: seedBodySchema,
        response: {
          200: dataOf(revealedSeedsSchema),
          ...errorResponses(400, 401, 404, 409, 503),
        },
      },
    },
    async (request) => ({
      data: await provider.rotate(request.body.token, request.body.game, request.body.clientSeed),
    }),
  );

  api.get(
    '/provider/house/api/seeds/:serverSeedHash',
    {
      schema: {
        tags,
        summary: 'A revealed seed pair and the rounds played with it, for the public verifier',
        params: seedHashParamsSchema,
        response: { 200: dataOf(revealedRoundsSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ data: await provider.revealedRounds(request.params.serverSeedHash) }),
  );

  api.post(
    '/provider/house/api/seeds/:serverSeedHash/reveal',
    {
      schema: {
        tags,
        summary: 'Reveals a guest’s demo table’s seed pair (the table goes on with a new one) for the verifier',
        description:
          'A logged-in player’s pair is refused (409 house_seed_not_revealed, reason player): they reveal it by ' +
          'changing their client seed in the game. A round still in play with the pair: 409 house_round_in_play.',
        params: seedHashParamsSchema,
        response: { 200: dataOf(revealedRoundsSchema), ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({ data: await provider.revealTable(request.params.serverSeedHash) }),
  );

  api.post(
    '/provider/house/api/crash/state',
    {
      schema: {
        tags,
        summary: 'The live crash table: the round, its bets, this session’s bet, the last rounds and the chain',
        body: crashSessionBodySchema,
        response: { 200: dataOf(crashStateSchema), ...answers },
      },
    },
    async (request) => ({
      data: await crash.state(request.body.token, request.body.game, request.body.currency),
    }),
  );

  api.post(
    '/provider/house/api/crash/bet',
    {
      schema: {
        ...bet('A bet on the crash round taking bets, with an optional automatic cash-out'),
        body: crashBetBodySchema,
        response: { 200: dataOf(crashBetResultSchema), ...answers },
      },
    },
    async (request) => {
      const { token, game, stake, autoCashOut, currency } = request.body;
      return {
        data: await crash.bet(token, game, {
          stake: BigInt(stake),
          ...(autoCashOut === undefined ? {} : { autoCashOut }),
          ...(currency ? { currency } : {}),
        }),
      };
    },
  );

  api.post(
    '/provider/house/api/crash/cash-out',
    {
      schema: {
        ...bet('Cashes out this session’s bet at the multiplier the round is at'),
        body: crashSessionBodySchema,
        response: { 200: dataOf(crashBetResultSchema), ...answers },
      },
    },
    async (request) => ({ data: await crash.cashOut(request.body.token, request.body.game) }),
  );

  const recover = () =>
    provider
      .recover(new Date(Date.now() - recoveryAfterMs), new Date(Date.now() - abandonedAfterMs))
      .then(() => crash.settleStragglers())
      .catch((err: unknown) => app.log.error({ err }, 'house rounds recovery failed'));
  const timer = setInterval(recover, recoveryEveryMs);
  timer.unref();
  app.addHook('onReady', async () => {
    await recover();
    if (deps.liveCrash) crash.start();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    crash.stop();
  });
  return provider;
}
