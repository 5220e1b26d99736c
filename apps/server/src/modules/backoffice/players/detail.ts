import type { AdminPlayerDetail, AdminPlayerSegments } from '@croupier/contracts/admin-players';
import { playerBonusStatus } from '@croupier/contracts/constants';
import type { InvoicesPage, InvoicesQuery } from '@croupier/contracts/payments';
import type { Database } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { BonusModule } from '../../bonus/routes.ts';
import type { LimitsModule } from '../../limits/routes.ts';
import type { PaymentsModule } from '../../payments/routes.ts';
import type { PlayerModule } from '../../player/routes.ts';
import type { VerificationModule } from '../../verification/routes.ts';
import type { WalletModule } from '../../wallet/routes.ts';
import { type AuditActor, appendAudit } from '../audit/log.ts';

const shownSessions = 20;
const shownBonuses = 20;

/**
 * The back office's player page (issue 22 §3): one player as every domain module holds them, read through
 * each module's own service so that what staff see is what the player sees. Setting the VIP and duplicate
 * segments is the one change made here; it is audited with its reason.
 */
export function createPlayerFile(deps: {
  db: Database;
  clock: () => Date;
  player: PlayerModule;
  wallet: WalletModule;
  payments: PaymentsModule;
  bonus: BonusModule;
  verification: VerificationModule;
  limits: LimitsModule;
}) {
  const { db, clock } = deps;
  const access = deps.player.access;

  async function segmentsOf(segmentIds: readonly number[]): Promise<AdminPlayerSegments> {
    const ids = await access.segmentIds();
    return {
      vip: ids.vip !== undefined && segmentIds.includes(ids.vip),
      duplicate: ids.duplicate !== undefined && segmentIds.includes(ids.duplicate),
      segmentIds: [...segmentIds],
    };
  }

  return {
    async detail(playerId: string): Promise<AdminPlayerDetail> {
      const profile = await access.profileOf(db, playerId);
      if (!profile) throw notFound('No such player');
      const accounts = await deps.wallet.service.list(playerId, profile.currency);
      const [segments, verification, limits, live, bonuses, depositCounts, sharedDevices] = await Promise.all([
        segmentsOf(profile.segmentIds),
        deps.verification.service.stateOf(playerId, profile.sumsubVerified),
        deps.limits.service.inForce(playerId),
        access.liveSessions(db, playerId, shownSessions),
        deps.bonus.service.playerBonuses(playerId, {
          status: [playerBonusStatus.active, playerBonusStatus.issued],
          page: 1,
          perPage: shownBonuses,
        }),
        deps.payments.service.statistics(
          playerId,
          accounts.map((account) => account.currency),
        ),
        access.sharedDevices(db, playerId),
      ]);
      return {
        profile,
        segments,
        accounts,
        verification,
        limits,
        sessions: live.sessions,
        liveSessions: live.total,
        bonuses: bonuses.data,
        depositCounts,
        sharedDevices,
      };
    },

    /** The player's payments history, exactly as their own wallet history pages it. */
    async invoices(playerId: string, query: InvoicesQuery): Promise<InvoicesPage> {
      if (!(await access.standing(db, playerId))) throw notFound('No such player');
      return deps.payments.service.list(playerId, query);
    },

    async setSegments(
      actor: AuditActor,
      playerId: string,
      body: { vip: boolean; duplicate: boolean; reason: string },
    ): Promise<AdminPlayerSegments> {
      return db.transaction(async (tx) => {
        const changed = await access.setSegments(tx, playerId, { vip: body.vip, duplicate: body.duplicate });
        if (!changed) throw notFound('No such player');
        const before = await segmentsOf(changed.before);
        const after = await segmentsOf(changed.after);
        await appendAudit(
          tx,
          actor,
          {
            action: 'player.segments',
            targetType: 'player',
            targetId: playerId,
            before: { vip: before.vip, duplicate: before.duplicate },
            after: { vip: after.vip, duplicate: after.duplicate, reason: body.reason },
          },
          clock(),
        );
        return after;
      });
    },
  };
}

export type PlayerFile = ReturnType<typeof createPlayerFile>;
