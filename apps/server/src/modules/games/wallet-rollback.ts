import { betStatus } from '@croupier/contracts/constants';
import { gameWalletErrorCodes as codes, type WalletAnswer, type WalletRollbackBody } from '@croupier/contracts/games';
import type { Database, Executor } from '../../platform/db/database.ts';
import { settleBonus, unwager } from '../bonus/wagering.ts';
import { counterAccounts, ledgerKinds } from '../wallet/posting.ts';
import type { WalletService } from '../wallet/service.ts';
import { sportsbookGameType } from './sportsbook.ts';
import {
  claimTransaction,
  findGameById,
  findRoundByIdForUpdate,
  findTransaction,
  type ProviderRecord,
  type RoundRecord,
  type TransactionRecord,
  updateRound,
  updateTransaction,
} from './store.ts';
import { mismatch, ofLaunch, type RealSession, roundMismatch, WalletCallError } from './wallet-call-rules.ts';

/** What a rollback needs of the seamless wallet it belongs to (seamless-wallet.ts). */
export interface RollbackContext {
  db: Database;
  wallet: WalletService;
  clock: () => Date;
  realSession(provider: ProviderRecord, token: string): Promise<RealSession>;
  replay(existing: TransactionRecord, session: RealSession, kind: TransactionRecord['kind']): WalletAnswer;
  answer(
    session: RealSession,
    balanceMinor: bigint,
    ids?: { transactionId?: string; providerTransactionId?: string },
  ): Promise<WalletAnswer>;
  playableBalance(executor: Executor, playerId: string, currency: string): Promise<bigint>;
  settledEvent(tx: Executor, round: RoundRecord): Promise<void>;
  ledgerKey(provider: ProviderRecord, transactionId: string): string;
}

/**
 * Undoes a stake of a round that has not paid anything yet. A stake never seen is remembered as
 * cancelled, so when it arrives late it is refused; a round with a win refuses rollbacks. The bet must
 * be of the session's player and currency, and its round of the session's game and the body's round
 * id (decision 0050): the stake is given back in its own currency, never the session's.
 */
export async function rollbackStake(
  context: RollbackContext,
  provider: ProviderRecord,
  body: WalletRollbackBody,
): Promise<WalletAnswer> {
  const { db, wallet, clock, realSession, replay, answer, playableBalance, settledEvent, ledgerKey } = context;
  const session = await realSession(provider, body.sessionToken);
  const existing = await findTransaction(db, provider.id, body.transactionId);
  if (existing) return replay(existing, session, 'rollback');
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
      return replay(first, session, 'rollback');
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
        const result = await answer(session, await playableBalance(tx, playerId, currency), ids);
        await updateTransaction(tx, claimed.id, { status: 'unknown_bet', response: result });
        return result;
      }
      // The debit arrived meanwhile: undo it like any other.
      bet = await findTransaction(tx, provider.id, body.referenceTransactionId, { lock: true });
      if (!bet) throw new Error('a claimed game transaction vanished');
    }
    if (bet.kind !== 'debit') throw mismatch();
    // Thrown, so the claim above is undone too: a refused rollback is not stored, and its repeat is
    // judged again.
    if (bet.playerId !== playerId || bet.currency !== currency) throw roundMismatch();
    const round = bet.roundId ? await findRoundByIdForUpdate(tx, bet.roundId) : undefined;
    if (bet.roundId && !round) throw new Error(`round ${bet.roundId} of a bet is missing`);
    if (round && (!ofLaunch(round, session) || round.providerRoundId !== body.roundId)) throw roundMismatch();
    if (bet.status !== 'applied' || !round) {
      // Undone before (by another rollback id) or never taken: nothing more to give back.
      const result = await answer(session, await playableBalance(tx, playerId, currency), ids);
      await updateTransaction(tx, claimed.id, { response: result });
      return result;
    }
    if (round.winMinor > 0n || round.status === betStatus.won || round.status === betStatus.lost) {
      throw new WalletCallError(409, codes.roundSettled, 'This round has been settled: its bets stand');
    }
    // Each part goes back where it came from (decision 0067); the bonus part only to the bonus that staked it,
    // and the stake's wagering is taken back from it. A bonus that has ended since keeps its share forfeited.
    const ofActiveBonus = round.playerBonusId !== null && round.playerBonusId === account.activeBonusId;
    const toBonus = ofActiveBonus ? bet.bonusAmountMinor : 0n;
    const toReal = bet.amountMinor - bet.bonusAmountMinor;
    const legs: Parameters<typeof wallet.post>[1]['legs'] = [
      { target: { code: counterAccounts.houseCash }, amountMinor: -(toReal + toBonus) },
    ];
    if (toReal > 0n) legs.push({ target: { walletAccountId: account.id, bucket: 'real' }, amountMinor: toReal });
    if (toBonus > 0n) legs.push({ target: { walletAccountId: account.id, bucket: 'bonus' }, amountMinor: toBonus });
    if (ofActiveBonus && bet.wagerMinor > 0n) {
      // A sportsbook stake counted toward the sportsbook wagering (decision 0136): taken back from there.
      const game = round.gameId ? await findGameById(tx, round.gameId) : undefined;
      const product = game?.type === sportsbookGameType ? 'sportsbook' : 'casino';
      await unwager(tx, round.playerBonusId as string, bet.wagerMinor, product);
    }
    const posted =
      toReal + toBonus > 0n
        ? await wallet.post(tx, {
            idempotencyKey: ledgerKey(provider, body.transactionId),
            kind: ledgerKinds.betRollback,
            currency,
            legs,
            reference: round.id,
            metadata: { provider: provider.identity, roundId: body.roundId, rolledBack: bet.providerTransactionId },
          })
        : undefined;
    const after = posted?.balances.get(account.id);
    const balance = after ? after.real + after.bonus : account.realMinor + account.bonusMinor;
    await updateTransaction(tx, bet.id, { status: 'rolled_back' });
    const stake = round.stakeMinor - bet.amountMinor;
    const refunded = stake === 0n;
    const updated = await updateRound(tx, round.id, {
      stakeMinor: stake,
      bonusStakeMinor: round.bonusStakeMinor - bet.bonusAmountMinor,
      balanceAfterMinor: balance,
      ...(refunded ? { status: betStatus.refunded, settledAt: now } : {}),
      updatedAt: now,
    });
    // A refunded round may have been the last one holding the bonus's conversion back.
    if (refunded && account.activeBonusId) await settleBonus(tx, account.id, now);
    const result = await answer(session, balance, ids);
    await updateTransaction(tx, claimed.id, {
      roundId: round.id,
      amountMinor: bet.amountMinor,
      ledgerTransactionId: posted?.id ?? null,
      response: result,
    });
    if (refunded) await settledEvent(tx, updated);
    return result;
  });
}
