/**
 * The wallet promo banner's countdown (spec 02 §4 "Promo banner countdown", §9): the minutes a new player
 * has left, counted from the profile's createdAt.
 */

/** Spec 02 §9 defaults when content gives no countdown: 5 min in the banner, 10 on the general screen. */
export const bannerCountdownMinutes = 5;
export const generalCountdownMinutes = 10;
/** Within this many minutes of the end the countdown is no longer shown. */
export const countdownToleranceMinutes = 0.2;

/**
 * Milliseconds left, or undefined when there is no countdown: elapsed time must be more than 0 and less
 * than the countdown minus the tolerance.
 */
export function promoRemainingMs(createdAt: string | Date, now: number, countdownMinutes: number): number | undefined {
  const start = new Date(createdAt).getTime();
  if (Number.isNaN(start)) return undefined;
  const elapsedMinutes = (now - start) / 60_000;
  if (!(elapsedMinutes > 0 && elapsedMinutes < countdownMinutes - countdownToleranceMinutes)) return undefined;
  return countdownMinutes * 60_000 - (now - start);
}

/** mm:ss of a remaining time (the sign-up countdown shows minutes and seconds). */
export function minutesSeconds(ms: number): { minutes: string; seconds: string } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    minutes: String(Math.floor(total / 60)).padStart(2, '0'),
    seconds: String(total % 60).padStart(2, '0'),
  };
}
