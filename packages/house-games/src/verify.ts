import { type Card, shuffleShoe } from './blackjack.ts';
import { type DiceBet, type DiceOutcome, playDice } from './dice.ts';
import { HouseGameError } from './errors.ts';
import { hashServerSeed, hmacRandomSource } from './fairness.ts';
import { startMines } from './mines.ts';
import { type PlinkoBet, type PlinkoOutcome, playPlinko } from './plinko.ts';
import { playRoulette, type RouletteBet, type RouletteOutcome } from './roulette.ts';
import type { LineCount } from './slot-paylines.ts';
import { slotThemes } from './slot-themes.ts';
import { playSlot, type SlotOutcome } from './slots.ts';

/**
 * Recomputes a past round from its revealed seeds, for the public verifier. For games the player steers
 * (mines, blackjack) the seeds fix the hidden part, the mine layout or the shoe order; the player's moves
 * are replayed on top by the caller. Crash rounds are checked with crash-round.ts.
 */
export type VerifiableRound =
  | { game: 'dice'; bet: DiceBet }
  | { game: 'roulette'; bets: RouletteBet[] }
  | { game: 'plinko'; bet: PlinkoBet }
  | { game: 'slots'; themeId: string; stake: bigint; lines: LineCount }
  | { game: 'mines'; mines: number }
  | { game: 'blackjack' };

export type VerifiedOutcome =
  | { game: 'dice'; outcome: DiceOutcome }
  | { game: 'roulette'; outcome: RouletteOutcome }
  | { game: 'plinko'; outcome: PlinkoOutcome }
  | { game: 'slots'; outcome: SlotOutcome }
  | { game: 'mines'; minePositions: number[] }
  | { game: 'blackjack'; shoe: Card[] };

export interface RoundSeeds {
  serverSeed: string;
  /** The hash shown before play; the check fails when the revealed seed does not match it. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export function verifyRound(seeds: RoundSeeds, round: VerifiableRound): { hashMatches: boolean } & VerifiedOutcome {
  const hashMatches = hashServerSeed(seeds.serverSeed) === seeds.serverSeedHash.toLowerCase();
  const source = hmacRandomSource(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
  switch (round.game) {
    case 'dice':
      return { hashMatches, game: 'dice', outcome: playDice(source, round.bet) };
    case 'roulette':
      return { hashMatches, game: 'roulette', outcome: playRoulette(source, round.bets) };
    case 'plinko':
      return { hashMatches, game: 'plinko', outcome: playPlinko(source, round.bet) };
    case 'slots': {
      const theme = slotThemes.find((t) => t.id === round.themeId);
      if (!theme) throw new HouseGameError('slots_unknown_theme', `no slot theme ${round.themeId}`);
      return {
        hashMatches,
        game: 'slots',
        outcome: playSlot(source, theme, { stake: round.stake, lines: round.lines }),
      };
    }
    case 'mines':
      return { hashMatches, game: 'mines', minePositions: [...startMines(source, 1n, round.mines).minePositions] };
    case 'blackjack':
      return { hashMatches, game: 'blackjack', shoe: shuffleShoe(source) };
  }
}
