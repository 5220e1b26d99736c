import {
  adminBonusCodeBodySchema,
  adminBonusCodeSchema,
  adminBonusIdParamsSchema,
  adminBonusOfferSchema,
} from '@croupier/contracts/admin-bonuses';
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
 * Bonuses and bonus codes from the back office (issue 22 §7; docs/decisions/0115): marketing switches offers
 * on and off and creates and disables the codes that unlock them, through the bonus module's own calls, each
 * change audited (before and after) in the transaction that makes it.
 */
export function registerBonusRoutes(
  app: FastifyInstance,
  deps: { db: Database; clock: () => Date; bonus: BonusModule },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { admin } = deps.bonus;

  api.get(
    '/api/admin/bonuses',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Every bonus offer, enabled or not, with what its bonuses give and their wagering',
        response: { 200: dataOf(z.array(adminBonusOfferSchema)), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await admin.offers() }),
  );

  for (const [action, isEnabled] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    api.post(
      `/api/admin/bonuses/:id/${action}`,
      {
        config: access,
        schema: {
          tags,
          security,
          summary: isEnabled
            ? 'Enable a bonus offer: players see it and its codes work again'
            : 'Disable a bonus offer: players no longer see it, and its codes answer "not available"',
          description: 'Bonuses players already received are not touched. Already in that state: answered as it is.',
          params: adminBonusIdParamsSchema,
          response: { 200: dataOf(adminBonusOfferSchema), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const offer = await deps.db.transaction(async (tx) => {
          const changed = await admin.setOfferEnabled(tx, request.params.id, isEnabled);
          if (changed.before.isEnabled !== isEnabled) {
            await appendAudit(
              tx,
              staffActor(request),
              {
                action: `bonus_offer.${action}`,
                targetType: 'bonus_offer',
                targetId: changed.offer.id,
                before: changed.before,
                after: { isEnabled },
              },
              deps.clock(),
            );
          }
          return changed.offer;
        });
        return { data: offer };
      },
    );
  }

  api.get(
    '/api/admin/bonus-codes',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Every bonus code, newest first, with its offer, uses and limits',
        response: { 200: dataOf(z.array(adminBonusCodeSchema)), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await admin.codes() }),
  );

  api.post(
    '/api/admin/bonus-codes',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Create a bonus code for an offer',
        description:
          'The code is stored upper case (players type it in any case). A code already in use is 409 ' +
          'bonus_code_taken with fields.code; an unknown offer, limits below 1 or an end before the start are ' +
          '400 with field errors.',
        body: adminBonusCodeBodySchema,
        response: { 201: dataOf(adminBonusCodeSchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const code = await deps.db.transaction(async (tx) => {
        const created = await admin.createCode(tx, request.body);
        await appendAudit(
          tx,
          staffActor(request),
          { action: 'bonus_code.create', targetType: 'bonus_code', targetId: created.id, before: null, after: created },
          deps.clock(),
        );
        return created;
      });
      return reply.status(201).send({ data: code });
    },
  );

  api.post(
    '/api/admin/bonus-codes/:id/disable',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Disable a bonus code: players trying it from now on are told it is not available',
        description: 'A code already applied to a player’s next deposit stays applied. Already disabled: as it is.',
        params: adminBonusIdParamsSchema,
        response: { 200: dataOf(adminBonusCodeSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const code = await deps.db.transaction(async (tx) => {
        const changed = await admin.disableCode(tx, request.params.id);
        if (changed.before.isEnabled) {
          await appendAudit(
            tx,
            staffActor(request),
            {
              action: 'bonus_code.disable',
              targetType: 'bonus_code',
              targetId: changed.code.id,
              before: changed.before,
              after: { isEnabled: false },
            },
            deps.clock(),
          );
        }
        return changed.code;
      });
      return { data: code };
    },
  );
}
