/** Brand facts the PWA shell shares: the manifest, the head tags and the icon generator. */
export const appName = 'Croupier';

/** The design tokens' canvas, surface and warm accent (apps/web/app/styles/app.css). */
export const brandColors = {
  background: '#0b1020',
  surface: '#121a30',
  accent: '#ffb020',
} as const;

export const themeColor = brandColors.background;

/** Query parameter value marking a visit from the installed web app (spec 01 §2, spec 02 §2). */
export const pwaSource = 'pwa';
export const pwaStartUrl = `/?source=${pwaSource}`;

export const manifestPath = '/manifest.webmanifest';
export const serviceWorkerPath = '/sw.js';

export const icons = {
  any192: '/icons/icon-192.png',
  any512: '/icons/icon-512.png',
  maskable192: '/icons/maskable-192.png',
  maskable512: '/icons/maskable-512.png',
  appleTouch: '/icons/apple-touch-icon.png',
  svg: '/icons/icon.svg',
} as const;
