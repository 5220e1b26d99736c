import { houseErrorCodes, type RoundResult } from '@croupier/contracts/house';
import type { BlackjackMove } from '@croupier/house-games/blackjack';
import { HouseGameError } from '@croupier/house-games/errors';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { type CasinoWallet, decided } from './casino-wallet.ts';
import type { DemoWallets } from './demo-wallet.ts';
import type { InPlayEngine, MinesMove } from './in-play.ts';
import { type LaunchSessions, sessionKeyOf } from './launch-sessions.ts';
import { inPlayEngines, type RoundView } from './round-view.ts';
import { casinoError, type Settlement } from './settlement.ts';
import { type HouseRound, houseRounds } from './tables.ts';

const badMove = (message: string, field: string) =>
  new AppError(409, houseErrorCodes.badMove, message, { [field]: [message] });

/** The engine's move on the stored state; the package's refusals are the player's bad moves. */
function nextState<S>(engine: InPlayEngine<S>, round: HouseRound, apply: (state: S) => S, field: string) {
  const state = engine.load(round.outcome);
  try {
    const next = apply(state);
    return { state, next, added: engine.staked(next) - engine.staked(state) };
  } catch (error) {
    if (error instanceof HouseGameError) throw badMove(error.message, field);
    throw error;
  }
}

/** The player's moves in a round in play (mines, blackjack). */
export function createRoundMoves(deps: {
  db: Database;
  casino: CasinoWallet;
  sessions: LaunchSessions;
  demo: DemoWallets;
  settlement: Settlement;
  view: RoundView;
}) {
  const { db, casino, sessions, demo, settlement, view } = deps;

  /**
   * A move in a round in play. A move that adds a stake (blackjack's double, split, insurance) asks the
   * casino for it first, with the move written down as pending so that nothing else moves meanwhile and a
   * crash ends in its rollback. When the move ends the round, the win is paid as any other.
   */
  return async function moveRound<S>(
    token: string,
    slug: string,
    engineName: 'mines' | 'blackjack',
    move: MinesMove | BlackjackMove,
    apply: (state: S) => S,
    field: string,
  ): Promise<RoundResult<never>> {
    const game = sessions.playable(slug);
    if (game.engine.game !== engineName)
      throw new AppError(409, houseErrorCodes.gameUnavailable, `This game does not play ${engineName}`);
    const engine = inPlayEngines[engineName] as unknown as InPlayEngine<S>;
    const sessionKey = sessionKeyOf(token);
    const { who } = await sessions.currencyOf(token, game, undefined);

    const openRound = async (tx: Executor) => {
      const open = await view.roundInPlay(tx, sessionKey, game.slug, true);
      if (!open) throw badMove('There is no round in play', field);
      if (open.pendingMove) throw badMove('The last move is still being settled', field);
      return open;
    };
    /** Writes the state after the move; play money moves with it. */
    const write = async (tx: Executor, open: HouseRound, next: S, added: bigint) => {
      const over = engine.over(next);
      if (who.mode === 'demo' && (added > 0n || over))
        await demo.moveDemo(tx, sessionKey, added, over ? engine.won(next) : 0n);
      const [updated] = await tx
        .update(houseRounds)
        .set({
          outcome: engine.store(next),
          // The player's moves in order: with the seeds they replay the round on the public verifier.
          bet: { ...open.bet, moves: [...((open.bet.moves as unknown[] | undefined) ?? []), move] },
          stakeMinor: open.stakeMinor + added,
          winMinor: engine.won(next),
          pendingMove: null,
          status: over ? (who.mode === 'demo' ? 'settled' : 'debited') : 'in_play',
          updatedAt: new Date(),
        })
        .where(eq(houseRounds.id, open.id))
        .returning();
      return updated as HouseRound;
    };

    const first = await db.transaction(async (tx) => {
      const open = await openRound(tx);
      const { next, added } = nextState(engine, open, apply, field);
      if (added === 0n || who.mode === 'demo') {
        const round = await write(tx, open, next, added);
        const balance =
          who.mode === 'demo' ? (await demo.demoWallet(tx, sessionKey, open.currency, game)).balanceMinor : null;
        return { round, balance, stake: undefined };
      }
      const stake = {
        move: field,
        transactionId: `${open.id}:bet:${open.extraStakes + 1}`,
        amountMinor: added.toString(),
      };
      // Each added stake asked for takes a new id, so one refused or undone is never mistaken for the next.
      await tx
        .update(houseRounds)
        .set({ pendingMove: stake, extraStakes: open.extraStakes + 1, updatedAt: new Date() })
        .where(eq(houseRounds.id, open.id));
      return { round: open, balance: null, stake };
    });

    let round = first.round;
    let balance: bigint | string | null = first.balance;
    if (first.stake) {
      const stake = first.stake;
      const answer = await casino.call(round.provider, 'debit', {
        sessionToken: token,
        transactionId: stake.transactionId,
        roundId: round.id,
        currency: round.currency,
        amount: stake.amountMinor,
      });
      const clearPending = () =>
        db.update(houseRounds).set({ pendingMove: null, updatedAt: new Date() }).where(eq(houseRounds.id, round.id));
      if (answer.status !== 200) {
        if (decided(answer)) {
          await clearPending();
          throw casinoError(answer);
        }
        if (await settlement.undoStake(round, token, stake.transactionId)) await clearPending();
        throw new AppError(
          503,
          houseErrorCodes.casinoUnavailable,
          'The casino did not confirm the stake; it was undone',
        );
      }
      balance = answer.body.balance ?? null;
      round = await db.transaction(async (tx) => {
        const open = await view.roundInPlay(tx, sessionKey, game.slug, true);
        if (!open || open.pendingMove?.transactionId !== stake.transactionId)
          throw new Error('a pending move vanished');
        const { next, added } = nextState(engine, open, apply, field);
        return write(tx, open, next, added);
      });
    }
    const serverSeedHash = await view.seedHashOf(db, round);
    if (round.status === 'in_play' || who.mode === 'demo') return view.present(round, serverSeedHash, balance);
    const paid = await settlement.credit(round, token);
    return paid
      ? view.present(round, serverSeedHash, paid.body.balance ?? null)
      : view.present(round, serverSeedHash, null, true);
  };
}
