import {
  adminEngagementIdParamsSchema,
  adminEngagementOutcomeSchema,
  adminQuestBodySchema,
  adminQuestSchema,
  adminTournamentBodySchema,
  adminTournamentSchema,
} from '@croupier/contracts/admin-engagement';
import { dataOf, errorResponses } from '@croupier/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../platform/db/database.ts';
import type { RetentionModule } from '../../retention/routes.ts';
import { appendAudit } from '../audit/log.ts';
import { staffActor } from '../staff/access.ts';

const tags = ['admin'];
const security = [{ adminCookie: [] }];
const access = { adminAccess: 'engagement.manage' } as const;

/**
 * Tournaments and quests from the back office (issue 22 §7; docs/decisions/0120): marketing lists, creates and
 * cancels or disables them through the retention module's own calls, each change audited (before and after) in
 * the transaction that makes it. Amounts are major units of the base currency.
 */
export function registerEngagementRoutes(
  app: FastifyInstance,
  deps: { db: Database; clock: () => Date; retention: RetentionModule },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { tournaments, quests } = deps.retention.admin;

  api.get(
    '/api/admin/tournaments',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Every tournament, latest start first, with its state, period, entrants and prizes',
        response: { 200: dataOf(z.array(adminTournamentSchema)), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await tournaments.list() }),
  );

  api.post(
    '/api/admin/tournaments',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Create a tournament',
        description:
          'Titles per locale (English required); a period that starts in the future; the scoring rule; the game ' +
          'categories and games that count (empty: all); the minimum real-money bet and the buy-in (entry buy_in ' +
          'only) in major units of the base currency; the prize table by place, cash or a bonus offer. 400 with ' +
          'field errors otherwise.',
        body: adminTournamentBodySchema,
        response: { 201: dataOf(adminTournamentSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const created = await deps.db.transaction(async (tx) => {
        const tournament = await tournaments.create(tx, request.body);
        await appendAudit(
          tx,
          staffActor(request),
          {
            action: 'tournament.create',
            targetType: 'tournament',
            targetId: tournament.id,
            before: null,
            after: tournament,
          },
          deps.clock(),
        );
        return tournament;
      });
      return reply.status(201).send({ data: created });
    },
  );

  api.post(
    '/api/admin/tournaments/:id/cancel',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Cancel a tournament that has not started: its paid buy-ins are refunded and it is removed',
        description:
          'Each paid buy-in goes back to the account and balance it came from through the ledger, in the same ' +
          'transaction as the removal and its audit row (`refunds` counts them). A started or finished tournament ' +
          'is 409 tournament_started (its scores stand and its prizes are paid).',
        params: adminEngagementIdParamsSchema,
        response: { 200: dataOf(adminEngagementOutcomeSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const outcome = await deps.db.transaction(async (tx) => {
        const changed = await tournaments.cancel(tx, request.params.id);
        await appendAudit(
          tx,
          staffActor(request),
          {
            action: 'tournament.cancel',
            targetType: 'tournament',
            targetId: changed.outcome.id,
            before: changed.before,
            after: null,
          },
          deps.clock(),
        );
        return changed.outcome;
      });
      return { data: outcome };
    },
  );

  api.get(
    '/api/admin/quests',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Every quest, latest start first, with its state, period, tasks, reward and players',
        response: { 200: dataOf(z.array(adminQuestSchema)), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await quests.list() }),
  );

  api.post(
    '/api/admin/quests',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Create a quest',
        description:
          'Names per locale (English required); a period that starts in the future; up to 10 tasks of the known ' +
          'kinds with their targets (wager in major units of the base currency, a count otherwise; a multiplier ' +
          'for win_multiplier); the reward: cash in the base currency and/or a bonus offer. 400 with field errors.',
        body: adminQuestBodySchema,
        response: { 201: dataOf(adminQuestSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const created = await deps.db.transaction(async (tx) => {
        const quest = await quests.create(tx, request.body);
        await appendAudit(
          tx,
          staffActor(request),
          { action: 'quest.create', targetType: 'quest', targetId: quest.id, before: null, after: quest },
          deps.clock(),
        );
        return quest;
      });
      return reply.status(201).send({ data: created });
    },
  );

  api.post(
    '/api/admin/quests/:id/disable',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Disable a quest: removed before it starts, ended now while it runs',
        description:
          'Runs of a quest ended now expire as at any end; rewards already paid stay paid. An ended quest is ' +
          'answered as it is (outcome unchanged).',
        params: adminEngagementIdParamsSchema,
        response: { 200: dataOf(adminEngagementOutcomeSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const outcome = await deps.db.transaction(async (tx) => {
        const changed = await quests.disable(tx, request.params.id);
        if (changed.outcome.outcome !== 'unchanged') {
          await appendAudit(
            tx,
            staffActor(request),
            {
              action: 'quest.disable',
              targetType: 'quest',
              targetId: changed.outcome.id,
              before: changed.before,
              after: changed.outcome,
            },
            deps.clock(),
          );
        }
        return changed.outcome;
      });
      return { data: outcome };
    },
  );
}
