import {
  type FreeRoundAnswer,
  type FreeRoundAward,
  type FreeRoundBody,
  freeRoundAnswerSchema,
  freeRoundAwardBodySchema,
  freeRoundAwardSchema,
  freeRoundBodySchema,
} from '@croupier/contracts/free-rounds';
import { gameWalletErrorCodes as codes } from '@croupier/contracts/games';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/sql-errors.ts';
import { ProviderCallRefusal, providerOperation } from './provider-call-routes.ts';
import { sha256 } from './service.ts';
import { findSessionByTokenHash, type ProviderRecord } from './store.ts';
import { gameFreeRounds } from './tables.ts';
import { type RealSession, realSessionOf } from './wallet-call-rules.ts';

/**
 * Free rounds (docs/decisions/0075): the provider plays a player's free-spin award on its game and reports
 * each round through two signed seamless-wallet operations, `free-round-award` and `free-round`. This module
 * checks the signature, the session (real, of this provider, not expired) and keeps each reported round by
 * its transaction id so a repeat answers the first answer; the award itself — its game, currency, rounds
 * left, winnings and the bonus they become — is the bonus module's, behind `FreeRoundAwards`.
 */

/** A refusal of a free-round call, read by the provider as the wallet's refusals are. */
export class FreeRoundRefusal extends ProviderCallRefusal {
  override readonly name = 'FreeRoundRefusal';
  constructor(status: 404 | 409, code: string, message: string) {
    super(status, code, message);
  }
}

/** Who plays: the launch's player, game (id and identity) and currency. */
export interface FreeRoundPlayer {
  awardId: string;
  playerId: string;
  gameId: string;
  currency: string;
}

/** What the bonus module answers for its awards (registered with `use`). */
export interface FreeRoundAwards {
  /** The award, or a FreeRoundRefusal when it is not this player's, game's and currency's or not active. */
  describe(executor: Executor, who: FreeRoundPlayer): Promise<FreeRoundAward>;
  /**
   * Counts one round with its win on the award, holding the award's row (and the player's account) for the
   * rest of `tx`; the last round finishes the award and issues its winnings as a bonus.
   */
  play(tx: Executor, who: FreeRoundPlayer & { winMinor: bigint }): Promise<Omit<FreeRoundAnswer, 'transactionId'>>;
}

export function createFreeRounds(deps: { db: Database; clock: () => Date }) {
  const { db, clock } = deps;
  let awards: FreeRoundAwards | undefined;

  function awardsPort(): FreeRoundAwards {
    if (!awards) throw new FreeRoundRefusal(404, 'free_round_award_not_found', 'Free rounds are not offered here');
    return awards;
  }

  async function realSession(provider: ProviderRecord, token: string): Promise<RealSession> {
    return realSessionOf(
      await findSessionByTokenHash(db, sha256(token)),
      provider,
      'A demo session plays no free rounds',
    );
  }

  const who = (session: RealSession, awardId: string): FreeRoundPlayer => ({
    awardId,
    playerId: session.playerId,
    gameId: session.gameId,
    currency: session.currency,
  });

  async function firstAnswer(provider: ProviderRecord, session: RealSession, body: FreeRoundBody) {
    const [row] = await db
      .select()
      .from(gameFreeRounds)
      .where(
        and(eq(gameFreeRounds.providerId, provider.id), eq(gameFreeRounds.providerTransactionId, body.transactionId)),
      );
    if (!row) return undefined;
    const same =
      row.playerId === session.playerId &&
      row.awardId === body.awardId &&
      row.providerRoundId === body.roundId &&
      row.winMinor === BigInt(body.win);
    if (!same)
      throw new FreeRoundRefusal(409, codes.transactionMismatch, 'This transaction id was used for another round');
    return row.response as FreeRoundAnswer;
  }

  /** One free round reported: idempotent by transaction id, the award moved under its row lock. */
  async function report(provider: ProviderRecord, body: FreeRoundBody): Promise<FreeRoundAnswer> {
    const session = await realSession(provider, body.sessionToken);
    const repeated = await firstAnswer(provider, session, body);
    if (repeated) return repeated;
    const now = clock();
    if (session.expiresAt <= now) throw new FreeRoundRefusal(409, codes.sessionExpired, 'This game session is over');
    const port = awardsPort();
    try {
      return await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(gameFreeRounds)
          .values({
            providerId: provider.id,
            providerTransactionId: body.transactionId,
            providerRoundId: body.roundId,
            awardId: body.awardId,
            sessionId: session.id,
            playerId: session.playerId,
            gameId: session.gameId,
            currency: session.currency,
            winMinor: BigInt(body.win),
            createdAt: now,
          })
          .returning();
        if (!claimed) throw new Error('free round not written');
        const answer = { ...(await port.play(tx, { ...who(session, body.awardId), winMinor: BigInt(body.win) })) };
        const response: FreeRoundAnswer = { ...answer, transactionId: claimed.id };
        await tx.update(gameFreeRounds).set({ response }).where(eq(gameFreeRounds.id, claimed.id));
        return response;
      });
    } catch (error) {
      // The same transaction id raced in from another call and committed first: its answer is ours.
      if (isUniqueViolation(error)) {
        const first = await firstAnswer(provider, session, body);
        if (first) return first;
      }
      throw error;
    }
  }

  async function describe(provider: ProviderRecord, body: z.infer<typeof freeRoundAwardBodySchema>) {
    const session = await realSession(provider, body.sessionToken);
    return awardsPort().describe(db, who(session, body.awardId));
  }

  return {
    /** The bonus module's awards answer for every free round from now on. */
    use(port: FreeRoundAwards): void {
      awards = port;
    },
    report,
    describe,
  };
}

export type FreeRounds = ReturnType<typeof createFreeRounds>;

/** The two operations, signed as the wallet's calls are (provider-call-routes.ts). */
export function freeRoundOperations(freeRounds: FreeRounds) {
  const description =
    'Signed as the wallet calls are (docs/game-wallet-contract.md). No money moves: a free round’s win ' +
    'collects on the award; the last round turns the winnings into a bonus. Refusals: 404 ' +
    'session_not_found / free_round_award_not_found, 409 demo_session, session_expired, ' +
    'free_round_award_mismatch (another game or currency), free_round_award_not_active, ' +
    'free_round_none_left, transaction_mismatch.';
  return {
    'free-round-award': providerOperation({
      body: freeRoundAwardBodySchema,
      answer: freeRoundAwardSchema,
      summary: 'Free rounds: the award a provider is about to play (stake of each round, rounds left)',
      description,
      handle: (provider, body) => freeRounds.describe(provider, body),
    }),
    'free-round': providerOperation({
      body: freeRoundBodySchema,
      answer: freeRoundAnswerSchema,
      summary: 'Free rounds: one round played with its win, idempotent by transactionId (decision 0075)',
      description,
      handle: (provider, body) => freeRounds.report(provider, body),
    }),
  };
}
