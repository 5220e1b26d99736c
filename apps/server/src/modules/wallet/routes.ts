import { dataOf, errorResponses } from '@croupier/contracts/errors';
import { openAccountBodySchema, walletAccountSchema } from '@croupier/contracts/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import type { OutboxDispatcher } from '../../platform/outbox/dispatcher.ts';
import { currentPlayer } from '../player/auth.ts';
import { type PlayerRegisteredPayload, playerTopics } from '../player/events.ts';
import type { PlayerModule } from '../player/routes.ts';
import { createSettingsService } from '../settings/service.ts';
import { createWalletService, type WalletService } from './service.ts';

export interface WalletModule {
  service: WalletService;
}

const security = [{ bearer: [] }];
const tags = ['wallet'];

export async function registerWallet(
  app: FastifyInstance,
  deps: { db: Database; player: PlayerModule; dispatcher: OutboxDispatcher },
): Promise<WalletModule> {
  const { db, player, dispatcher } = deps;
  const service = createWalletService({ db, settings: createSettingsService(db) });
  await service.prepareCounterAccounts();

  // The registration currency's account opens in the transaction that creates the player, so it is there
  // the moment they can log in and launch a game (decision 0055).
  player.access.onPlayerCreated(async (tx, { playerId, currency }) => {
    await service.open(tx, playerId, currency);
  });
  // Players created by a process without that hook (a rolling upgrade) still get theirs from the event;
  // for everyone else it finds the account already open and moves on.
  dispatcher.subscribe('wallet-accounts', [playerTopics.registered], async (event, tx) => {
    const { playerId, currency } = event.payload as PlayerRegisteredPayload;
    await service.open(tx, playerId, currency);
  });

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/wallet/accounts',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'The player’s currency accounts (S2.7-10): real, locked, bonus and withdrawable balances',
        description:
          'Major units. balance is the real money the player holds, lockedBalance what withdrawals in flight ' +
          'reserve, bonusBalance the active bonus’s money (docs/decisions/0066), withdrawalBalance what a withdrawal may ' +
          'take (see docs/decisions/0022).',
        response: { 200: dataOf(z.array(walletAccountSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const auth = currentPlayer(request);
      const profile = await player.accounts.profile(auth);
      return { data: await service.list(auth.playerId, profile.currency) };
    },
  );

  api.post(
    '/api/wallet/accounts',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Open an account in another enabled currency; an existing one is answered with 200',
        body: openAccountBodySchema,
        response: {
          200: dataOf(walletAccountSchema),
          201: dataOf(walletAccountSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { account, created } = await service.openOffered(currentPlayer(request).playerId, request.body.currency);
      return reply.status(created ? 201 : 200).send({ data: account });
    },
  );

  return { service };
}
