import type { SocialProvider } from '@croupier/contracts/social';
import { localizePath } from '@croupier/i18n/locales';
import { type RouterContextProvider, redirect } from 'react-router';
import { dataOr } from '../../platform/api/api-client.ts';
import { serverApi } from '../../platform/api/server-api.server.ts';
import { requestLocale } from '../content/content-api.ts';
import { socialQuery } from './social-query.ts';

/** The configured providers for the "Continue with …" buttons; none when the API cannot say. */
export async function loadSocialProviders(context: Readonly<RouterContextProvider>): Promise<SocialProvider[]> {
  return dataOr(await serverApi(context)<SocialProvider[]>({ path: '/api/player/sessions/social/providers' }), []);
}

/**
 * With `?social=<id>`, asks the API to start the sign-in and sends the visitor to the provider. A plain
 * link (a GET) rather than a form: the site's CSP allows forms to post only to itself, and browsers apply
 * that to the redirect after a post too. Answers true when the provider could not be reached.
 */
export async function startSocialLogin(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<boolean> {
  const provider = new URL(args.request.url).searchParams.get(socialQuery);
  if (!provider) return false;
  // Home in the page's locale is where the player lands afterwards (spec 02 §2).
  const returnTo = localizePath('/', requestLocale(args.request));
  const started = await serverApi(args.context)<{ url: string }>({
    path: `/api/player/sessions/social/${encodeURIComponent(provider)}/start?returnTo=${encodeURIComponent(returnTo)}`,
  });
  if (started.ok && started.data?.url) throw redirect(started.data.url);
  return true;
}
