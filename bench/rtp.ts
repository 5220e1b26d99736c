/**
 * Measured return to player of every in-house game: each game's rounds simulated with the same play code as
 * real rounds (a fast seeded generator in place of HMAC), with the 95% confidence interval of the mean.
 * The player's choices cycle through a fixed mix (packages/house-games/src/rtp-simulation.ts); blackjack
 * plays basic strategy. Prints figures; docs/house-games.md holds a recorded run.
 *   nice -n 10 node bench/rtp.ts [rounds per game]   (default 10 000 000)
 */
import { blackjackConfig } from '../packages/house-games/src/blackjack.ts';
import { crashConfig } from '../packages/house-games/src/crash.ts';
import { diceConfig } from '../packages/house-games/src/dice.ts';
import { minesConfig } from '../packages/house-games/src/mines.ts';
import { plinkoConfig } from '../packages/house-games/src/plinko.ts';
import { rouletteConfig } from '../packages/house-games/src/roulette.ts';
import { type SimulatedGame, simulateGame, simulateSlot } from '../packages/house-games/src/rtp-simulation.ts';
import {
  confidenceInterval95,
  meanReturn,
  type ReturnStats,
  standardDeviation,
} from '../packages/house-games/src/rtp-stats.ts';
import { slotMaths } from '../packages/house-games/src/slot-rtp.ts';
import { slotThemes } from '../packages/house-games/src/slot-themes.ts';

const rounds = Number(process.argv[2] ?? 10_000_000);
const declared: Record<SimulatedGame, number> = {
  dice: diceConfig.rtp,
  roulette: rouletteConfig.rtp,
  blackjack: blackjackConfig.rtp,
  plinko: plinkoConfig.rtp,
  mines: minesConfig.rtp,
  crash: crashConfig.rtp,
};

function print(name: string, declaredRtp: number, stats: ReturnStats, seconds: number): void {
  const [low, high] = confidenceInterval95(stats);
  const pct = (value: number) => `${(value * 100).toFixed(3)}%`;
  process.stdout.write(
    `rtp ${name}: ${pct(meanReturn(stats))} (95% CI ${pct(low)} – ${pct(high)}; declared ${pct(declaredRtp)}; ` +
      `sd ${standardDeviation(stats).toFixed(3)}; ${stats.rounds} rounds; ${seconds.toFixed(1)} s)\n`,
  );
}

function timed<T>(run: () => T): [T, number] {
  const started = performance.now();
  const result = run();
  return [result, (performance.now() - started) / 1000];
}

// Distinct seeds per game so no two measurements share a random stream.
let seed = 20_240_601;
for (const game of Object.keys(declared) as SimulatedGame[]) {
  seed += 1;
  const [stats, seconds] = timed(() => simulateGame(game, rounds, seed));
  print(game, declared[game], stats, seconds);
}
for (const theme of slotThemes) {
  seed += 1;
  const [stats, seconds] = timed(() => simulateSlot(theme, rounds, seed));
  print(
    `slots ${theme.id} (${theme.volatility}; exact ${(slotMaths(theme).rtp * 100).toFixed(4)}%)`,
    theme.rtp,
    stats,
    seconds,
  );
}
