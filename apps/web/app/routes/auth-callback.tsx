import { buttonClass } from '@croupier/ui/button';
import { FormAlert, linkClass, SubmitButton } from '@croupier/ui/form-controls';
import { useEffect, useRef } from 'react';
import { data, Form, Link, redirect, useNavigate, useNavigation } from 'react-router';
import { cookieValue } from '../features/auth/access-cookie.ts';
import { authApi, retryMinutes, sessionCookieHeaders, socialSessionSchema } from '../features/auth/auth-api.server.ts';
import { FingerprintInput } from '../features/auth/fingerprint-input.tsx';
import { affiliateTagCookie } from '../features/navigation/affiliate-tag.ts';
import { useSubmitOnce } from '../features/social/use-submit-once.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { useRootData } from '../platform/root-data.ts';
import { useModals } from '../ui/modal/modal-context.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import type { Route } from './+types/auth-callback';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['auth', 'pages', 'social'];

type Outcome =
  | { status: 'signed-in'; isNewPlayer: boolean; to: string }
  | { status: 'state-invalid' | 'failed' | 'email-unverified' | 'refused' }
  | { status: 'rate-limited'; minutes: number };

const failure = (status: 'state-invalid' | 'failed' | 'email-unverified' | 'refused', code: number) =>
  data<Outcome>({ status }, { status: code });

/**
 * Where identity providers send the visitor back (spec 01 §2): ?code&state (and iss), or ?error&state.
 * The exchange is an action, so a prefetch or link scanner cannot spend the code (decision 0014).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const query = new URL(request.url).searchParams;
  const state = query.get('state');
  if (!state) return failure('state-invalid', 400);
  const form = await request.formData().catch(() => undefined);
  const fingerprint = form?.get('fingerprint');
  const optional = (name: string) => {
    const value = query.get(name);
    return value ? { [name]: value } : {};
  };
  const affiliateTag = cookieValue(request.headers.get('cookie'), affiliateTagCookie);
  const answer = await authApi(context, request)(
    {
      method: 'POST',
      path: '/api/player/sessions/social',
      body: {
        state,
        ...optional('code'),
        ...optional('iss'),
        ...optional('error'),
        ...(affiliateTag ? { affiliateTag } : {}),
        ...(typeof fingerprint === 'string' && fingerprint ? { fingerprint } : {}),
      },
    },
    socialSessionSchema,
  );
  if (answer.ok) {
    const result = answer.data;
    const token = result.accessToken;
    // A returning player goes on in the same navigation, as the login form and auto-login do: a move made on
    // the client after the session arrived raced the deposit wallet a low balance opens (spec 02 §4). A new
    // player stays for the page's move, which brings the welcome message with it.
    if (!result.isNewPlayer) throw redirect(result.returnTo, { headers: sessionCookieHeaders(request, token) });
    return data<Outcome>(
      { status: 'signed-in', isNewPlayer: result.isNewPlayer, to: result.returnTo },
      { headers: sessionCookieHeaders(request, token) },
    );
  }
  const code = answer.error.code;
  if (answer.status === 429) {
    return data<Outcome>({ status: 'rate-limited', minutes: retryMinutes(answer) }, { status: 429 });
  }
  if (code === 'social_state_invalid') return failure('state-invalid', 400);
  if (code === 'social_email_unverified') return failure('email-unverified', 400);
  if (answer.status === 403) return failure('refused', 403);
  return failure('failed', answer.status >= 500 ? 502 : 400);
}

export default function Page({ actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const pending = navigation.state !== 'idle';
  const outcome = actionData as Outcome | undefined;
  const modals = useModals();
  const loggedIn = useRootData()?.loggedIn === true;
  const form = useRef<HTMLFormElement>(null);
  useSubmitOnce(form);

  // A new player: home once the root loader reports the session (which also writes the cross-tab login
  // marker), welcomed there with the successRegistration message (spec 01 §8).
  useEffect(() => {
    if (outcome?.status !== 'signed-in' || !loggedIn) return;
    navigate(outcome.to, { replace: true });
    if (outcome.isNewPlayer) {
      modals.open('success', {
        title: t('social.successRegistration.title'),
        text: t('social.successRegistration.text'),
      });
    }
  }, [outcome, loggedIn, navigate, modals.open, t]);

  return (
    <div className="mx-auto w-full max-w-md">
      <PageFrame name="authCallback" inCard>
        {outcome?.status === 'signed-in' ? (
          <div className="flex flex-col gap-4">
            <FormAlert tone="success" title={t('social.callback.signedInTitle')}>
              {outcome.isNewPlayer ? t('social.successRegistration.text') : null}
            </FormAlert>
            <Link to={outcome.to} className={buttonClass({ size: 'lg', className: 'w-full font-bold' })}>
              {t('social.callback.toLobby')}
            </Link>
          </div>
        ) : outcome && outcome.status !== 'rate-limited' ? (
          <FormAlert title={t(`social.callback.${alertKey[outcome.status]}Title`)}>
            {t(`social.callback.${alertKey[outcome.status]}Text`)}{' '}
            <Link to={path('/login')} className={linkClass}>
              {t('social.backToLogin')}
            </Link>
            {outcome.status === 'email-unverified' ? (
              <>
                {' · '}
                <Link to={path('/sign-up')} className={linkClass}>
                  {t('social.signUpWithEmail')}
                </Link>
              </>
            ) : null}
          </FormAlert>
        ) : (
          <>
            {outcome?.status === 'rate-limited' ? (
              <FormAlert title={t('social.rateLimitedTitle')}>
                {t('auth.tryAgainIn', { minutes: outcome.minutes })}
              </FormAlert>
            ) : null}
            <Form method="post" ref={form} className="flex flex-col gap-4" aria-busy={pending}>
              <FingerprintInput />
              <SubmitButton
                pending={pending}
                label={t('social.callback.submit')}
                pendingLabel={t('social.callback.pending')}
              />
            </Form>
          </>
        )}
      </PageFrame>
    </div>
  );
}

const alertKey = {
  'state-invalid': 'stateInvalid',
  failed: 'failed',
  'email-unverified': 'emailUnverified',
  refused: 'refused',
} as const;

// The data is only the route's messages, which a change of query or a revalidation leaves as they are.
export const loader = withRouteMessages(messageNamespaces);
export const shouldRevalidate = () => false;
