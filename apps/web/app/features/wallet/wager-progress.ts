import type { TurnoverWager } from '@croupier/contracts/wallet';

export interface WagerProgress {
  wagered: number;
  required: number;
  /** 0–100, two decimals. */
  percent: number;
}

/**
 * Progress of the deposit turnover rule (decision 0024): `total` must be wagered, `turnOverWager` has
 * been, `turnOverWagerAmount` is still left. Nothing to show once nothing is left.
 */
export function turnoverProgress(turnover: TurnoverWager): WagerProgress | undefined {
  const required = turnover.total;
  if (!(turnover.turnOverWagerAmount > 0) || !(required > 0)) return undefined;
  const wagered = Math.min(required, Math.max(0, turnover.turnOverWager));
  const percent = Math.min(100, Math.floor((wagered / required) * 10_000) / 100);
  return { wagered, required, percent };
}
