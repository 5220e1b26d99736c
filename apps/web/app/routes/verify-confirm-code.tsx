import { buttonClass } from '@croupier/ui/button';
import { FormAlert, linkClass, SubmitButton } from '@croupier/ui/form-controls';
import { useEffect, useRef } from 'react';
import { data, Form, Link, useNavigation, useSubmit } from 'react-router';
import { trackRegistration } from '../features/analytics/registration-funnel.ts';
import { authApi, retryMinutes, sessionCookieHeaders, sessionTokenSchema } from '../features/auth/auth-api.server.ts';
import { AuthCardLayout } from '../features/layout/auth-card-layout.tsx';
import { usePlayerIdentity } from '../features/session/player-identity.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { useRootData } from '../platform/root-data.ts';
import { useModals } from '../ui/modal/modal-context.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import type { Route } from './+types/verify-confirm-code';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['auth', 'pages'];

type Outcome =
  | { status: 'confirmed' }
  | { status: 'invalid' }
  | { status: 'rate-limited'; minutes: number }
  | { status: 'failed' };

/**
 * Spends the confirmation code and logs the new player in (decision 0010). It runs as an action, not in
 * the loader: mail scanners and link previews fetch links with GET and must not use up the code.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const answer = await authApi(context, request)(
    { method: 'POST', path: '/api/player/register/confirm', body: { code: params.confirmCode } },
    sessionTokenSchema,
  );
  if (answer.ok) {
    return data<Outcome>({ status: 'confirmed' }, { headers: sessionCookieHeaders(request, answer.data.accessToken) });
  }
  if (answer.status === 429)
    return data<Outcome>({ status: 'rate-limited', minutes: retryMinutes(answer) }, { status: 429 });
  if (answer.status === 400 || answer.status === 403) return data<Outcome>({ status: 'invalid' }, { status: 400 });
  return data<Outcome>({ status: 'failed' }, { status: 502 });
}

/** Reached from an e-mail link without a locale prefix (spec 01 §2); it has no layout route, so it brings its own. */
export default function Page({ actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const submit = useSubmit();
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle';
  const outcome = actionData as Outcome | undefined;
  const modals = useModals();
  const loggedIn = useRootData()?.loggedIn === true;
  const { playerId } = usePlayerIdentity();
  const sent = useRef(false);

  // With scripts the confirmation runs by itself; without them the button below does the same.
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    submit(null, { method: 'post' });
  }, [submit]);

  // The success modal needs the fresh session, which the root loader reports after the action; the account is
  // now real and signed in, which analytics counts as the registration (spec 02 §3).
  useEffect(() => {
    if (outcome?.status !== 'confirmed' || !loggedIn) return;
    if (playerId) trackRegistration('email', playerId);
    modals.open('email-confirmation-success');
  }, [outcome, loggedIn, playerId, modals.open]);

  return (
    <AuthCardLayout>
      <PageFrame name="verify" inCard>
        {outcome?.status === 'confirmed' ? (
          <div className="flex flex-col gap-4">
            <FormAlert tone="success" title={t('auth.verify.confirmedTitle')}>
              {t('auth.verify.confirmedText')}
            </FormAlert>
            <Link to={path('/')} className={buttonClass({ size: 'lg', className: 'w-full font-bold' })}>
              {t('auth.verify.toLobby')}
            </Link>
          </div>
        ) : outcome?.status === 'invalid' ? (
          <FormAlert title={t('auth.verify.invalidTitle')}>
            {t('auth.verify.invalidText')}{' '}
            <Link to={path('/sign-up')} className={linkClass}>
              {t('auth.verify.resendLink')}
            </Link>{' '}
            {t('auth.verify.orLogIn')}{' '}
            <Link to={path('/login')} className={linkClass}>
              {t('auth.verify.logInLink')}
            </Link>
          </FormAlert>
        ) : (
          <>
            {outcome?.status === 'rate-limited' ? (
              <FormAlert title={t('auth.verify.rateLimitedTitle')}>
                {t('auth.tryAgainIn', { minutes: outcome.minutes })}
              </FormAlert>
            ) : null}
            {outcome?.status === 'failed' ? (
              <FormAlert title={t('auth.failedTitle')}>{t('auth.failedText')}</FormAlert>
            ) : null}
            <Form method="post" className="flex flex-col gap-4" aria-busy={pending}>
              <SubmitButton pending={pending} label={t('auth.verify.submit')} pendingLabel={t('auth.verify.pending')} />
            </Form>
          </>
        )}
      </PageFrame>
    </AuthCardLayout>
  );
}

// The data is only the route's messages, which a change of query or a revalidation leaves as they are.
export const loader = withRouteMessages(messageNamespaces);
export const shouldRevalidate = () => false;
