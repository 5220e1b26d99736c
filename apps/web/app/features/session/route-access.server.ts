import { localizePath, splitLocale } from '@croupier/i18n/locales';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { type PublicConfig, siteContext } from '../../platform/site-context.ts';
import { getSession } from './session.server.ts';

interface GuardArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** A site path in the locale of the request's own path, so a redirect never changes language. */
function sameLocalePath(request: Request, to: string): string {
  const { locale } = splitLocale(new URL(request.url).pathname);
  return locale ? localizePath(to, locale) : to;
}

/** Login-required pages (spec 01 §6): guests go to the localized login page. */
export async function requirePlayer({ request, context }: GuardArgs): Promise<void> {
  const session = await getSession(request, context);
  if (!session.loggedIn) throw redirect(sameLocalePath(request, '/login'));
}

/** Guest-only pages (login, sign-up, password recovery): players go home. */
export async function requireGuest({ request, context }: GuardArgs): Promise<void> {
  const session = await getSession(request, context);
  if (session.loggedIn) throw redirect(sameLocalePath(request, '/'));
}

export type Feature = 'loyalty' | 'quests' | 'sports';

/** Public feature flags from the server's configuration (spec 01 §2, §6); all off by default. */
export function isFeatureEnabled(config: PublicConfig, feature: Feature): boolean {
  if (feature === 'loyalty') return config.loyaltyEnabled;
  if (feature === 'quests') return config.questsEnabled;
  // The sportsbook needs both its client host and its client id (spec 01 §2).
  return Boolean(config.sportsbookClientHost && config.sportsbookClientId);
}

/** A page behind a feature flag answers 404 while the flag is off, as if it did not exist. */
export function requireFeature({ context }: GuardArgs, feature: Feature): void {
  if (!isFeatureEnabled(context.get(siteContext).publicConfig, feature)) {
    throw data(null, { status: 404, statusText: 'Not Found' });
  }
}

/** /quests: flag first (a hidden page is hidden for everyone), then logged-out visitors go to sign-up. */
export async function requireQuestsAccess(args: GuardArgs): Promise<void> {
  requireFeature(args, 'quests');
  const session = await getSession(args.request, args.context);
  if (!session.loggedIn) throw redirect(sameLocalePath(args.request, '/sign-up'));
}
