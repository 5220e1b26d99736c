/**
 * Returning to a tab hidden longer than a threshold reloads the player's data (spec 02 §4 "Cross-tab
 * sync", spec 01 §9). Mobile systems freeze background tabs sooner, so their data goes stale sooner.
 */
export const visibilityThresholdsMs = {
  ios: 30_000,
  android: 60_000,
  web: 2 * 60 * 60 * 1000,
} as const;

export type VisibilityPlatform = keyof typeof visibilityThresholdsMs;

/** iPadOS reports itself as a Mac; touch points tell it apart. */
export function platformOf(userAgent: string, maxTouchPoints = 0): VisibilityPlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'web';
}

/** Whether a tab hidden at `hiddenAt` and shown again at `now` should reload its data. */
export function shouldReloadOnReturn(hiddenAt: number | undefined, now: number, thresholdMs: number): boolean {
  return hiddenAt !== undefined && now - hiddenAt > thresholdMs;
}
