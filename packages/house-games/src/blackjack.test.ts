import { describe, expect, it } from 'vitest';
import {
  allowedBlackjackMoves,
  applyBlackjackMove,
  type BlackjackState,
  blackjackConfig,
  type Card,
  dealFromShoe,
  handValue,
  shuffleShoe,
} from './blackjack.ts';
import { basicStrategyMove } from './blackjack-basic-strategy.ts';
import { hmacRandomSource } from './fairness.ts';
import { simulateGame } from './rtp-simulation.ts';
import { meanReturn, standardError } from './rtp-stats.ts';

/** Cards by rank label, suits cycling, so a test reads as the deal: player, dealer up, player, dealer hole, … */
const ranks: Record<string, number> = {
  A: 0,
  '2': 1,
  '3': 2,
  '4': 3,
  '5': 4,
  '6': 5,
  '7': 6,
  '8': 7,
  '9': 8,
  T: 9,
  J: 10,
  Q: 11,
  K: 12,
};
const shoe = (labels: string): Card[] => [...labels].map((label, i) => (ranks[label] as number) + 13 * (i % 4));

const play = (state: BlackjackState, ...moves: Parameters<typeof applyBlackjackMove>[1][]) =>
  moves.reduce(applyBlackjackMove, state);

describe('blackjack', () => {
  it('shuffles six decks per round from the seeds', () => {
    const cards = shuffleShoe(hmacRandomSource('b'.repeat(64), 'c', 0));
    expect(cards).toHaveLength(312);
    expect([...cards].sort((a, b) => a - b)).toEqual(Array.from({ length: 312 }, (_, i) => Math.floor(i / 6)));
    expect(shuffleShoe(hmacRandomSource('b'.repeat(64), 'c', 0))).toEqual(cards);
  });

  it('counts aces soft when they fit', () => {
    expect(handValue(shoe('A6'))).toEqual({ total: 17, soft: true });
    expect(handValue(shoe('A6T'))).toEqual({ total: 17, soft: false });
    expect(handValue(shoe('AA9'))).toEqual({ total: 21, soft: true });
  });

  it('pays a player blackjack 3:2 at once, and pushes it against a dealer blackjack', () => {
    const natural = dealFromShoe(shoe('A9K7'), 100n);
    expect(natural.phase).toBe('settled');
    expect(natural.hands[0]?.outcome).toBe('blackjack');
    expect(natural.totalWin).toBe(250n);
    const both = dealFromShoe(shoe('AKKA'), 100n);
    expect(both.phase).toBe('settled');
    expect(both.hands[0]?.outcome).toBe('push');
  });

  it('offers insurance under an ace, pays it 2:1 on a dealer blackjack, and refuses other moves meanwhile', () => {
    const state = dealFromShoe(shoe('9A9K'), 100n);
    expect(state.phase).toBe('insurance');
    expect(allowedBlackjackMoves(state)).toEqual(['insurance', 'decline-insurance']);
    expect(() => applyBlackjackMove(state, 'hit')).toThrow(
      expect.objectContaining({ code: 'blackjack_move_not_allowed' }),
    );
    const insured = applyBlackjackMove(state, 'insurance');
    expect(insured.phase).toBe('settled');
    expect(insured.totalStake).toBe(150n);
    expect(insured.insuranceWin).toBe(150n);
    expect(insured.totalWin).toBe(150n);
    expect(() => applyBlackjackMove(insured, 'stand')).toThrow(
      expect.objectContaining({ code: 'blackjack_round_settled' }),
    );
  });

  it('doubles for one card at twice the stake', () => {
    // Player 6 + 5 = 11, dealer T + 5; the double draws a 9 (20), the dealer draws a K and busts.
    const state = dealFromShoe(shoe('6T559K'), 100n);
    expect(allowedBlackjackMoves(state)).toEqual(['hit', 'stand', 'double']);
    const done = applyBlackjackMove(state, 'double');
    expect(done.hands[0]?.cards).toHaveLength(3);
    expect(done.phase).toBe('settled');
    expect(done.totalStake).toBe(200n);
    expect(done.totalWin).toBe(400n);
  });

  it('has the dealer stand on soft 17', () => {
    const settled = applyBlackjackMove(dealFromShoe(shoe('TAT6'), 100n), 'decline-insurance');
    expect(settled.phase).toBe('player');
    const done = applyBlackjackMove(settled, 'stand');
    expect(done.dealer).toHaveLength(2);
    expect(done.hands[0]?.outcome).toBe('win');
  });

  it('peeks under a ten and ends the round on a dealer blackjack before the player acts', () => {
    const state = dealFromShoe(shoe('9TTA'), 100n);
    expect(state.phase).toBe('settled');
    expect(state.hands[0]?.outcome).toBe('lose');
  });

  it('splits once, deals each split hand its second card in turn, and refuses a second split and doubling after split', () => {
    const state = dealFromShoe(shoe('8T897T8'), 100n);
    expect(allowedBlackjackMoves(state)).toContain('split');
    const split = applyBlackjackMove(state, 'split');
    expect(split.hands).toHaveLength(2);
    expect(split.totalStake).toBe(200n);
    expect(split.hands[0]?.cards.length).toBe(2);
    expect(split.hands[1]?.cards.length).toBe(1);
    expect(allowedBlackjackMoves(split)).toEqual(['hit', 'stand']);
    expect(() => applyBlackjackMove(split, 'double')).toThrow(
      expect.objectContaining({ code: 'blackjack_move_not_allowed' }),
    );
    const second = applyBlackjackMove(split, 'stand');
    expect(second.active).toBe(1);
    expect(second.hands[1]?.cards.length).toBe(2);
    const settled = applyBlackjackMove(second, 'stand');
    expect(settled.phase).toBe('settled');
    expect(settled.hands.every((hand) => hand.outcome !== undefined)).toBe(true);
  });

  it('gives split aces one card each and settles', () => {
    const settled = play(dealFromShoe(shoe('A9A7KK5'), 100n), 'split');
    expect(settled.phase).toBe('settled');
    expect(settled.hands.map((hand) => hand.cards.length)).toEqual([2, 2]);
    // A-K after a split is 21 but not a blackjack; the dealer's 9-7 draws a 5, and 21 pushes 21.
    expect(settled.hands.map((hand) => hand.outcome)).toEqual(['push', 'push']);
  });

  it('plays a whole round by basic strategy from the seeds', () => {
    let state = dealFromShoe(shuffleShoe(hmacRandomSource('b'.repeat(64), 'strategy', 4)), 100n);
    while (state.phase !== 'settled') state = applyBlackjackMove(state, basicStrategyMove(state));
    expect(state.totalWin).toBeGreaterThanOrEqual(0n);
  });

  it('returns the declared RTP under basic strategy over 10^6 simulated rounds (within 5 standard errors)', () => {
    const stats = simulateGame('blackjack', 1_000_000, 606);
    expect(Math.abs(meanReturn(stats) - blackjackConfig.rtp)).toBeLessThan(5 * standardError(stats));
  }, 120_000);
});
