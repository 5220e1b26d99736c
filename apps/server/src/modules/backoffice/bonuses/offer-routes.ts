import {
  adminBonusOfferBodySchema,
  adminBonusPackageBodySchema,
  adminBonusPackageSchema,
  adminFreeSpinGameSchema,
} from '@croupier/contracts/admin-bonus-offers';
import { adminBonusOfferSchema } from '@croupier/contracts/admin-bonuses';
import { dataOf, errorResponses } from '@croupier/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../platform/db/database.ts';
import type { BonusModule } from '../../bonus/routes.ts';
import { appendAudit } from '../audit/log.ts';
import { staffActor } from '../staff/access.ts';

const tags = ['admin'];
const security = [{ adminCookie: [] }];
const access = { adminAccess: 'bonuses.manage' } as const;

/**
 * New bonus packages and offers from the back office (issue 22 §7; docs/decisions/0133): marketing creates
 * them through the bonus module's own calls, each audited in the transaction that writes it. A new offer is
 * disabled until marketing switches it on (`POST /api/admin/bonuses/:id/enable`).
 */
export function registerBonusOfferRoutes(
  app: FastifyInstance,
  deps: { db: Database; clock: () => Date; bonus: BonusModule },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { offers } = deps.bonus;

  api.get(
    '/api/admin/bonus-packages',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'The bonus packages offers may be created in, with their names per locale',
        response: { 200: dataOf(z.array(adminBonusPackageSchema)), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await offers.packages() }),
  );

  api.post(
    '/api/admin/bonus-packages',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Create a bonus package (a promotion that groups offers)',
        description:
          'Names per shipped locale, English required (decision 0087). The slug is made from the English name.',
        body: adminBonusPackageBodySchema,
        response: { 201: dataOf(adminBonusPackageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const created = await deps.db.transaction(async (tx) => {
        const pkg = await offers.createPackage(tx, request.body);
        await appendAudit(
          tx,
          staffActor(request),
          { action: 'bonus_package.create', targetType: 'bonus_package', targetId: pkg.id, before: null, after: pkg },
          deps.clock(),
        );
        return pkg;
      });
      return reply.status(201).send({ data: created });
    },
  );

  api.get(
    '/api/admin/bonus-free-spin-games',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'The slots free spins may be given on',
        response: { 200: dataOf(z.array(adminFreeSpinGameSchema)), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await offers.freeSpinGames() }),
  );

  api.post(
    '/api/admin/bonuses',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Create a bonus offer in a package, with its bonuses; it starts disabled',
        description:
          'Money is minor units as decimal text. Trigger 3: given on a deposit (deposit numbers, minimum ' +
          'deposits); trigger 1: given at once through a code (always requires one). A field that contradicts the ' +
          'trigger or the bonus’s type, an unknown package, currency or free-spins game, or a bonus offered in ' +
          'no currency is 400 with field errors naming the field’s path (bonuses.0.currencies.1.amountMinor). ' +
          'Contributions are the standard ones. Switch it on with POST /api/admin/bonuses/:id/enable.',
        body: adminBonusOfferBodySchema,
        response: { 201: dataOf(adminBonusOfferSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      // The games module reads with its own handle: before the transaction (PGlite would wait for it).
      const games = await offers.checkGames(request.body);
      const created = await deps.db.transaction(async (tx) => {
        const offer = await offers.createOffer(tx, request.body, games);
        await appendAudit(
          tx,
          staffActor(request),
          {
            action: 'bonus_offer.create',
            targetType: 'bonus_offer',
            targetId: offer.id,
            before: null,
            after: { offer, terms: request.body },
          },
          deps.clock(),
        );
        return offer;
      });
      return reply.status(201).send({ data: created });
    },
  );
}
