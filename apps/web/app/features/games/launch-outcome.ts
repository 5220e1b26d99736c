import { bonusErrorCodes } from '@croupier/contracts/bonus';
import { gameErrorCodes } from '@croupier/contracts/games';
import { walletErrorCodes } from '@croupier/contracts/wallet';

/** What the game stage shows when a launch was refused, by the API's answer (decision 0032). */
export type LaunchProblem =
  | 'restricted'
  | 'ageUnconfirmed'
  | 'blocked'
  | 'currency'
  | 'noDemo'
  | 'notFound'
  | 'freespinDone'
  | 'failed';

export function launchProblem(error: { status: number; code: string | undefined }): LaunchProblem {
  if (error.status === 451 || error.code === gameErrorCodes.gameRestricted) return 'restricted';
  if (error.code === walletErrorCodes.ageUnconfirmed) return 'ageUnconfirmed';
  if (error.code === gameErrorCodes.playerBlocked) return 'blocked';
  if (error.code === gameErrorCodes.currencyUnavailable) return 'currency';
  if (error.code === gameErrorCodes.demoUnavailable) return 'noDemo';
  if (error.code === bonusErrorCodes.freespinNotPlayable) return 'freespinDone';
  if (error.status === 404) return 'notFound';
  return 'failed';
}

/** The game's smallest stake in a currency, or undefined when it does not take that currency. */
export function minimumBet(
  ranges: readonly { currency: string; min: number }[],
  currency: string | undefined,
): number | undefined {
  return ranges.find((range) => range.currency === currency)?.min;
}

/** Spec 01 §7 "Game platform default": 1 mobile (under 768 px), 2 desktop. */
export function platformForWidth(width: number): 1 | 2 {
  return width < 768 ? 1 : 2;
}
