import { HouseGameError } from './errors.ts';
import { assertStake } from './money.ts';
import { type RandomSource, shuffleInPlace } from './random.ts';

/**
 * Blackjack as a state machine: `dealBlackjack` opens a round from a freshly shuffled shoe, `applyBlackjackMove`
 * advances it, `allowedBlackjackMoves` says what the player may do now. The shoe is fixed at the deal, so
 * every later state follows from the seeds and the player's moves alone.
 */
export const blackjackRules = {
  /** Six decks, shuffled anew for every round (no penetration to count). */
  decks: 6,
  /** Dealer stands on every 17, soft 17 included. */
  dealerHitsSoft17: false,
  /** Blackjack pays 3:2: 2.5× the stake returned. */
  blackjackPayout: { numerator: 5n, denominator: 2n },
  /** Dealer checks for blackjack under an ace or ten-value upcard; a dealer blackjack only takes the original stake. */
  dealerPeeks: true,
  /** Double down on any first two cards, one more card only. */
  doubleOnAnyTwo: true,
  /** One split (two hands), of two cards of the same rank. */
  maxHands: 2,
  doubleAfterSplit: false,
  /** Split aces get one card each; a split ace plus ten counts 21, not blackjack. */
  oneCardToSplitAces: true,
  /** Insurance under an ace upcard: half the stake, pays 2:1. */
  insurance: true,
  surrender: false,
} as const;

/**
 * RTP measured with basic strategy (blackjack-basic-strategy.ts, never insurance) over 10^7 rounds by
 * bench/rtp.ts, as return per original stake; see docs/house-games.md.
 */
export const blackjackConfig = { rtp: 0.9937, rules: blackjackRules } as const;

/** Cards are 0 … 51: rank = card % 13 (0 ace, 1 … 9 = two … ten, 10 … 12 = jack, queen, king), suit = card / 13. */
export type Card = number;

export function cardRank(card: Card): number {
  return card % 13;
}

/** Ace counts 1 here; `handValue` lifts one ace to 11 when it fits. */
export function cardPoints(card: Card): number {
  const rank = card % 13;
  return rank >= 9 ? 10 : rank + 1;
}

