import { betStatus, playerStatus } from '@croupier/contracts/constants';
import {
  gameWalletErrorCodes as codes,
  type WalletAnswer,
  type WalletCreditBody,
  type WalletDebitBody,
  type WalletRollbackBody,
} from '@croupier/contracts/games';
import type { Database, Executor } from '../../platform/db/database.ts';
import { appendEvents } from '../../platform/outbox/outbox.ts';
import { toMajorUnits } from '../limits/amounts.ts';
import type { LimitCheck, LimitEnforcement } from '../limits/enforcement.ts';
import type { AccountService } from '../player/service.ts';
import { counterAccounts, ledgerKinds, PostingError } from '../wallet/posting.ts';
import type { WalletService } from '../wallet/service.ts';
import { type BetRefusalReason, betPlacedEvent, betRefusedEvent, roundSettledEvent } from './events.ts';
import { sha256 } from './service.ts';
import {
  claimTransaction,
  findGameById,
  findRoundByIdForUpdate,
  findRoundForUpdate,
  findSessionByTokenHash,
  findTransaction,
  insertRoundIfNew,
  type ProviderRecord,
  type RoundRecord,
  type SessionRecord,
  type TransactionRecord,
  updateRound,
  updateTransaction,
} from './store.ts';
import { winnerView } from './winners.ts';

/**
 * The casino side of the seamless-wallet contract (docs/game-wallet-contract.md): balance, debit (a
 * stake), credit (a win) and rollback (a stake undone), each idempotent by the provider's transaction
 * id, each posted through the wallet's ledger against the house's cash account. The signature is checked
 * by the route before anything here runs.
 */

