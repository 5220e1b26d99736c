import { applyBlackjackMove, type BlackjackState, dealBlackjack } from './blackjack.ts';
import { basicStrategyMove } from './blackjack-basic-strategy.ts';
import { crashPointFromSource, settleCrashBet } from './crash.ts';
import { type DiceBet, playDice } from './dice.ts';
import { cashOutMines, minesConfig, minesSurvivalOdds, revealTile, startMines } from './mines.ts';
import { MULTIPLIER_SCALE } from './money.ts';
import { type PlinkoBet, playPlinko, plinkoRisks, plinkoRows } from './plinko.ts';
import { allRouletteSpots, playRoulette, type RouletteBet } from './roulette.ts';
import { addReturn, emptyStats, type ReturnStats } from './rtp-stats.ts';
import { seededRandomSource } from './seeded-random.ts';
import type { SlotTheme } from './slots.ts';
import { playSlot } from './slots.ts';

/**
 * RTP simulations shared by the tests (10^6 rounds) and bench/rtp.ts (10^7). They call the same play
 * functions real rounds use, with a fast seeded generator instead of HMAC. Where a game lets the player
 * choose (targets, bets, cash-out points), rounds cycle through a fixed mix of choices: every choice has
 * the same RTP by design, so the mix measures it while exercising the whole table.
 */
const STAKE = BigInt(MULTIPLIER_SCALE);
const asReturn = (win: bigint) => Number(win) / MULTIPLIER_SCALE;

export const simulatedGames = ['dice', 'roulette', 'blackjack', 'plinko', 'mines', 'crash'] as const;
export type SimulatedGame = (typeof simulatedGames)[number];

const diceChances = [100, 500, 1000, 2500, 4950, 5000, 6600, 9800];
const diceBets: DiceBet[] = diceChances.flatMap((chance) => [
  { stake: STAKE, direction: 'under' as const, target: chance },
  { stake: STAKE, direction: 'over' as const, target: 9999 - chance },
]);

/** Cash-out targets up to 20×: higher ones are covered exactly by the analytic test, and would only widen the interval. */
const crashTargets = [101, 110, 150, 200, 250, 300, 500, 1000, 2000];

/** Mines choices (mines, tiles to reveal) whose win chance is at least 5%, for a usable interval. */
const minesChoices: [number, number][] = [];
for (let mines = minesConfig.minMines; mines <= minesConfig.maxMines; mines += 1) {
  for (let reveal = 1; reveal <= minesConfig.tiles - mines; reveal += 1) {
    const [safe, all] = minesSurvivalOdds(mines, reveal);
    if (Number(safe) / Number(all) >= 0.05) minesChoices.push([mines, reveal]);
  }
}

const plinkoBets: PlinkoBet[] = plinkoRows.flatMap((rows) => plinkoRisks.map((risk) => ({ stake: STAKE, rows, risk })));

const rouletteBets: RouletteBet[][] = allRouletteSpots().map((spot) => [{ ...spot, stake: STAKE } as RouletteBet]);

export function simulateGame(game: SimulatedGame, rounds: number, seed: number): ReturnStats {
  const source = seededRandomSource(seed);
  const stats = emptyStats();
  switch (game) {
    case 'dice':
      for (let i = 0; i < rounds; i += 1)
        addReturn(stats, asReturn(playDice(source, diceBets[i % diceBets.length] as DiceBet).win));
      break;
    case 'roulette':
      for (let i = 0; i < rounds; i += 1) {
        addReturn(
          stats,
          asReturn(playRoulette(source, rouletteBets[i % rouletteBets.length] as RouletteBet[]).totalWin),
        );
      }
      break;
    case 'plinko':
      for (let i = 0; i < rounds; i += 1) {
        addReturn(stats, asReturn(playPlinko(source, plinkoBets[i % plinkoBets.length] as PlinkoBet).win));
      }
      break;
    case 'crash':
      for (let i = 0; i < rounds; i += 1) {
        const target = crashTargets[i % crashTargets.length] as number;
        addReturn(stats, asReturn(settleCrashBet(crashPointFromSource(source), STAKE, target).win));
      }
      break;
    case 'mines':
      for (let i = 0; i < rounds; i += 1) {
        const [mines, reveal] = minesChoices[i % minesChoices.length] as [number, number];
        let state = startMines(source, STAKE, mines);
        // The layout is uniform, so revealing tiles 0, 1, 2, … is as good as any order.
        for (let tile = 0; tile < reveal && state.status === 'playing'; tile += 1) state = revealTile(state, tile);
        if (state.status === 'playing') state = cashOutMines(state);
        addReturn(stats, asReturn(state.win));
      }
      break;
    case 'blackjack':
      // Return per original stake, the usual blackjack convention: doubles and splits add to the stake
      // risked but the edge is quoted against the first bet.
      for (let i = 0; i < rounds; i += 1) {
        const round = playBasicStrategyRound(dealBlackjack(source, STAKE));
        addReturn(stats, 1 + asReturn(round.totalWin - round.totalStake));
      }
      break;
  }
  return stats;
}

export function playBasicStrategyRound(state: BlackjackState): BlackjackState {
  let current = state;
  while (current.phase !== 'settled') current = applyBlackjackMove(current, basicStrategyMove(current));
  return current;
}

export function simulateSlot(theme: SlotTheme, rounds: number, seed: number): ReturnStats {
  const source = seededRandomSource(seed);
  const stats = emptyStats();
  for (let i = 0; i < rounds; i += 1) {
    const lines = i % 2 === 0 ? 20 : 10;
    addReturn(stats, playSlot(source, theme, { stake: STAKE, lines }).multiplier / MULTIPLIER_SCALE);
  }
  return stats;
}
