import { houseErrorCodes } from '@croupier/contracts/house';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { type CasinoAnswer, type CasinoWallet, decided } from './casino-wallet.ts';
import { type HouseRound, houseRounds } from './tables.ts';

/** Tries of a wallet call before the round is left to recovery. */
const attempts = 3;

export function casinoError(answer: CasinoAnswer): AppError {
  const code = answer.body.error?.code ?? 'unknown';
  return new AppError(409, houseErrorCodes.refused, answer.body.error?.message ?? 'The casino refused the bet', {
    reason: [code],
  });
}

/**
 * A real round's money through the casino's seamless wallet: the stake, the win, and the rollback of a stake
 * whose fate is unknown. Each step records where the round stands, so recovery can finish what a crash left.
 */
export function createSettlement(deps: { db: Database; casino: CasinoWallet }) {
  const { db, casino } = deps;

  /** Pays a settled round's win, trying a few times; undefined leaves it to recovery. */
  async function credit(round: HouseRound, token: string): Promise<CasinoAnswer | undefined> {
    for (let attempt = 0; attempt < attempts; attempt++) {
      const answer = await casino.call(round.provider, 'credit', {
        sessionToken: token,
        transactionId: `${round.id}:win`,
        roundId: round.id,
        currency: round.currency,
        amount: round.winMinor.toString(),
      });
      if (answer.status === 200) {
        await db
          .update(houseRounds)
          .set({ status: 'settled', sessionToken: null, lastError: null, updatedAt: new Date() })
          .where(eq(houseRounds.id, round.id));
        return answer;
      }
      if (decided(answer)) {
        // The casino will never take it (a bug on one side): keep the round open for an operator.
        await db
          .update(houseRounds)
          .set({ lastError: answer.body.error?.code ?? String(answer.status), updatedAt: new Date() })
          .where(eq(houseRounds.id, round.id));
        return undefined;
      }
    }
    return undefined;
  }

  /** Asks the casino to undo one stake; true once it has answered either way (the stake is then undone or never was). */
  async function undoStake(round: HouseRound, token: string, stakeId: string): Promise<boolean> {
    for (let attempt = 0; attempt < attempts; attempt++) {
      const answer = await casino.call(round.provider, 'rollback', {
        sessionToken: token,
        transactionId: `${stakeId}:rollback`,
        roundId: round.id,
        referenceTransactionId: stakeId,
      });
      if (decided(answer)) return true;
    }
    return false;
  }

  /** Undoes a round's stake whose fate is unknown; false leaves it to recovery. */
  async function rollback(round: HouseRound, token: string): Promise<boolean> {
    if (!(await undoStake(round, token, `${round.id}:bet`))) return false;
    await db
      .update(houseRounds)
      .set({ status: 'rolled_back', sessionToken: null, updatedAt: new Date() })
      .where(eq(houseRounds.id, round.id));
    return true;
  }

  /**
   * Takes a real round's stake; on success the round is `debited` (or `in_play`) and the answer is the casino
   * balance after the stake, for the page to show at once; else nothing moved.
   */
  async function takeStake(round: HouseRound, token: string, next: 'debited' | 'in_play'): Promise<string | null> {
    const stake = await casino.call(round.provider, 'debit', {
      sessionToken: token,
      transactionId: `${round.id}:bet`,
      roundId: round.id,
      currency: round.currency,
      amount: round.stakeMinor.toString(),
    });
    if (stake.status !== 200) {
      if (decided(stake)) {
        await db
          .update(houseRounds)
          .set({
            status: 'refused',
            sessionToken: null,
            lastError: stake.body.error?.code ?? null,
            updatedAt: new Date(),
          })
          .where(eq(houseRounds.id, round.id));
        throw casinoError(stake);
      }
      await rollback(round, token);
      throw new AppError(503, houseErrorCodes.casinoUnavailable, 'The casino did not confirm the bet; it was undone');
    }
    await db.update(houseRounds).set({ status: next, updatedAt: new Date() }).where(eq(houseRounds.id, round.id));
    return stake.body.balance ?? null;
  }

  /**
   * Reports a free round of a casino award (decision 0075) with its win, trying a few times; the casino
   * answers a repeat (same transaction id) with its first answer. Settled once the casino answered; refused
   * when it will never take it; undefined leaves it `free_pending` for recovery.
   */
  async function reportFreeRound(round: HouseRound, token: string): Promise<CasinoAnswer | undefined> {
    const awardId = String(round.bet.freeRoundAwardId ?? '');
    for (let attempt = 0; attempt < attempts; attempt++) {
      const answer = await casino.call(round.provider, 'free-round', {
        sessionToken: token,
        awardId,
        roundId: round.id,
        transactionId: `${round.id}:free`,
        win: round.winMinor.toString(),
      });
      if (decided(answer)) {
        const ok = answer.status === 200;
        await db
          .update(houseRounds)
          .set({
            status: ok ? 'settled' : 'refused',
            sessionToken: null,
            lastError: ok ? null : (answer.body.error?.code ?? String(answer.status)),
            updatedAt: new Date(),
          })
          .where(eq(houseRounds.id, round.id));
        return answer;
      }
    }
    return undefined;
  }

  return { credit, undoStake, rollback, takeStake, reportFreeRound };
}

export type Settlement = ReturnType<typeof createSettlement>;