/** A refusal the provider reads: HTTP status, stable code and, where useful, the balance. */
export class WalletCallError extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: { balance?: string; currency?: string; reason?: string };
  constructor(status: number, code: string, message: string, extra: WalletCallError['extra'] = {}) {
    super(message);
    this.name = 'WalletCallError';
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

const mismatch = () =>
  new WalletCallError(409, codes.transactionMismatch, 'This transaction id was used for another operation');

type RealSession = SessionRecord & { playerId: string; currency: string };

export interface SeamlessWalletDeps {
  db: Database;
  wallet: WalletService;
  accounts: AccountService;
  enforcement: LimitEnforcement;
  clock: () => Date;
}

export function createSeamlessWallet(deps: SeamlessWalletDeps) {
  const { db, wallet, accounts, enforcement, clock } = deps;

  async function realSession(provider: ProviderRecord, token: string): Promise<RealSession> {
    const session = await findSessionByTokenHash(db, sha256(token));
    if (!session || session.providerId !== provider.id) {
      throw new WalletCallError(404, codes.sessionNotFound, 'Unknown session token');
    }
    if (session.mode !== 'real' || !session.playerId || !session.currency) {
      throw new WalletCallError(409, codes.demoSession, 'A demo session has no wallet: the provider keeps play money');
    }
    return session as RealSession;
  }

  /** The first answer to this transaction id, when it is the same operation. */
  function replay(existing: TransactionRecord, kind: TransactionRecord['kind'], amountMinor?: bigint): WalletAnswer {
    if (existing.kind !== kind) throw mismatch();
    if (kind === 'debit' && existing.status === 'cancelled') {
      throw new WalletCallError(409, codes.betRolledBack, 'This bet was rolled back before it arrived');
    }
    if (amountMinor !== undefined && existing.amountMinor !== amountMinor) throw mismatch();
    return existing.response as unknown as WalletAnswer;
  }

  async function realBalance(executor: Executor, playerId: string, currency: string): Promise<bigint> {
    return (await wallet.find(executor, playerId, currency))?.realMinor ?? 0n;
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

  async function settledEvent(tx: Executor, round: RoundRecord): Promise<void> {
    const subunit = await wallet.subunitOf(round.currency, tx);
    const game = round.winMinor > 0n ? await findGameById(tx, round.gameId) : undefined;
    const winner = game && !game.isHidden ? winnerView({ round, game }, subunit) : undefined;
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
        ...(winner ? { winner } : {}),
      }),
    ]);
  }

  const ledgerKey = (provider: ProviderRecord, transactionId: string) => `game:${provider.identity}:${transactionId}`;

  return {
    async balance(provider: ProviderRecord, body: { sessionToken: string }): Promise<WalletAnswer> {
      const session = await realSession(provider, body.sessionToken);
      return answer(session, await realBalance(db, session.playerId, session.currency));
    },

    /**
     * A stake. Refused, with nothing written but the refusal's outbox event: an expired session, another
     * currency, a blocked player, a stake outside the game's range, responsible-gaming limits (bet, loss,
     * self-exclusion, cooling-off), too little balance. A rollback that came first refuses it too.
     */
    async debit(provider: ProviderRecord, body: WalletDebitBody): Promise<WalletAnswer> {
      const amountMinor = BigInt(body.amount);
      const existing = await findTransaction(db, provider.id, body.transactionId);
      if (existing) return replay(existing, 'debit', amountMinor);
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

      const profile = await accounts.profile({ playerId, sessionId: session.playerSessionId ?? '' });
      const account = await wallet.find(db, playerId, currency);
      if (!account) throw new WalletCallError(409, codes.wrongCurrency, `The player holds no ${currency} account`);
      if (
        (profile.status !== playerStatus.active && profile.status !== playerStatus.limited) ||
        !wallet.isActive(account)
      ) {
        throw new WalletCallError(409, codes.playerBlocked, 'This player may not bet', { reason: 'account_blocked' });
      }
      const game = await findGameById(db, session.gameId);
      const range = game?.betRanges.find((r) => r.currency === currency);
      if (!game || !range) throw new WalletCallError(409, codes.wrongCurrency, `This game does not take ${currency}`);
      if (amountMinor < BigInt(range.min)) {
        throw new WalletCallError(409, codes.betBelowMinimum, `The smallest stake is ${range.min}`);
      }
      if (amountMinor > BigInt(range.max)) {
        await announceRefusal(session, 'max_exceeded', 'above_maximum', amountMinor, {
          limitMinor: BigInt(range.max),
        });
        throw new WalletCallError(409, codes.betAboveMaximum, `The largest stake is ${range.max}`);
      }

      let placed: { result: WalletAnswer } | { refusal: Extract<LimitCheck, { allowed: false }> };
      try {
        placed = await db.transaction(async (tx) => {
          // Every money call locks the player's account first: stakes are then checked against the limits one
          // after another on every process (each sees the stakes committed before it), and locks are always
          // taken in one order (account, then round), so calls on the same round cannot deadlock.
          await wallet.find(tx, playerId, currency, { lock: true });
          const check = await enforcement.checkBet({ playerId, currency, amountMinor, now: clock() }, tx);
          if (!check.allowed) return { refusal: check };
          const claimed = await claimTransaction(tx, {
            providerId: provider.id,
            providerTransactionId: body.transactionId,
            kind: 'debit',
            status: 'applied',
            playerId,
            currency,
            amountMinor,
            createdAt: now,
          });
          if (!claimed) {
            const first = await findTransaction(tx, provider.id, body.transactionId);
            if (!first) throw new Error('a claimed game transaction vanished');
            return { result: replay(first, 'debit', amountMinor) };
          }
          const created = await insertRoundIfNew(tx, {
            providerId: provider.id,
            providerRoundId: body.roundId,
            sessionId: session.id,
            playerId,
            gameId: session.gameId,
            currency,
            balanceBeforeMinor: 0n,
            balanceAfterMinor: 0n,
            playerAlias: session.playerAlias,
            startedAt: now,
            updatedAt: now,
          });
          const round = await findRoundForUpdate(tx, provider.id, body.roundId);
          if (!round || round.playerId !== playerId || round.currency !== currency) throw mismatch();
          if (round.status !== betStatus.open) {
            throw new WalletCallError(409, codes.roundSettled, 'This round is over: no more bets');
          }
          const posted = await wallet.post(tx, {
            idempotencyKey: ledgerKey(provider, body.transactionId),
            kind: ledgerKinds.bet,
            currency,
            legs: [
              { target: { walletAccountId: account.id, bucket: 'real' }, amountMinor: -amountMinor },
              { target: { code: counterAccounts.houseCash }, amountMinor },
            ],
            reference: round.id,
            metadata: { provider: provider.identity, roundId: body.roundId, gameId: session.gameId },
          });
          const after = posted.balances.get(account.id)?.real;
          if (after === undefined) throw new Error('the bet posting returned no balance');
          await updateRound(tx, round.id, {
            stakeMinor: round.stakeMinor + amountMinor,
            balanceAfterMinor: after,
            ...(created ? { balanceBeforeMinor: after + amountMinor } : {}),
            updatedAt: now,
          });
          const result = await answer(session, after, {
            transactionId: claimed.id,
            providerTransactionId: body.transactionId,
          });
          await updateTransaction(tx, claimed.id, {
            roundId: round.id,
            ledgerTransactionId: posted.id,
            response: result,
          });
          const subunit = await wallet.subunitOf(currency, tx);
          await appendEvents(tx, [
            betPlacedEvent({
              playerId,
              gameId: session.gameId,
              roundId: round.id,
              transactionId: claimed.id,
              currency,
              amount: toMajorUnits(amountMinor, subunit),
              amountMinor: amountMinor.toString(),
              balanceAfterMinor: after.toString(),
            }),
          ]);
          return { result };
        });
      } catch (error) {
        if (!(error instanceof PostingError) || error.reason !== 'insufficient_funds') throw error;
        const balanceMinor = await realBalance(db, playerId, currency);
        await announceRefusal(session, 'balance_insufficient', 'insufficient_funds', amountMinor, { balanceMinor });
        throw new WalletCallError(409, codes.insufficientFunds, 'Not enough balance for this bet', {
          balance: balanceMinor.toString(),
          currency,
        });
      }
      if ('result' in placed) return placed.result;
      const { refusal } = placed;
      await announceRefusal(session, 'restricted', refusal.reason, amountMinor, {
        limitMinor: refusal.limit.amountMinor,
      });
      const blocked = refusal.reason === 'self_excluded' || refusal.reason === 'cooling_off';
      throw new WalletCallError(
        409,
        blocked ? codes.playerBlocked : codes.limitReached,
        blocked ? 'The player has paused or closed play' : 'This bet would go over a limit the player set',
        { reason: refusal.reason, currency },
      );
    },

    /**
     * A win (0 for a lost round). Accepted after the session expired and whatever the player's limits
     * now say: the round started when the bet was allowed, so it settles.
     */
    async credit(provider: ProviderRecord, body: WalletCreditBody): Promise<WalletAnswer> {
      const amountMinor = BigInt(body.amount);
      const existing = await findTransaction(db, provider.id, body.transactionId);
      if (existing) return replay(existing, 'credit', amountMinor);
      const session = await realSession(provider, body.sessionToken);
      if (body.currency !== session.currency) {
        throw new WalletCallError(409, codes.wrongCurrency, `This session plays in ${session.currency}`, {
          currency: session.currency,
        });
      }
      const { playerId, currency } = session;
      const now = clock();

      return db.transaction(async (tx) => {
        const account = await wallet.find(tx, playerId, currency, { lock: true });
        if (!account) throw new WalletCallError(409, codes.wrongCurrency, `The player holds no ${currency} account`);
        const claimed = await claimTransaction(tx, {
          providerId: provider.id,
          providerTransactionId: body.transactionId,
          kind: 'credit',
          status: 'applied',
          playerId,
          currency,
          amountMinor,
          createdAt: now,
        });
        if (!claimed) {
          const first = await findTransaction(tx, provider.id, body.transactionId);
          if (!first) throw new Error('a claimed game transaction vanished');
          return replay(first, 'credit', amountMinor);
        }
        const round = await findRoundForUpdate(tx, provider.id, body.roundId);
        if (!round || round.playerId !== playerId) {
          throw new WalletCallError(404, codes.roundNotFound, 'No bet of this round was received');
        }
        if (round.status !== betStatus.open) {
          throw new WalletCallError(409, codes.roundSettled, 'This round is already settled');
        }
        let balance = account.realMinor;
        let ledgerTransactionId: string | null = null;
        if (amountMinor > 0n) {
          const posted = await wallet.post(tx, {
            idempotencyKey: ledgerKey(provider, body.transactionId),
            kind: ledgerKinds.win,
            currency,
            legs: [
              { target: { code: counterAccounts.houseCash }, amountMinor: -amountMinor },
              { target: { walletAccountId: account.id, bucket: 'real' }, amountMinor },
            ],
            reference: round.id,
            metadata: { provider: provider.identity, roundId: body.roundId, gameId: round.gameId },
          });
          balance = posted.balances.get(account.id)?.real ?? balance;
          ledgerTransactionId = posted.id;
        }
        const win = round.winMinor + amountMinor;
        const settled = await updateRound(tx, round.id, {
          winMinor: win,
          balanceAfterMinor: balance,
          ...(body.roundEnded ? { status: win > 0n ? betStatus.won : betStatus.lost, settledAt: now } : {}),
          updatedAt: now,
        });
        const result = await answer(session, balance, {
          transactionId: claimed.id,
          providerTransactionId: body.transactionId,
        });
        await updateTransaction(tx, claimed.id, { roundId: round.id, ledgerTransactionId, response: result });
        if (body.roundEnded) await settledEvent(tx, settled);
        return result;
      });
    },

    /**
     * Undoes a stake of a round that has not paid anything yet. A stake never seen is remembered as
     * cancelled, so when it arrives late it is refused; a round with a win refuses rollbacks.
     */
    async rollback(provider: ProviderRecord, body: WalletRollbackBody): Promise<WalletAnswer> {
      const existing = await findTransaction(db, provider.id, body.transactionId);
      if (existing) return replay(existing, 'rollback');
      const session = await realSession(provider, body.sessionToken);
      const { playerId, currency } = session;
      const now = clock();

      return db.transaction(async (tx) => {
        const account = await wallet.find(tx, playerId, currency, { lock: true });
        if (!account) throw new WalletCallError(409, codes.wrongCurrency, `The player holds no ${currency} account`);
        const claimed = await claimTransaction(tx, {
          providerId: provider.id,
          providerTransactionId: body.transactionId,
          kind: 'rollback',
          status: 'applied',
          playerId,
          currency,
          referenceTransactionId: body.referenceTransactionId,
          createdAt: now,
        });
        if (!claimed) {
          const first = await findTransaction(tx, provider.id, body.transactionId);
          if (!first) throw new Error('a claimed game transaction vanished');
          return replay(first, 'rollback');
        }
        const ids = { transactionId: claimed.id, providerTransactionId: body.transactionId };
        let bet = await findTransaction(tx, provider.id, body.referenceTransactionId, { lock: true });
        if (!bet) {
          const cancelled = await claimTransaction(tx, {
            providerId: provider.id,
            providerTransactionId: body.referenceTransactionId,
            kind: 'debit',
            status: 'cancelled',
            playerId,
            currency,
            createdAt: now,
          });
          if (cancelled) {
            const result = await answer(session, await realBalance(tx, playerId, currency), ids);
            await updateTransaction(tx, claimed.id, { status: 'unknown_bet', response: result });
            return result;
          }
          // The debit arrived meanwhile: undo it like any other.
          bet = await findTransaction(tx, provider.id, body.referenceTransactionId, { lock: true });
          if (!bet) throw new Error('a claimed game transaction vanished');
        }
        if (bet.kind !== 'debit' || bet.playerId !== playerId) throw mismatch();
        if (bet.status !== 'applied' || !bet.roundId) {
          // Undone before (by another rollback id) or never taken: nothing more to give back.
          const result = await answer(session, await realBalance(tx, playerId, currency), ids);
          await updateTransaction(tx, claimed.id, { response: result });
          return result;
        }
        const round = await findRoundByIdForUpdate(tx, bet.roundId);
        if (!round) throw new Error(`round ${bet.roundId} of a bet is missing`);
        if (round.winMinor > 0n || round.status === betStatus.won || round.status === betStatus.lost) {
          throw new WalletCallError(409, codes.roundSettled, 'This round has been settled: its bets stand');
        }
        const posted = await wallet.post(tx, {
          idempotencyKey: ledgerKey(provider, body.transactionId),
          kind: ledgerKinds.betRollback,
          currency,
          legs: [
            { target: { code: counterAccounts.houseCash }, amountMinor: -bet.amountMinor },
            { target: { walletAccountId: account.id, bucket: 'real' }, amountMinor: bet.amountMinor },
          ],
          reference: round.id,
          metadata: { provider: provider.identity, roundId: body.roundId, rolledBack: bet.providerTransactionId },
        });
        const balance = posted.balances.get(account.id)?.real ?? account.realMinor;
        await updateTransaction(tx, bet.id, { status: 'rolled_back' });
        const stake = round.stakeMinor - bet.amountMinor;
        const refunded = stake === 0n;
        const updated = await updateRound(tx, round.id, {
          stakeMinor: stake,
          balanceAfterMinor: balance,
          ...(refunded ? { status: betStatus.refunded, settledAt: now } : {}),
          updatedAt: now,
        });
        const result = await answer(session, balance, ids);
        await updateTransaction(tx, claimed.id, {
          roundId: round.id,
          amountMinor: bet.amountMinor,
          ledgerTransactionId: posted.id,
          response: result,
        });
        if (refunded) await settledEvent(tx, updated);
        return result;
      });
    },
  };
}

export type SeamlessWallet = ReturnType<typeof createSeamlessWallet>;
