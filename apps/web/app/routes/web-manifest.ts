import { asLocale, detectLocale, userLanguageCookie } from '@croupier/i18n/locales';
import { manifestContentType, webAppManifest } from '../features/pwa/manifest.ts';
import { messagesFor } from '../i18n/catalog.server.ts';
import type { Route } from './+types/web-manifest';

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * GET /manifest.webmanifest: the web app manifest (installable PWA). The language comes from ?locale= (the
 * head links it for non-default locales), else the usual detection from cookie and Accept-Language.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale =
    asLocale(url.searchParams.get('locale')) ??
    detectLocale({
      cookie: cookieValue(request.headers.get('cookie'), userLanguageCookie),
      acceptLanguage: request.headers.get('accept-language'),
    });
  const manifest = webAppManifest(locale, messagesFor(locale)['pwa.appDescription'] ?? '');
  return new Response(JSON.stringify(manifest), {
    headers: {
      'content-type': `${manifestContentType}; charset=utf-8`,
      'cache-control': 'public, max-age=3600',
      vary: 'Accept-Language, Cookie',
    },
  });
}
