import {
  allowedBlackjackMoves,
  type BlackjackHand,
  type BlackjackMove,
  type BlackjackState,
  cardPoints,
  handValue,
} from './blackjack.ts';

/**
 * The fixed strategy the declared blackjack RTP is measured under: textbook basic strategy for six decks,
 * dealer stands on soft 17, no double after split, no surrender; never insurance. Dealer upcard is 2 … 11
 * (ace = 11).
 */
type Action = 'H' | 'S' | 'D' | 'Ds' | 'P';

/** hard[total][upcard]: rows 4 … 21. */
function hardAction(total: number, up: number): Action {
  if (total <= 8) return 'H';
  if (total === 9) return up >= 3 && up <= 6 ? 'D' : 'H';
  if (total === 10) return up <= 9 ? 'D' : 'H';
  if (total === 11) return up <= 10 ? 'D' : 'H';
  if (total === 12) return up >= 4 && up <= 6 ? 'S' : 'H';
  if (total <= 16) return up <= 6 ? 'S' : 'H';
  return 'S';
}

/** Soft totals 13 … 21. 'Ds' = double if allowed, else stand. */
function softAction(total: number, up: number): Action {
  if (total <= 14) return up === 5 || up === 6 ? 'D' : 'H';
  if (total <= 16) return up >= 4 && up <= 6 ? 'D' : 'H';
  if (total === 17) return up >= 3 && up <= 6 ? 'D' : 'H';
  if (total === 18) {
    if (up >= 3 && up <= 6) return 'Ds';
    return up <= 8 ? 'S' : 'H';
  }
  return 'S';
}

/** Pairs by card points (ace = 1), without double after split. Null = play it as a total. */
function pairAction(points: number, up: number): Action | null {
  switch (points) {
    case 1:
    case 8:
      return 'P';
    case 2:
    case 3:
      return up >= 4 && up <= 7 ? 'P' : null;
    case 6:
      return up >= 3 && up <= 6 ? 'P' : null;
    case 7:
      return up <= 7 ? 'P' : null;
    case 9:
      return up === 7 || up >= 10 ? null : 'P';
    default:
      return null;
  }
}

export function basicStrategyMove(state: BlackjackState): BlackjackMove {
  if (state.phase === 'insurance') return 'decline-insurance';
  const allowed = allowedBlackjackMoves(state);
  const hand = state.hands[state.active] as BlackjackHand;
  const upPoints = cardPoints(state.dealer[0] as number);
  const up = upPoints === 1 ? 11 : upPoints;
  if (allowed.includes('split')) {
    const pair = pairAction(cardPoints(hand.cards[0] as number), up);
    if (pair === 'P') return 'split';
  }
  const { total, soft } = handValue(hand.cards);
  const action = soft ? softAction(total, up) : hardAction(total, up);
  const canDouble = allowed.includes('double');
  switch (action) {
    case 'D':
      return canDouble ? 'double' : 'hit';
    case 'Ds':
      return canDouble ? 'double' : 'stand';
    case 'H':
      return 'hit';
    default:
      return 'stand';
  }
}
