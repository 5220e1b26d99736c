import {
  gameWalletErrorCodes as codes,
  gameTopics,
  type WalletAnswer,
  type WalletCreditBody,
  type WalletDebitBody,
  type WalletRollbackBody,
} from '@croupier/contracts/games';
import { toMajorUnits } from '@croupier/contracts/minor-units';
import type { Database, Executor } from '../../platform/db/database.ts';
import { appendEvents } from '../../platform/outbox/outbox.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import type { LimitCheck, LimitEnforcement } from '../limits/enforcement.ts';
import type { WalletService } from '../wallet/service.ts';
import { type BetRefusalReason, betRefusedEvent, roundSettledEvent } from './events.ts';
import { sha256 } from './service.ts';
import {
  findGameById,
  findSessionByTokenHash,
  findTransaction,
  type ProviderRecord,
  type RoundRecord,
  type TransactionRecord,
} from './store.ts';
import { createWalletCallBatcher } from './wallet-call-batcher.ts';
import { mismatch, type RealSession, realSessionOf, roundMismatch, WalletCallError } from './wallet-call-rules.ts';
import { type DebitParameter, WalletFunctionRefusal, walletDebit } from './wallet-functions.ts';
import { rollbackStake } from './wallet-rollback.ts';

/**
 * The casino side of the seamless-wallet contract (docs/game-wallet-contract.md): balance, debit (a
 * stake), credit (a win) and rollback (a stake undone), each idempotent by the provider's transaction
 * id, each posted through the wallet's ledger against the house's cash account. The signature is checked
 * by the route before anything here runs.
 */

/** A refused stake whose refusal the site hears about (game:bets#), unless the call turns out to be a repeat. */
class RefusedBet extends Error {
  readonly error: WalletCallError;
  readonly announce: () => Promise<void>;
  constructor(error: WalletCallError, announce: () => Promise<void>) {
    super(error.message);
    this.name = 'RefusedBet';
    this.error = error;
    this.announce = announce;
  }
}

export interface SeamlessWalletDeps {
  db: Database;
  wallet: WalletService;
  enforcement: LimitEnforcement;
  clock: () => Date;
}

