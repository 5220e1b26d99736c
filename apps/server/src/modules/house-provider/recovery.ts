import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import type { DemoWallets } from './demo-wallet.ts';
import type { RoundView } from './round-view.ts';
import type { Settlement } from './settlement.ts';
import { type HouseRound, houseRounds } from './tables.ts';

/** At most this many rounds of each kind per sweep; the next sweep takes the rest. */
const sweepSize = 100;

/**
 * Finishes what a crash or an unreachable casino left open: a stake whose fate is unknown is rolled back, a
 * stake taken is paid its win, a round in play abandoned is finished for the player, and a move's stake left
 * pending is undone.
 */
export function createRecovery(deps: { db: Database; demo: DemoWallets; settlement: Settlement; view: RoundView }) {
  const { db, demo, settlement, view } = deps;

  /** A round in play left alone is finished for the player (the engine says how), or voided: stake back. */
  async function finishAbandoned(round: HouseRound): Promise<boolean> {
    const engine = view.inPlayEngineOf(round.game);
    if (!engine || round.pendingMove) return false;
    const next = engine.finish(engine.load(round.outcome));
    const voided = next === undefined;
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(houseRounds)
        .set({
          ...(voided ? {} : { outcome: engine.store(next), winMinor: engine.won(next) }),
          status: round.mode === 'real' ? (voided ? 'debit_pending' : 'debited') : voided ? 'rolled_back' : 'settled',
          updatedAt: new Date(),
        })
        .where(and(eq(houseRounds.id, round.id), eq(houseRounds.status, 'in_play')))
        .returning();
      // Play money: the stake back when voided, the win otherwise.
      if (row && round.mode === 'demo') {
        await demo.moveDemo(tx, round.sessionKey, 0n, voided ? round.stakeMinor : engine.won(next));
      }
      return row;
    });
    if (!updated || round.mode === 'demo') return Boolean(updated);
    const token = round.sessionToken;
    if (!token) return false;
    // A real round voided goes the way of a stake of unknown fate: rolled back.
    return voided ? settlement.rollback(updated, token) : Boolean(await settlement.credit(updated, token));
  }

  /** A move's stake whose fate a crash left unknown is undone; the move never happened. */
  async function undoPendingMove(round: HouseRound): Promise<boolean> {
    const pending = round.pendingMove;
    if (!pending || !round.sessionToken) return false;
    if (!(await settlement.undoStake(round, round.sessionToken, pending.transactionId))) return false;
    await db.update(houseRounds).set({ pendingMove: null, updatedAt: new Date() }).where(eq(houseRounds.id, round.id));
    return true;
  }

  /** One sweep: money steps older than `olderThan`, rounds in play untouched since `abandonedBefore`. */
  return async function recover(olderThan: Date, abandonedBefore: Date): Promise<number> {
    const open = await db
      .select()
      .from(houseRounds)
      .where(and(sql`${houseRounds.status} in ('debit_pending', 'debited')`, lt(houseRounds.updatedAt, olderThan)))
      .orderBy(asc(houseRounds.updatedAt))
      .limit(sweepSize);
    let finished = 0;
    for (const round of open) {
      const token = round.sessionToken;
      if (!token) continue;
      const done =
        round.status === 'debit_pending'
          ? await settlement.rollback(round, token)
          : Boolean(await settlement.credit(round, token));
      if (done) finished += 1;
    }
    const abandoned = await db
      .select()
      .from(houseRounds)
      .where(and(eq(houseRounds.status, 'in_play'), lt(houseRounds.updatedAt, abandonedBefore)))
      .orderBy(asc(houseRounds.updatedAt))
      .limit(sweepSize);
    for (const round of abandoned) if (await finishAbandoned(round)) finished += 1;
    const stuck = await db
      .select()
      .from(houseRounds)
      .where(
        and(
          eq(houseRounds.status, 'in_play'),
          isNotNull(houseRounds.pendingMove),
          lt(houseRounds.updatedAt, olderThan),
        ),
      )
      .limit(sweepSize);
    for (const round of stuck) if (await undoPendingMove(round)) finished += 1;
    // Free rounds the casino has not confirmed: reported again (idempotent by their transaction id).
    const unreported = await db
      .select()
      .from(houseRounds)
      .where(and(eq(houseRounds.status, 'free_pending'), lt(houseRounds.updatedAt, olderThan)))
      .orderBy(asc(houseRounds.updatedAt))
      .limit(sweepSize);
    for (const round of unreported) {
      if (round.sessionToken && (await settlement.reportFreeRound(round, round.sessionToken))) finished += 1;
    }
    return finished;
  };
}
