import { timingSafeEqual } from 'node:crypto';
import { bonusCashbackRunSchema, bonusExpirySweepSchema } from '@croupier/contracts/bonus';
import { dataOf, errorBodySchema } from '@croupier/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/errors.ts';
import { bearerToken } from '../player/auth.ts';
import type { CashbackRunResult } from './cashback.ts';
import type { ExpirySweepResult } from './expiry.ts';

const security = [{ bearer: [] }];
const tags = ['operator'];

/** The bonus module's operator calls (OPERATOR_API_TOKEN): run the periodic jobs now, as tests and operators do. */
export function registerBonusOperatorRoutes(
  app: FastifyInstance,
  deps: { token: string; sweep: () => Promise<ExpirySweepResult>; cashbackRun: () => Promise<CashbackRunResult> },
): void {
  const requireOperator = async (request: FastifyRequest) => {
    if (!sameToken(deps.token, bearerToken(request))) {
      throw new AppError(401, 'unauthorized', 'Operator token required');
    }
  };
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/operator/bonuses/expiry-sweep',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Run the bonus expiry sweep now (it also runs every BONUS_EXPIRY_SWEEP_MS in every process)',
        description:
          'Ends issued bonuses and free spins past their claim period and active ones past their active period ' +
          'with result expired; an active bonus forfeits its bonus balance to house:bonus. Answers what this ' +
          'call ended (a sweep running at once elsewhere may have ended the rest).',
        response: { 200: dataOf(bonusExpirySweepSchema), 401: errorBodySchema },
      },
    },
    async () => ({ data: await deps.sweep() }),
  );

  api.post(
    '/api/operator/bonuses/cashback-run',
    {
      preHandler: requireOperator,
      schema: {
        tags,
        security,
        summary: 'Run the cashback job now (it also runs every BONUS_CASHBACK_RUN_MS in every process)',
        description:
          'Pays each enabled programme’s closed periods (UTC) not paid yet: every player whose net loss ' +
          '(stakes − wins of settled rounds) times the percentage reaches the minimum gets that cashback, at ' +
          'most the maximum, as a cash bonus with the programme’s wagering, once per player, currency and ' +
          'period however often this runs (docs/decisions/0076).',
        response: { 200: dataOf(bonusCashbackRunSchema), 401: errorBodySchema },
      },
    },
    async () => ({ data: await deps.cashbackRun() }),
  );
}

function sameToken(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
