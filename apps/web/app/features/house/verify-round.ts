import type { HouseEngine } from '@croupier/contracts/house';
import {
  applyBlackjackMove,
  type BlackjackMove,
  dealFromShoe,
  handValue,
  shuffleShoe,
} from '@croupier/house-games/blackjack';
import { type DiceBet, playDice } from '@croupier/house-games/dice';
import { cashOutMines, type MinesState, revealTile, startMines } from '@croupier/house-games/mines';
import { type PlinkoBet, playPlinko } from '@croupier/house-games/plinko';
import type { RandomSource } from '@croupier/house-games/random';
import { playRoulette, type RouletteBet } from '@croupier/house-games/roulette';
import { slotThemes } from '@croupier/house-games/slot-themes';
import { playSlot } from '@croupier/house-games/slots';
import { OutOfWords, wordStream } from './fair-stream.ts';

/**
 * The public verifier's arithmetic, in the player's browser: the same HMAC-SHA256 word stream as the
 * studio's (packages/house-games/src/fairness.ts), computed with Web Crypto, fed to the same game maths.
 * Nothing is asked of the server but the revealed seeds and what it recorded.
 */

export interface RecordedRound {
  engine: HouseEngine;
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

function replay(engine: HouseEngine, round: RecordedRound, source: RandomSource): Recomputed {
  const { bet, outcome } = round;
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

/** Recomputes one round from the seeds; a round needing more words than fetched is retried with more. */
export async function recomputeRound(
  seeds: { serverSeed: string; clientSeed: string },
  round: RecordedRound,
): Promise<Recomputed> {
  for (let blocks = 4; ; blocks *= 4) {
    try {
      return replay(round.engine, round, await wordStream(seeds.serverSeed, seeds.clientSeed, round.nonce, blocks));
    } catch (error) {
      if (!(error instanceof OutOfWords) || blocks >= 1024) throw error;
    }
  }
}
