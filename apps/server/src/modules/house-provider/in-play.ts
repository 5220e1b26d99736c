import type { BlackjackOutcome, MinesOutcome } from '@croupier/contracts/house';
import {
  allowedBlackjackMoves,
  applyBlackjackMove,
  type BlackjackHand,
  type BlackjackMove,
  type BlackjackState,
  handValue,
} from '@croupier/house-games/blackjack';
import { cashOutMines, type MinesState, minesConfig, minesMultiplier, revealTile } from '@croupier/house-games/mines';

/**
 * Games whose rounds stay in play between the player's moves (mines, blackjack): how a round's state is
 * stored (bigints as strings in jsonb), what the player may see of it while it lasts (not the mines, not
 * the shoe or the dealer's hole card), and how a round the player walked away from is finished for them.
 */
export interface InPlayEngine<State> {
  load(stored: Record<string, unknown>): State;
  store(state: State): Record<string, unknown>;
  view(state: State): MinesOutcome | BlackjackOutcome;
  over(state: State): boolean;
  /** Everything staked so far (more than the first stake after a double, a split or insurance). */
  staked(state: State): bigint;
  won(state: State): bigint;
  /**
   * Finishes an abandoned round as the player would least regret: mines cashes out (or, with nothing
   * revealed, is void: undefined), blackjack stands on every open hand.
   */
  finish(state: State): State | undefined;
}

type Stored = Record<string, unknown>;

export const minesInPlay: InPlayEngine<MinesState> = {
  load: (stored) => {
    const s = stored as unknown as Omit<MinesState, 'stake' | 'win'> & { stake: string; win: string };
    return { ...s, stake: BigInt(s.stake), win: BigInt(s.win) };
  },
  store: (state) => ({ ...state, stake: state.stake.toString(), win: state.win.toString() }),
  view: (state) => {
    const playing = state.status === 'playing';
    const safeLeft = minesConfig.tiles - state.mines - state.revealed.length;
    return {
      mines: state.mines,
      revealed: [...state.revealed],
      status: state.status,
      multiplier: state.multiplier,
      nextMultiplier: playing && safeLeft > 0 ? minesMultiplier(state.mines, state.revealed.length + 1) : null,
      minePositions: playing ? null : [...state.minePositions],
    };
  },
  over: (state) => state.status !== 'playing',
  staked: (state) => state.stake,
  won: (state) => state.win,
  finish: (state) => (state.revealed.length === 0 ? undefined : cashOutMines(state)),
};

export type MinesMove = { reveal: number } | 'cash-out';
export const minesMove = (state: MinesState, move: MinesMove): MinesState =>
  move === 'cash-out' ? cashOutMines(state) : revealTile(state, move.reveal);

const handOut = (hand: BlackjackHand) => ({ ...hand, stake: hand.stake.toString(), win: hand.win?.toString() });

export const blackjackInPlay: InPlayEngine<BlackjackState> = {
  load: (stored) => {
    const s = stored as Stored & { hands: (Stored & { stake: string; win?: string })[] };
    return {
      ...(s as unknown as BlackjackState),
      stake: BigInt(String(s.stake)),
      insuranceStake: BigInt(String(s.insuranceStake)),
      insuranceWin: BigInt(String(s.insuranceWin)),
      totalStake: BigInt(String(s.totalStake)),
      totalWin: BigInt(String(s.totalWin)),
      hands: s.hands.map((hand) => {
        const { win, ...rest } = hand;
        return {
          ...(rest as unknown as BlackjackHand),
          stake: BigInt(hand.stake),
          ...(win === undefined ? {} : { win: BigInt(win) }),
        };
      }),
    };
  },
  store: (state) => ({
    ...state,
    stake: state.stake.toString(),
    insuranceStake: state.insuranceStake.toString(),
    insuranceWin: state.insuranceWin.toString(),
    totalStake: state.totalStake.toString(),
    totalWin: state.totalWin.toString(),
    hands: state.hands.map(handOut),
  }),
  view: (state) => {
    const settled = state.phase === 'settled';
    // Until the round ends the player sees the dealer's upcard only.
    const dealer = settled ? [...state.dealer] : state.dealer.slice(0, 1);
    return {
      phase: state.phase,
      hands: state.hands.map((hand) => ({
        cards: [...hand.cards],
        total: handValue(hand.cards).total,
        soft: handValue(hand.cards).soft,
        stakeMinor: hand.stake.toString(),
        doubled: hand.doubled,
        done: hand.done,
        outcome: hand.outcome ?? null,
        winMinor: hand.win === undefined ? null : hand.win.toString(),
      })),
      active: state.active,
      dealer: { cards: dealer, total: handValue(dealer).total, hidden: settled ? 0 : state.dealer.length - 1 },
      insuranceStakeMinor: state.insuranceStake.toString(),
      insuranceWinMinor: state.insuranceWin.toString(),
      moves: allowedBlackjackMoves(state),
    };
  },
  over: (state) => state.phase === 'settled',
  staked: (state) => state.totalStake,
  won: (state) => state.totalWin,
  finish: (state) => {
    let next = state;
    while (next.phase !== 'settled') {
      next = applyBlackjackMove(next, next.phase === 'insurance' ? 'decline-insurance' : 'stand');
    }
    return next;
  },
};

export const blackjackMove = (state: BlackjackState, move: BlackjackMove): BlackjackState =>
  applyBlackjackMove(state, move);
