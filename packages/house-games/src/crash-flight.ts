/**
 * The shared crash round's clock: betting, then a flight whose multiplier grows as e^(k·t) from 1.00×
 * until the round's crash point, then a pause showing the result. The server and every player's screen
 * work the multiplier out from the same start time, so only the start and the crash travel.
 */
export const crashFlight = {
  /** k in e^(k·t), t in ms: 2× after about 11.6 s, 10× after about 38 s. */
  growthPerMs: 0.00006,
  bettingMs: 7_000,
  /** Between a crash and the next round's betting. */
  pauseMs: 3_000,
} as const;

/** The multiplier in hundredths `elapsedMs` into the flight (100 = 1.00×), rounded down. */
export function multiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.floor(100 * Math.exp(crashFlight.growthPerMs * elapsedMs));
}

/** How long the flight to `crashPoint` (hundredths) lasts, in whole ms; 0 for an instant crash at 1.00×. */
export function flightMs(crashPoint: number): number {
  if (crashPoint <= 100) return 0;
  return Math.ceil(Math.log(crashPoint / 100) / crashFlight.growthPerMs);
}
