import { localizePath } from '@croupier/i18n/locales';
import { FormAlert, linkClass, SubmitButton } from '@croupier/ui/form-controls';
import { useRef } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { authApi, retryMinutes, sessionCookieHeaders, sessionTokenSchema } from '../features/auth/auth-api.server.ts';
import { requestLocale } from '../features/content/content-api.ts';
import { useSubmitOnce } from '../features/social/use-submit-once.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import type { Route } from './+types/auth-autologin';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['auth', 'pages', 'social'];

type Failure = 'used' | 'expired' | 'invalid' | 'refused';
type Outcome = { status: Failure } | { status: 'rate-limited'; minutes: number };

const failures: Record<string, Failure> = {
  autologin_used: 'used',
  autologin_expired: 'expired',
  autologin_invalid: 'invalid',
};

/**
 * Auto-login with a one-time token (spec 01 §2, §4): /auth/autologin?state=<token>. Spent in an action,
 * never in the loader, so link scanners and previews that fetch the link cannot use it up. A success
 * redirects home in the same navigation, as the login form does: a client-side move after the session
 * arrived raced the deposit wallet that a login with a low CAD balance opens (spec 02 §4).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get('state');
  if (!token) return data<Outcome>({ status: 'invalid' }, { status: 400 });
  const answer = await authApi(context, request)(
    { method: 'POST', path: '/api/player/sessions/token', body: { token } },
    sessionTokenSchema,
  );
  if (answer.ok) {
    const headers = sessionCookieHeaders(request, answer.data.accessToken);
    throw redirect(localizePath('/', requestLocale(request)), { headers });
  }
  if (answer.status === 429) {
    return data<Outcome>({ status: 'rate-limited', minutes: retryMinutes(answer) }, { status: 429 });
  }
  const failure = failures[answer.error.code] ?? (answer.status === 403 ? 'refused' : 'invalid');
  return data<Outcome>({ status: failure }, { status: answer.status === 403 ? 403 : 400 });
}

export default function Page({ actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle';
  const outcome = actionData as Outcome | undefined;
  const form = useRef<HTMLFormElement>(null);
  useSubmitOnce(form);

  const failed = outcome && outcome.status !== 'rate-limited';
  return (
    <div className="mx-auto w-full max-w-md">
      <PageFrame name="authAutologin" inCard>
        {failed ? (
          <FormAlert title={t(`social.autologin.${outcome.status}Title`)}>
            {t(`social.autologin.${outcome.status}Text`)}{' '}
            <Link to={path('/login')} className={linkClass}>
              {t('social.backToLogin')}
            </Link>
          </FormAlert>
        ) : (
          <>
            {outcome?.status === 'rate-limited' ? (
              <FormAlert title={t('social.rateLimitedTitle')}>
                {t('auth.tryAgainIn', { minutes: outcome.minutes })}
              </FormAlert>
            ) : null}
            <Form method="post" ref={form} className="flex flex-col gap-4" aria-busy={pending}>
              <SubmitButton
                pending={pending}
                label={t('social.autologin.submit')}
                pendingLabel={t('social.autologin.pending')}
              />
            </Form>
          </>
        )}
      </PageFrame>
    </div>
  );
}

// The data is only the route's messages, which a change of query or a revalidation leaves as they are.
export const loader = withRouteMessages(messageNamespaces);
export const shouldRevalidate = () => false;
