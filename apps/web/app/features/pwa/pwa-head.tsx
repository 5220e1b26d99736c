import type { Locale } from '@croupier/i18n/locales';
import { useEffect } from 'react';
import { appName, icons, themeColor } from './brand.ts';
import { captureInstallPrompt } from './install-choice.ts';
import { manifestHref } from './manifest.ts';
import { registerServiceWorker } from './register-service-worker.ts';

/**
 * Head tags that make the site installable (manifest, icons, theme colour, iOS standalone tags), and the
 * service-worker registration after load in production builds. Render inside <head>.
 */
export function PwaHead({ locale }: { locale?: Locale | undefined }) {
  useEffect(() => {
    captureInstallPrompt();
    void registerServiceWorker();
  }, []);
  return (
    <>
      <link rel="manifest" href={manifestHref(locale)} />
      <link rel="icon" href={icons.svg} type="image/svg+xml" />
      <link rel="apple-touch-icon" href={icons.appleTouch} />
      <meta name="theme-color" content={themeColor} />
      <meta name="mobile-web-app-capable" content="yes" />
      <meta name="apple-mobile-web-app-capable" content="yes" />
      <meta name="apple-mobile-web-app-title" content={appName} />
      <meta name="apple-mobile-web-app-status-bar-style" content="black-translucent" />
    </>
  );
}
