import type { DeviceFamily } from '../../ui/device.ts';

/**
 * Returning to a tab hidden longer than a threshold reloads the player's data (spec 02 §4 "Cross-tab
 * sync", spec 01 §9). The thresholds, by device family, are the server's configuration
 * (VISIBILITY_RELOAD_*_SECONDS: 30 s on iOS, 60 s on Android, 2 hours elsewhere by default).
 */
export type VisibilityThresholds = Readonly<Record<DeviceFamily, number>>;

/** Whether a tab hidden at `hiddenAt` and shown again at `now` should reload its data. */
export function shouldReloadOnReturn(hiddenAt: number | undefined, now: number, thresholdMs: number): boolean {
  return hiddenAt !== undefined && now - hiddenAt > thresholdMs;
}
