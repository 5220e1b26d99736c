import { defaultLocale, intlTag, type Locale } from '@croupier/i18n/locales';
import { appName, brandColors, icons, pwaStartUrl, themeColor } from './brand.ts';

/** The web app manifest fields the site uses (https://www.w3.org/TR/appmanifest/). */
export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  categories: string[];
  icons: Array<{ src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }>;
}

export const manifestContentType = 'application/manifest+json';

/**
 * The manifest for one locale. The id stays "/" in every language so an installed app keeps its identity;
 * start_url carries source=pwa, which marks visits from the installed app (spec 01 §2).
 */
export function webAppManifest(locale: Locale, description: string): WebAppManifest {
  return {
    id: '/',
    name: appName,
    short_name: appName,
    description,
    lang: intlTag(locale),
    dir: 'ltr',
    start_url: pwaStartUrl,
    scope: '/',
    display: 'standalone',
    background_color: brandColors.background,
    theme_color: themeColor,
    categories: ['games', 'entertainment'],
    icons: [
      { src: icons.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: icons.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: icons.maskable192, sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: icons.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** Where the head links the manifest: the default locale has no parameter. */
export function manifestHref(locale: Locale | undefined, path = '/manifest.webmanifest'): string {
  return !locale || locale === defaultLocale ? path : `${path}?locale=${encodeURIComponent(locale)}`;
}
