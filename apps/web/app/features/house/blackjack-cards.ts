import type { BlackjackOutcome } from '@croupier/contracts/house';

/**
 * Blackjack's cards and rounds as the page shows them, free of React and of words: a card's rank, suit and
 * colour (message keys, worded by houseBlackjack.json), a hand's label, and a settled round's money.
 * Cards are 0 … 51: rank = card % 13 (0 ace, 1 … 9 = two … ten, 10 jack, 11 queen, 12 king), suit = card / 13.
 */

export const rankKeys = [
  'ace',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'jack',
  'queen',
  'king',
] as const;
export type RankKey = (typeof rankKeys)[number];

/** The suits in the order of `Math.floor(card / 13)`: ♠ ♥ ♦ ♣. */
export const suitKeys = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type SuitKey = (typeof suitKeys)[number];

export type CardColour = 'red' | 'black';

export interface CardFace {
  rank: RankKey;
  suit: SuitKey;
  colour: CardColour;
  /** What the card's corner shows: a number for two … ten, else a letter worded per locale (A, J, Q, K). */
  corner: { number: number } | { letter: 'ace' | 'jack' | 'queen' | 'king' };
}

function checkCard(card: number): void {
  if (!Number.isInteger(card) || card < 0 || card > 51) throw new RangeError(`not a card: ${card}`);
}

export function cardFace(card: number): CardFace {
  checkCard(card);
  const rankIndex = card % 13;
  const rank = rankKeys[rankIndex] as RankKey;
  const suit = suitKeys[Math.floor(card / 13)] as SuitKey;
  const corner =
    rank === 'ace' || rank === 'jack' || rank === 'queen' || rank === 'king'
      ? { letter: rank }
      : { number: rankIndex + 1 };
  return { rank, suit, colour: suit === 'hearts' || suit === 'diamonds' ? 'red' : 'black', corner };
}

/** The message keys of a card's accessible name ("Queen of hearts"): `rank.<rank>` and `suit.<suit>`. */
export function cardNameKeys(card: number): { rank: string; suit: string } {
  const face = cardFace(card);
  return { rank: `rank.${face.rank}`, suit: `suit.${face.suit}` };
}

type HandView = Pick<BlackjackOutcome['hands'][number], 'cards' | 'total' | 'soft'>;

/** A hand's label: its message key (`hand.<key>`) and total. */
export type HandLabel = { key: 'blackjack' | 'bust' | 'soft' | 'hard'; total: number };

/**
 * "Blackjack" for a two-card 21 that is not from a split (a split ace + ten counts 21), "Bust" over 21,
 * "Soft 17" while an ace still counts 11 (21 itself is just 21), else the total.
 */
export function handLabel(hand: HandView, split: boolean): HandLabel {
  const { total } = hand;
  if (total === 21 && hand.cards.length === 2 && !split) return { key: 'blackjack', total };
  if (total > 21) return { key: 'bust', total };
  if (hand.soft && total < 21) return { key: 'soft', total };
  return { key: 'hard', total };
}

/** What a round staked and paid, from its hands and insurance (the server's `stakeMinor`/`winMinor` say the same). */
export function outcomeTotals(outcome: BlackjackOutcome): { stake: bigint; win: bigint } {
  let stake = BigInt(outcome.insuranceStakeMinor);
  let win = BigInt(outcome.insuranceWinMinor);
  for (const hand of outcome.hands) {
    stake += BigInt(hand.stakeMinor);
    win += BigInt(hand.winMinor ?? '0');
  }
  return { stake, win };
}

export type RoundSummaryKind = 'win' | 'back' | 'none';

/**
 * A settled round in one word: `win` only when it paid more than everything staked (insurance, doubles and
 * the split included), `back` when it paid something but no more (a push), `none` when it paid nothing.
 */
export function roundSummary(round: { stakeMinor: string; winMinor: string }): {
  kind: RoundSummaryKind;
  stake: bigint;
  win: bigint;
} {
  const stake = BigInt(round.stakeMinor);
  const win = BigInt(round.winMinor);
  return { kind: win > stake ? 'win' : win > 0n ? 'back' : 'none', stake, win };
}
