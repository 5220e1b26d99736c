import type { RealityCheck } from '@croupier/contracts/limits';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { PlayerAccess } from '../player/access.ts';
import type { AuthenticatedPlayer } from '../player/auth.ts';
import type { Clock } from './service.ts';
import {
  findLastAcknowledgement,
  findRealityCheckInterval,
  insertAudit,
  upsertAcknowledgement,
  upsertRealityCheckInterval,
} from './store.ts';

/**
 * The reality check (UKGC RTS 13): at the interval the player chose, the site shows how long this session
 * has lasted and the net position, and the player must acknowledge it; the next one is due one interval
 * after the acknowledgement. The site's timer and the server's clock may differ a little, so an
 * acknowledgement up to this early still counts.
 */
const acknowledgeToleranceMs = 60 * 1000;

/**
 * Wins minus stakes of the player's real-money play in a window, in major units of the player's currency;
 * null when nothing was staked. The games module supplies it (it owns the stakes and wins).
 */
export type NetPositionSource = (
  auth: AuthenticatedPlayer,
  from: Date,
  to: Date,
) => Promise<{ amount: number; currency: string } | null>;

export function createRealityCheckService(deps: { db: Database; clock: Clock; access: PlayerAccess }) {
  const { db, clock, access } = deps;
  let netPosition: NetPositionSource | undefined;

  async function state(auth: AuthenticatedPlayer, now: Date): Promise<RealityCheck> {
    const [intervalMinutes, startedAt, acknowledgedAt] = await Promise.all([
      findRealityCheckInterval(db, auth.playerId),
      access.sessionStartedAt(auth),
      findLastAcknowledgement(db, auth.playerId, auth.sessionId),
    ]);
    const sessionStartedAt = startedAt ?? now;
    const from = acknowledgedAt ?? sessionStartedAt;
    const net = netPosition ? await netPosition(auth, sessionStartedAt, now) : null;
    return {
      intervalMinutes,
      sessionStartedAt: sessionStartedAt.toISOString(),
      sessionMinutes: Math.max(0, Math.floor((now.getTime() - sessionStartedAt.getTime()) / 60_000)),
      netPosition: net?.amount ?? null,
      currency: net?.currency ?? null,
      dueAt: intervalMinutes === null ? null : new Date(from.getTime() + intervalMinutes * 60_000).toISOString(),
    };
  }

  return {
    get: (auth: AuthenticatedPlayer) => state(auth, clock()),

    /** Registered by the games module once it exists (it starts after this one). */
    reportNetPositionFrom(source: NetPositionSource): void {
      netPosition = source;
    },

    async setInterval(auth: AuthenticatedPlayer, intervalMinutes: number | null): Promise<RealityCheck> {
      const now = clock();
      await db.transaction(async (tx) => {
        const before = await findRealityCheckInterval(tx, auth.playerId);
        if (before === intervalMinutes) return;
        await upsertRealityCheckInterval(tx, auth.playerId, intervalMinutes, now);
        await insertAudit(tx, {
          playerId: auth.playerId,
          limitId: null,
          action: 'reality_check_set',
          before: { intervalMinutes: before },
          after: { intervalMinutes },
          actor: 'player',
          at: now,
        });
      });
      return state(auth, now);
    },

    async acknowledge(auth: AuthenticatedPlayer): Promise<RealityCheck> {
      const now = clock();
      const current = await state(auth, now);
      if (current.dueAt === null) {
        throw new AppError(409, 'reality_check_off', 'The reality check is turned off');
      }
      if (now.getTime() + acknowledgeToleranceMs < Date.parse(current.dueAt)) {
        throw new AppError(409, 'reality_check_not_due', `The next reality check is due at ${current.dueAt}`);
      }
      await db.transaction(async (tx) => {
        await upsertAcknowledgement(tx, auth.playerId, auth.sessionId, now);
        await insertAudit(tx, {
          playerId: auth.playerId,
          limitId: null,
          action: 'reality_check_acknowledged',
          before: { dueAt: current.dueAt, sessionMinutes: current.sessionMinutes },
          after: null,
          actor: 'player',
          at: now,
        });
      });
      return state(auth, now);
    },
  };
}

export type RealityCheckService = ReturnType<typeof createRealityCheckService>;
