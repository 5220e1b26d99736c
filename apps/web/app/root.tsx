import { defaultLocale, intlTag, type Locale, localizePath, splitLocale } from '@croupier/i18n/locales';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { Links, Meta, Outlet, redirect, Scripts, useMatches, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { TagManager } from './features/analytics/tag-manager.tsx';
import { SessionSync } from './features/auth/session-sync.tsx';
import { offersShown } from './features/content/offer-audience.server.ts';
import { DeferredShell } from './features/deferred-shell/deferred-shell.tsx';
import { FingerprintPrefetch } from './features/fingerprint/fingerprint-prefetch.tsx';
import { cookieConsentCookie } from './features/layout/cookie-consent.ts';
import { ErrorPage } from './features/layout/error-page.tsx';
import { GeoRestrictedLayout } from './features/layout/geo-restricted-layout.tsx';
import {
  findRestrictedCountry,
  loadErrorDocument,
  loadLayoutDocument,
} from './features/layout/layout-content.server.ts';
import { RealityCheckPrompt } from './features/limits/reality-check-prompt.tsx';
import { SiteScrollRestoration } from './features/navigation/site-scroll-restoration.tsx';
import { UrlFlags } from './features/navigation/url-flags.tsx';
import { PlayerSync } from './features/profile/player-sync.tsx';
import { PwaHead } from './features/pwa/pwa-head.tsx';
import { ConnectionNotice, ProfileRefresh } from './features/realtime/live-reactions.tsx';
import { RealtimeProvider } from './features/realtime/realtime-provider.tsx';
import { usePlayerIdentity } from './features/session/player-identity.ts';
import { getSession, readCookie } from './features/session/session.server.ts';
import { routeMessages } from './i18n/catalog.server.ts';
import { I18nProvider } from './i18n/i18n.tsx';
import { keptShellMessages } from './i18n/kept-shell-messages.ts';
import { detectedLocale, unprefixedOnly } from './i18n/page-locale.server.ts';
import { useRouteMessages } from './i18n/route-messages.ts';
import { siteContext } from './platform/site-context.ts';
import { DeferredPlayerAlerts } from './shell/alerts/deferred-player-alerts.tsx';
import { ModalProvider } from './shell/modals/modal-provider.tsx';
import { revalidateUnlessModalQuery } from './shell/modals/revalidation.ts';
import appStylesheet from './styles/app.css?url';
import { IconSprite } from './ui/icon.tsx';

/**
 * Game providers' pages (in the game frame) get the document and the words, not the site around them. Their
 * route ids (routes.ts), not the /provider/ prefix: any other path there is the site's 404 page, in the shell.
 */
const providerPages = new Set(['provider-house-play', 'provider-house-verify']);

// Preloading the Latin face lets it download beside the stylesheet instead of after it.
export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const shellNamespaces = ['error', 'geo', 'layout', 'modals', 'nav', 'realtime'];
/**
 * The words of the shell's player parts (account menu, balance, wallet events, the reality check), sent only
 * with a session:
 * they are most of a guest page's messages otherwise (issue 23). They travel with `loggedIn`, so whatever
 * changes the one (a login, a logout: the root's data is read again) brings the other.
 */
const playerNamespaces = ['limits', 'profile', 'wallet'];

// Opening or closing a modal only changes its query parameter: the shell's data stays as it is.
export const shouldRevalidate = revalidateUnlessModalQuery;

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const url = new URL(request.url);
  const cookies = request.headers.get('cookie');
  const prefixed = splitLocale(url.pathname).locale;
  let locale: Locale = prefixed ?? defaultLocale;

  if (!prefixed) {
    const detected = detectedLocale(request, context);
    if (unprefixedOnly.some((pattern) => pattern.test(url.pathname))) {
      locale = detected;
    } else if (detected !== defaultLocale && request.method === 'GET') {
      throw redirect(`${localizePath(url.pathname, detected)}${url.search}`, {
        headers: { Vary: 'Cookie, Accept-Language' },
      });
    }
  }

  const [layout, errorContent, restrictedCountry, session, bonusOffers] = await Promise.all([
    loadLayoutDocument(context, locale),
    loadErrorDocument(context, locale),
    findRestrictedCountry(context, locale),
    getSession(request, context),
    offersShown(request, context),
  ]);

  return {
    locale,
    // The shell's namespaces only (a player's too): each route's data brings its own, each lazy module's chunk its own.
    messages: routeMessages(locale, session.loggedIn ? [...shellNamespaces, ...playerNamespaces] : shellNamespaces),
    nonce: site.nonce,
    buildId: site.buildId,
    publicConfig: site.publicConfig,
    layout,
    errorContent,
    restrictedCountry,
    loggedIn: session.loggedIn,
    /** The first-load profile read failed with the visitor's session cookie (spec 02 §8): logged by the browser. */
    profileFailed: session.profileFailed === true,
    player: session.player ?? null,
    playerId: session.playerId ?? null,
    /** The currency content shows amounts in (decision 0060); null: the API's default. */
    contentCurrency: session.currency ?? null,
    /** Whether bonus offers may be shown to this visitor (decision 0081): content the browser fetches follows it. */
    bonusOffers,
    cookieConsent: readCookie(cookies, cookieConsentCookie) !== undefined,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const locale = data?.locale ?? splitLocale(globalPath()).locale ?? defaultLocale;
  const messages = useRouteMessages(keptShellMessages(data?.messages) ?? noMessages);
  return (
    <html lang={intlTag(locale)} dir="ltr" className="dark">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <Meta />
        {/* With a precedence React emits the stylesheet before the module preloads: on HTTP/1.1 it would
            otherwise queue behind them for a connection and hold back the first paint. */}
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        <Links />
        <PwaHead locale={locale} />
        <TagManager gtmId={data?.publicConfig.gtmId} nonce={data?.nonce} consented={data?.cookieConsent === true} />
      </head>
      <body className="min-h-dvh bg-canvas text-text antialiased">
        <IconSprite />
        {/* Without root data (its loader failed) the error page still renders: with the words the page had,
            else (a first load) showing message keys. */}
        <I18nProvider locale={locale} messages={messages}>
          {children}
        </I18nProvider>
        <SiteScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

const noMessages: Record<string, string> = {};

/** The path while rendering without loader data (root loader failed); only the browser knows it then. */
function globalPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

export default function App({ loaderData }: Route.ComponentProps) {
  const matches = useMatches();
  const { playerId } = usePlayerIdentity();
  if (matches.some((match) => providerPages.has(match.id))) return <Outlet />;
  return (
    <RealtimeProvider playerId={playerId}>
      <ModalProvider>
        <UrlFlags affiliateTagDays={loaderData.publicConfig.affiliateTagDays} />
        <SessionSync loggedIn={loaderData.loggedIn} profileFailed={loaderData.profileFailed} />
        <PlayerSync loggedIn={loaderData.loggedIn} visibilityReloadMs={loaderData.publicConfig.visibilityReloadMs} />
        {loaderData.loggedIn ? <ProfileRefresh /> : null}
        {loaderData.loggedIn ? <RealityCheckPrompt /> : null}
        <FingerprintPrefetch />
        {loaderData.restrictedCountry ? <GeoRestrictedLayout country={loaderData.restrictedCountry} /> : <Outlet />}
        <DeferredShell loggedIn={loaderData.loggedIn} buildId={loaderData.buildId} />
        <ConnectionNotice loggedIn={loaderData.loggedIn} />
        {/* After the page: a toast may be a link, and the skip link must stay the page's first (axe: region). */}
        {loaderData.loggedIn ? <DeferredPlayerAlerts /> : null}
      </ModalProvider>
    </RealtimeProvider>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
