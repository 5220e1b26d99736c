import { FormAlert, linkClass, PasswordField, SubmitButton } from '@croupier/ui/form-controls';
import { useEffect } from 'react';
import { data, Form, Link, useNavigation, useSearchParams } from 'react-router';
import { authApi, retryMinutes } from '../features/auth/auth-api.server.ts';
import { loadFieldSettings } from '../features/auth/auth-content.server.ts';
import { fieldTexts } from '../features/auth/field-texts.ts';
import { type FieldFailures, formValues, resetPasswordFields, validateForm } from '../features/auth/form-rules.ts';
import { firstFieldErrors } from '../features/auth/server-errors.ts';
import { useClientValidation } from '../features/auth/use-client-validation.ts';
import { requestLocale } from '../features/content/content-api.ts';
import { requireGuest } from '../features/session/route-access.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { AuthAlternative } from '../ui/auth-alternative.tsx';
import { useModals } from '../ui/modal/modal-context.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import type { Route } from './+types/reset-password';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['auth', 'pages'];

/** Guests only (spec 01 §6): a logged-in player is sent home. */
async function pageLoader(args: Route.LoaderArgs) {
  await requireGuest(args);
  return { fieldSettings: await loadFieldSettings(args.context, requestLocale(args.request)) };
}

type Outcome =
  | { status: 'reset' }
  | { status: 'invalid'; failures: FieldFailures; server: Record<string, string> }
  | { status: 'bad-code' }
  | { status: 'rate-limited'; minutes: number }
  | { status: 'failed' };

/** Set the new password with the code from the e-mail link (spec 01 §4); every session of the player ends. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const resetCode = new URL(request.url).searchParams.get('resetCode') ?? values.resetCode ?? '';
  if (!resetCode) return data<Outcome>({ status: 'bad-code' }, { status: 400 });
  const failures = validateForm(resetPasswordFields, values, new Date());
  if (Object.keys(failures).length) return data<Outcome>({ status: 'invalid', failures, server: {} }, { status: 400 });
  const answer = await authApi(
    context,
    request,
  )({
    method: 'POST',
    path: '/api/player/passwords/confirm',
    body: { resetCode, password: values.password, passwordConfirmation: values.passwordConfirmation },
  });
  if (answer.ok) return data<Outcome>({ status: 'reset' });
  if (answer.status === 429)
    return data<Outcome>({ status: 'rate-limited', minutes: retryMinutes(answer) }, { status: 429 });
  if (answer.status === 400 && answer.error.code === 'reset_code_invalid')
    return data<Outcome>({ status: 'bad-code' }, { status: 400 });
  if (answer.status === 400 && Object.keys(answer.error.fields).length) {
    const server = firstFieldErrors(answer.error.fields);
    if (server.resetCode) return data<Outcome>({ status: 'bad-code' }, { status: 400 });
    return data<Outcome>({ status: 'invalid', failures: {}, server }, { status: 400 });
  }
  return data<Outcome>({ status: 'failed' }, { status: 502 });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { t, has, path } = useI18n();
  const texts = fieldTexts(loaderData.fieldSettings, t, has);
  const [search] = useSearchParams();
  const resetCode = search.get('resetCode');
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const outcome = actionData as Outcome | undefined;
  const client = useClientValidation(resetPasswordFields);
  const modals = useModals();
  const failures = client.failures ?? (outcome?.status === 'invalid' ? outcome.failures : {});
  const server = !client.failures && outcome?.status === 'invalid' ? outcome.server : {};
  const labels = { password: texts.label('newPassword'), passwordConfirmation: texts.label('repeatNewPassword') };
  const error = (name: string) => texts.message(failures[name], labels) ?? server[name];

  // Done: the reset-pass modal confirms it and leads to the login page (closing it clears resetCode).
  useEffect(() => {
    if (outcome?.status === 'reset') modals.open('reset-pass');
  }, [outcome, modals.open]);

  const codeProblem = !resetCode || outcome?.status === 'bad-code';
  return (
    <PageFrame name="resetPassword" inCard>
      {outcome?.status === 'reset' ? (
        <FormAlert tone="success" title={t('auth.reset.doneTitle')}>
          {t('auth.reset.doneText')}{' '}
          <Link to={path('/login')} className={linkClass}>
            {t('auth.reset.logIn')}
          </Link>
        </FormAlert>
      ) : codeProblem ? (
        <FormAlert title={t('auth.reset.badCodeTitle')}>
          {t('auth.reset.badCodeText')}{' '}
          <Link to={path('/forgot-password')} className={linkClass}>
            {t('auth.reset.newLink')}
          </Link>
        </FormAlert>
      ) : (
        <>
          {outcome?.status === 'rate-limited' ? (
            <FormAlert title={t('auth.reset.rateLimitedTitle')}>
              {t('auth.tryAgainIn', { minutes: outcome.minutes })}
            </FormAlert>
          ) : null}
          {outcome?.status === 'failed' ? (
            <FormAlert title={t('auth.failedTitle')}>{t('auth.failedText')}</FormAlert>
          ) : null}
          <Form method="post" noValidate onSubmit={client.onSubmit} className="flex flex-col gap-5">
            <PasswordField
              toggle={{ show: t('auth.showPassword'), hide: t('auth.hidePassword') }}
              id="reset-password"
              label={labels.password}
              error={error('password')}
              input={{
                name: 'password',
                autoComplete: 'new-password',
                required: true,
                placeholder: texts.placeholder('newPassword'),
              }}
            />
            <PasswordField
              toggle={{ show: t('auth.showPassword'), hide: t('auth.hidePassword') }}
              id="reset-password-confirmation"
              label={labels.passwordConfirmation}
              error={error('passwordConfirmation')}
              input={{
                name: 'passwordConfirmation',
                autoComplete: 'new-password',
                required: true,
                placeholder: texts.placeholder('repeatNewPassword'),
              }}
            />
            <SubmitButton pending={pending} label={t('auth.reset.submit')} pendingLabel={t('auth.reset.pending')} />
          </Form>
        </>
      )}
      <AuthAlternative textKey="pages.resetPassword.remembered" linkKey="pages.resetPassword.logInLink" to="/login" />
    </PageFrame>
  );
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
