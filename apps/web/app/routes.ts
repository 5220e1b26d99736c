import { defaultLocale, supportedLocales } from '@croupier/i18n/locales';
import { index, layout, type RouteConfigEntry, route } from '@react-router/dev/routes';

/**
 * The route table of spec 01 §2. Every page exists once without a prefix (default locale) and once per
 * other shipped locale under its lowercase prefix, with ids prefixed `locale-<code>-`. Static prefixes
 * (rather than a `:locale` segment) keep one-segment content slugs such as /about-us unambiguous, and an
 * unknown prefix such as /xx/casino falls through to the content catch-all, which answers 404.
 */
function site(prefixId: string): RouteConfigEntry[] {
  const id = (name: string) => `${prefixId}${name}`;
  const page = (path: string, file: string, name: string, children?: RouteConfigEntry[]) =>
    route(path, file, { id: id(name) }, children);
  return [
    layout('routes/layouts/default.tsx', { id: id('layout-default') }, [
      index('routes/home.tsx', { id: id('index') }),
      page('auth/autologin', 'routes/auth-autologin.tsx', 'auth-autologin'),
      page('auth/callback', 'routes/auth-callback.tsx', 'auth-callback'),
      page('bonuses', 'routes/bonuses.tsx', 'bonuses'),
      page('casino/:categoryIdentity?', 'routes/casino.tsx', 'casino'),
      page('live-casino/:categoryIdentity?', 'routes/live-casino.tsx', 'live-casino'),
      page('contact', 'routes/contact.tsx', 'contact'),
      page('favorites', 'routes/favorites.tsx', 'favorites'),
      page('games/:id', 'routes/games.tsx', 'games-id'),
      page('loyalty', 'routes/loyalty.tsx', 'loyalty'),
      page('profile', 'routes/profile.tsx', 'profile', [
        index('routes/profile-index.tsx', { id: id('profile-index') }),
        route('account', 'routes/profile-account.tsx', { id: id('profile-account') }),
        route('dashboard', 'routes/profile-dashboard.tsx', { id: id('profile-dashboard') }),
        route('history', 'routes/profile-history.tsx', { id: id('profile-history') }),
        route('limits', 'routes/profile-limits.tsx', { id: id('profile-limits') }),
        route('verification', 'routes/profile-verification.tsx', { id: id('profile-verification') }),
        route('documents', 'routes/profile-documents.tsx', { id: id('profile-documents') }),
        route('bonuses', 'routes/profile-bonuses.tsx', { id: id('profile-bonuses') }),
        route('messages', 'routes/profile-messages.tsx', { id: id('profile-messages') }),
      ]),
      page('promotions', 'routes/promotions.tsx', 'promotions'),
      page('providers', 'routes/providers.tsx', 'providers'),
      page('providers/:providersIdentity', 'routes/provider.tsx', 'providers-providersIdentity'),
      page('questions', 'routes/questions.tsx', 'questions', [
        route(':pageIdentity', 'routes/questions-page.tsx', { id: id('questions-pageIdentity') }),
      ]),
      page('quests', 'routes/quests.tsx', 'quests'),
      page('recently', 'routes/recently.tsx', 'recently'),
      page('sports', 'routes/sports.tsx', 'sports'),
      page('static/:pageIdentity', 'routes/static-page.tsx', 'static-pageIdentity'),
      page('tournaments', 'routes/tournaments.tsx', 'tournaments'),
      page('tournaments/:identity', 'routes/tournament.tsx', 'tournaments-identity'),
      page('*', 'routes/content-page.tsx', 'slug'),
    ]),
    layout('routes/layouts/login.tsx', { id: id('layout-login') }, [page('login', 'routes/login.tsx', 'login')]),
    layout('routes/layouts/sign-up.tsx', { id: id('layout-sign-up') }, [
      page('sign-up', 'routes/sign-up.tsx', 'sign-up'),
    ]),
    layout('routes/layouts/password-recovery.tsx', { id: id('layout-password-recovery') }, [
      page('forgot-password', 'routes/forgot-password.tsx', 'forgot-password'),
      page('reset-password', 'routes/reset-password.tsx', 'reset-password'),
    ]),
  ];
}

export default [
  // Pages without a locale prefix (spec 01 §2): e-mail confirmation and password-reset links.
  route('verify/:confirmCode', 'routes/verify-confirm-code.tsx', { id: 'verify-confirmCode' }),
  route('password-reset/:resetCode', 'routes/password-reset-code.tsx', { id: 'password-reset-resetCode' }),
  // Development and test only (its loader answers 404 in production): the e-mails and SMS "sent".
  route('dev/outbox', 'routes/dev-outbox.tsx', { id: 'dev-outbox' }),
  // The house studio's game pages, shown in the game page's frame (issue 7).
  route('provider/house/play', 'routes/provider-house-play.tsx', { id: 'provider-house-play' }),
  // Its public verifier: anyone recomputes the rounds of a revealed seed pair in their own browser.
  route('provider/house/verify', 'routes/provider-house-verify.tsx', { id: 'provider-house-verify' }),
  // Machine endpoints served by the site itself.
  route('manifest.webmanifest', 'routes/web-manifest.ts', { id: 'web-manifest' }),
  route('art/:art/:seed', 'routes/art.tsx', { id: 'art' }),
  ...site(''),
  ...supportedLocales
    .filter((locale) => locale !== defaultLocale)
    .map((locale) => route(locale, 'routes/locale.tsx', { id: `locale-${locale}` }, site(`locale-${locale}-`))),
];
