import {
  playerBonusResult,
  playerBonusStatus,
  playerFreespinResult,
  playerFreespinStatus,
} from '@croupier/contracts/constants';
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { appendEvents } from '../../platform/outbox/outbox.ts';
import { playerBonusEvent, playerFreespinEvent } from './events.ts';
import type { createBonusLifecycle } from './lifecycle.ts';
import type { BonusService } from './service.ts';
import { updatePlayerBonus, updatePlayerFreespin } from './store.ts';
import { bonuses, playerBonuses, playerFreespins } from './tables.ts';
import { playerBonusView, playerFreespinView, subunitIn } from './views.ts';

/** At most this many items of each kind per sweep; the next sweep takes the rest. */
const sweepSize = 100;

export interface ExpirySweepResult {
  bonuses: number;
  freespins: number;
}

/**
 * The expiry sweep (docs/decisions/0066, 0069): issued bonuses and free spins past their claim period, and
 * active ones past their active period, end with result expired and their event; an active bonus forfeits
 * what is left of the bonus balance to house:bonus (the cancel path's posting, keyed by the bonus). Safe with
 * every process sweeping at once: items without money are taken with `skip locked` (each process ends its
 * own); an active bonus is ended under its account's lock after checking it is still active and due.
 */
export function createBonusExpiry(deps: {
  db: Database;
  clock: () => Date;
  bonus: BonusService;
  lifecycle: ReturnType<typeof createBonusLifecycle>;
  /** Ends an active award that won something, issuing its winnings (freespin-play.ts). */
  expireFreespinWithWinnings: (playerId: string, id: string, currency: string) => Promise<boolean>;
}) {
  const { db, clock, bonus, lifecycle } = deps;

  /** Issued bonuses past their claim period: no money moved yet, so one transaction ends a batch. */
  async function expireIssuedBonuses(now: Date): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ row: playerBonuses, bonus: bonuses })
        .from(playerBonuses)
        .innerJoin(bonuses, eq(bonuses.id, playerBonuses.bonusId))
        .where(and(eq(playerBonuses.status, playerBonusStatus.issued), lte(playerBonuses.expiresAt, now)))
        .orderBy(asc(playerBonuses.expiresAt))
        .limit(sweepSize)
        .for('update', { of: playerBonuses, skipLocked: true });
      if (due.length === 0) return 0;
      const book = await bonus.book(tx);
      const events = [];
      for (const found of due) {
        const row = await updatePlayerBonus(tx, found.row.id, {
          status: playerBonusStatus.finished,
          result: playerBonusResult.expired,
          finishedAt: now,
        });
        events.push(playerBonusEvent(row.playerId, playerBonusView(row, found.bonus, subunitIn(book, row.currency))));
      }
      await appendEvents(tx, events);
      return due.length;
    });
  }

  /** Active bonuses past their active period, one transaction each (the account's lock, then the row's). */
  async function expireActiveBonuses(now: Date): Promise<number> {
    const due = await db
      .select({ id: playerBonuses.id, playerId: playerBonuses.playerId, currency: playerBonuses.currency })
      .from(playerBonuses)
      .where(and(eq(playerBonuses.status, playerBonusStatus.active), lte(playerBonuses.expiresAt, now)))
      .orderBy(asc(playerBonuses.expiresAt))
      .limit(sweepSize);
    let ended = 0;
    for (const item of due) if (await lifecycle.expireActive(item.playerId, item.id, item.currency)) ended += 1;
    return ended;
  }

  /**
   * Free spins past their claim period (issued) or play period (active) that won nothing: no money, so one
   * transaction ends a batch. An active award that won something is ended on its own, its winnings issued
   * under the account's lock (decision 0075).
   */
  async function expireFreespins(now: Date): Promise<number> {
    const winners = await db
      .select({ id: playerFreespins.id, playerId: playerFreespins.playerId, currency: playerFreespins.currency })
      .from(playerFreespins)
      .where(
        and(
          eq(playerFreespins.status, playerFreespinStatus.active),
          gt(playerFreespins.winMinor, 0n),
          lte(playerFreespins.expiresAt, now),
        ),
      )
      .orderBy(asc(playerFreespins.expiresAt))
      .limit(sweepSize);
    let ended = 0;
    for (const item of winners) {
      if (await deps.expireFreespinWithWinnings(item.playerId, item.id, item.currency)) ended += 1;
    }
    return ended + (await expireFreespinsWithoutWinnings(now));
  }

  async function expireFreespinsWithoutWinnings(now: Date): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ row: playerFreespins, bonus: bonuses })
        .from(playerFreespins)
        .innerJoin(bonuses, eq(bonuses.id, playerFreespins.bonusId))
        .where(
          and(
            inArray(playerFreespins.status, [playerFreespinStatus.issued, playerFreespinStatus.active]),
            eq(playerFreespins.winMinor, 0n),
            lte(playerFreespins.expiresAt, now),
          ),
        )
        .orderBy(asc(playerFreespins.expiresAt))
        .limit(sweepSize)
        .for('update', { of: playerFreespins, skipLocked: true });
      if (due.length === 0) return 0;
      const book = await bonus.book(tx);
      const events = [];
      for (const found of due) {
        const row = await updatePlayerFreespin(tx, found.row.id, {
          status: playerFreespinStatus.finished,
          result: playerFreespinResult.expired,
          finishedAt: now,
        });
        events.push(
          playerFreespinEvent(row.playerId, playerFreespinView(row, found.bonus, subunitIn(book, row.currency))),
        );
      }
      await appendEvents(tx, events);
      return due.length;
    });
  }

  /** One sweep at the clock's now: how many bonuses and free-spin awards this call ended. */
  return async function sweep(): Promise<ExpirySweepResult> {
    const now = clock();
    const issued = await expireIssuedBonuses(now);
    const active = await expireActiveBonuses(now);
    return { bonuses: issued + active, freespins: await expireFreespins(now) };
  };
}
