import { dataOf, errorResponses } from '@croupier/contracts/errors';
import { toMajorUnits } from '@croupier/contracts/minor-units';
import { turnoverQuerySchema, turnoverWagerSchema } from '@croupier/contracts/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db/database.ts';
import { currentPlayer } from '../player/auth.ts';
import type { PlayerModule } from '../player/routes.ts';
import { accountNotFound, type WalletService } from '../wallet/service.ts';
import { turnoverOf } from './turnover.ts';

export function registerRisk(
  app: FastifyInstance,
  deps: { db: Database; player: PlayerModule; wallet: WalletService; turnoverMultiplier: number },
): void {
  const { db, player, wallet, turnoverMultiplier } = deps;

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/risk/reasons/turn-over-wager',
    {
      preHandler: player.requirePlayer,
      schema: {
        tags: ['risk'],
        security: [{ bearer: [] }],
        summary: 'What deposits still have to be wagered before a withdrawal (S2.7-26)',
        description:
          `total = successful deposits × TURNOVER_MULTIPLIER (now ${turnoverMultiplier}); turnOverWager = stakes ` +
          'so far; turnOverWagerAmount = what is left, 0 when withdrawals are free of the rule. Major units. ' +
          '404 account_not_found without an account in the currency.',
        querystring: turnoverQuerySchema,
        response: { 200: dataOf(turnoverWagerSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { playerId } = currentPlayer(request);
      const { currency } = request.query;
      const account = await wallet.find(db, playerId, currency);
      if (!account) throw accountNotFound();
      const subunit = await wallet.subunitOf(currency);
      const turnover = await turnoverOf(db, account.id, turnoverMultiplier);
      return {
        data: {
          total: toMajorUnits(turnover.requiredMinor, subunit),
          turnOverWager: toMajorUnits(turnover.wageredMinor, subunit),
          turnOverWagerAmount: toMajorUnits(turnover.remainingMinor, subunit),
          currency,
        },
      };
    },
  );
}
