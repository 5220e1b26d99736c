import type { BlackjackOutcome } from '@croupier/contracts/house';
import { blackjackRules } from '@croupier/house-games/blackjack';
import { describe, expect, it } from 'vitest';
import { cardFace, cardNameKeys, handLabel, outcomeTotals, roundSummary } from './blackjack-cards.ts';

const hand = (cards: number[], total: number, soft = false) => ({ cards, total, soft });

describe('blackjack cards on the game page', () => {
  it('reads a card number as rank, suit and colour: suits ♠ ♥ ♦ ♣ in blocks of 13, ace first', () => {
    expect(cardFace(0)).toEqual({ rank: 'ace', suit: 'spades', colour: 'black', corner: { letter: 'ace' } });
    expect(cardFace(1)).toMatchObject({ rank: 'two', corner: { number: 2 } });
    expect(cardFace(9)).toMatchObject({ rank: 'ten', suit: 'spades', corner: { number: 10 } });
    expect(cardFace(13 + 11)).toEqual({ rank: 'queen', suit: 'hearts', colour: 'red', corner: { letter: 'queen' } });
    expect(cardFace(26 + 10)).toMatchObject({ rank: 'jack', suit: 'diamonds', colour: 'red' });
    expect(cardFace(51)).toEqual({ rank: 'king', suit: 'clubs', colour: 'black', corner: { letter: 'king' } });
    expect(cardNameKeys(24)).toEqual({ rank: 'rank.queen', suit: 'suit.hearts' });
  });

  it('names all 52 cards differently and refuses what is not a card', () => {
    const names = new Set(Array.from({ length: 52 }, (_, card) => JSON.stringify(cardNameKeys(card))));
    expect(names.size).toBe(52);
    for (const wrong of [-1, 52, 1.5, Number.NaN]) expect(() => cardFace(wrong)).toThrow(RangeError);
  });

  it('labels a hand: blackjack only for two cards not from a split, soft below 21, bust above', () => {
    expect(handLabel(hand([0, 12], 21, true), false)).toEqual({ key: 'blackjack', total: 21 });
    // A split ace and a ten count 21, not blackjack.
    expect(handLabel(hand([0, 12], 21, true), true)).toEqual({ key: 'hard', total: 21 });
    expect(handLabel(hand([0, 5], 17, true), false)).toEqual({ key: 'soft', total: 17 });
    expect(handLabel(hand([0, 4, 5], 21, true), false)).toEqual({ key: 'hard', total: 21 });
    expect(handLabel(hand([9, 5], 16), false)).toEqual({ key: 'hard', total: 16 });
    expect(handLabel(hand([9, 5, 8], 25), false)).toEqual({ key: 'bust', total: 25 });
  });
});

describe('a settled blackjack round in money', () => {
  const settled = (overrides: Partial<BlackjackOutcome>): BlackjackOutcome => ({
    phase: 'settled',
    hands: [],
    active: 0,
    dealer: { cards: [9, 7], total: 18, hidden: 0 },
    insuranceStakeMinor: '0',
    insuranceWinMinor: '0',
    moves: [],
    ...overrides,
  });
  const handOf = (stakeMinor: string, winMinor: string, outcome: 'win' | 'lose' | 'push' | 'blackjack' | 'bust') => ({
    cards: [9, 8],
    total: 19,
    soft: false,
    stakeMinor,
    doubled: false,
    done: true,
    outcome,
    winMinor,
  });

  it('adds up every stake (split, double, insurance) and every payment', () => {
    const outcome = settled({
      hands: [handOf('200', '400', 'win'), handOf('100', '0', 'lose')],
      insuranceStakeMinor: '50',
      insuranceWinMinor: '0',
    });
    expect(outcomeTotals(outcome)).toEqual({ stake: 350n, win: 400n });
    expect(
      outcomeTotals(
        settled({ hands: [handOf('100', '0', 'lose')], insuranceStakeMinor: '50', insuranceWinMinor: '150' }),
      ),
    ).toEqual({
      stake: 150n,
      win: 150n,
    });
  });

  it('celebrates only a win above the whole stake; a push or a partial return is money back', () => {
    expect(roundSummary({ stakeMinor: '100', winMinor: '250' })).toEqual({ kind: 'win', stake: 100n, win: 250n });
    expect(roundSummary({ stakeMinor: '100', winMinor: '100' }).kind).toBe('back');
    // A won hand beside a lost split hand: 400 back for 400 staked is no win.
    expect(roundSummary({ stakeMinor: '400', winMinor: '400' }).kind).toBe('back');
    // Insurance paid while the hand lost: 150 back for 150 staked.
    expect(roundSummary({ stakeMinor: '150', winMinor: '150' }).kind).toBe('back');
    expect(roundSummary({ stakeMinor: '300', winMinor: '200' }).kind).toBe('back');
    expect(roundSummary({ stakeMinor: '100', winMinor: '0' })).toEqual({ kind: 'none', stake: 100n, win: 0n });
    // Beyond what a number holds exactly.
    expect(roundSummary({ stakeMinor: '9007199254740993', winMinor: '9007199254740994' }).kind).toBe('win');
  });
});

describe('the rules the page states', () => {
  it('are the engine’s rules (reword houseBlackjack.json rules.* when this fails)', () => {
    expect(blackjackRules).toEqual({
      decks: 6,
      dealerHitsSoft17: false,
      blackjackPayout: { numerator: 5n, denominator: 2n },
      dealerPeeks: true,
      doubleOnAnyTwo: true,
      maxHands: 2,
      doubleAfterSplit: false,
      oneCardToSplitAces: true,
      insurance: true,
      surrender: false,
    });
  });
});
