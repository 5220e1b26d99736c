import { dataOf, errorBodySchema } from '@croupier/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import type { GamesModule } from '../games/routes.ts';
import { inProcessCasinoWallet } from './casino-wallet.ts';
import { createHouseProvider, type HouseProvider } from './service.ts';

/**
 * The house studio's API under /provider/house/api (the game pages in the casino's frame call it). It is
 * the studio's, not the casino's: a launch token identifies the session, the casino's seamless wallet holds
 * the money (docs/game-wallet-contract.md), decision 0033.
 */

const tags = ['house studio'];
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));

const session = {
  token: z.string().min(16).max(200).describe('The launch token from the game URL'),
  game: z.string().min(1).max(120).describe('The game’s slug (identity)'),
  currency: z.string().trim().toUpperCase().max(10).optional().describe('Demo only: play money in this currency'),
};
const minor = z.string().regex(/^[1-9][0-9]{0,37}$/, 'A positive whole number of minor units');

const sessionSchema = z.object({
  mode: z.enum(['real', 'demo']),
  game: z.object({ slug: z.string(), name: z.string(), type: z.string() }),
  currency: z.string(),
  balanceMinor: z.string(),
  stake: z.object({ minMinor: z.string(), maxMinor: z.string() }),
  seed: z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() }),
});

const diceResultSchema = z.object({
  roundId: z.string(),
  roll: z.number().int().describe('0 … 9999 hundredths'),
  won: z.boolean(),
  multiplier: z.number().int().describe('Millionths (1 000 000 = ×1)'),
  winMinor: z.string(),
  balanceMinor: z.string().nullable(),
  winPending: z.boolean(),
  nonce: z.number().int(),
  serverSeedHash: z.string(),
});

/** Recovery looks at rounds left open this long. */
const recoveryAfterMs = 15_000;
const recoveryEveryMs = 30_000;

export async function registerHouseProvider(
  app: FastifyInstance,
  deps: { db: Database; games: GamesModule },
): Promise<HouseProvider> {
  const provider = createHouseProvider({
    db: deps.db,
    casino: inProcessCasinoWallet(app, deps.games.providerSecret),
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/provider/house/api/session',
    {
      schema: {
        tags,
        summary: 'Opens a game session: mode, currency, balance, stake range and the seed pair in play',
        body: z.object(session),
        response: { 200: dataOf(sessionSchema), ...errors(400, 401, 404, 409, 503) },
      },
    },
    async (request) => ({ data: await provider.open(request.body.token, request.body.game, request.body.currency) }),
  );

  api.post(
    '/provider/house/api/dice',
    {
      schema: {
        tags,
        summary: 'One dice roll: the stake through the casino’s wallet, the outcome from the seed pair',
        body: z.object({
          ...session,
          stake: minor,
          direction: z.enum(['under', 'over']),
          target: z.number().int().min(0).max(9999).describe('Hundredths'),
        }),
        response: { 200: dataOf(diceResultSchema), ...errors(400, 401, 404, 409, 503) },
      },
    },
    async (request) => {
      const { token, game, stake, direction, target, currency } = request.body;
      return {
        data: await provider.dice(token, game, {
          stakeMinor: BigInt(stake),
          direction,
          target,
          ...(currency ? { currency } : {}),
        }),
      };
    },
  );

  api.post(
    '/provider/house/api/seed',
    {
      schema: {
        tags,
        summary: 'Rotates the seed pair with the player’s client seed; reveals the old server seed',
        body: z.object({
          ...session,
          clientSeed: z
            .string()
            .trim()
            .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Letters, digits, - and _, at most 64'),
        }),
        response: {
          200: dataOf(
            z.object({
              revealed: z.object({
                serverSeed: z.string(),
                serverSeedHash: z.string(),
                clientSeed: z.string(),
                nonceCount: z.number().int(),
              }),
              next: z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() }),
            }),
          ),
          ...errors(400, 401, 404, 409, 503),
        },
      },
    },
    async (request) => ({
      data: await provider.rotate(request.body.token, request.body.game, request.body.clientSeed),
    }),
  );

  const recover = () =>
    provider
      .recover(new Date(Date.now() - recoveryAfterMs))
      .catch((err: unknown) => app.log.error({ err }, 'house rounds recovery failed'));
  const timer = setInterval(recover, recoveryEveryMs);
  timer.unref();
  app.addHook('onReady', async () => {
    await recover();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  return provider;
}