export function createSeamlessWallet(deps: SeamlessWalletDeps) {
  const { db, wallet, enforcement, clock } = deps;

  // A launch never changes once written, and a game's bet ranges seldom do: both are kept per process, so a
  // wallet call reads neither (a changed range shows within 10 s).
  const sessions = ttlCache(
    60_000,
    async (tokenHash: string) => {
      const session = await findSessionByTokenHash(db, tokenHash);
      // An unknown token is not remembered: it fails again, through the database, on every call.
      if (!session) throw new WalletCallError(404, codes.sessionNotFound, 'Unknown session token');
      return session;
    },
    undefined,
    10_000,
  );
  const games = ttlCache(10_000, (id: string) => findGameById(db, id), undefined, 1_000);
  const calls = createWalletCallBatcher(db);

  async function realSession(provider: ProviderRecord, token: string): Promise<RealSession> {
    return realSessionOf(await sessions.get(sha256(token)), provider);
  }

  /**
   * The first answer to this transaction id, when it is the same operation, from a launch of the same player
   * and currency (decision 0050): the id sent with another launch is not a repeat of it.
   */
  function replay(
    existing: TransactionRecord,
    session: RealSession,
    kind: TransactionRecord['kind'],
    amountMinor?: bigint,
  ): WalletAnswer {
    if (existing.kind !== kind) throw mismatch();
    if (existing.playerId !== session.playerId || existing.currency !== session.currency) throw mismatch();
    if (kind === 'debit' && existing.status === 'cancelled') {
      throw new WalletCallError(409, codes.betRolledBack, 'This bet was rolled back before it arrived');
    }
    if (amountMinor !== undefined && existing.amountMinor !== amountMinor) throw mismatch();
    return existing.response as unknown as WalletAnswer;
  }

  /** What a refusal of the database's debit or credit function tells the provider. */
  function callError(error: unknown, operation: 'debit' | 'credit', currency: string): unknown {
    if (!(error instanceof WalletFunctionRefusal)) return error;
    switch (error.reason) {
      case 'round_of_another':
        return roundMismatch();
      case 'round_over':
        return operation === 'debit'
          ? new WalletCallError(409, codes.roundSettled, 'This round is over: no more bets')
          : new WalletCallError(409, codes.roundSettled, 'This round is already settled');
      case 'no_account':
        return new WalletCallError(409, codes.wrongCurrency, `The player holds no ${currency} account`);
      case 'round_not_found':
        return new WalletCallError(404, codes.roundNotFound, 'No bet of this round was received');
      case 'may_not_bet':
        return new WalletCallError(409, codes.playerBlocked, 'This player may not bet', { reason: 'account_blocked' });
      case 'round_of_another_bonus':
        return new WalletCallError(
          409,
          codes.roundSettled,
          'This round was started under another bonus: start a new one',
        );
      case 'bonus_restricted':
      case 'bonus_max_bet':
      case 'insufficient_funds':
      case 'repeated':
        return error;
    }
  }

  /**
   * A refused or repeated call: a transaction id seen before answers what its first call did, whatever has
   * changed since (an expired session, a new limit, the balance); otherwise the refusal stands. The session
   * must still be a known real one of the first call's player and currency.
   */
  async function answerFirstOrRefuse(
    provider: ProviderRecord,
    body: { sessionToken: string; transactionId: string },
    kind: 'debit' | 'credit',
    amountMinor: bigint,
    thrown: unknown,
  ): Promise<WalletAnswer> {
    const refused = thrown instanceof RefusedBet ? thrown : undefined;
    const error = refused?.error ?? thrown;
    const repeated = error instanceof WalletFunctionRefusal && error.reason === 'repeated';
    if (!(error instanceof WalletCallError) && !repeated) throw error;
    const existing = await findTransaction(db, provider.id, body.transactionId);
    if (existing) return replay(existing, await realSession(provider, body.sessionToken), kind, amountMinor);
    if (repeated) throw new Error('a claimed game transaction vanished');
    await refused?.announce();
    throw error;
  }

  /**
   * Checks a stake and places it through `game_wallet_debit`. Players with limits in force are checked in
   * a transaction that locks their account first, so their stakes are counted one after another on every
   * process; everyone else's stake is the function's one statement (decision 0039).
   */
  async function placeBet(provider: ProviderRecord, body: WalletDebitBody, amountMinor: bigint): Promise<WalletAnswer> {
    const session = await realSession(provider, body.sessionToken);
    const now = clock();
    if (session.expiresAt.getTime() <= now.getTime()) {
      throw new WalletCallError(409, codes.sessionExpired, 'The session has expired: no new bets');
    }
    if (body.currency !== session.currency) {
      throw new WalletCallError(409, codes.wrongCurrency, `This session plays in ${session.currency}`, {
        currency: session.currency,
      });
    }
    if (amountMinor <= 0n) throw new WalletCallError(400, codes.badRequest, 'A bet must be positive');
    const { playerId, currency } = session;
    const game = await games.get(session.gameId);
    const range = game?.betRanges.find((r) => r.currency === currency);
    if (!game || !range) throw new WalletCallError(409, codes.wrongCurrency, `This game does not take ${currency}`);
    if (amountMinor < BigInt(range.min)) {
      throw new WalletCallError(409, codes.betBelowMinimum, `The smallest stake is ${range.min}`);
    }
    if (amountMinor > BigInt(range.max)) {
      throw new RefusedBet(new WalletCallError(409, codes.betAboveMaximum, `The largest stake is ${range.max}`), () =>
        announceRefusal(session, 'max_exceeded', 'above_maximum', amountMinor, { limitMinor: BigInt(range.max) }),
      );
    }

    const parameter: DebitParameter = {
      providerId: provider.id,
      transactionId: body.transactionId,
      roundId: body.roundId,
      sessionId: session.id,
      playerId,
      gameId: session.gameId,
      currency,
      amountMinor,
      playerAlias: session.playerAlias,
      now,
      ledgerKey: ledgerKey(provider, body.transactionId),
      metadata: { provider: provider.identity, roundId: body.roundId, gameId: session.gameId },
      subunit: await wallet.subunitOf(currency),
      eventTopic: gameTopics.betPlaced,
    };
    let placed: { result: WalletAnswer } | { refusal: Extract<LimitCheck, { allowed: false }> };
    try {
      const first = await calls.debit(parameter);
      placed =
        'result' in first
          ? first
          : await db.transaction(async (tx) => {
              await wallet.find(tx, playerId, currency, { lock: true });
              // The clock is read again once the lock is held: the window then takes in every stake committed
              // before, by this process or another.
              const check = await enforcement.checkBet({ playerId, currency, amountMinor, now: clock() }, tx);
              if (!check.allowed) return { refusal: check };
              const checked = await walletDebit(tx, { ...parameter, limitsChecked: true });
              if (!('result' in checked)) throw new Error('game_wallet_debit asked for limits already checked');
              return checked;
            });
    } catch (error) {
      if (error instanceof WalletFunctionRefusal && error.reason === 'bonus_restricted') {
        throw new RefusedBet(
          new WalletCallError(409, codes.bonusRestricted, 'The active bonus does not allow bets on this game'),
          () => announceRefusal(session, 'restricted', 'bonus_restricted', amountMinor, {}),
        );
      }
      if (error instanceof WalletFunctionRefusal && error.reason === 'bonus_max_bet') {
        const limitMinor = BigInt(/(\d+)$/.exec(error.message)?.[1] ?? '0');
        throw new RefusedBet(
          new WalletCallError(409, codes.bonusBetAboveMaximum, 'Above the largest stake the active bonus allows', {
            reason: 'bonus_max_bet',
          }),
          () => announceRefusal(session, 'max_exceeded', 'bonus_max_bet', amountMinor, { limitMinor }),
        );
      }
      if (!(error instanceof WalletFunctionRefusal) || error.reason !== 'insufficient_funds') {
        throw callError(error, 'debit', currency);
      }
      const balanceMinor = await playableBalance(db, playerId, currency);
      throw new RefusedBet(
        new WalletCallError(409, codes.insufficientFunds, 'Not enough balance for this bet', {
          balance: balanceMinor.toString(),
          currency,
        }),
        () => announceRefusal(session, 'balance_insufficient', 'insufficient_funds', amountMinor, { balanceMinor }),
      );
    }
    if ('result' in placed) return placed.result;
    const { refusal } = placed;
    const blocked = refusal.reason === 'self_excluded' || refusal.reason === 'cooling_off';
    throw new RefusedBet(
      new WalletCallError(
        409,
        blocked ? codes.playerBlocked : codes.limitReached,
        blocked ? 'The player has paused or closed play' : 'This bet would go over a limit the player set',
        { reason: refusal.reason, currency },
      ),
      () =>
        announceRefusal(session, 'restricted', refusal.reason, amountMinor, { limitMinor: refusal.limit.amountMinor }),
    );
  }

  /** What the player can stake: real money and, with a bonus active, bonus money (decision 0071). */
  async function playableBalance(executor: Executor, playerId: string, currency: string): Promise<bigint> {
    const account = await wallet.find(executor, playerId, currency);
    return account ? account.realMinor + account.bonusMinor : 0n;
  }

  /** Tells the site (game:bets#) and any other consumer why a bet was refused; nothing else is written. */
  async function announceRefusal(
    session: RealSession,
    reason: BetRefusalReason,
    cause: string,
    amountMinor: bigint,
    figures: { balanceMinor?: bigint; limitMinor?: bigint | null },
  ): Promise<void> {
    const subunit = await wallet.subunitOf(session.currency);
    const refusal: { gameId: string; currency: string; amount: number; balance?: number; limit?: number } = {
      gameId: session.gameId,
      currency: session.currency,
      amount: toMajorUnits(amountMinor, subunit),
    };
    if (figures.balanceMinor !== undefined) refusal.balance = toMajorUnits(figures.balanceMinor, subunit);
    if (figures.limitMinor !== undefined && figures.limitMinor !== null) {
      refusal.limit = toMajorUnits(figures.limitMinor, subunit);
    }
    await appendEvents(db, [betRefusedEvent({ playerId: session.playerId, reason, cause, refusal })]);
  }

  async function answer(
    session: RealSession,
    balanceMinor: bigint,
    ids: { transactionId?: string; providerTransactionId?: string } = {},
  ): Promise<WalletAnswer> {
    return { balance: balanceMinor.toString(), currency: session.currency, ...ids };
  }

  /** A round refunded by rollbacks: it never paid (a rollback refuses a round with a win), so no winner. */
  async function settledEvent(tx: Executor, round: RoundRecord): Promise<void> {
    const subunit = await wallet.subunitOf(round.currency, tx);
    await appendEvents(tx, [
      roundSettledEvent({
        playerId: round.playerId,
        gameId: round.gameId,
        roundId: round.id,
        currency: round.currency,
        status: round.status,
        stake: toMajorUnits(round.stakeMinor, subunit),
        win: toMajorUnits(round.winMinor, subunit),
        stakeMinor: round.stakeMinor.toString(),
        winMinor: round.winMinor.toString(),
      }),
    ]);
  }

  const ledgerKey = (provider: ProviderRecord, transactionId: string) => `game:${provider.identity}:${transactionId}`;

  return {
    async balance(provider: ProviderRecord, body: { sessionToken: string }): Promise<WalletAnswer> {
      const session = await realSession(provider, body.sessionToken);
      return answer(session, await playableBalance(db, session.playerId, session.currency));
    },

    /**
     * A stake. Refused, with nothing written but the refusal's outbox event: an expired session, another
     * currency, a blocked player, a stake outside the game's range, responsible-gaming limits (bet, loss,
     * self-exclusion, cooling-off), too little balance. A rollback that came first refuses it too. A
     * repeated call answers what the first one did, whatever has changed since.
     */
    async debit(provider: ProviderRecord, body: WalletDebitBody): Promise<WalletAnswer> {
      const amountMinor = BigInt(body.amount);
      try {
        return await placeBet(provider, body, amountMinor);
      } catch (thrown) {
        return answerFirstOrRefuse(provider, body, 'debit', amountMinor, thrown);
      }
    },

    /**
     * A win (0 for a lost round). Accepted after the session expired and whatever the player's limits
     * now say: the round started when the bet was allowed, so it settles.
     */
    async credit(provider: ProviderRecord, body: WalletCreditBody): Promise<WalletAnswer> {
      const amountMinor = BigInt(body.amount);
      try {
        const session = await realSession(provider, body.sessionToken);
        if (body.currency !== session.currency) {
          throw new WalletCallError(409, codes.wrongCurrency, `This session plays in ${session.currency}`, {
            currency: session.currency,
          });
        }
        const paid = await calls
          .credit({
            providerId: provider.id,
            transactionId: body.transactionId,
            roundId: body.roundId,
            playerId: session.playerId,
            gameId: session.gameId,
            currency: session.currency,
            amountMinor,
            roundEnded: body.roundEnded,
            now: clock(),
            ledgerKey: ledgerKey(provider, body.transactionId),
            metadata: { provider: provider.identity, roundId: body.roundId, gameId: session.gameId },
            subunit: await wallet.subunitOf(session.currency),
            eventTopic: gameTopics.roundSettled,
          })
          .catch((error: unknown) => {
            throw callError(error, 'credit', session.currency);
          });
        if (!('result' in paid)) throw new Error('game_wallet_credit answered no result');
        return paid.result;
      } catch (thrown) {
        return answerFirstOrRefuse(provider, body, 'credit', amountMinor, thrown);
      }
    },

    /** Undoes a stake of a round that has not paid anything yet (wallet-rollback.ts). */
    rollback: (provider: ProviderRecord, body: WalletRollbackBody) =>
      rollbackStake(
        { db, wallet, clock, realSession, replay, answer, playableBalance, settledEvent, ledgerKey },
        provider,
        body,
      ),
  };
}

export type SeamlessWallet = ReturnType<typeof createSeamlessWallet>;
