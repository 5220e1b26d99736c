import { limitDefinition } from '@croupier/contracts/constants';
import type { Limit } from '@croupier/contracts/limits';
import { splitLocale } from '@croupier/i18n/locales';

/**
 * When the quick-deposit prompt (spec 01 §2, [S1.2-46]) may show. It is a nudge toward spending, so it
 * keeps to the moments where it helps and stays away from the rest:
 * - only when the balance is low: under `lowBalanceInBase` of the base currency, at the currency's rate;
 * - never during play (a game page, where it would cover the game's own controls) nor on the limits page;
 * - never to a player who set a deposit limit or is in a cooling-off or self-exclusion;
 * - not for `dismissDays` after the player closed it (remembered in this browser, per player).
 */

/** Below this much of the base currency (CAD 10) a balance counts as low. */
export const lowBalanceInBase = 10;

/** How long a closed prompt stays closed. */
export const dismissDays = 30;

const dayMs = 24 * 60 * 60 * 1000;

/** Storage key of the player's dismissal (an ISO time). */
export const dismissedKey = (playerId: string) => `quickDeposit:dismissed:${playerId}`;

export function isLowBalance(total: number, rateInBase: number | undefined): boolean {
  // Without the currency's rate nothing is known about what the amount is worth: no nudge.
  if (!rateInBase || !Number.isFinite(total)) return false;
  return total * rateInBase < lowBalanceInBase;
}

/** Pages where the prompt is never shown: a game (the player is playing) and the limits page. */
export function isQuietPage(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  return /^\/games\//.test(path) || /^\/profile\/limits(\/|$)/.test(path);
}

/** True when a deposit limit is set or a cooling-off or self-exclusion is running at `now`. */
export function limitsForbidNudge(limits: readonly Pick<Limit, 'definition' | 'expiredAt'>[], now: Date): boolean {
  return limits.some((limit) => {
    if (limit.definition === limitDefinition.deposit) return true;
    if (limit.definition !== limitDefinition.coolingOff && limit.definition !== limitDefinition.selfExclusion) {
      return false;
    }
    return limit.expiredAt === null || new Date(limit.expiredAt).getTime() > now.getTime();
  });
}

export function isDismissed(dismissedAt: string | null, now: Date): boolean {
  if (!dismissedAt) return false;
  const at = new Date(dismissedAt).getTime();
  if (Number.isNaN(at)) return false;
  return now.getTime() - at < dismissDays * dayMs;
}