export function handValue(cards: readonly Card[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = false;
  for (const card of cards) {
    const points = cardPoints(card);
    total += points;
    if (points === 1) aces = true;
  }
  return aces && total + 10 <= 21 ? { total: total + 10, soft: true } : { total, soft: false };
}

/** The shoe for one round: 6 × (0 … 51) in order, then shuffled (random.ts `shuffleInPlace`). Card i is dealt i-th. */
export function shuffleShoe(source: RandomSource): Card[] {
  return shuffleInPlace(source, orderedShoe.slice());
}

const orderedShoe: readonly Card[] = Array.from({ length: blackjackRules.decks * 52 }, (_, i) => i % 52);

export type BlackjackMove = 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'decline-insurance';

export type HandOutcome = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export interface BlackjackHand {
  cards: Card[];
  stake: bigint;
  doubled: boolean;
  fromSplit: boolean;
  done: boolean;
  outcome?: HandOutcome;
  win?: bigint;
}

export interface BlackjackState {
  shoe: readonly Card[];
  /** Index of the next card to deal. */
  next: number;
  /** The original stake. */
  stake: bigint;
  phase: 'insurance' | 'player' | 'settled';
  hands: BlackjackHand[];
  active: number;
  dealer: Card[];
  insuranceStake: bigint;
  insuranceWin: bigint;
  /** Everything staked (original, doubles, split, insurance) and everything paid back, once settled. */
  totalStake: bigint;
  totalWin: bigint;
}

const isTen = (card: Card) => cardPoints(card) === 10;
const isAce = (card: Card) => cardPoints(card) === 1;
const isNatural = (cards: readonly Card[]) => cards.length === 2 && handValue(cards).total === 21;

export function dealBlackjack(source: RandomSource, stake: bigint): BlackjackState {
  return dealFromShoe(shuffleShoe(source), stake);
}

/** Deal order: player, dealer upcard, player, dealer hole card. */
export function dealFromShoe(shoe: readonly Card[], stake: bigint): BlackjackState {
  assertStake(stake);
  const [p1, d1, p2, d2] = shoe as [Card, Card, Card, Card];
  const state: BlackjackState = {
    shoe,
    next: 4,
    stake,
    phase: 'player',
    hands: [{ cards: [p1, p2], stake, doubled: false, fromSplit: false, done: false }],
    active: 0,
    dealer: [d1, d2],
    insuranceStake: 0n,
    insuranceWin: 0n,
    totalStake: stake,
    totalWin: 0n,
  };
  if (isAce(d1) && blackjackRules.insurance && stake / 2n > 0n) return { ...state, phase: 'insurance' };
  return afterPeek(state);
}

/** The dealer's peek: a dealer blackjack ends the round at once, and so does a player's own blackjack. */
function afterPeek(state: BlackjackState): BlackjackState {
  const up = state.dealer[0] as Card;
  if ((isAce(up) || isTen(up)) && isNatural(state.dealer)) return settle(state);
  if (isNatural((state.hands[0] as BlackjackHand).cards)) return settle(state);
  return state;
}

export function allowedBlackjackMoves(state: BlackjackState): BlackjackMove[] {
  if (state.phase === 'settled') return [];
  if (state.phase === 'insurance') return ['insurance', 'decline-insurance'];
  const hand = state.hands[state.active] as BlackjackHand;
  const moves: BlackjackMove[] = ['hit', 'stand'];
  const firstTwo = hand.cards.length === 2;
  if (firstTwo && (!hand.fromSplit || blackjackRules.doubleAfterSplit)) moves.push('double');
  if (
    firstTwo &&
    state.hands.length < blackjackRules.maxHands &&
    cardRank(hand.cards[0] as Card) === cardRank(hand.cards[1] as Card)
  ) {
    moves.push('split');
  }
  return moves;
}

export function applyBlackjackMove(state: BlackjackState, move: BlackjackMove): BlackjackState {
  if (state.phase === 'settled') throw new HouseGameError('blackjack_round_settled', 'the round is over');
  if (!allowedBlackjackMoves(state).includes(move)) {
    throw new HouseGameError(
      'blackjack_move_not_allowed',
      `${move} is not allowed now; allowed: ${allowedBlackjackMoves(state).join(', ')}`,
    );
  }
  if (move === 'insurance' || move === 'decline-insurance') {
    const insuranceStake = move === 'insurance' ? state.stake / 2n : 0n;
    return afterPeek({
      ...state,
      phase: 'player',
      insuranceStake,
      totalStake: state.totalStake + insuranceStake,
    });
  }
  const hands = state.hands.map((hand) => ({ ...hand, cards: [...hand.cards] }));
  const hand = hands[state.active] as BlackjackHand;
  let next = state.next;
  let totalStake = state.totalStake;
  const draw = (): Card => {
    const card = state.shoe[next] as Card;
    next += 1;
    return card;
  };
  switch (move) {
    case 'hit':
      hand.cards.push(draw());
      // 21 cannot improve and more cards can only bust, so the hand stands by itself.
      if (handValue(hand.cards).total >= 21) hand.done = true;
      break;
    case 'stand':
      hand.done = true;
      break;
    case 'double':
      totalStake += hand.stake;
      hand.stake *= 2n;
      hand.doubled = true;
      hand.cards.push(draw());
      hand.done = true;
      break;
    case 'split': {
      const [first, second] = hand.cards as [Card, Card];
      const splitAces = isAce(first) && blackjackRules.oneCardToSplitAces;
      totalStake += hand.stake;
      hand.cards = [first, draw()];
      hand.fromSplit = true;
      hand.done = splitAces || handValue(hand.cards).total === 21;
      // The second hand gets its second card only when play reaches it, as at a table; split aces at once.
      const other: BlackjackHand = { cards: [second], stake: hand.stake, doubled: false, fromSplit: true, done: false };
      if (splitAces) {
        other.cards.push(draw());
        other.done = true;
      }
      hands.push(other);
      break;
    }
  }
  return advance({ ...state, hands, next, totalStake });
}

/** Moves play to the next unfinished hand, dealing a split hand's second card; the dealer plays when none is left. */
function advance(state: BlackjackState): BlackjackState {
  let { active, next } = state;
  const hands = state.hands;
  while (active < hands.length && (hands[active] as BlackjackHand).done) active += 1;
  if (active < hands.length) {
    const hand = hands[active] as BlackjackHand;
    if (hand.cards.length === 1) {
      hand.cards.push(state.shoe[next] as Card);
      next += 1;
      if (handValue(hand.cards).total === 21) hand.done = true;
      return advance({ ...state, hands, active, next });
    }
    return { ...state, active, next };
  }
  return settle({ ...state, active: hands.length - 1, next });
}

function settle(state: BlackjackState): BlackjackState {
  const dealer = [...state.dealer];
  let next = state.next;
  const dealerNatural = isNatural(dealer);
  const hands = state.hands.map((hand) => ({ ...hand }));
  const playerNatural =
    hands.length === 1 && !(hands[0] as BlackjackHand).fromSplit && isNatural((hands[0] as BlackjackHand).cards);
  const anyLive = hands.some((hand) => handValue(hand.cards).total <= 21);
  if (!dealerNatural && !playerNatural && anyLive) {
    for (;;) {
      const { total, soft } = handValue(dealer);
      if (total > 17 || (total === 17 && !(soft && blackjackRules.dealerHitsSoft17))) break;
      dealer.push(state.shoe[next] as Card);
      next += 1;
    }
  }
  const dealerTotal = handValue(dealer).total;
  let totalWin = 0n;
  for (const hand of hands) {
    const total = handValue(hand.cards).total;
    let outcome: HandOutcome;
    let win: bigint;
    if (total > 21) [outcome, win] = ['bust', 0n];
    else if (playerNatural && !dealerNatural) {
      outcome = 'blackjack';
      win = (hand.stake * blackjackRules.blackjackPayout.numerator) / blackjackRules.blackjackPayout.denominator;
    } else if (dealerNatural) [outcome, win] = playerNatural ? ['push', hand.stake] : ['lose', 0n];
    else if (dealerTotal > 21 || total > dealerTotal) [outcome, win] = ['win', hand.stake * 2n];
    else if (total === dealerTotal) [outcome, win] = ['push', hand.stake];
    else [outcome, win] = ['lose', 0n];
    hand.outcome = outcome;
    hand.win = win;
    totalWin += win;
  }
  const insuranceWin = dealerNatural ? state.insuranceStake * 3n : 0n;
  return {
    ...state,
    phase: 'settled',
    hands,
    dealer,
    next,
    insuranceWin,
    totalWin: totalWin + insuranceWin,
  };
}
