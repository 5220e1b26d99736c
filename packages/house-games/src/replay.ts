import { applyBlackjackMove, type BlackjackMove, dealFromShoe, handValue, shuffleShoe } from './blackjack.ts';
import type { GameEngine } from './catalogue.ts';
import { type DiceBet, playDice } from './dice.ts';
import { cashOutMines, type MinesState, revealTile, startMines } from './mines.ts';
import { type PlinkoBet, playPlinko } from './plinko.ts';
import type { RandomSource } from './random.ts';
import { playRoulette, type RouletteBet } from './roulette.ts';
import { slotThemes } from './slot-themes.ts';
import { playSlot } from './slots.ts';

/**
 * The one verifier of house rounds: a recorded round (as the studio stored it and the public verifier
 * publishes it) replayed on the random source its seeds give. The site feeds it a Web Crypto stream, the
 * studio's tests an HMAC stream from node:crypto (verify.ts); both then run this same arithmetic. For games
 * the player steers (mines, blackjack) the seeds fix the hidden part and the recorded moves are replayed on
 * top. Crash rounds are checked with crash-round.ts.
 */

export interface RecordedRound {
  /** The game's engine as the catalogue describes it; only which game it is matters to the replay. */
  engine: { game: GameEngine['game'] } & Record<string, unknown>;
  nonce: number;
  bet: Record<string, unknown>;
  outcome: Record<string, unknown>;
  winMinor: string;
}

export interface Recomputed {
  /** The recomputed draw as it is shown: a roll, a pocket, a path, reels or a mine layout. */
  draw: string;
  winMinor: string;
  /** The recomputed draw and win are the recorded ones. */
  matches: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const big = (value: unknown) => BigInt(String(value));

export function replayRound(round: RecordedRound, source: RandomSource): Recomputed {
  const { bet, outcome, engine } = round;
  switch (engine.game) {
    case 'dice': {
      const diceBet: DiceBet = {
        stake: big(bet.stake),
        direction: bet.direction as DiceBet['direction'],
        target: Number(bet.target),
      };
      const result = playDice(source, diceBet);
      const winMinor = result.win.toString();
      return {
        draw: (result.roll / 100).toFixed(2),
        winMinor,
        matches: result.roll === outcome.roll && winMinor === round.winMinor,
      };
    }
    case 'roulette': {
      const bets = (bet.bets as Record<string, unknown>[]).map((b) => ({ ...b, stake: big(b.stake) }) as RouletteBet);
      const result = playRoulette(source, bets);
      const winMinor = result.totalWin.toString();
      return {
        draw: String(result.number),
        winMinor,
        matches: result.number === outcome.number && winMinor === round.winMinor,
      };
    }
    case 'plinko': {
      const plinkoBet: PlinkoBet = {
        stake: big(bet.stake),
        rows: Number(bet.rows) as PlinkoBet['rows'],
        risk: bet.risk as PlinkoBet['risk'],
      };
      const result = playPlinko(source, plinkoBet);
      const winMinor = result.win.toString();
      return {
        draw: result.path.map((right) => (right ? 'R' : 'L')).join(''),
        winMinor,
        matches: same(result.path, outcome.path) && winMinor === round.winMinor,
      };
    }
    case 'slots': {
      const theme = slotThemes.find((t) => t.id === bet.themeId);
      if (!theme) throw new Error(`unknown slot theme ${String(bet.themeId)}`);
      const result = playSlot(source, theme, { stake: big(bet.stake), lines: Number(bet.lines) as 10 | 20 });
      const recorded = outcome as { base: { grid: unknown }; freeSpins: { grid: unknown }[] };
      const grids = [result.base.grid, ...result.freeSpins.map((s) => s.grid)];
      const winMinor = result.win.toString();
      return {
        draw: result.base.stops.join('-'),
        winMinor,
        matches:
          same(grids, [recorded.base.grid, ...recorded.freeSpins.map((s) => s.grid)]) && winMinor === round.winMinor,
      };
    }
    case 'mines': {
      // The seeds fix the layout; the player's recorded picks are replayed on it.
      let state: MinesState = startMines(source, big(bet.stake), Number(bet.mines));
      for (const tile of (outcome.revealed as number[]) ?? []) {
        if (state.status === 'playing') state = revealTile(state, tile);
      }
      if (state.status === 'playing' && outcome.status === 'cashed-out') state = cashOutMines(state);
      const winMinor = state.win.toString();
      return {
        draw: state.minePositions.join(', '),
        winMinor,
        matches:
          same(state.minePositions, outcome.minePositions) &&
          state.status === outcome.status &&
          winMinor === round.winMinor,
      };
    }
    case 'blackjack': {
      // The seeds fix the shoe; the player's recorded moves are replayed on the deal from it.
      const moves = ((bet.moves as BlackjackMove[] | undefined) ?? []).filter((m) => typeof m === 'string');
      const state = moves.reduce(applyBlackjackMove, dealFromShoe(shuffleShoe(source), big(bet.stake)));
      const recorded = outcome as { dealer?: number[]; hands?: { cards: number[] }[] };
      const winMinor = state.totalWin.toString();
      return {
        draw: [...state.hands.map((h) => handValue(h.cards).total), handValue(state.dealer).total].join(' · '),
        winMinor,
        matches:
          same(state.dealer, recorded.dealer) &&
          same(
            state.hands.map((h) => h.cards),
            recorded.hands?.map((h) => h.cards),
          ) &&
          winMinor === round.winMinor,
      };
    }
    default:
      throw new Error(`${engine.game} rounds are not verified here`);
  }
}
