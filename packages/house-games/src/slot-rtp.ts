import { evaluateLine, REELS, ROWS, type SlotTheme } from './slots.ts';

/**
 * The exact RTP of a theme, without simulation. A stop is uniform on each strip, so the symbol a payline
 * shows on a reel has exactly the strip's symbol frequencies, independently per reel, and every line has the
 * same expectation; the line RTP is therefore one line's expected pay in line bets (the total stake is
 * lines × line bet), summed over the symbol combinations of the five reels. Scatter counts come from each
 * reel's windows, convolved. Free spins cannot retrigger, so
 *   RTP = B × (1 + P(3+ scatters) × spins × multiplier),   B = one spin's expected line and scatter pay.
 */
export interface SlotMaths {
  /** RTP as an exact fraction. */
  numerator: bigint;
  denominator: bigint;
  rtp: number;
  baseGameRtp: number;
  freeSpinsTriggerChance: number;
  /** Chance that a single line pays something. */
  lineHitChance: number;
}

export function slotMaths(theme: SlotTheme): SlotMaths {
  const symbolCount = theme.symbols.length;
  const frequencies = theme.reels.map((strip) => {
    const counts = new Array<bigint>(symbolCount).fill(0n);
    for (const symbol of strip) counts[symbol] = (counts[symbol] as bigint) + 1n;
    return counts;
  });
  const stopsTotal = theme.reels.reduce((product, strip) => product * BigInt(strip.length), 1n);

  let linePaySum = 0n;
  let lineHits = 0n;
  const combination = [0, 0, 0, 0, 0];
  const visit = (reel: number, weight: bigint): void => {
    if (weight === 0n) return;
    if (reel === REELS) {
      const { pay } = evaluateLine(theme, combination);
      if (pay > 0) {
        linePaySum += BigInt(pay) * weight;
        lineHits += weight;
      }
      return;
    }
    for (let symbol = 0; symbol < symbolCount; symbol += 1) {
      combination[reel] = symbol;
      visit(reel + 1, weight * ((frequencies[reel] as bigint[])[symbol] as bigint));
    }
  };
  visit(0, 1n);

  const scatter = theme.symbols.findIndex((s) => s.kind === 'scatter');
  let scatterDistribution = [1n];
  for (const strip of theme.reels) {
    const perReel = new Array<bigint>(ROWS + 1).fill(0n);
    for (let stop = 0; stop < strip.length; stop += 1) {
      let visible = 0;
      for (let row = 0; row < ROWS; row += 1) if (strip[(stop + row) % strip.length] === scatter) visible += 1;
      perReel[visible] = (perReel[visible] as bigint) + 1n;
    }
    const next = new Array<bigint>(scatterDistribution.length + ROWS).fill(0n);
    scatterDistribution.forEach((ways, have) => {
      perReel.forEach((reelWays, add) => {
        next[have + add] = (next[have + add] as bigint) + ways * reelWays;
      });
    });
    scatterDistribution = next;
  }
  const scatterPays = theme.symbols[scatter]?.pays ?? [0, 0, 0];
  let scatterPaySum = 0n;
  let triggerWays = 0n;
  scatterDistribution.forEach((ways, count) => {
    if (count < 3) return;
    triggerWays += ways;
    scatterPaySum += ways * BigInt(scatterPays[Math.min(count, 5) - 3] as number);
  });

  // B = (linePaySum + scatterPaySum) / D; RTP = B × (D + triggerWays × spins × multiplier) / D.
  const baseNumerator = linePaySum + scatterPaySum;
  const freeFactor = stopsTotal + triggerWays * BigInt(theme.freeSpins.count * theme.freeSpins.multiplier);
  const numerator = baseNumerator * freeFactor;
  const denominator = stopsTotal * stopsTotal;
  return {
    numerator,
    denominator,
    rtp: ratio(numerator, denominator),
    baseGameRtp: ratio(baseNumerator, stopsTotal),
    freeSpinsTriggerChance: ratio(triggerWays, stopsTotal),
    lineHitChance: ratio(lineHits, stopsTotal),
  };
}

/** A fraction as a float, accurate to well below 10^-12 for these sizes. */
function ratio(numerator: bigint, denominator: bigint): number {
  const scale = 10n ** 15n;
  return Number((numerator * scale) / denominator) / 1e15;
}
