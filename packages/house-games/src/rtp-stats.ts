/** Running mean and variance of the return per round, in whole stakes (1 = stake back). */
export interface ReturnStats {
  rounds: number;
  sum: number;
  sumOfSquares: number;
}

export function emptyStats(): ReturnStats {
  return { rounds: 0, sum: 0, sumOfSquares: 0 };
}

export function addReturn(stats: ReturnStats, value: number): void {
  stats.rounds += 1;
  stats.sum += value;
  stats.sumOfSquares += value * value;
}

export function meanReturn(stats: ReturnStats): number {
  return stats.sum / stats.rounds;
}

/** Sample standard deviation of one round's return: what volatility means in numbers. */
export function standardDeviation(stats: ReturnStats): number {
  const mean = meanReturn(stats);
  const variance = (stats.sumOfSquares - stats.rounds * mean * mean) / (stats.rounds - 1);
  return Math.sqrt(Math.max(variance, 0));
}

/** Standard error of the measured RTP. */
export function standardError(stats: ReturnStats): number {
  return standardDeviation(stats) / Math.sqrt(stats.rounds);
}

/** The normal-approximation 95% confidence interval of the RTP (n is always ≥ 10^6 here). */
export function confidenceInterval95(stats: ReturnStats): [number, number] {
  const mean = meanReturn(stats);
  const half = 1.959964 * standardError(stats);
  return [mean - half, mean + half];
}
