import type { AdminPlayer } from '@croupier/contracts/admin-players';
import { playerStatus } from '@croupier/contracts/constants';
import type { Database } from '../../../platform/db/database.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import type { PlayerModule } from '../../player/routes.ts';
import { type AuditActor, appendAudit } from '../audit/log.ts';

type Actor = AuditActor & { staffId: string };

/**
 * Players as the back office sees them, through the player module's access surface only: search, block
 * (disabled: sessions end, sockets are cut), unblock, close sessions. Self-exclusion is the player's own
 * decision and the limits module's: staff can neither block over it nor unblock it.
 */
export function createPlayerDesk(deps: { db: Database; clock: () => Date; player: PlayerModule }) {
  const { db, clock } = deps;
  const access = deps.player.access;

  async function changeStatus(actor: Actor, playerId: string, reason: string, to: 'block' | 'unblock') {
    return db.transaction(async (tx) => {
      const status = to === 'block' ? playerStatus.disabled : playerStatus.active;
      const changed = await access.setStatus(tx, playerId, status, (current) => {
        if (current === playerStatus.selfExcluded) {
          throw new AppError(
            409,
            'player_self_excluded',
            'The player is self-excluded; the limits module decides when that ends',
          );
        }
        if (to === 'unblock' && current !== playerStatus.disabled) {
          throw new AppError(409, 'player_not_blocked', 'Only a blocked player can be unblocked');
        }
      });
      if (!changed) throw notFound('No such player');
      await appendAudit(
        tx,
        actor,
        {
          action: to === 'block' ? 'player.block' : 'player.unblock',
          targetType: 'player',
          targetId: playerId,
          before: { status: changed.before },
          after: { status, reason },
        },
        clock(),
      );
      return { id: playerId, status };
    });
  }

  return {
    async search(text: string, limit: number): Promise<AdminPlayer[]> {
      const rows = await access.search(db, { text, limit });
      return rows.map(({ sumsubVerified, createdAt, ...row }) => ({
        ...row,
        identityVerified: sumsubVerified,
        createdAt: createdAt.toISOString(),
      }));
    },

    block: (actor: Actor, playerId: string, reason: string) => changeStatus(actor, playerId, reason, 'block'),
    unblock: (actor: Actor, playerId: string, reason: string) => changeStatus(actor, playerId, reason, 'unblock'),

    async closeSessions(actor: Actor, playerId: string, reason: string) {
      return db.transaction(async (tx) => {
        if (!(await access.standing(tx, playerId))) throw notFound('No such player');
        const closed = await access.revokeAllSessions(tx, playerId, 'closed_by_operator');
        await appendAudit(
          tx,
          actor,
          {
            action: 'player.close_sessions',
            targetType: 'player',
            targetId: playerId,
            after: { sessionsClosed: closed.length, reason },
          },
          clock(),
        );
        return { sessionsClosed: closed.length };
      });
    },
  };
}

export type PlayerDesk = ReturnType<typeof createPlayerDesk>;
