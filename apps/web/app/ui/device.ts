/** The device families whose behaviour the spec sets apart (visibility reload, viewport debounce, install). */
export type DeviceFamily = 'ios' | 'android' | 'web';

/** iPadOS reports itself as a Mac; touch points tell it apart. */
export function deviceFamilyOf(userAgent: string, maxTouchPoints = 0): DeviceFamily {
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'web';
}

/** This browser's family; 'web' where there is no navigator (server rendering). */
export function currentDeviceFamily(): DeviceFamily {
  if (typeof navigator === 'undefined') return 'web';
  return deviceFamilyOf(navigator.userAgent, navigator.maxTouchPoints);
}
