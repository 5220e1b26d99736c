import type { RouletteSpot } from '@croupier/contracts/house';
import { houseErrorCodes } from '@croupier/contracts/house';
import { dealBlackjack } from '@croupier/house-games/blackjack';
import type { GameDefinition } from '@croupier/house-games/catalogue';
import { type DiceBet, diceMultiplier, playDice } from '@croupier/house-games/dice';
import { HouseGameError } from '@croupier/house-games/errors';
import { minesConfig, startMines } from '@croupier/house-games/mines';
import { type PlinkoRows, playPlinko } from '@croupier/house-games/plinko';
import type { RandomSource } from '@croupier/house-games/random';
import { playRoulette, type RouletteBet, validateRouletteBets } from '@croupier/house-games/roulette';
import { slotThemes } from '@croupier/house-games/slot-themes';
import { playSlot } from '@croupier/house-games/slots';
import { AppError } from '../../platform/http/errors.ts';
import { blackjackInPlay, minesInPlay } from './in-play.ts';

/**
 * One bet of each house game as the studio's round keeper sees it: the stake it takes, the bet as stored,
 * and the outcome drawn from the round's provably fair random source. The maths is the package's; this
 * module turns a page's request into it and its outcome into what the page is shown.
 */

export interface StakeRange {
  min: bigint;
  max: bigint;
}

export interface Play {
  stakeMinor: bigint;
  bet: Record<string, unknown>;
  /** `inPlay`: the player still has moves to make; the win is settled by a later move. */
  settle(source: RandomSource): { win: bigint; outcome: Record<string, unknown>; inPlay?: boolean };
}

export function badBet(message: string, field: string): AppError {
  return new AppError(400, houseErrorCodes.badBet, message, { [field]: [message] });
}

function checkStake(stake: bigint, range: StakeRange, field = 'stake'): void {
  if (stake < range.min || stake > range.max) {
    throw badBet(`The stake is outside this game’s range: between ${range.min} and ${range.max} minor units`, field);
  }
}

/** The package's refusals of a bet as field errors, before any money moves. */
function checked<T>(field: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof HouseGameError) throw badBet(error.message, field);
    throw error;
  }
}

export function dicePlay(
  input: { stake: bigint; direction: DiceBet['direction']; target: number },
  range: StakeRange,
): Play {
  checkStake(input.stake, range);
  const bet: DiceBet = { stake: input.stake, direction: input.direction, target: input.target };
  checked('target', () => diceMultiplier(bet.direction, bet.target));
  return {
    stakeMinor: bet.stake,
    bet: { direction: bet.direction, target: bet.target, stake: bet.stake.toString() },
    settle(source) {
      const outcome = playDice(source, bet);
      return { win: outcome.win, outcome: { roll: outcome.roll, won: outcome.won, multiplier: outcome.multiplier } };
    },
  };
}

/** Each bet is at least the table's minimum; all of a spin's bets together at most its maximum. */
export function roulettePlay(spots: (RouletteSpot & { stake: bigint })[], range: StakeRange): Play {
  spots.forEach((spot, index) => {
    if (spot.stake < range.min) throw badBet(`Each bet is at least ${range.min} minor units`, `bets.${index}.stake`);
  });
  const total = spots.reduce((sum, spot) => sum + spot.stake, 0n);
  if (total > range.max) throw badBet(`All bets of a spin come to at most ${range.max} minor units`, 'bets');
  const bets = spots as RouletteBet[];
  checked('bets', () => validateRouletteBets(bets));
  const stored = spots.map((spot) => ({ ...spot, stake: spot.stake.toString() }));
  return {
    stakeMinor: total,
    bet: { bets: stored },
    settle(source) {
      const outcome = playRoulette(source, bets);
      return {
        win: outcome.totalWin,
        outcome: {
          number: outcome.number,
          color: outcome.color,
          wins: outcome.results.map((r) => ({ multiplier: r.multiplier, winMinor: r.win.toString() })),
        },
      };
    },
  };
}

export function plinkoPlay(game: GameDefinition, input: { stake: bigint; rows: PlinkoRows }, range: StakeRange): Play {
  if (game.engine.game !== 'plinko') throw new Error('plinko bets are built for plinko games only');
  checkStake(input.stake, range);
  const bet = { stake: input.stake, rows: input.rows, risk: game.engine.risk };
  return {
    stakeMinor: bet.stake,
    bet: { stake: bet.stake.toString(), rows: bet.rows, risk: bet.risk },
    settle(source) {
      const outcome = checked('rows', () => playPlinko(source, bet));
      return {
        win: outcome.win,
        outcome: { rows: bet.rows, path: outcome.path, bucket: outcome.bucket, multiplier: outcome.multiplier },
      };
    },
  };
}

export function slotsPlay(game: GameDefinition, stake: bigint, range: StakeRange): Play {
  const engine = game.engine;
  if (engine.game !== 'slots') throw new Error('slot bets are built for slot games only');
  const theme = slotThemes.find((t) => t.id === engine.themeId);
  if (!theme) throw new Error(`slot theme ${engine.themeId} missing`);
  checkStake(stake, range);
  const spin = (result: ReturnType<typeof playSlot>['base']) => ({
    grid: result.grid,
    lineWins: result.lineWins,
    scatters: result.scatters,
    scatterMultiplier: result.scatterMultiplier,
    multiplier: result.multiplier,
  });
  return {
    stakeMinor: stake,
    bet: { stake: stake.toString(), themeId: theme.id, lines: engine.lines },
    settle(source) {
      const outcome = playSlot(source, theme, { stake, lines: engine.lines });
      return {
        win: outcome.win,
        outcome: { base: spin(outcome.base), freeSpins: outcome.freeSpins.map(spin), multiplier: outcome.multiplier },
      };
    },
  };
}

export function minesPlay(input: { stake: bigint; mines: number }, range: StakeRange): Play {
  checkStake(input.stake, range);
  if (input.mines < minesConfig.minMines || input.mines > minesConfig.maxMines) {
    throw badBet(`Between ${minesConfig.minMines} and ${minesConfig.maxMines} mines`, 'mines');
  }
  return {
    stakeMinor: input.stake,
    bet: { stake: input.stake.toString(), mines: input.mines },
    settle(source) {
      return { win: 0n, outcome: minesInPlay.store(startMines(source, input.stake, input.mines)), inPlay: true };
    },
  };
}

/** A deal; a natural on either side settles it at once, else the player's moves follow. */
export function blackjackPlay(stake: bigint, range: StakeRange): Play {
  checkStake(stake, range);
  return {
    stakeMinor: stake,
    bet: { stake: stake.toString() },
    settle(source) {
      const state = dealBlackjack(source, stake);
      const over = blackjackInPlay.over(state);
      return { win: over ? state.totalWin : 0n, outcome: blackjackInPlay.store(state), inPlay: !over };
    },
  };
}
