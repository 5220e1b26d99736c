import type { CreateLimitBody, Limit } from '@croupier/contracts/limits';
import type { Database } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { LimitsModule } from '../../limits/routes.ts';
import type { PlayerModule } from '../../player/routes.ts';
import { type AuditActor, appendAudit } from '../audit/log.ts';

type Actor = AuditActor & { staffId: string };

/**
 * Operator-imposed limits and exclusions (issue 22 §3, decision 0118): the limits module keeps them with
 * the player's own, so every enforcement path already applies them; this adds who and why to the audit log,
 * in the limits module's transaction.
 */
export function createImposedLimits(deps: {
  db: Database;
  clock: () => Date;
  player: PlayerModule;
  limits: LimitsModule;
}) {
  const { db, clock } = deps;
  const service = deps.limits.service;

  return {
    async impose(actor: Actor, playerId: string, body: { limit: CreateLimitBody; reason: string }): Promise<Limit> {
      if (!(await deps.player.access.standing(db, playerId))) throw notFound('No such player');
      return service.impose(playerId, body.limit, actor.staffId, (tx, limit) =>
        appendAudit(
          tx,
          actor,
          {
            action: 'player.limit.impose',
            targetType: 'player',
            targetId: playerId,
            after: { limit, reason: body.reason },
          },
          clock(),
        ),
      );
    },

    lift(actor: Actor, playerId: string, limitId: string, reason: string): Promise<Limit> {
      return service.lift(playerId, limitId, actor.staffId, (tx, limit) =>
        appendAudit(
          tx,
          actor,
          {
            action: 'player.limit.lift',
            targetType: 'player',
            targetId: playerId,
            before: { limitId, definition: limit.definition, amount: limit.amount, currency: limit.currency },
            after: { lifted: true, reason },
          },
          clock(),
        ),
      );
    },
  };
}

export type ImposedLimits = ReturnType<typeof createImposedLimits>;
