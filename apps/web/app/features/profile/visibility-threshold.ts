/**
 * Returning to a tab hidden longer than a threshold reloads the player's data (spec 02 §4 "Cross-tab
 * sync", spec 01 §9). Mobile systems freeze background tabs sooner, so their data goes stale sooner.
 */
export const visibilityThresholdsMs = {
  ios: 30_000,
  android: 60_000,
  web: 2 * 60 * 60 * 1000,
} as const;

/** Whether a tab hidden at `hiddenAt` and shown again at `now` should reload its data. */
export function shouldReloadOnReturn(hiddenAt: number | undefined, now: number, thresholdMs: number): boolean {
  return hiddenAt !== undefined && now - hiddenAt > thresholdMs;
}
