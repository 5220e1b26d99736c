import { localizePath } from '@croupier/i18n/locales';
import { FormAlert, linkClass, PasswordField, SubmitButton, TextField } from '@croupier/ui/form-controls';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { authApi, retryMinutes, sessionCookieHeaders, sessionTokenSchema } from '../features/auth/auth-api.server.ts';
import { loadFieldSettings } from '../features/auth/auth-content.server.ts';
import { fieldTexts } from '../features/auth/field-texts.ts';
import { FingerprintInput } from '../features/auth/fingerprint-input.tsx';
import { type FieldFailures, formValues, loginFields, validateForm } from '../features/auth/form-rules.ts';
import { firstFieldErrors } from '../features/auth/server-errors.ts';
import { useClientValidation } from '../features/auth/use-client-validation.ts';
import { requestLocale } from '../features/content/content-api.ts';
import { useAuthMethod } from '../features/phone-auth/auth-method.ts';
import { AuthMethodSwitch } from '../features/phone-auth/auth-method-switch.tsx';
import { PhoneLoginForm } from '../features/phone-auth/phone-login-form.tsx';
import { requireGuest } from '../features/session/route-access.server.ts';
import { loadSocialProviders, startSocialLogin } from '../features/social/social.server.ts';
import { SocialButtons } from '../features/social/social-buttons.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { withRouteMessages } from '../i18n/route-messages.server.ts';
import { AuthAlternative } from '../ui/auth-alternative.tsx';
import { PageFrame } from '../ui/page-frame.tsx';
import type { Route } from './+types/login';

/** The message namespaces of this module's static-import closure (i18n/message-namespaces.test.ts checks). */
const messageNamespaces = ['auth', 'pages', 'phone', 'social'];

/** Guests only (spec 01 §6): a logged-in player is sent home. */
async function pageLoader(args: Route.LoaderArgs) {
  await requireGuest(args);
  const socialUnavailable = await startSocialLogin(args);
  const [fieldSettings, socialProviders] = await Promise.all([
    loadFieldSettings(args.context, requestLocale(args.request)),
    loadSocialProviders(args.context),
  ]);
  return { fieldSettings, socialProviders, socialUnavailable };
}

type Outcome =
  | { status: 'invalid'; failures: FieldFailures; server: Record<string, string>; email: string }
  | { status: 'invalid-credentials' | 'not-confirmed' | 'disabled' | 'failed'; email: string }
  | { status: 'rate-limited'; minutes: number; email: string };

/** Log in (spec 01 §7): works without JavaScript; success sets the session cookie and goes home. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const email = (values.email ?? '').trim();
  const failures = validateForm(loginFields, values, new Date());
  if (Object.keys(failures).length) {
    return data<Outcome>({ status: 'invalid', failures, server: {}, email }, { status: 400 });
  }
  const answer = await authApi(context, request)(
    {
      method: 'POST',
      path: '/api/player/sessions',
      body: { email, password: values.password, ...(values.fingerprint ? { fingerprint: values.fingerprint } : {}) },
    },
    sessionTokenSchema,
  );
  if (answer.ok) {
    const headers = sessionCookieHeaders(request, answer.data.accessToken);
    throw redirect(localizePath('/', requestLocale(request)), { headers });
  }
  const code = answer.error.code;
  if (answer.status === 401) return data<Outcome>({ status: 'invalid-credentials', email }, { status: 401 });
  if (answer.status === 403) {
    const status = code === 'email_not_confirmed' ? 'not-confirmed' : 'disabled';
    return data<Outcome>({ status, email }, { status: 403 });
  }
  if (answer.status === 429) {
    return data<Outcome>({ status: 'rate-limited', minutes: retryMinutes(answer), email }, { status: 429 });
  }
  if (answer.status === 400 && Object.keys(answer.error.fields).length) {
    const server = firstFieldErrors(answer.error.fields);
    return data<Outcome>({ status: 'invalid', failures: {}, server, email }, { status: 400 });
  }
  return data<Outcome>({ status: 'failed', email }, { status: 502 });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { t, has, path } = useI18n();
  const texts = fieldTexts(loaderData.fieldSettings, t, has);
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const outcome = actionData as Outcome | undefined;
  const client = useClientValidation(loginFields);
  const method = useAuthMethod();
  const failures = client.failures ?? (outcome?.status === 'invalid' ? outcome.failures : {});
  const server = !client.failures && outcome?.status === 'invalid' ? outcome.server : {};
  const error = (name: string) => texts.message(failures[name]) ?? server[name];

  return (
    <PageFrame name="login" inCard>
      <AuthMethodSwitch id="login" method={method} />
      {outcome ? <LoginAlert outcome={outcome} /> : null}
      <SocialButtons providers={loaderData.socialProviders} page="/login" unavailable={loaderData.socialUnavailable} />
      {method.value === 'phone' ? <PhoneLoginForm fieldSettings={loaderData.fieldSettings} /> : null}
      <Form
        method="post"
        noValidate
        hidden={method.value === 'phone'}
        onSubmit={client.onSubmit}
        className="flex flex-col gap-5"
      >
        <TextField
          id="login-email"
          label={texts.label('email')}
          error={error('email')}
          input={{
            name: 'email',
            type: 'email',
            autoComplete: 'username',
            inputMode: 'email',
            required: true,
            placeholder: texts.placeholder('email'),
            defaultValue: outcome?.email,
          }}
        />
        <PasswordField
          toggle={{ show: t('auth.showPassword'), hide: t('auth.hidePassword') }}
          id="login-password"
          label={texts.label('password')}
          error={error('password')}
          input={{
            name: 'password',
            autoComplete: 'current-password',
            required: true,
            placeholder: texts.placeholder('password'),
          }}
        />
        <div className="-mt-2 flex justify-end">
          <Link to={path('/forgot-password')} className={`${linkClass} text-sm`}>
            {t('auth.login.forgot')}
          </Link>
        </div>
        <FingerprintInput />
        <SubmitButton pending={pending} label={t('auth.login.submit')} pendingLabel={t('auth.login.pending')} />
      </Form>
      <AuthAlternative textKey="pages.login.noAccount" linkKey="pages.login.signUpLink" to="/sign-up" />
    </PageFrame>
  );
}

function LoginAlert({ outcome }: { outcome: Outcome }) {
  const { t, path } = useI18n();
  switch (outcome.status) {
    case 'invalid':
      return null;
    case 'invalid-credentials':
      return <FormAlert title={t('auth.login.invalidTitle')}>{t('auth.login.invalidText')}</FormAlert>;
    case 'not-confirmed':
      return (
        <FormAlert title={t('auth.login.notConfirmedTitle')}>
          {t('auth.login.notConfirmedText')}{' '}
          <Link to={`${path('/sign-up')}?email=${encodeURIComponent(outcome.email)}`} className={linkClass}>
            {t('auth.login.resendLink')}
          </Link>
        </FormAlert>
      );
    case 'disabled':
      return (
        <FormAlert title={t('auth.login.disabledTitle')}>
          {t('auth.login.disabledText')}{' '}
          <Link to={path('/contact')} className={linkClass}>
            {t('auth.login.contactLink')}
          </Link>
        </FormAlert>
      );
    case 'rate-limited':
      return (
        <FormAlert title={t('auth.login.rateLimitedTitle')}>
          {t('auth.tryAgainIn', { minutes: outcome.minutes })}
        </FormAlert>
      );
    default:
      return <FormAlert title={t('auth.failedTitle')}>{t('auth.failedText')}</FormAlert>;
  }
}

export const loader = withRouteMessages(messageNamespaces, pageLoader);
